/**
 * GET /api/lawyers?q&city&country&specialty&language&sort&page&perPage (docs/ARCHITECTURE.md "Lawyer directory") → one
 * page of verified lawyers. Public; a filter value that makes no sense is ignored.
 */
import type { APIRoute } from 'astro';
import { withEtag } from '~/http/etag';
import { lawyerQuery } from '~/server/lawyers/input';
import { listLawyers } from '~/server/lawyers/lawyers';

export const GET: APIRoute = async ({ request, url, locals }) => {
  const { database, config } = locals.platform;
  const page = await listLawyers(database.db, lawyerQuery(url.searchParams), { demo: config.demoData });
  // A minute of shared caching: a newly verified lawyer shows up soon enough.
  return withEtag(request, Response.json(page, { headers: { 'Cache-Control': 'public, max-age=60' } }));
};
