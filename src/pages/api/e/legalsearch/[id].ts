/** GET and DELETE /api/e/legalsearch/{id} (SPEC §7): the user's own searches only (another's → 404). */
import type { APIRoute } from 'astro';
import { apiError } from '../../../../http/responses';
import { createTranslator } from '../../../../i18n/messages';
import { deleteLegalSearch, findLegalSearch, toRequest } from '../../../../server/search/legal-searches';
import { storageFor } from '../../../../server/storage/index';

const notFound = (locale: Parameters<typeof createTranslator>[0]) => apiError(404, createTranslator(locale)('legalSearch.errors.notFound'), { code: 'not_found' });

export const GET: APIRoute = async ({ params, locals }) => {
  const row = await findLegalSearch(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '');
  return row ? Response.json({ data: toRequest(row) }, { headers: { 'Cache-Control': 'no-store' } }) : notFound(locals.locale);
};

export const DELETE: APIRoute = async ({ params, locals }) => {
  const { platform } = locals;
  const row = await deleteLegalSearch(platform.database.db, locals.user?._id ?? '', params.id ?? '');
  if (!row) return notFound(locals.locale);
  if (row.question_audio) await (await storageFor(platform)).delete(row.question_audio);
  return Response.json({ success: true });
};
