/**
 * GET /api/documents/templates?q&category (docs/ARCHITECTURE.md "Document generator") → {data: TemplateSummary[]},
 * in catalogue order. Public; `q` matches title and description whatever the accents and case;
 * an unknown category is no filter. Templates change only with a deployment.
 */
import type { APIRoute } from 'astro';
import { cachedJson } from '~/http/cached-json';
import { catalogueQuery, listTemplates } from '~/server/documents/catalogue';

export const GET: APIRoute = ({ request, url }) =>
  cachedJson(request, { data: listTemplates(catalogueQuery(url.searchParams)) });
