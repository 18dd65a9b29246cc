/**
 * POST /api/payments/webhook/{stripe|paypal|fedapay}: the provider tells us a payment moved.
 * No session and no Origin (the middleware lets such requests through); trust comes only from
 * the signature, checked on the raw bytes. 404 for an unknown provider or one without keys,
 * 413 past 256 KB, 400 for a forged event, 200 otherwise (a replay or an event for no known
 * checkout too, or the provider would keep retrying), 500 when the provider could not be asked
 * back, so it retries.
 */
import type { APIRoute } from 'astro';
import { readLimited } from '~/http/request';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { receiveWebhook, WEBHOOK_MAX_BYTES, webhookProvider } from '~/server/billing/webhooks';

export const POST: APIRoute = async ({ params, locals, request }) => {
  const t = createTranslator(locals.locale);
  const deps = locals.platform.billing;
  const provider = webhookProvider(deps, params.provider ?? '');
  if (!provider) return apiError(404, t('checkout.errors.unknownProvider'), { code: 'not_found' });
  const bytes = await readLimited(request, WEBHOOK_MAX_BYTES);
  if (!bytes) return apiError(413, t('checkout.errors.webhookTooLarge'), { code: 'payload_too_large' });
  const answer = await receiveWebhook(deps, provider, new TextDecoder().decode(bytes), request.headers);
  switch (answer.kind) {
    case 'rejected':
      return apiError(400, t('checkout.errors.webhookRejected'), { code: 'invalid_signature' });
    case 'retry':
      return apiError(500, t('checkout.errors.webhookRetry'), { code: 'provider_unavailable' });
    case 'duplicate':
      return Response.json({ received: true, duplicate: true });
    case 'received':
      return Response.json({ received: true });
  }
};
