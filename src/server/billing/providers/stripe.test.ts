/** Stripe Checkout Sessions against the local fake Stripe (real HTTP on 127.0.0.1). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, WebhookRejected } from '../billing.types.ts';
import { type FakeStripe, startFakeStripe } from '../fakes/fake-stripe.ts';
import { checkoutInput, rejection } from '../fakes/provider-fixtures.ts';
import { signHeader } from './signed-header.ts';
import { createStripeProvider } from './stripe.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: 'sk_test_123secret', webhookSecret: 'whsec_456secret' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const SECRETS = ['sk_test_123secret', 'whsec_456secret'];
const stripe = (over: { secretKey?: string; timeoutMs?: number } = {}) =>
  createStripeProvider({
    secretKey: 'sk_test_123secret',
    webhookSecret: 'whsec_456secret',
    apiBase: fake.baseUrl,
    timeoutMs: 2000,
    ...over,
  });

async function created(over: Parameters<typeof checkoutInput>[0] = {}) {
  const input = checkoutInput(over);
  return { input, ...(await stripe().createCheckout(input)) };
}

describe('Stripe checkout', () => {
  it('creates a Checkout Session with the amount in minor units, the URLs and an idempotency key', async () => {
    const { input, providerRef, redirectUrl } = await created({ amount: 499, currency: 'EUR', locale: 'yo' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_123secret');
    expect(request?.headers['idempotency-key']).toBe(input.checkoutId);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      mode: 'payment',
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.checkoutId,
      'metadata[checkoutId]': input.checkoutId,
      customer_email: 'awa@example.org',
      locale: 'auto',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'Essentiel (mensuel)',
    });
    expect(providerRef).toMatch(/^cs_test_/);
    expect(redirectUrl).toBe(`${fake.baseUrl}/pay/${providerRef}`);
  });

  it('gets the same session back when the creation is retried', async () => {
    const input = checkoutInput();
    const first = await stripe().createCheckout(input);
    expect(await stripe().createCheckout(input)).toEqual(first);
    expect(new URLSearchParams(fake.requests[0]?.body).get('locale')).toBe('fr');
  });

  it('reports a paid session with its amount and currency', async () => {
    const { providerRef } = await created();
    expect(await stripe().fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'pending',
      amount: 2500,
      currency: 'XOF',
    });
    fake.pay(providerRef);
    expect(await stripe().fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'paid',
      amount: 2500,
      currency: 'XOF',
    });
    const last = fake.requests.at(-1);
    expect(last?.path).toBe(`/v1/checkout/sessions/${providerRef}`);
    expect(last?.query.getAll('expand[]')).toEqual(['payment_intent']);
  });

  it('reports a failed asynchronous payment, and an expired or canceled session as expired', async () => {
    const failed = await created();
    fake.fail(failed.providerRef);
    expect(await stripe().fetchOutcome(failed.providerRef)).toMatchObject({ status: 'failed' });
    const expired = await created();
    fake.expire(expired.providerRef);
    expect(await stripe().fetchOutcome(expired.providerRef)).toMatchObject({ status: 'expired' });
    const canceled = await created();
    fake.cancel(canceled.providerRef);
    expect(await stripe().fetchOutcome(canceled.providerRef)).toMatchObject({ status: 'expired' });
  });
});

describe('the fake Stripe payment page', () => {
  it('sends the buyer back to the success URL once they chose to pay', async () => {
    const { input, providerRef, redirectUrl } = await created();
    expect((await fetch(redirectUrl)).headers.get('content-type')).toContain('text/html');
    const paid = await fetch(`${redirectUrl}?action=pay`, { redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(input.returnUrl);
    expect(await stripe().fetchOutcome(providerRef)).toMatchObject({ status: 'paid' });
  });
});

describe('Stripe webhooks', () => {
  it('verifies signed checkout events and maps them to outcomes', async () => {
    const { providerRef } = await created();
    const verify = (type: string) => {
      const { body, headers } = fake.webhook(type, providerRef);
      return stripe().verifyWebhook(body, headers);
    };
    expect(await verify('checkout.session.completed')).toMatchObject({
      type: 'checkout.session.completed',
      outcome: { providerRef, status: 'pending' },
    });
    fake.pay(providerRef);
    const completed = await verify('checkout.session.completed');
    expect(completed.eventId).toMatch(/^evt_test_/);
    expect(completed.outcome).toEqual({ providerRef, status: 'paid', amount: 2500, currency: 'XOF' });
    expect((await verify('checkout.session.async_payment_succeeded')).outcome?.status).toBe('paid');
    expect((await verify('checkout.session.async_payment_failed')).outcome?.status).toBe('failed');
    expect((await verify('checkout.session.expired')).outcome?.status).toBe('expired');
    expect(await verify('customer.created')).toMatchObject({ type: 'customer.created', outcome: null });
  });

  it('gives a replayed event the same id', async () => {
    const { providerRef } = await created();
    const { body, headers } = fake.webhook('checkout.session.completed', providerRef, { eventId: 'evt_replayed' });
    const first = await stripe().verifyWebhook(body, headers);
    expect(await stripe().verifyWebhook(body, headers)).toEqual(first);
    expect(first.eventId).toBe('evt_replayed');
  });

  it('refuses forged webhooks: wrong secret, body changed, stale timestamp, missing or garbled header', async () => {
    const { providerRef } = await created();
    fake.pay(providerRef);
    const forged = fake.webhook('checkout.session.completed', providerRef, { secret: 'whsec_guess' });
    await rejection(stripe().verifyWebhook(forged.body, forged.headers), WebhookRejected, SECRETS);
    const genuine = fake.webhook('checkout.session.expired', providerRef);
    await rejection(
      stripe().verifyWebhook(
        genuine.body.replace('checkout.session.expired', 'checkout.session.completed'),
        genuine.headers,
      ),
      WebhookRejected,
    );
    const stale = fake.webhook('checkout.session.completed', providerRef, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    await rejection(stripe().verifyWebhook(stale.body, stale.headers), WebhookRejected);
    await rejection(stripe().verifyWebhook(genuine.body, new Headers()), WebhookRejected);
    await rejection(
      stripe().verifyWebhook(genuine.body, new Headers({ 'stripe-signature': 'v1=oops' })),
      WebhookRejected,
    );
  });

  it('refuses a signed body that is not an event', async () => {
    const body = 'not json';
    await rejection(
      stripe().verifyWebhook(body, new Headers({ 'stripe-signature': signHeader(body, 'whsec_456secret', 'v1') })),
      WebhookRejected,
    );
  });
});

describe('Stripe failures', () => {
  it('turns a 500, a malformed answer, an unexpected shape and a bad key into a ProviderError without secrets', async () => {
    fake.failNext({ status: 500, body: '{"error":{"type":"api_error","message":"boom"}}' });
    const error = await rejection(stripe().createCheckout(checkoutInput()), ProviderError, SECRETS);
    expect(error.message).toBe('stripe: POST /v1/checkout/sessions: HTTP 500 (api_error)');
    fake.failNext({ status: 200, body: '<html>not json' });
    await rejection(stripe().createCheckout(checkoutInput()), ProviderError, SECRETS);
    fake.failNext({ status: 200, body: '{"id":"cs_1"}' });
    await rejection(stripe().fetchOutcome('cs_1'), ProviderError, SECRETS);
    await rejection(stripe({ secretKey: 'sk_test_wrong' }).fetchOutcome('cs_1'), ProviderError, ['sk_test_wrong']);
  });

  it('gives up after the timeout', async () => {
    fake.failNext({ delayMs: 1000 });
    const started = Date.now();
    const error = await rejection(stripe({ timeoutMs: 100 }).createCheckout(checkoutInput()), ProviderError);
    expect(error.message).toContain('no answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports an unreachable API as a ProviderError', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk',
      webhookSecret: 'wh',
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 1000,
    });
    await rejection(provider.fetchOutcome('cs_1'), ProviderError);
  });
});
