/**
 * POST /api/e/checkout/{id}/test {outcome: 'paid' | 'failed' | 'canceled'} → CheckoutView: the
 * test mode's stand-in for the provider (no keys for the method, no money moves). 404 for a
 * checkout that is not the user's own test-mode one.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readInput } from '~/http/request';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { billingFailure, PRIVATE } from '~/server/billing/http';
import { simulateTestPayment, TEST_OUTCOMES } from '~/server/billing/test-payment';

const body = z.object({ outcome: z.enum(TEST_OUTCOMES) });

export const POST: APIRoute = async ({ params, locals, request }) => {
  const t = createTranslator(locals.locale);
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = body.safeParse(input.data);
  if (!parsed.success) return apiError(400, t('checkout.errors.invalidOutcome'), { code: 'validation_failed' });
  try {
    const view = await simulateTestPayment(
      locals.platform.billing,
      locals.user?._id ?? '',
      params.id ?? '',
      parsed.data.outcome,
    );
    return Response.json(view, { headers: PRIVATE });
  } catch (error) {
    return billingFailure(error, t);
  }
};
