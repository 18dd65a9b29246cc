import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUserQuickly } from '../auth/sessions.ts';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { startCheckout } from './checkout-start.ts';
import { applyOutcome, nextStatus, receiptNumber } from './checkout-state.ts';
import { addMonths } from './subscription.ts';
import { type BillingFixture, billingFixture } from './fakes/billing-fixture.ts';

describe('nextStatus', () => {
  it('moves a pending checkout anywhere but pending, and a failed, canceled or expired one only to paid', () => {
    expect(nextStatus('pending', 'paid')).toBe('paid');
    expect(nextStatus('pending', 'failed')).toBe('failed');
    expect(nextStatus('pending', 'canceled')).toBe('canceled');
    expect(nextStatus('pending', 'expired')).toBe('expired');
    expect(nextStatus('pending', 'pending')).toBeNull();
    for (const end of ['failed', 'canceled', 'expired'] as const) {
      expect(nextStatus(end, 'paid')).toBe('paid');
      for (const other of ['pending', 'failed', 'canceled', 'expired'] as const)
        expect(nextStatus(end, other)).toBeNull();
    }
  });

  it('never moves a paid checkout', () => {
    for (const status of ['pending', 'paid', 'failed', 'canceled', 'expired'] as const)
      expect(nextStatus('paid', status)).toBeNull();
  });
});

describe('receiptNumber', () => {
  it('is JUR, the year and the sequence on six digits', () => {
    expect(receiptNumber(2026, 42)).toBe('JUR-2026-000042');
    expect(receiptNumber(2027, 1_234_567)).toBe('JUR-2027-1234567');
  });
});

describe.each(testEngines())('applyOutcome on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;
  const paidAt = new Date('2026-04-20T10:00:00Z');

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
  });
  afterAll(() => handle.close());

  const checkoutOf = (id: string) =>
    handle.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A Stripe (stub) checkout of `planId`, pending. */
  const start = async (user: PublicUser, planId = 'essentiel-month-xof') => {
    const { checkoutId } = await startCheckout(fx.deps, {
      user,
      planId,
      paymentMethod: 'stripe',
      locale: 'fr',
      baseUrl: 'https://jurisia.test',
    });
    return checkoutOf(checkoutId);
  };
  const apply = (
    checkoutId: string,
    status: 'paid' | 'failed' | 'canceled' | 'expired',
    extra: { amount?: number; currency?: string } = {},
    now = paidAt,
  ) => applyOutcome(fx.deps, { target: { checkoutId }, outcome: { status, ...extra }, now });

  it('marks a payment paid once, with its period and receipt, and moves the user onto the plan', async () => {
    const user = await fx.newUser();
    const row = await start(user);
    const result = await applyOutcome(fx.deps, {
      target: { provider: 'stripe', providerRef: row.provider_ref ?? '' },
      outcome: { status: 'paid', amount: 2500, currency: 'XOF' },
      now: paidAt,
    });
    expect(result).toEqual({ kind: 'applied', checkoutId: row.id, changed: true, status: 'paid' });
    const paid = await checkoutOf(row.id);
    expect(paid).toMatchObject({ status: 'paid', receipt_number: expect.stringMatching(/^JUR-2026-\d{6}$/) });
    expect(new Date(paid.paid_at ?? 0)).toEqual(paidAt);
    expect(new Date(paid.period_start ?? 0)).toEqual(paidAt);
    expect(new Date(paid.period_end ?? 0)).toEqual(addMonths(paidAt, 1));
    const after = await fx.reload(user._id);
    expect(after.plan).toBe('essentiel-month-xof');
    expect(after.subscription).toEqual({
      planId: 'essentiel-month-xof',
      status: 'active',
      currentPeriodEnd: addMonths(paidAt, 1).toISOString(),
    });
  });

  it('shows the new plan at once to the page cache’s fast path, which remembers sessions a few seconds', async () => {
    const user = await fx.newUser();
    const { token } = await createSession(handle.db, user._id);
    expect((await findSessionUserQuickly(handle.db, token))?.subscription).toBeNull();
    const row = await start(user);
    await apply(row.id, 'paid', {}, new Date());
    expect((await findSessionUserQuickly(handle.db, token))?.subscription?.status).toBe('active');
  });

  it('changes nothing when the same outcome comes again', async () => {
    const user = await fx.newUser();
    const row = await start(user);
    await apply(row.id, 'paid');
    const first = await checkoutOf(row.id);
    const again = await apply(row.id, 'paid', {}, new Date('2026-04-21T10:00:00Z'));
    expect(again).toEqual({ kind: 'applied', checkoutId: row.id, changed: false, status: 'paid' });
    expect(await checkoutOf(row.id)).toEqual(first);
    expect((await fx.reload(user._id)).subscription?.currentPeriodEnd).toBe(addMonths(paidAt, 1).toISOString());
  });

  it('does not apply a payment whose amount or currency is not the checkout’s', async () => {
    const user = await fx.newUser();
    const row = await start(user);
    expect(await apply(row.id, 'paid', { amount: 25 })).toEqual({ kind: 'rejected', checkoutId: row.id });
    expect(await apply(row.id, 'paid', { amount: 2500, currency: 'EUR' })).toEqual({
      kind: 'rejected',
      checkoutId: row.id,
    });
    expect((await checkoutOf(row.id)).status).toBe('pending');
    expect((await fx.reload(user._id)).plan).toBe('free');
    expect(fx.logs.some((log) => log['level'] === 'warn' && log['checkoutId'] === row.id)).toBe(true);
    // The amount as reported in lower case is the same currency.
    expect(await apply(row.id, 'paid', { amount: 2500, currency: 'xof' })).toMatchObject({
      kind: 'applied',
      changed: true,
    });
  });

  it('honours a payment reported after the checkout was canceled, failed or expired', async () => {
    for (const end of ['canceled', 'failed', 'expired'] as const) {
      const user = await fx.newUser();
      const row = await start(user);
      await apply(row.id, end);
      expect(await apply(row.id, 'paid')).toMatchObject({ kind: 'applied', changed: true, status: 'paid' });
      expect((await fx.reload(user._id)).plan).toBe('essentiel-month-xof');
    }
  });

  it('refuses to move a failed checkout to canceled', async () => {
    const user = await fx.newUser();
    const row = await start(user);
    await apply(row.id, 'failed');
    expect(await apply(row.id, 'canceled')).toEqual({
      kind: 'applied',
      checkoutId: row.id,
      changed: false,
      status: 'failed',
    });
    expect((await checkoutOf(row.id)).status).toBe('failed');
  });

  it('extends the period of the plan in force and replaces another plan from the payment', async () => {
    const user = await fx.newUser();
    const first = await start(user);
    await apply(first.id, 'paid');
    const renewal = await start(user);
    const later = new Date('2026-05-01T08:00:00Z');
    await apply(renewal.id, 'paid', {}, later);
    const extended = await checkoutOf(renewal.id);
    expect(new Date(extended.period_start ?? 0)).toEqual(addMonths(paidAt, 1));
    expect(new Date(extended.period_end ?? 0)).toEqual(addMonths(paidAt, 2));
    expect((await fx.reload(user._id)).subscription?.currentPeriodEnd).toBe(addMonths(paidAt, 2).toISOString());

    const upgrade = await start(user, 'pro-month-xof');
    await apply(upgrade.id, 'paid', {}, later);
    const replaced = await checkoutOf(upgrade.id);
    expect(new Date(replaced.period_start ?? 0)).toEqual(later);
    expect(new Date(replaced.period_end ?? 0)).toEqual(addMonths(later, 1));
    expect((await fx.reload(user._id)).subscription).toEqual({
      planId: 'pro-month-xof',
      status: 'active',
      currentPeriodEnd: addMonths(later, 1).toISOString(),
    });
  });

  it('extends the plan in force when it is paid again in the other currency: nothing paid is lost', async () => {
    const user = await fx.newUser();
    const first = await start(user);
    await apply(first.id, 'paid');
    const inEuros = await start(user, 'essentiel-month-eur');
    await apply(inEuros.id, 'paid', {}, new Date('2026-05-01T08:00:00Z'));
    expect((await fx.reload(user._id)).subscription).toEqual({
      planId: 'essentiel-month-eur',
      status: 'active',
      currentPeriodEnd: addMonths(paidAt, 2).toISOString(),
    });
    // A year of the same tier is another length: it starts at the payment.
    const yearly = await start(user, 'essentiel-year-xof');
    const later = new Date('2026-05-02T08:00:00Z');
    await apply(yearly.id, 'paid', {}, later);
    expect((await fx.reload(user._id)).subscription?.currentPeriodEnd).toBe(addMonths(later, 12).toISOString());
  });

  it('gives a 7-day pass seven days', async () => {
    const user = await fx.newUser();
    const row = await start(user, 'pass-xof');
    await apply(row.id, 'paid');
    expect(new Date((await checkoutOf(row.id)).period_end ?? 0)).toEqual(new Date(paidAt.getTime() + 7 * 86_400_000));
  });

  it('numbers receipts uniquely and in increasing order', async () => {
    const user = await fx.newUser();
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const row = await start(user);
      await apply(row.id, 'paid');
      numbers.push(Number((await checkoutOf(row.id)).receipt_number?.slice(-6)));
    }
    expect(new Set(numbers).size).toBe(4);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('applies one of two simultaneous reports of the same payment', async () => {
    const user = await fx.newUser();
    const row = await start(user);
    const results = await Promise.all([apply(row.id, 'paid'), apply(row.id, 'paid'), apply(row.id, 'failed')]);
    expect(results.filter((r) => r.kind === 'applied' && r.changed && r.status === 'paid')).toHaveLength(1);
    expect((await checkoutOf(row.id)).status).toBe('paid');
  });

  it('says when no checkout matches', async () => {
    expect(
      await applyOutcome(fx.deps, {
        target: { provider: 'stripe', providerRef: 'cs_unknown' },
        outcome: { status: 'paid' },
        now: paidAt,
      }),
    ).toEqual({ kind: 'unmatched' });
  });
});
