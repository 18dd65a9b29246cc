/** FedaPay transactions against the local fake FedaPay (real HTTP on 127.0.0.1). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, WebhookRejected } from '../billing.types.ts';
import { type FakeFedapay, startFakeFedapay } from '../fakes/fake-fedapay.ts';
import { checkoutInput, rejection } from '../fakes/provider-fixtures.ts';
import { createFedapayProvider } from './fedapay.ts';

let fake: FakeFedapay;
beforeAll(async () => {
  fake = await startFakeFedapay({ secretKey: 'sk_sandbox_abc', webhookSecret: 'wh_sandbox_def' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const SECRETS = ['sk_sandbox_abc', 'wh_sandbox_def'];
const fedapay = (over: { secretKey?: string; timeoutMs?: number } = {}) =>
  createFedapayProvider({
    secretKey: 'sk_sandbox_abc',
    webhookSecret: 'wh_sandbox_def',
    apiBase: fake.baseUrl,
    timeoutMs: 2000,
    ...over,
  });
const created = () => fedapay().createCheckout(checkoutInput());

describe('FedaPay checkout', () => {
  it('creates a transaction in francs CFA, asks for its token and returns the payment URL', async () => {
    const input = checkoutInput();
    const { providerRef, redirectUrl } = await fedapay().createCheckout(input);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/transactions',
      `POST /v1/transactions/${providerRef}/token`,
    ]);
    const [create, token] = fake.requests;
    expect(create?.headers.authorization).toBe('Bearer sk_sandbox_abc');
    expect(token?.headers.authorization).toBe('Bearer sk_sandbox_abc');
    expect(JSON.parse(create?.body ?? '')).toEqual({
      description: 'Essentiel (mensuel)',
      amount: 2500,
      currency: { iso: 'XOF' },
      callback_url: input.returnUrl,
      customer: { firstname: 'Awa', lastname: 'Dossou', email: 'awa@example.org' },
      custom_metadata: { checkout_id: input.checkoutId },
    });
    const transaction = fake.transactions.get(Number(providerRef));
    expect(redirectUrl).toBe(`${fake.baseUrl}/pay/${transaction?.token}`);
  });

  it('refuses euros before asking FedaPay', async () => {
    await rejection(fedapay().createCheckout(checkoutInput({ amount: 499, currency: 'EUR' })), ProviderError);
    expect(fake.requests).toEqual([]);
  });

  it('reports each transaction status', async () => {
    const { providerRef } = await created();
    expect(await fedapay().fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'pending',
      amount: 2500,
      currency: 'XOF',
    });
    fake.pay(providerRef);
    expect(await fedapay().fetchOutcome(providerRef)).toEqual({
      providerRef,
      status: 'paid',
      amount: 2500,
      currency: 'XOF',
    });
    expect(fake.requests.at(-1)?.path).toBe(`/v1/transactions/${providerRef}`);
    for (const [status, outcome] of [
      ['transferred', 'paid'],
      ['approved_partially_refunded', 'paid'],
      ['declined', 'failed'],
      ['canceled', 'canceled'],
      ['expired', 'expired'],
    ] as const) {
      fake.setStatus(providerRef, status);
      expect((await fedapay().fetchOutcome(providerRef)).status).toBe(outcome);
    }
  });

  it('has controls for failed and canceled payments', async () => {
    const failed = await created();
    fake.fail(failed.providerRef);
    expect(await fedapay().fetchOutcome(failed.providerRef)).toMatchObject({ status: 'failed' });
    const canceled = await created();
    fake.cancel(canceled.providerRef);
    expect(await fedapay().fetchOutcome(canceled.providerRef)).toMatchObject({ status: 'canceled' });
  });
});

describe('the fake FedaPay payment page', () => {
  it('sends the buyer back to callback_url with the id and status', async () => {
    const { providerRef, redirectUrl } = await created();
    const approved = await fetch(`${redirectUrl}?action=approve`, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect([back.searchParams.get('id'), back.searchParams.get('status')]).toEqual([providerRef, 'approved']);
    expect(await fedapay().fetchOutcome(providerRef)).toMatchObject({ status: 'paid' });
  });
});

describe('FedaPay webhooks', () => {
  it('verifies signed transaction events and maps them from the transaction status', async () => {
    const { providerRef } = await created();
    fake.pay(providerRef);
    const approved = fake.webhook('transaction.approved', providerRef);
    const event = await fedapay().verifyWebhook(approved.body, approved.headers);
    const { updated_at } = JSON.parse(approved.body).entity;
    expect(event).toEqual({
      eventId: `transaction.approved:${providerRef}:${updated_at}`,
      type: 'transaction.approved',
      outcome: { providerRef, status: 'paid', amount: 2500, currency: 'XOF' },
    });
    fake.fail(providerRef);
    const declined = fake.webhook('transaction.declined', providerRef, { eventId: 77 });
    expect(await fedapay().verifyWebhook(declined.body, declined.headers)).toMatchObject({
      eventId: '77',
      outcome: { status: 'failed' },
    });
    fake.cancel(providerRef);
    const canceled = fake.webhook('transaction.canceled', providerRef);
    expect((await fedapay().verifyWebhook(canceled.body, canceled.headers)).outcome?.status).toBe('canceled');
  });

  it('gives a replayed event the same id and ignores events about other things', async () => {
    const { providerRef } = await created();
    const { body, headers } = fake.webhook('transaction.approved', providerRef);
    expect(await fedapay().verifyWebhook(body, headers)).toEqual(await fedapay().verifyWebhook(body, headers));
    const customer = fake.webhook('customer.created', providerRef);
    expect(await fedapay().verifyWebhook(customer.body, customer.headers)).toMatchObject({
      type: 'customer.created',
      outcome: null,
    });
  });

  it('refuses forged webhooks: wrong secret, body changed, stale timestamp, missing or garbled header', async () => {
    const { providerRef } = await created();
    fake.pay(providerRef);
    const forged = fake.webhook('transaction.approved', providerRef, { secret: 'wh_guess' });
    await rejection(fedapay().verifyWebhook(forged.body, forged.headers), WebhookRejected, SECRETS);
    fake.fail(providerRef);
    const genuine = fake.webhook('transaction.declined', providerRef);
    await rejection(
      fedapay().verifyWebhook(genuine.body.replace('"declined"', '"approved"'), genuine.headers),
      WebhookRejected,
    );
    const stale = fake.webhook('transaction.approved', providerRef, { timestamp: Math.floor(Date.now() / 1000) - 400 });
    await rejection(fedapay().verifyWebhook(stale.body, stale.headers), WebhookRejected);
    await rejection(fedapay().verifyWebhook(genuine.body, new Headers()), WebhookRejected);
    const stripeStyle = new Headers({
      'x-fedapay-signature': (genuine.headers.get('x-fedapay-signature') ?? '').replace(',s=', ',v1='),
    });
    await rejection(fedapay().verifyWebhook(genuine.body, stripeStyle), WebhookRejected);
  });
});

describe('FedaPay failures', () => {
  it('turns a 500, a malformed answer, a bad key and a timeout into ProviderErrors without secrets', async () => {
    fake.failNext({ status: 500, body: '{"message":"Erreur interne"}' });
    expect((await rejection(created(), ProviderError, SECRETS)).message).toBe(
      'fedapay: POST /v1/transactions: HTTP 500',
    );
    const { providerRef } = await created();
    fake.failNext({ status: 200, body: '{"v1/transaction": "nope"' });
    await rejection(fedapay().fetchOutcome(providerRef), ProviderError);
    fake.failNext({ status: 200, body: '{"transaction": {"id": 1, "status": "approved"}}' });
    await rejection(fedapay().fetchOutcome(providerRef), ProviderError);
    await rejection(fedapay({ secretKey: 'sk_wrong' }).fetchOutcome(providerRef), ProviderError, ['sk_wrong']);
    fake.failNext({ delayMs: 1000 });
    expect((await rejection(fedapay({ timeoutMs: 100 }).fetchOutcome(providerRef), ProviderError)).message).toContain(
      'no answer within 100 ms',
    );
  });

  it('fails the checkout when the token cannot be had', async () => {
    fake.failNext({ delayMs: 0 });
    fake.failNext({ status: 502, body: '' });
    await rejection(created(), ProviderError);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1/transactions',
      expect.stringMatching(/^\/v1\/transactions\/\d+\/token$/),
    ]);
  });
});
