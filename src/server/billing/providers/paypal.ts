/**
 * PayPal Orders v2: an order is created, the buyer approves it on PayPal, and the money moves
 * only when we capture it. The capture happens in fetchOutcome (on the buyer's return or on the
 * CHECKOUT.ORDER.APPROVED webhook), idempotently thanks to PayPal-Request-Id. PayPal has no
 * franc CFA.
 */
import type { PaymentsConfig } from '../../config.ts';
import {
  type CreateCheckoutInput,
  type PaymentProvider,
  ProviderError,
  type ProviderOutcome,
} from '../billing.types.ts';
import { toDecimalString } from '../money.ts';
import { type ProviderEndpoint, ProviderHttpError, providerRequest, readAnswer } from './http.ts';
import { paypalAuthorizer } from './paypal-auth.ts';
import { amountOf, orderOutcome, paypalOrder } from './paypal-orders.ts';
import { verifyPaypalWebhook } from './paypal-webhook.ts';

export type PaypalConfig = NonNullable<PaymentsConfig['paypal']>;

export interface PaypalDependencies {
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** PayPal's page in the buyer's language when it has one; otherwise PayPal picks. */
const PAYPAL_LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-US' };

function orderBody(input: CreateCheckoutInput) {
  const locale = PAYPAL_LOCALES[input.locale];
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.checkoutId,
        custom_id: input.checkoutId,
        description: input.description.slice(0, 127),
        amount: { currency_code: input.currency, value: toDecimalString(input.amount, input.currency) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          // No e-cheque that would leave the capture pending for days.
          payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
          ...(locale ? { locale } : {}),
        },
      },
    },
  };
}

export function createPaypalProvider(
  config: PaypalConfig,
  { fetchImpl = fetch, now = Date.now }: PaypalDependencies = {},
): PaymentProvider {
  const endpoint: ProviderEndpoint = {
    provider: 'paypal',
    apiBase: config.apiBase,
    timeoutMs: config.timeoutMs,
    fetchImpl,
  };
  const authorized = paypalAuthorizer(endpoint, config.clientId, config.clientSecret, now);
  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  const getOrder = (id: string) =>
    authorized(async (auth) =>
      readAnswer(
        paypalOrder,
        await providerRequest(endpoint, { method: 'GET', path: orderPath(id), headers: auth }),
        'paypal: order',
      ),
    );

  async function capture(id: string): Promise<ProviderOutcome> {
    try {
      const answer = await authorized((auth) =>
        providerRequest(endpoint, {
          method: 'POST',
          path: `${orderPath(id)}/capture`,
          // The same capture asked twice (webhook and return page) is answered once by PayPal.
          headers: { ...auth, 'paypal-request-id': `capture-${id}`, prefer: 'return=representation' },
          jsonText: '{}',
        }),
      );
      return orderOutcome(readAnswer(paypalOrder, answer, 'paypal: capture'));
    } catch (error) {
      if (!(error instanceof ProviderHttpError && error.status === 422)) throw error;
      // Captured meanwhile by another request: the order itself now says how it went.
      if (error.code === 'ORDER_ALREADY_CAPTURED') return orderOutcome(await getOrder(id));
      if (error.code === 'INSTRUMENT_DECLINED') {
        const order = await getOrder(id);
        return { providerRef: order.id, status: 'failed', ...amountOf(order.purchase_units?.[0]?.amount) };
      }
      throw error;
    }
  }

  return {
    name: 'paypal',
    currencies: ['EUR'],

    async createCheckout(input) {
      if (input.currency !== 'EUR') throw new ProviderError(`paypal: ${input.currency} is not accepted`);
      const answer = await authorized((auth) =>
        providerRequest(endpoint, {
          method: 'POST',
          path: '/v2/checkout/orders',
          headers: { ...auth, 'paypal-request-id': input.checkoutId },
          json: orderBody(input),
        }),
      );
      const order = readAnswer(paypalOrder, answer, 'paypal: order');
      const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
      if (!link || !URL.canParse(link.href)) throw new ProviderError('paypal: order without an approval link');
      return { providerRef: order.id, redirectUrl: link.href };
    },

    async fetchOutcome(providerRef) {
      const order = await getOrder(providerRef);
      return order.status === 'APPROVED' ? capture(order.id) : orderOutcome(order);
    },

    verifyWebhook(rawBody, headers) {
      return verifyPaypalWebhook({ rawBody, headers, webhookId: config.webhookId, now: now() }, (jsonText) =>
        authorized((auth) =>
          providerRequest(endpoint, {
            method: 'POST',
            path: '/v1/notifications/verify-webhook-signature',
            headers: auth,
            jsonText,
          }),
        ),
      );
    },
  };
}
