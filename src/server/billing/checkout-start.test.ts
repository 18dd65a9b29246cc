import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { checkoutUrls, startCheckout } from './checkout-start.ts';
import { type BillingFixture, billingFixture, STRIPE_KEYS } from './fakes/billing-fixture.ts';

describe('checkoutUrls', () => {
  it('brings the buyer back to the checkout page in their language, the cancel URL saying so', () => {
    expect(checkoutUrls('https://jurisia.test/', 'en', 'c-1')).toEqual({
      returnUrl: 'https://jurisia.test/en/checkout?id=c-1',
      cancelUrl: 'https://jurisia.test/en/checkout?id=c-1&canceled=1',
    });
    expect(checkoutUrls('https://jurisia.test', 'fr', 'c-1').returnUrl).toBe('https://jurisia.test/checkout?id=c-1');
  });
});

describe.each(testEngines())('startCheckout on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;
  let user: PublicUser;

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
    user = await fx.newUser();
  });
  afterAll(() => handle.close());

  const start = (planId: string, paymentMethod: string, target = fx) =>
    startCheckout(target.deps, { user, planId, paymentMethod, locale: 'en', baseUrl: 'https://jurisia.test' });
  const rowsOf = (userId: string) =>
    handle.db.selectFrom('checkouts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

  it('refuses an unknown plan, the free plan and a method not offered for the currency', async () => {
    await expect(start('platinum', 'stripe')).rejects.toMatchObject({
      status: 400,
      code: 'unknown_plan',
      key: 'checkout.errors.unknownPlan',
    });
    await expect(start('free', 'stripe')).rejects.toMatchObject({ status: 400, code: 'free_plan' });
    await expect(start('essentiel-month-xof', 'paypal')).rejects.toMatchObject({
      status: 400,
      code: 'method_unavailable',
    });
    await expect(start('essentiel-month-eur', 'fedapay')).rejects.toMatchObject({
      status: 400,
      code: 'method_unavailable',
    });
    await expect(start('essentiel-month-eur', 'bitcoin')).rejects.toMatchObject({
      status: 400,
      code: 'method_unavailable',
    });
    expect(await rowsOf(user._id)).toHaveLength(0);
  });

  it('refuses a method without keys when the test mode is off, and one the configuration does not offer', async () => {
    const strict = billingFixture(handle, { ...STRIPE_KEYS, PAYMENTS_TEST_MODE: 'false' });
    await expect(start('essentiel-month-eur', 'paypal', strict)).rejects.toMatchObject({ code: 'method_unavailable' });
    const cardOnly = billingFixture(handle, { ...STRIPE_KEYS, PAYMENT_METHODS: 'stripe' });
    await expect(start('essentiel-month-xof', 'fedapay', cardOnly)).rejects.toMatchObject({
      code: 'method_unavailable',
    });
  });

  it('writes the checkout down, then sends the provider the amount in minor units and our URLs', async () => {
    const stripe = fx.stubs.stripe;
    const started = await start('essentiel-month-eur', 'stripe');
    const sent = stripe?.created.at(-1);
    expect(sent).toEqual({
      checkoutId: started.checkoutId,
      amount: 499,
      currency: 'EUR',
      description: 'Essential',
      customer: { email: user.email, firstName: 'Awa', lastName: 'Dossou' },
      returnUrl: `https://jurisia.test/en/checkout?id=${started.checkoutId}`,
      cancelUrl: `https://jurisia.test/en/checkout?id=${started.checkoutId}&canceled=1`,
      locale: 'en',
    });
    const row = await handle.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', started.checkoutId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user._id,
      plan_id: 'essentiel-month-eur',
      plan_name: 'Essential',
      interval: 'month',
      duration_days: null,
      currency: 'EUR',
      payment_method: 'stripe',
      provider: 'stripe',
      status: 'pending',
      locale: 'en',
    });
    expect(Number(row.amount)).toBe(499);
    expect(row.provider_ref).toMatch(/^stripe_ref_/);
    expect(started.redirectUrl).toBe(`https://pay.stripe.test/${row.provider_ref}`);
    expect(row.redirect_url).toBe(started.redirectUrl);
  });

  it('keeps the plan as sold, duration included', async () => {
    const { checkoutId } = await start('pass-xof', 'stripe');
    const row = await handle.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ interval: 'once', duration_days: 7, plan_name: '7-day pass' });
    expect(Number(row.amount)).toBe(1000);
  });

  it('keeps a failed checkout and answers 502 when the provider fails; a retry is a new checkout', async () => {
    const buyer = await fx.newUser('Kossi');
    const stripe = fx.stubs.stripe;
    if (!stripe) throw new Error('no stub');
    stripe.failCreate = true;
    await expect(
      startCheckout(fx.deps, {
        user: buyer,
        planId: 'pro-month-xof',
        paymentMethod: 'stripe',
        locale: 'fr',
        baseUrl: 'https://jurisia.test',
      }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
    });
    stripe.failCreate = false;
    const rows = await rowsOf(buyer._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', provider_ref: null, plan_id: 'pro-month-xof' });
    await startCheckout(fx.deps, {
      user: buyer,
      planId: 'pro-month-xof',
      paymentMethod: 'stripe',
      locale: 'fr',
      baseUrl: 'https://jurisia.test',
    });
    expect((await rowsOf(buyer._id)).map((row) => row.status)).toEqual(['failed', 'pending']);
  });

  it('calls no provider in test mode: our page stands in, the checkout is its own reference', async () => {
    const calls = fx.stubs.stripe?.created.length;
    const started = await start('essentiel-month-eur', 'paypal');
    expect(started.redirectUrl).toBe(`https://jurisia.test/en/checkout?id=${started.checkoutId}`);
    const row = await handle.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', started.checkoutId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'test',
      payment_method: 'paypal',
      provider_ref: started.checkoutId,
      status: 'pending',
    });
    expect(fx.stubs.stripe?.created.length).toBe(calls);
  });
});
