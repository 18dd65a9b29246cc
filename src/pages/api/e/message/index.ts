/**
 * POST /api/e/message (SPEC-COVERAGE §7): multipart discussion?, contentText, localId, language?,
 * thinkMode?, audioFile? (JSON or a plain form work too) → 201 {data: ChatMessage} pending,
 * plus `discussion` when the message started a new conversation; the answer comes by the
 * `chat_ai_response` push. The same localId again → 200 with the first message.
 * GET /api/e/message?discussion&page&perPage → a conversation's messages, page 1 the newest,
 * each page oldest first.
 */
import type { APIContext, APIRoute } from 'astro';
import { fileField, readFormBody, textFields } from '~/http/multipart';
import { readInput, wantsPage } from '~/http/request';
import { createTranslator } from '~/i18n/messages';
import { isValidDiscussionId } from '~/shared/chat-rules';
import { notSignedIn } from '~/server/auth/respond';
import { consumeQuota } from '~/server/billing/quotas';
import { findDiscussion } from '~/server/chat/discussions';
import { composerFormAnswer, problemResponse, refusalResponse, refusalsAnswered } from '~/server/chat/http';
import {
  type InputProblem,
  invalidDiscussion,
  MESSAGE_BODY_MAX_BYTES,
  messageLanguage,
  messageListQuery,
  parseNewMessage,
} from '~/server/chat/input';
import { listMessages } from '~/server/chat/messages';
import { discussionNotFound } from '~/server/chat/refusal';
import { sendMessage } from '~/server/chat/send-message';
import type { Db } from '~/server/db/client';

export const GET: APIRoute = async ({ url, locals }) => {
  const query = messageListQuery.parse(Object.fromEntries(url.searchParams));
  if (!isValidDiscussionId(query.discussion)) return problemResponse(locals.locale, invalidDiscussion('discussion'));
  const { db } = locals.platform.database;
  const userId = locals.user?._id ?? '';
  if (!(await findDiscussion(db, userId, query.discussion)))
    return refusalResponse(locals.locale, discussionNotFound());
  return Response.json(await listMessages(db, userId, query.discussion, query), {
    headers: { 'Cache-Control': 'no-store' },
  });
};

type Body = { data: Record<string, unknown>; audio: Awaited<ReturnType<typeof fileField>> };

const tooLarge: InputProblem = {
  status: 413,
  key: 'chat.errors.tooLarge',
  code: 'payload_too_large',
  field: 'audioFile',
};
const unreadable: InputProblem = {
  status: 400,
  key: 'chat.errors.invalidMessage',
  code: 'invalid_form',
  field: 'contentText',
};

async function readBody({ request }: APIContext): Promise<Body | InputProblem | Response> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const input = await readInput(request, MESSAGE_BODY_MAX_BYTES);
    if (input.ok) return { data: input.data, audio: null };
    return input.response.status === 413 ? tooLarge : input.response;
  }
  const body = await readFormBody(request, MESSAGE_BODY_MAX_BYTES);
  if (!body.ok) return body.reason === 'too-large' ? tooLarge : unreadable;
  return { data: textFields(body.form), audio: await fileField(body.form, 'audioFile') };
}

/** The message recorded, or the answer refusing it. */
async function send(context: APIContext, body: Body | InputProblem | Response) {
  const { platform, locale, user } = context.locals;
  if (body instanceof Response) return body;
  if ('status' in body) return problemResponse(locale, body);
  const parsed = parseNewMessage(body.data, body.audio !== null);
  if (!parsed.ok) return problemResponse(locale, parsed.problem);
  const { fields } = parsed;
  if (!user) return notSignedIn(context);
  // Past the plan's messages of the day: 403 subscription_required, and nothing recorded.
  const quota = (trx: Db) => consumeQuota(trx, { user, plans: platform.config.plans, kind: 'chat' });
  const sent = await refusalsAnswered(locale, async () =>
    sendMessage({ db: platform.database.db, storage: platform.storage, quota }, user._id, {
      discussionId: fields.discussion ?? null,
      contentText: fields.contentText,
      localId: fields.localId,
      language: messageLanguage(fields.language, locale),
      thinkMode: fields.thinkMode ?? 'instant',
      audio: body.audio,
      untitled: createTranslator(locale)('chat.voiceTitle'),
    }),
  );
  if (!(sent instanceof Response) && sent.created) platform.jobs.wake();
  return sent;
}

export const POST: APIRoute = async (context) => {
  const body = await readBody(context);
  const sent = await send(context, body);
  const data = body instanceof Response || 'status' in body ? {} : body.data;
  const discussion = typeof data['discussion'] === 'string' && data['discussion'] !== '' ? data['discussion'] : null;
  // The composer's plain form, without JavaScript, is answered with pages (chat/http.ts).
  if (wantsPage(context.request) && !(sent instanceof Response && sent.status === 401)) {
    return composerFormAnswer(context, sent, {
      contentText: typeof data['contentText'] === 'string' ? data['contentText'] : '',
      discussion,
    });
  }
  if (sent instanceof Response) return sent;
  return Response.json(
    { data: sent.message, ...(discussion === null ? { discussion: sent.discussion } : {}) },
    { status: sent.created ? 201 : 200 },
  );
};
