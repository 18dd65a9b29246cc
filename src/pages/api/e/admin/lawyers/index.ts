/**
 * GET /api/e/admin/lawyers?status&page&perPage (admins only) → one page of the lawyer
 * applications in `status` (pending by default) and `counts` per status.
 */
import type { APIRoute } from 'astro';
import { applicationCounts, listApplications } from '~/server/lawyers/review';
import { mayReview, routeNotFound } from '~/server/lawyers/review-access';
import { applicationQuery } from '~/server/lawyers/review-input';

export const GET: APIRoute = async ({ url, locals }) => {
  if (!mayReview(locals)) return routeNotFound();
  const { db } = locals.platform.database;
  const [page, counts] = await Promise.all([
    listApplications(db, applicationQuery(url.searchParams)),
    applicationCounts(db),
  ]);
  return Response.json({ ...page, counts }, { headers: { 'Cache-Control': 'no-store' } });
};
