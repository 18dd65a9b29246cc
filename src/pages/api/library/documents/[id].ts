/** GET /api/library/documents/{id|slug} (docs/ARCHITECTURE.md "Library search and pages"). */
import type { APIRoute } from 'astro';
import { cachedJson } from '~/http/cached-json';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { getLibraryDocument } from '~/server/library/search';

export const GET: APIRoute = async ({ request, params, locals }) => {
  const doc = params.id ? await getLibraryDocument(locals.platform.database.db, params.id) : null;
  if (!doc) return apiError(404, createTranslator(locals.locale)('libraryApi.errors.notFound'));
  return cachedJson(request, doc);
};
