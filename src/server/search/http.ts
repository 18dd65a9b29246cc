/** The 404 of the `/api/e/legalsearch/{id}…` routes, and the look-up most of them start with. */
import type { APIContext } from 'astro';
import { apiError } from '../../http/responses.ts';
import type { Locale } from '../../i18n/locales.ts';
import { createTranslator } from '../../i18n/messages.ts';
import { findLegalSearch } from './legal-searches.ts';

export const searchNotFound = (locale: Locale) =>
  apiError(404, createTranslator(locale)('legalSearch.errors.notFound'), { code: 'not_found' });

/** The user's own search of `params.id`, or the 404 to answer (another user's search is not found). */
export async function ownSearchOr404({ params, locals }: Pick<APIContext, 'params' | 'locals'>) {
  const row = await findLegalSearch(locals.platform.database.db, locals.user?._id ?? '', params['id'] ?? '');
  return row ?? searchNotFound(locals.locale);
}
