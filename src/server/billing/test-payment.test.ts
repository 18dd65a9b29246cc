import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { startCheckout } from './checkout-start.ts';
import { simulateTestPayment } from './test-payment.ts';
import { type BillingFixture, billingFixture, STRIPE_KEYS } from './fakes/billing-fixture.ts';

describe.each(testEngines())('simulateTestPayment on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;
  let user: PublicUser;

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
    user = await fx.newUser();
  });
  afterAll(() => handle.close());

  const start = async (paymentMethod: string, planId = 'essentiel-month-xof') =>
    (await startCheckout(fx.deps, { user, planId, paymentMethod, locale: 'fr', baseUrl: 'https://jurisia.test' }))
      .checkoutId;

  it('pays through the same state machine, recorded as a verified test event, once', async () => {
    const id = await start('fedapay');
    const view = await simulateTestPayment(fx.deps, user._id, id, 'paid');
    expect(view).toMatchObject({
      status: 'paid',
      testMode: true,
      paymentMethod: 'fedapay',
      amount: 2500,
      receiptNumber: expect.stringMatching(/^JUR-2026-/),
    });
    expect((await fx.reload(user._id)).subscription).toMatchObject({ planId: 'essentiel-month-xof', status: 'active' });
    await simulateTestPayment(fx.deps, user._id, id, 'paid');
    const events = await handle.db.selectFrom('payment_events').selectAll().where('checkout_id', '=', id).execute();
    expect(events).toEqual([
      expect.objectContaining({
        provider: 'test',
        event_id: `test:${id}:paid`,
        type: 'test.paid',
        verified: true,
        outcome: 'applied',
      }),
    ]);
  });

  it('simulates a failure and a cancellation; a payment after either is still honoured', async () => {
    const failed = await start('fedapay');
    expect(await simulateTestPayment(fx.deps, user._id, failed, 'failed')).toMatchObject({ status: 'failed' });
    expect(await simulateTestPayment(fx.deps, user._id, failed, 'canceled')).toMatchObject({ status: 'failed' });
    const canceled = await start('fedapay');
    expect(await simulateTestPayment(fx.deps, user._id, canceled, 'canceled')).toMatchObject({ status: 'canceled' });
    expect(await simulateTestPayment(fx.deps, user._id, canceled, 'paid')).toMatchObject({ status: 'paid' });
  });

  it('is not found for another user, a real provider’s checkout, or once the method has keys', async () => {
    const id = await start('fedapay');
    const other = await fx.newUser('Kossi');
    await expect(simulateTestPayment(fx.deps, other._id, id, 'paid')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    const real = await start('stripe');
    await expect(simulateTestPayment(fx.deps, user._id, real, 'paid')).rejects.toMatchObject({ status: 404 });
    const withKeys = billingFixture(handle, { ...STRIPE_KEYS, FEDAPAY_SECRET_KEY: 'sk', FEDAPAY_WEBHOOK_SECRET: 'wh' });
    await expect(simulateTestPayment(withKeys.deps, user._id, id, 'paid')).rejects.toMatchObject({ status: 404 });
    const testModeOff = billingFixture(handle, { ...STRIPE_KEYS, PAYMENTS_TEST_MODE: '0' });
    await expect(simulateTestPayment(testModeOff.deps, user._id, id, 'paid')).rejects.toMatchObject({ status: 404 });
    expect(
      (await handle.db.selectFrom('checkouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
  });
});
