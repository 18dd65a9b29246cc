/**
 * GET /api/e/checkout/{id} → CheckoutView, after asking a real provider where the payment
 * stands (at most every 5 s): polling this is how a client learns a payment went through.
 * Another user's checkout is not found.
 */
import type { APIRoute } from 'astro';
import { createTranslator } from '~/i18n/messages';
import { refreshCheckout } from '~/server/billing/checkout-refresh';
import { checkoutNotFound, PRIVATE } from '~/server/billing/http';

export const GET: APIRoute = async ({ params, locals }) => {
  const view = await refreshCheckout(locals.platform.billing, locals.user?._id ?? '', params.id ?? '');
  if (!view) return checkoutNotFound(createTranslator(locals.locale));
  return Response.json(view, { headers: PRIVATE });
};
