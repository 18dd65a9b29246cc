/**
 * Stripe Checkout Sessions (one-off payments): the buyer pays on Stripe's page, which sends
 * them back to our checkout page; the session's payment_status says whether money moved.
 * XOF is a zero-decimal currency at Stripe and EUR counts cents, so Stripe's `unit_amount` is
 * exactly our minor-unit amount.
 */
import { z } from 'zod';
import type { PaymentsConfig } from '../../config.ts';
import {
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderOutcome,
  type VerifiedEvent,
  WebhookRejected,
} from '../billing.types.ts';
import { type ProviderEndpoint, parseJson, providerRequest, readAnswer } from './http.ts';
import { verifySignedHeader } from './signed-header.ts';

export type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

export interface StripeDependencies {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const session = z.object({
  id: z.string().min(1),
  url: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string(),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z.string().nullish(),
  // Expanded on status queries only: after an async payment failed, the session stays
  // `complete`/`unpaid` and only its payment intent tells.
  payment_intent: z.union([z.string(), z.object({ status: z.string() })]).nullish(),
});
type Session = z.infer<typeof session>;

const created = session.extend({ url: z.url() });

const event = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.object({ object: z.unknown() }) });

const PAID = new Set(['paid', 'no_payment_required']);
const INTENT_FAILED = new Set(['requires_payment_method', 'canceled']);

function amountOf(s: Session): Pick<ProviderOutcome, 'amount' | 'currency'> {
  return {
    ...(s.amount_total == null ? {} : { amount: s.amount_total }),
    ...(s.currency ? { currency: s.currency.toUpperCase() } : {}),
  };
}

function sessionStatus(s: Session): ProviderOutcome['status'] {
  if (PAID.has(s.payment_status)) return 'paid';
  if (s.status === 'expired') return 'expired';
  const intent = typeof s.payment_intent === 'object' ? s.payment_intent?.status : undefined;
  if (s.status === 'complete' && intent !== undefined && INTENT_FAILED.has(intent)) return 'failed';
  return 'pending';
}

/** What each checkout-session event says; the others say nothing about a payment. */
function eventStatus(type: string, s: Session): ProviderOutcome['status'] | null {
  switch (type) {
    case 'checkout.session.completed':
      return PAID.has(s.payment_status) ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

function checkoutForm(input: CreateCheckoutInput): URLSearchParams {
  return new URLSearchParams({
    mode: 'payment',
    success_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: input.checkoutId,
    'metadata[checkoutId]': input.checkoutId,
    customer_email: input.customer.email,
    locale: ['fr', 'en'].includes(input.locale) ? input.locale : 'auto',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': input.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(input.amount),
    'line_items[0][price_data][product_data][name]': input.description,
  });
}

export function createStripeProvider(
  config: StripeConfig,
  { fetchImpl = fetch, now = Date.now }: StripeDependencies = {},
): PaymentProvider {
  const endpoint: ProviderEndpoint = {
    provider: 'stripe',
    apiBase: config.apiBase,
    timeoutMs: config.timeoutMs,
    fetchImpl,
  };
  const auth = { authorization: `Bearer ${config.secretKey}` };
  return {
    name: 'stripe',
    currencies: ['XOF', 'EUR'],

    async createCheckout(input) {
      const answer = await providerRequest(endpoint, {
        method: 'POST',
        path: '/v1/checkout/sessions',
        // A retried creation (timeout, restart) gives back the same session instead of a second one.
        headers: { ...auth, 'idempotency-key': input.checkoutId },
        form: checkoutForm(input),
      });
      const s = readAnswer(created, answer, 'stripe: checkout session');
      return { providerRef: s.id, redirectUrl: s.url };
    },

    async fetchOutcome(providerRef) {
      const answer = await providerRequest(endpoint, {
        method: 'GET',
        path: `/v1/checkout/sessions/${encodeURIComponent(providerRef)}?expand[]=payment_intent`,
        headers: auth,
      });
      const s = readAnswer(session, answer, 'stripe: checkout session');
      return { providerRef: s.id, status: sessionStatus(s), ...amountOf(s) };
    },

    async verifyWebhook(rawBody, headers): Promise<VerifiedEvent> {
      verifySignedHeader(headers.get('stripe-signature'), rawBody, config.webhookSecret, 'v1', now());
      const parsed = event.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new WebhookRejected('stripe: signed body is not an event');
      const { id, type, data } = parsed.data;
      if (!type.startsWith('checkout.session.')) return { eventId: id, type, outcome: null };
      const s = session.safeParse(data.object);
      if (!s.success) throw new WebhookRejected('stripe: event without a checkout session');
      const status = eventStatus(type, s.data);
      return {
        eventId: id,
        type,
        outcome: status === null ? null : { providerRef: s.data.id, status, ...amountOf(s.data) },
      };
    },
  };
}
