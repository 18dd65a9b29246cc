/** GET and DELETE /api/e/message/{id} (SPEC-COVERAGE §7): the user's own messages only; deleting a question deletes its answer. */
import type { APIRoute } from 'astro';
import { ownMessageOr404, refusalResponse, removeStoredFiles } from '~/server/chat/http';
import { deleteMessage, toMessage } from '~/server/chat/messages';
import { messageNotFound } from '~/server/chat/refusal';

export const GET: APIRoute = async (context) => {
  const row = await ownMessageOr404(context);
  if (row instanceof Response) return row;
  return Response.json({ data: toMessage(row) }, { headers: { 'Cache-Control': 'no-store' } });
};

export const DELETE: APIRoute = async ({ params, locals }) => {
  const recordings = await deleteMessage(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '');
  if (!recordings) return refusalResponse(locals.locale, messageNotFound());
  await removeStoredFiles(locals.platform, recordings);
  return Response.json({ success: true });
};
