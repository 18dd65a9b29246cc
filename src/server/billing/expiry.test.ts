import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { startCheckout } from './checkout-start.ts';
import { sweepBilling } from './expiry.ts';
import { type BillingFixture, billingFixture } from './fakes/billing-fixture.ts';
import type { StubProvider } from './fakes/stub-provider.ts';

describe.each(testEngines())('sweepBilling on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
  });
  afterAll(() => handle.close());

  const statusOf = async (id: string) =>
    (await handle.db.selectFrom('checkouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('expires checkouts pending for a day, unless the provider says they were paid', async () => {
    const stripe = fx.stubs.stripe as StubProvider;
    const user = await fx.newUser();
    const start = async (paymentMethod: string, at: string) => {
      fx.setNow(new Date(at));
      return (
        await startCheckout(fx.deps, {
          user,
          planId: 'essentiel-month-xof',
          paymentMethod,
          locale: 'fr',
          baseUrl: 'https://jurisia.test',
        })
      ).checkoutId;
    };
    const abandoned = await start('stripe', '2026-04-01T08:00:00Z');
    const paidLate = await start('stripe', '2026-04-01T09:00:00Z');
    const testMode = await start('fedapay', '2026-04-01T09:30:00Z');
    const recent = await start('stripe', '2026-04-02T07:00:00Z');
    const ref =
      (
        await handle.db
          .selectFrom('checkouts')
          .select('provider_ref')
          .where('id', '=', paidLate)
          .executeTakeFirstOrThrow()
      ).provider_ref ?? '';
    stripe.settle({ providerRef: ref, status: 'paid', amount: 2500, currency: 'XOF' });

    const result = await sweepBilling(fx.deps, new Date('2026-04-02T10:00:00Z'));
    expect(result.checkoutsExpired).toBe(2);
    expect(await statusOf(abandoned)).toBe('expired');
    expect(await statusOf(paidLate)).toBe('paid');
    expect(await statusOf(testMode)).toBe('expired');
    expect(await statusOf(recent)).toBe('pending');
    expect((await sweepBilling(fx.deps, new Date('2026-04-02T10:00:00Z'))).checkoutsExpired).toBe(0);
  });

  it('expires still-active subscriptions whose period has ended, and only those', async () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const insert = async (end: string, status: 'active' | 'expired' | null) => {
      const id = randomUUID();
      await handle.db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.bj`,
          first_name: 'A',
          last_name: 'B',
          password_hash: null,
          plan: 'pro-month-xof',
          subscription_status: status,
          subscription_period_end: end,
        })
        .execute();
      return id;
    };
    const ended = await insert('2026-04-30T23:59:59Z', 'active');
    const endsNow = await insert('2026-05-01T00:00:00Z', 'active');
    const running = await insert('2026-05-01T00:00:01Z', 'active');
    const result = await sweepBilling(fx.deps, now);
    expect(result.subscriptionsExpired).toBe(2);
    const statuses = await handle.db
      .selectFrom('users')
      .select(['id', 'subscription_status'])
      .where('id', 'in', [ended, endsNow, running])
      .execute();
    expect(Object.fromEntries(statuses.map((u) => [u.id, u.subscription_status]))).toEqual({
      [ended]: 'expired',
      [endsNow]: 'expired',
      [running]: 'active',
    });
  });
});
