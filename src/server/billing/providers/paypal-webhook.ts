/**
 * PayPal signs webhooks with a certificate chain; the supported check is to hand the headers and
 * the event back to PayPal (verify-webhook-signature) with our webhook id. PayPal checks a CRC
 * of the event as it sent it, so the raw body is spliced into that request untouched, never
 * re-serialised. The event is read only after PayPal answered SUCCESS.
 */
import { z } from 'zod';
import { type ProviderOutcome, type VerifiedEvent, WebhookRejected } from '../billing.types.ts';
import { parseJson, readAnswer } from './http.ts';
import { amountOf, captureStatus, paypalCapture, paypalOrder } from './paypal-orders.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signed-header.ts';

export const PAYPAL_SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const verification = z.object({ verification_status: z.string() });
const event = z.object({ id: z.string().min(1), event_type: z.string().min(1), resource: z.unknown() });

export interface PaypalWebhookInput {
  rawBody: string;
  headers: Headers;
  webhookId: string;
  now: number;
}

function signatureFields(headers: Headers): Record<keyof typeof PAYPAL_SIGNATURE_HEADERS, string> {
  const entries = Object.entries(PAYPAL_SIGNATURE_HEADERS).map(
    ([field, header]) => [field, headers.get(header)?.trim() ?? ''] as const,
  );
  const missing = entries.filter(([, value]) => value === '');
  if (missing.length > 0) throw new WebhookRejected(`paypal: missing ${missing.map(([field]) => field).join(', ')}`);
  return Object.fromEntries(entries) as Record<keyof typeof PAYPAL_SIGNATURE_HEADERS, string>;
}

/** A signed event whose resource is not what its type promises is refused like a bad signature. */
function readResource<T>(schema: z.ZodType<T>, resource: unknown, type: string): T {
  const parsed = schema.safeParse(resource);
  if (!parsed.success) throw new WebhookRejected(`paypal: ${type} with an unexpected resource`);
  return parsed.data;
}

function outcomeOf(type: string, resource: unknown): ProviderOutcome | null {
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED':
    case 'CHECKOUT.ORDER.VOIDED': {
      // Approved is not paid yet: the integrator captures through fetchOutcome.
      const order = readResource(paypalOrder, resource, type);
      return {
        providerRef: order.id,
        status: type === 'CHECKOUT.ORDER.VOIDED' ? 'canceled' : 'pending',
        ...amountOf(order.purchase_units?.[0]?.amount),
      };
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = readResource(paypalCapture, resource, type);
      const orderId = capture.supplementary_data?.related_ids?.order_id;
      if (!orderId) throw new WebhookRejected(`paypal: ${type} without its order`);
      const status = type === 'PAYMENT.CAPTURE.DENIED' ? 'failed' : captureStatus(capture.status);
      return { providerRef: orderId, status, ...amountOf(capture.amount) };
    }
    default:
      return null;
  }
}

/** `verify` posts the JSON text to /v1/notifications/verify-webhook-signature and returns PayPal's answer. */
export async function verifyPaypalWebhook(
  input: PaypalWebhookInput,
  verify: (jsonText: string) => Promise<unknown>,
): Promise<VerifiedEvent> {
  const fields = signatureFields(input.headers);
  const sentAt = Date.parse(fields.transmission_time);
  if (Number.isNaN(sentAt)) throw new WebhookRejected('paypal: unreadable transmission time');
  if (Math.abs(input.now - sentAt) > SIGNATURE_TOLERANCE_SECONDS * 1000)
    throw new WebhookRejected('paypal: transmission time outside the tolerance');
  // Only checked to be one JSON object, so the splice below cannot add fields to our request.
  const body = parseJson(input.rawBody);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new WebhookRejected('paypal: body is not a JSON object');
  const head = JSON.stringify({ ...fields, webhook_id: input.webhookId });
  const answer = readAnswer(
    verification,
    await verify(`${head.slice(0, -1)},"webhook_event":${input.rawBody}}`),
    'paypal: webhook verification',
  );
  if (answer.verification_status !== 'SUCCESS') throw new WebhookRejected('paypal: signature not verified');
  const parsed = event.safeParse(body);
  if (!parsed.success) throw new WebhookRejected('paypal: signed body is not an event');
  const { id, event_type, resource } = parsed.data;
  return { eventId: id, type: event_type, outcome: outcomeOf(event_type, resource) };
}
