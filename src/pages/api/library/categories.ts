/** GET /api/library/categories: every category with its number of documents. */
import type { APIRoute } from 'astro';
import { cachedJson } from '~/http/cached-json';
import { listLibraryCategories } from '~/server/library/search';

export const GET: APIRoute = async ({ request, locals }) =>
  cachedJson(request, await listLibraryCategories(locals.platform.database.db));
