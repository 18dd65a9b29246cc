/** PUT /api/e/message/{id}/feedback {value: 'up' | 'down' | null}: the user's rating of an answer. */
import type { APIRoute } from 'astro';
import { readInput } from '~/http/request';
import { problemResponse, refusalsAnswered } from '~/server/chat/http';
import { feedbackBody } from '~/server/chat/input';
import { setFeedback } from '~/server/chat/message-actions';

export const PUT: APIRoute = async ({ params, locals, request }) => {
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = feedbackBody.safeParse(input.data);
  if (!parsed.success)
    return problemResponse(locals.locale, {
      status: 400,
      key: 'chat.errors.invalidFeedback',
      code: 'validation_failed',
      field: 'value',
    });
  const message = await refusalsAnswered(locals.locale, () =>
    setFeedback(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '', parsed.data.value),
  );
  if (message instanceof Response) return message;
  return Response.json({ data: message });
};
