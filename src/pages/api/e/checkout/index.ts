/**
 * POST /api/e/checkout {planId, paymentMethod} (docs/ARCHITECTURE.md "API conventions") → 201 {checkoutId, redirectUrl}: the
 * browser goes to redirectUrl (the provider's page, or ours in test mode). Refusals: 400
 * unknown_plan, free_plan, method_unavailable, validation_failed; 502 provider_unavailable.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readInput } from '~/http/request';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { notSignedIn } from '~/server/auth/respond';
import { startCheckout } from '~/server/billing/checkout-start';
import { billingFailure, PRIVATE } from '~/server/billing/http';

const body = z.object({ planId: z.string().trim().min(1).max(100), paymentMethod: z.string().trim().min(1).max(40) });

export const POST: APIRoute = async (context) => {
  const { locals, request, url } = context;
  const { user, locale } = locals;
  if (!user) return notSignedIn(context);
  const t = createTranslator(locale);
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = body.safeParse(input.data);
  if (!parsed.success) return apiError(400, t('checkout.errors.invalid'), { code: 'validation_failed' });
  const deps = locals.platform.billing;
  try {
    const started = await startCheckout(deps, {
      user,
      ...parsed.data,
      locale,
      baseUrl: deps.config.publicUrl ?? url.origin,
    });
    return Response.json(started, { status: 201, headers: PRIVATE });
  } catch (error) {
    return billingFailure(error, t);
  }
};
