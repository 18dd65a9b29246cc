/**
 * POST /api/e/message/{id}/regenerate-answer (SPEC-COVERAGE §4, §5, §7): a failed question of the user
 * is asked again (pending, one more retry, a new answer job); at most 3 retries.
 */
import type { APIRoute } from 'astro';
import { refusalsAnswered } from '~/server/chat/http';
import { regenerateAnswer } from '~/server/chat/message-actions';

export const POST: APIRoute = async ({ params, locals }) => {
  const { platform } = locals;
  const message = await refusalsAnswered(locals.locale, () =>
    regenerateAnswer(platform.database.db, locals.user?._id ?? '', params.id ?? ''),
  );
  if (message instanceof Response) return message;
  platform.jobs.wake();
  return Response.json({ data: message });
};
