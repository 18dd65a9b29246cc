/**
 * GET, PUT {title} and DELETE /api/e/discussion/{id} (SPEC-COVERAGE §5, §7): the user's own
 * conversations only (another's → 404); '' and 'temp' are not ids (400). Deleting removes the
 * messages and their recordings.
 */
import type { APIRoute } from 'astro';
import { readInput } from '~/http/request';
import { deleteDiscussion, renameDiscussion } from '~/server/chat/discussions';
import { ownDiscussionOr404, problemResponse, refusalResponse, removeStoredFiles } from '~/server/chat/http';
import { renameBody } from '~/server/chat/input';
import { discussionNotFound } from '~/server/chat/refusal';
import type { MessageKey } from '~/i18n/messages';

export const GET: APIRoute = async (context) => {
  const discussion = await ownDiscussionOr404(context);
  if (discussion instanceof Response) return discussion;
  return Response.json({ data: discussion }, { headers: { 'Cache-Control': 'no-store' } });
};

export const PUT: APIRoute = async (context) => {
  const { locals, request } = context;
  const current = await ownDiscussionOr404(context);
  if (current instanceof Response) return current;
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = renameBody.safeParse(input.data);
  if (!parsed.success) {
    const key = (parsed.error.issues[0]?.message ?? 'chat.errors.emptyTitle') as MessageKey;
    return problemResponse(locals.locale, { status: 400, key, code: 'validation_failed', field: 'title' });
  }
  const renamed = await renameDiscussion(
    locals.platform.database.db,
    locals.user?._id ?? '',
    current._id,
    parsed.data.title,
  );
  return renamed ? Response.json({ data: renamed }) : refusalResponse(locals.locale, discussionNotFound());
};

export const DELETE: APIRoute = async (context) => {
  const { locals } = context;
  const current = await ownDiscussionOr404(context);
  if (current instanceof Response) return current;
  const recordings = await deleteDiscussion(locals.platform.database.db, locals.user?._id ?? '', current._id);
  if (!recordings) return refusalResponse(locals.locale, discussionNotFound());
  await removeStoredFiles(locals.platform, recordings);
  return Response.json({ success: true });
};
