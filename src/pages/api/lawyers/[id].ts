/** GET /api/lawyers/{id|slug} (docs/ARCHITECTURE.md "Lawyer directory") → {data: Lawyer}, or 404 when not a listed lawyer. */
import type { APIRoute } from 'astro';
import { withEtag } from '~/http/etag';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { findLawyer } from '~/server/lawyers/lawyers';

const CACHE = { 'Cache-Control': 'public, max-age=60' };

export const GET: APIRoute = async ({ request, params, locals }) => {
  const { database, config } = locals.platform;
  const lawyer = params.id ? await findLawyer(database.db, params.id, { demo: config.demoData }) : null;
  if (!lawyer)
    return apiError(404, createTranslator(locals.locale)('lawyers.errors.notFound'), { code: 'not_found' }, CACHE);
  return withEtag(request, Response.json({ data: lawyer }, { headers: CACHE }));
};
