/**
 * FedaPay transactions (mobile money in francs CFA): a transaction is created, a payment token
 * gives the URL of FedaPay's page, and the transaction's status says whether money moved.
 * FedaPay wraps single objects as `{"v1/transaction": {…}}`.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig } from '../../config.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderOutcome,
  type VerifiedEvent,
  WebhookRejected,
} from '../billing.types.ts';
import { type ProviderEndpoint, parseJson, providerRequest, readAnswer } from './http.ts';
import { verifySignedHeader } from './signed-header.ts';

export type FedapayConfig = NonNullable<PaymentsConfig['fedapay']>;

export interface FedapayDependencies {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const transaction = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  status: z.string(),
  // FedaPay documents the amount as a string in places and sends a number in others.
  amount: z
    .union([
      z.number().int().nonnegative(),
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ])
    .nullish(),
  currency: z.object({ iso: z.string().min(1) }).nullish(),
  updated_at: z.string().nullish(),
});
type Transaction = z.infer<typeof transaction>;

const wrapped = z.object({ 'v1/transaction': transaction });
const paymentToken = z.object({ token: z.string().min(1), url: z.url() });
const event = z.object({
  id: z.union([z.string().min(1), z.number()]).nullish(),
  name: z.string().min(1),
  entity: z.unknown(),
});

/** The statuses fedapay-node's Transaction.wasPaid() counts as paid. */
const PAID = new Set([
  'approved',
  'transferred',
  'refunded',
  'approved_partially_refunded',
  'transferred_partially_refunded',
]);
const ENDED: Record<string, ProviderOutcome['status']> = {
  declined: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

function outcomeOf(t: Transaction): ProviderOutcome {
  return {
    providerRef: String(t.id),
    status: PAID.has(t.status) ? 'paid' : (ENDED[t.status] ?? 'pending'),
    ...(t.amount == null ? {} : { amount: t.amount }),
    // A transaction carries only a numeric currency_id unless the currency is included; FedaPay
    // settles in francs CFA only (its currency table), and we create nothing else.
    currency: t.currency?.iso.toUpperCase() ?? 'XOF',
  };
}

/**
 * FedaPay sends the buyer back to callback_url with its own `id` (the transaction) and `status`,
 * over any parameter of the same name: the checkout id our page reads as `id` travels as
 * `checkout` instead (checkout-refresh.ts, returnedCheckoutId).
 */
export function fedapayCallbackUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  const checkoutId = url.searchParams.get('id');
  if (checkoutId === null) return returnUrl;
  url.searchParams.delete('id');
  url.searchParams.set('checkout', checkoutId);
  return url.href;
}

export function createFedapayProvider(
  config: FedapayConfig,
  { fetchImpl = fetch, now = Date.now }: FedapayDependencies = {},
): PaymentProvider {
  const endpoint: ProviderEndpoint = {
    provider: 'fedapay',
    apiBase: config.apiBase,
    timeoutMs: config.timeoutMs,
    fetchImpl,
  };
  const auth = { authorization: `Bearer ${config.secretKey}` };
  const path = (id: string) => `/v1/transactions/${encodeURIComponent(id)}`;
  return {
    name: 'fedapay',
    currencies: ['XOF'],

    async createCheckout(input) {
      if (input.currency !== 'XOF') throw new ProviderError(`fedapay: ${input.currency} is not accepted`);
      const created = await providerRequest(endpoint, {
        method: 'POST',
        path: '/v1/transactions',
        headers: auth,
        json: {
          description: input.description,
          amount: input.amount,
          currency: { iso: 'XOF' },
          callback_url: fedapayCallbackUrl(input.returnUrl),
          customer: {
            firstname: input.customer.firstName,
            lastname: input.customer.lastName,
            email: input.customer.email,
          },
          custom_metadata: { checkout_id: input.checkoutId },
        },
      });
      const id = String(readAnswer(wrapped, created, 'fedapay: transaction')['v1/transaction'].id);
      const token = readAnswer(
        paymentToken,
        await providerRequest(endpoint, { method: 'POST', path: `${path(id)}/token`, headers: auth }),
        'fedapay: token',
      );
      return { providerRef: id, redirectUrl: token.url };
    },

    async fetchOutcome(providerRef) {
      const answer = await providerRequest(endpoint, { method: 'GET', path: path(providerRef), headers: auth });
      return outcomeOf(readAnswer(wrapped, answer, 'fedapay: transaction')['v1/transaction']);
    },

    async verifyWebhook(rawBody, headers): Promise<VerifiedEvent> {
      verifySignedHeader(headers.get('x-fedapay-signature'), rawBody, config.webhookSecret, 's', now());
      const parsed = event.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new WebhookRejected('fedapay: signed body is not an event');
      const { id, name, entity } = parsed.data;
      const t = name.startsWith('transaction.') ? transaction.safeParse(entity) : null;
      if (t && !t.success) throw new WebhookRejected(`fedapay: ${name} without its transaction`);
      // Without an event id, the event is named by what it says: a replay says the same.
      const fallbackId = t?.data
        ? `${name}:${t.data.id}:${t.data.updated_at ?? ''}`
        : `${name}:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
      return { eventId: id == null ? fallbackId : String(id), type: name, outcome: t?.data ? outcomeOf(t.data) : null };
    },
  };
}
