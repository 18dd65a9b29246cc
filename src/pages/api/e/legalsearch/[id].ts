/** GET and DELETE /api/e/legalsearch/{id} (SPEC-COVERAGE §7): the user's own searches only (another's → 404). */
import type { APIRoute } from 'astro';
import { ownSearchOr404, searchNotFound } from '~/server/search/http';
import { deleteLegalSearch, toRequest } from '~/server/search/legal-searches';

export const GET: APIRoute = async (context) => {
  const row = await ownSearchOr404(context);
  if (row instanceof Response) return row;
  return Response.json({ data: toRequest(row) }, { headers: { 'Cache-Control': 'no-store' } });
};

export const DELETE: APIRoute = async ({ params, locals }) => {
  const { platform } = locals;
  const row = await deleteLegalSearch(platform.database.db, locals.user?._id ?? '', params.id ?? '');
  if (!row) return searchNotFound(locals.locale);
  const storage = platform.storage;
  for (const key of [row.question_audio, row.answer_audio]) if (key) await storage.delete(key);
  return Response.json({ success: true });
};
