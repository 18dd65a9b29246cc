/**
 * GET /api/pricing/plans?currency (docs/ARCHITECTURE.md "Pricing, checkout and quotas") → {data: Plan[]}, texts
 * in the request's language; `currency` (XOF or EUR) keeps that currency and the free plan.
 * Public. The language comes from the cookie, hence `Vary: Cookie` on the shared caching.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { withEtag } from '~/http/etag';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { CURRENCIES } from '~/server/billing/billing.types';
import { publicPlans } from '~/server/billing/public-plans';

const query = z.object({ currency: z.enum(CURRENCIES).optional() });

export const GET: APIRoute = ({ request, url, locals }) => {
  const parsed = query.safeParse({ currency: url.searchParams.get('currency') ?? undefined });
  if (!parsed.success) {
    const t = createTranslator(locals.locale);
    return apiError(400, t('pricing.api.invalid'), {
      code: 'validation_failed',
      fields: { currency: t('pricing.api.currency') },
    });
  }
  const data = publicPlans(locals.platform.config.plans, locals.locale, parsed.data.currency);
  // Plans change only with a restart (PLANS_FILE): five minutes of shared caching.
  return withEtag(
    request,
    Response.json({ data }, { headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Cookie' } }),
  );
};
