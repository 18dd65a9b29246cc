/**
 * GET /api/e/checkouts?page&perPage&status → {data: CheckoutView[], page, totalPages,
 * totalItems, perPage}: the signed-in user's payments, newest first.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { CHECKOUT_STATUSES } from '~/server/billing/billing.types';
import { listCheckouts } from '~/server/billing/checkout-list';
import { PRIVATE } from '~/server/billing/http';
import { positiveOr } from '~/server/page-params';

const query = z.object({
  page: positiveOr(1, 100_000).default(1),
  perPage: positiveOr(20, 100).default(20),
  status: z.enum(CHECKOUT_STATUSES).optional().catch(undefined),
});

export const GET: APIRoute = async ({ url, locals }) => {
  const options = query.parse(Object.fromEntries(url.searchParams));
  return Response.json(await listCheckouts(locals.platform.database.db, locals.user?._id ?? '', options), {
    headers: PRIVATE,
  });
};
