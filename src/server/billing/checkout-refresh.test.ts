import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { CHECK_INTERVAL_MS, cancelReturn, refreshCheckout } from './checkout-refresh.ts';
import { startCheckout } from './checkout-start.ts';
import { type BillingFixture, billingFixture } from './fakes/billing-fixture.ts';
import type { StubProvider } from './fakes/stub-provider.ts';

describe.each(testEngines())('status checks on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;
  let stripe: StubProvider;
  let user: PublicUser;
  let clock = new Date('2026-04-20T10:00:00Z').getTime();

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
    stripe = fx.stubs.stripe as StubProvider;
    user = await fx.newUser();
  });
  afterAll(() => handle.close());

  /** Each test on its own stretch of time, so the 5-second memory of another does not interfere. */
  const tick = (ms = 60_000) => {
    clock += ms;
    fx.setNow(new Date(clock));
  };
  const start = async (paymentMethod = 'stripe') => {
    tick();
    const planId = paymentMethod === 'paypal' ? 'essentiel-month-eur' : 'essentiel-month-xof';
    const { checkoutId } = await startCheckout(fx.deps, {
      user,
      planId,
      paymentMethod,
      locale: 'fr',
      baseUrl: 'https://jurisia.test',
    });
    return handle.db.selectFrom('checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirstOrThrow();
  };

  it('activates a payment the provider confirms when the buyer comes back', async () => {
    const row = await start();
    stripe.settle({ providerRef: row.provider_ref ?? '', status: 'paid', amount: 2500, currency: 'XOF' });
    const view = await refreshCheckout(fx.deps, user._id, row.id);
    expect(view).toMatchObject({
      _id: row.id,
      status: 'paid',
      receiptNumber: expect.stringMatching(/^JUR-/),
      redirectUrl: null,
      testMode: false,
    });
    expect((await fx.reload(user._id)).plan).toBe('essentiel-month-xof');
  });

  it('asks the provider at most once per 5 seconds per checkout', async () => {
    const row = await start();
    const asked = () => stripe.fetched.filter((ref) => ref === row.provider_ref).length;
    expect(await refreshCheckout(fx.deps, user._id, row.id)).toMatchObject({
      status: 'pending',
      redirectUrl: row.redirect_url,
    });
    await refreshCheckout(fx.deps, user._id, row.id);
    tick(CHECK_INTERVAL_MS - 1);
    await refreshCheckout(fx.deps, user._id, row.id);
    expect(asked()).toBe(1);
    tick(1);
    await refreshCheckout(fx.deps, user._id, row.id);
    expect(asked()).toBe(2);
  });

  it('shows the checkout as it was when the provider cannot be asked', async () => {
    const row = await start();
    stripe.failFetch = true;
    try {
      expect(await refreshCheckout(fx.deps, user._id, row.id)).toMatchObject({ status: 'pending' });
    } finally {
      stripe.failFetch = false;
    }
    expect(fx.logs.some((log) => log['msg'] === 'payment status check failed' && log['checkoutId'] === row.id)).toBe(
      true,
    );
  });

  it('asks nobody about a test-mode checkout', async () => {
    const row = await start('paypal');
    const calls = stripe.fetched.length;
    expect(await refreshCheckout(fx.deps, user._id, row.id)).toMatchObject({ status: 'pending', testMode: true });
    expect(stripe.fetched.length).toBe(calls);
  });

  it('finds no checkout of another user', async () => {
    const row = await start();
    const other = await fx.newUser('Kossi');
    expect(await refreshCheckout(fx.deps, other._id, row.id)).toBeNull();
    expect(await cancelReturn(fx.deps, other._id, row.id)).toBeNull();
    expect(await refreshCheckout(fx.deps, user._id, 'no-such-id')).toBeNull();
  });

  it('on the cancel return, marks the checkout canceled unless the provider says it was paid', async () => {
    const canceled = await start();
    expect(await cancelReturn(fx.deps, user._id, canceled.id)).toMatchObject({ status: 'canceled' });
    const paid = await start();
    stripe.settle({ providerRef: paid.provider_ref ?? '', status: 'paid', amount: 2500, currency: 'XOF' });
    expect(await cancelReturn(fx.deps, user._id, paid.id)).toMatchObject({ status: 'paid' });
    // A canceled=1 URL opened again later changes nothing.
    expect(await cancelReturn(fx.deps, user._id, paid.id)).toMatchObject({ status: 'paid' });
  });

  it('still honours a payment reported after the cancel return', async () => {
    const row = await start();
    await cancelReturn(fx.deps, user._id, row.id);
    stripe.settle({ providerRef: row.provider_ref ?? '', status: 'paid', amount: 2500, currency: 'XOF' });
    tick();
    expect(await refreshCheckout(fx.deps, user._id, row.id)).toMatchObject({ status: 'paid' });
  });
});
