/** GET /api/library?q&category&jurisdiction&order&page&perPage (docs/ARCHITECTURE.md "Library search and pages"). */
import type { APIRoute } from 'astro';
import { cachedJson } from '~/http/cached-json';
import { apiError, fieldErrors, translateFields } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { searchLibrary } from '~/server/library/search';
import { librarySearchInput, searchParamsObject } from '~/server/library/search-input';

export const GET: APIRoute = async ({ request, url, locals }) => {
  const parsed = librarySearchInput.safeParse(searchParamsObject(url));
  if (!parsed.success) {
    const t = createTranslator(locals.locale);
    return apiError(400, t('libraryApi.errors.invalid'), {
      code: 'validation_failed',
      fields: translateFields(fieldErrors(parsed.error), t),
    });
  }
  return cachedJson(
    request,
    await searchLibrary(locals.platform.database.db, parsed.data, locals.platform.retrieval.matches),
  );
};
