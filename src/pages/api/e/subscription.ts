/**
 * GET /api/e/subscription → SubscriptionView (docs/ARCHITECTURE.md "API conventions"): the plan in force in the request's
 * language, the paid subscription (null on the free plan), and for each quota what was used in
 * its period, the limit (null: unlimited) and when it renews. 401 without a session.
 */
import type { APIRoute } from 'astro';
import { notSignedIn } from '~/server/auth/respond';
import { subscriptionView } from '~/server/billing/quotas';

export const GET: APIRoute = async (context) => {
  const { platform, user, locale } = context.locals;
  if (!user) return notSignedIn(context);
  const view = await subscriptionView(platform.database.db, user, platform.config.plans, locale);
  // The counts change with every message: never from a cache.
  return Response.json(view, { headers: { 'Cache-Control': 'private, no-store' } });
};
