/**
 * The three real payment providers as payment-providers.test.ts drives them: each one's fake
 * server (src/server/billing/testing), the environment that points the platform at it, a plan
 * in a currency it takes, and, in the same words for all three, what the test needs: what the
 * fake was asked to charge, its own state of the payment, the buyer's choices on its payment
 * page, and a webhook signed the way the provider signs it (or forged).
 */
import { expect } from 'vitest';
import type { Currency, PaymentMethod } from '../../../src/server/billing/billing.types.ts';
import { startFakeFedapay } from '../../../src/server/billing/fakes/fake-fedapay.ts';
import { startFakePaypal } from '../../../src/server/billing/fakes/fake-paypal.ts';
import type { FakeServer } from '../../../src/server/billing/fakes/fake-provider-server.ts';
import { startFakeStripe } from '../../../src/server/billing/fakes/fake-stripe.ts';

export interface SignedEvent {
  body: string;
  headers: Headers;
}

export interface ProviderFake {
  server: FakeServer;
  /** Keys and API base of this fake, for the platform's environment. */
  env: Record<string, string>;
  /** What the fake holds as the amount to charge for `ref` (PayPal: a decimal string). */
  charged(ref: string): unknown;
  /** The provider takes the payment (PayPal: the buyer approved; our server has to capture). */
  settle(ref: string): void;
  /** The provider's event saying so, signed like the provider signs it, or with a wrong secret. */
  webhook(ref: string, forged?: boolean): SignedEvent;
  /** The provider's own state of the payment, e.g. `complete/paid`. */
  state(ref: string): string;
}

export interface ProviderCase {
  name: PaymentMethod;
  planId: string;
  amount: number;
  currency: Currency;
  /** What `charged` must give for the plan. */
  charge: unknown;
  /** `state` once money moved (PayPal: captured). */
  paidState: string;
  /** The text of the amount in a signed event, and a smaller one a forger would put instead. */
  amountText: [string, string];
  /** The buyer's choices on the fake's payment page (`?action=`). */
  actions: { pay: string; fail: string; cancel: string };
  start(): Promise<ProviderFake>;
}

export const PROVIDER_CASES: ProviderCase[] = [
  {
    name: 'stripe',
    planId: 'essentiel-month-eur',
    amount: 499,
    currency: 'EUR',
    charge: { amount: 499, currency: 'eur' },
    paidState: 'complete/paid',
    amountText: ['"amount_total":499', '"amount_total":1'],
    actions: { pay: 'pay', fail: 'fail', cancel: 'cancel' },
    async start() {
      const fake = await startFakeStripe({ secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' });
      const session = (ref: string) => fake.sessions.get(ref);
      return {
        server: fake,
        env: {
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_BASE: fake.baseUrl,
        },
        charged: (ref) => ({ amount: session(ref)?.amount_total, currency: session(ref)?.currency }),
        settle: (ref) => fake.pay(ref),
        webhook: (ref, forged) =>
          fake.webhook('checkout.session.completed', ref, forged ? { secret: 'whsec_guessed' } : {}),
        state: (ref) => `${session(ref)?.status}/${session(ref)?.payment_status}`,
      };
    },
  },
  {
    name: 'paypal',
    planId: 'essentiel-month-eur',
    amount: 499,
    currency: 'EUR',
    charge: { currency_code: 'EUR', value: '4.99' },
    paidState: 'COMPLETED/COMPLETED',
    amountText: ['"value":"4.99"', '"value":"0.01"'],
    actions: { pay: 'approve', fail: 'decline', cancel: 'cancel' },
    async start() {
      const fake = await startFakePaypal({
        clientId: 'paypal-e2e',
        clientSecret: 'paypal-e2e-secret',
        webhookId: 'WH-E2E',
      });
      const order = (ref: string) => fake.orders.get(ref);
      return {
        server: fake,
        env: {
          PAYPAL_CLIENT_ID: fake.clientId,
          PAYPAL_CLIENT_SECRET: fake.clientSecret,
          PAYPAL_WEBHOOK_ID: fake.webhookId,
          PAYPAL_API_BASE: fake.baseUrl,
        },
        charged: (ref) => order(ref)?.amount,
        settle: (ref) => fake.approve(ref),
        // Approved is not paid: on this event our server captures the order.
        webhook: (ref, forged) =>
          fake.webhook('CHECKOUT.ORDER.APPROVED', ref, forged ? { signingSecret: 'not-paypal' } : {}),
        state: (ref) => `${order(ref)?.status}/${order(ref)?.capture?.status ?? 'none'}`,
      };
    },
  },
  {
    name: 'fedapay',
    planId: 'essentiel-month-xof',
    amount: 2500,
    currency: 'XOF',
    charge: { amount: 2500, currency: 'XOF' },
    paidState: 'approved',
    amountText: ['"amount":2500', '"amount":1'],
    actions: { pay: 'approve', fail: 'decline', cancel: 'cancel' },
    async start() {
      const fake = await startFakeFedapay({ secretKey: 'sk_sandbox_e2e', webhookSecret: 'wh_sandbox_e2e' });
      const transaction = (ref: string) => fake.transactions.get(Number(ref));
      return {
        server: fake,
        env: {
          FEDAPAY_SECRET_KEY: fake.secretKey,
          FEDAPAY_WEBHOOK_SECRET: fake.webhookSecret,
          FEDAPAY_API_BASE: fake.baseUrl,
        },
        charged: (ref) => ({
          amount: transaction(ref)?.amount,
          currency: (transaction(ref)?.request as { currency?: { iso?: string } } | undefined)?.currency?.iso,
        }),
        settle: (ref) => fake.pay(ref),
        // Without an event id, as FedaPay may send them: a replay is recognised by its content.
        webhook: (ref, forged) => fake.webhook('transaction.approved', ref, forged ? { secret: 'wh_guessed' } : {}),
        state: (ref) => transaction(ref)?.status ?? 'none',
      };
    },
  },
];

/** The buyer picks `action` on the fake's payment page: where the provider sends the browser back. */
export async function buyerChooses(redirectUrl: string, action: string): Promise<URL> {
  const page = new URL(redirectUrl);
  page.searchParams.set('action', action);
  const response = await fetch(page, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** A signed event whose body was changed after signing: the amount lowered. */
export function altered(event: SignedEvent, [from, to]: [string, string]): SignedEvent {
  expect(event.body).toContain(from);
  return { body: event.body.replace(from, to), headers: event.headers };
}
