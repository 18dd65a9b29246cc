/** PayPal Orders v2 against the local fake PayPal (real HTTP on 127.0.0.1). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, WebhookRejected } from '../billing.types.ts';
import { type FakePaypal, startFakePaypal } from '../fakes/fake-paypal.ts';
import { checkoutInput, rejection } from '../fakes/provider-fixtures.ts';
import { createPaypalProvider } from './paypal.ts';

let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal({ clientId: 'client-abc', clientSecret: 'secret-xyz', webhookId: 'WH-TEST-1' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.tokensIssued.length = 0;
});

const SECRETS = ['secret-xyz'];
const paypal = (over: { clientSecret?: string; webhookId?: string; timeoutMs?: number } = {}, now?: () => number) =>
  createPaypalProvider(
    {
      clientId: 'client-abc',
      clientSecret: 'secret-xyz',
      webhookId: 'WH-TEST-1',
      apiBase: fake.baseUrl,
      timeoutMs: 2000,
      ...over,
    },
    now ? { now } : {},
  );
const euro = (over: Parameters<typeof checkoutInput>[0] = {}) =>
  checkoutInput({ amount: 499, currency: 'EUR', ...over });
const paths = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('PayPal checkout', () => {
  it('creates an order with a decimal amount, the return URLs and a request id, and returns the payer-action link', async () => {
    const input = euro();
    const { providerRef, redirectUrl } = await paypal().createCheckout(input);
    expect(paths()).toEqual(['POST /v1/oauth2/token', 'POST /v2/checkout/orders']);
    const [token, create] = fake.requests;
    expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('client-abc:secret-xyz').toString('base64')}`);
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(create?.headers.authorization).toBe(`Bearer ${fake.tokensIssued[0]}`);
    expect(create?.headers['paypal-request-id']).toBe(input.checkoutId);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.checkoutId,
          custom_id: input.checkoutId,
          description: 'Essentiel (mensuel)',
          amount: { currency_code: 'EUR', value: '4.99' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
            locale: 'fr-FR',
          },
        },
      },
    });
    expect(redirectUrl).toBe(`${fake.baseUrl}/checkoutnow?token=${providerRef}`);
  });

  it('refuses francs CFA before asking PayPal', async () => {
    await rejection(paypal().createCheckout(checkoutInput({ currency: 'XOF' })), ProviderError);
    expect(fake.requests).toEqual([]);
  });

  it('fetches the token once and reuses it, and fetches another when PayPal stops accepting it', async () => {
    const provider = paypal();
    const { providerRef } = await provider.createCheckout(euro());
    await provider.fetchOutcome(providerRef);
    await provider.fetchOutcome(providerRef);
    expect(fake.tokensIssued).toHaveLength(1);
    fake.revokeTokens();
    expect(await provider.fetchOutcome(providerRef)).toMatchObject({ status: 'pending' });
    expect(fake.tokensIssued).toHaveLength(2);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let now = Date.now();
    const provider = paypal({}, () => now);
    const { providerRef } = await provider.createCheckout(euro());
    now += (32400 - 30) * 1000;
    await provider.fetchOutcome(providerRef);
    expect(fake.tokensIssued).toHaveLength(2);
  });

  it('captures an approved order on fetchOutcome, once, and reports it paid with its amount', async () => {
    const provider = paypal();
    const { providerRef } = await provider.createCheckout(euro());
    expect(await provider.fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'pending',
      amount: 499,
      currency: 'EUR',
    });
    fake.approve(providerRef);
    expect(await provider.fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'paid',
      amount: 499,
      currency: 'EUR',
    });
    const capture = fake.requests.find((r) => r.path.endsWith('/capture'));
    expect(capture?.headers['paypal-request-id']).toBe(`capture-${providerRef}`);
    expect(await provider.fetchOutcome(providerRef)).toMatchObject({ status: 'paid' });
    expect(paths().filter((p) => p.endsWith('/capture'))).toHaveLength(1);
  });

  it('reports an order captured elsewhere as paid without capturing again', async () => {
    const { providerRef } = await paypal().createCheckout(euro());
    fake.pay(providerRef);
    expect(await paypal().fetchOutcome(providerRef)).toMatchObject({ status: 'paid', amount: 499 });
    expect(paths().some((p) => p.endsWith('/capture'))).toBe(false);
  });

  it('reports a declined capture as failed and a voided order as canceled', async () => {
    const declined = await paypal().createCheckout(euro());
    fake.fail(declined.providerRef);
    expect(await paypal().fetchOutcome(declined.providerRef)).toMatchObject({ status: 'failed' });
    const refused = await paypal().createCheckout(euro());
    fake.approve(refused.providerRef, 'INSTRUMENT_DECLINED');
    expect(await paypal().fetchOutcome(refused.providerRef)).toMatchObject({ status: 'failed', amount: 499 });
    const voided = await paypal().createCheckout(euro());
    fake.cancel(voided.providerRef);
    expect(await paypal().fetchOutcome(voided.providerRef)).toMatchObject({ status: 'canceled' });
  });
});

describe('the fake PayPal approval page', () => {
  it('sends the buyer back with the order token, and the return is captured', async () => {
    const input = euro();
    const { providerRef, redirectUrl } = await paypal().createCheckout(input);
    const approved = await fetch(`${redirectUrl}&action=approve`, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://jurisia.test/checkout/return');
    expect(back.searchParams.get('token')).toBe(providerRef);
    expect(await paypal().fetchOutcome(providerRef)).toMatchObject({ status: 'paid' });
  });
});

describe('PayPal webhooks', () => {
  it('asks PayPal to verify the untouched body and maps the events', async () => {
    const { providerRef } = await paypal().createCheckout(euro());
    fake.approve(providerRef);
    const approved = fake.webhook('CHECKOUT.ORDER.APPROVED', providerRef, { eventId: 'WH-EVT-1' });
    expect(await paypal().verifyWebhook(approved.body, approved.headers)).toEqual({
      eventId: 'WH-EVT-1',
      type: 'CHECKOUT.ORDER.APPROVED',
      outcome: { providerRef, status: 'pending', amount: 499, currency: 'EUR' },
    });
    const verification = fake.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(verification?.body.endsWith(`,"webhook_event":${approved.body}}`)).toBe(true);
    expect(JSON.parse(verification?.body ?? '')).toMatchObject({
      auth_algo: 'SHA256withRSA',
      webhook_id: 'WH-TEST-1',
      transmission_id: approved.headers.get('paypal-transmission-id'),
    });

    await paypal().fetchOutcome(providerRef);
    const completed = fake.webhook('PAYMENT.CAPTURE.COMPLETED', providerRef);
    expect((await paypal().verifyWebhook(completed.body, completed.headers)).outcome).toEqual({
      providerRef,
      status: 'paid',
      amount: 499,
      currency: 'EUR',
    });
    const denied = fake.webhook('PAYMENT.CAPTURE.DENIED', providerRef);
    expect((await paypal().verifyWebhook(denied.body, denied.headers)).outcome).toMatchObject({
      providerRef,
      status: 'failed',
    });
    const other = fake.webhook('PAYMENT.CAPTURE.REFUNDED', providerRef);
    expect((await paypal().verifyWebhook(other.body, other.headers)).outcome).toBeNull();
  });

  it('maps a voided order to canceled', async () => {
    const { providerRef } = await paypal().createCheckout(euro());
    fake.cancel(providerRef);
    const voided = fake.webhook('CHECKOUT.ORDER.VOIDED', providerRef);
    expect((await paypal().verifyWebhook(voided.body, voided.headers)).outcome).toMatchObject({
      providerRef,
      status: 'canceled',
    });
  });

  it('refuses forged webhooks: wrong signer, body changed, another webhook id, stale time, missing headers', async () => {
    const { providerRef } = await paypal().createCheckout(euro());
    fake.pay(providerRef);
    const forged = fake.webhook('PAYMENT.CAPTURE.COMPLETED', providerRef, { signingSecret: 'guess' });
    await rejection(paypal().verifyWebhook(forged.body, forged.headers), WebhookRejected, SECRETS);
    const genuine = fake.webhook('PAYMENT.CAPTURE.DENIED', providerRef);
    await rejection(
      paypal().verifyWebhook(
        genuine.body.replace('PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.COMPLETED'),
        genuine.headers,
      ),
      WebhookRejected,
    );
    await rejection(paypal({ webhookId: 'WH-OTHER' }).verifyWebhook(genuine.body, genuine.headers), WebhookRejected);
    const stale = fake.webhook('PAYMENT.CAPTURE.COMPLETED', providerRef, {
      transmissionTime: new Date(Date.now() - 301_000),
    });
    await rejection(paypal().verifyWebhook(stale.body, stale.headers), WebhookRejected);
    const partial = new Headers(genuine.headers);
    partial.delete('paypal-transmission-sig');
    const before = fake.requests.length;
    await rejection(paypal().verifyWebhook(genuine.body, partial), WebhookRejected);
    await rejection(paypal().verifyWebhook('{"id":1} , "webhook_id":"x"', genuine.headers), WebhookRejected);
    expect(fake.requests.length).toBe(before);
  });

  it('answers a verification it could not get with a ProviderError, not a rejection', async () => {
    const { providerRef } = await paypal().createCheckout(euro());
    const genuine = fake.webhook('CHECKOUT.ORDER.APPROVED', providerRef);
    const provider = paypal();
    await provider.fetchOutcome(providerRef);
    fake.failNext({ status: 503, body: '' });
    await rejection(provider.verifyWebhook(genuine.body, genuine.headers), ProviderError);
  });
});

describe('PayPal failures', () => {
  it('turns a 500, a malformed answer, bad credentials and a timeout into ProviderErrors without secrets', async () => {
    fake.failNext({ status: 500, body: '{"name":"INTERNAL_SERVER_ERROR"}' });
    const error = await rejection(paypal().createCheckout(euro()), ProviderError, SECRETS);
    expect(error.message).toBe('paypal: POST /v1/oauth2/token: HTTP 500 (INTERNAL_SERVER_ERROR)');
    const provider = paypal({ timeoutMs: 150 });
    const { providerRef } = await provider.createCheckout(euro());
    fake.failNext({ status: 200, body: 'not json' });
    await rejection(provider.fetchOutcome(providerRef), ProviderError);
    fake.failNext({ status: 200, body: '{"status":"COMPLETED"}' });
    await rejection(provider.fetchOutcome(providerRef), ProviderError);
    fake.failNext({ delayMs: 1000 });
    expect((await rejection(provider.fetchOutcome(providerRef), ProviderError)).message).toContain(
      'no answer within 150 ms',
    );
    await rejection(paypal({ clientSecret: 'wrong-secret' }).createCheckout(euro()), ProviderError, ['wrong-secret']);
  });
});
