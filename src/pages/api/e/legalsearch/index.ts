/**
 * POST /api/e/legalsearch (SPEC-COVERAGE §7): multipart questionText, audioFile, localId, language
 * (JSON or a plain form work too) → 201 {data: LegalSearchRequest} pending; the answer comes
 * by the `legal_search_ai_response` push. The same localId again → 200 with the first record.
 * GET /api/e/legalsearch?page&perPage&q → the user's history, newest first.
 */
import type { APIContext, APIRoute } from 'astro';
import { fileField, readFormBody, textFields } from '~/http/multipart';
import { readInput } from '~/http/request';
import { apiError, fieldErrors } from '~/http/responses';
import { createTranslator, type MessageKey } from '~/i18n/messages';
import { AUDIO_MAX_BYTES } from '~/shared/audio';
import { notSignedIn } from '~/server/auth/respond';
import { consumeQuota } from '~/server/billing/quotas';
import type { Db } from '~/server/db/client';
import { DomainError } from '~/server/errors';
import { historyQuery, newSearchFields, searchLanguage } from '~/server/search/input';
import { checkAudio } from '~/server/speech/audio-format';
import { createLegalSearch, listLegalSearches } from '~/server/search/legal-searches';
import { newUserFileKey } from '~/server/storage/keys';

export const GET: APIRoute = async ({ url, locals }) => {
  const query = historyQuery.parse(Object.fromEntries(url.searchParams));
  return Response.json(await listLegalSearches(locals.platform.database.db, locals.user?._id ?? '', query));
};

type Body = { data: Record<string, unknown>; audio: Awaited<ReturnType<typeof fileField>> };

async function readBody(
  context: APIContext,
  refuse: (status: number, key: MessageKey, code: string) => Response,
): Promise<Body | Response> {
  const { request } = context;
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const input = await readInput(request);
    return input.ok ? { data: input.data, audio: null } : input.response;
  }
  // Room for the text fields and the multipart framing around the largest recording.
  const body = await readFormBody(request, AUDIO_MAX_BYTES + 64 * 1024);
  if (!body.ok)
    return body.reason === 'too-large'
      ? refuse(413, 'legalSearch.errors.tooLarge', 'payload_too_large')
      : refuse(400, 'legalSearch.errors.invalid', 'invalid_form');
  return { data: textFields(body.form), audio: await fileField(body.form, 'audioFile') };
}

export const POST: APIRoute = async (context) => {
  const { locals } = context;
  const t = createTranslator(locals.locale);
  const refuse = (status: number, key: MessageKey, code: string, fields?: Record<string, string>) =>
    apiError(status, t(key), { code, ...(fields ? { fields } : {}) });
  const body = await readBody(context, refuse);
  if (body instanceof Response) return body;
  const parsed = newSearchFields.safeParse(body.data);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([field, key]) => [field, t(key as MessageKey)]),
    );
    const first = Object.values(fieldErrors(parsed.error))[0] ?? 'legalSearch.errors.invalid';
    return refuse(400, first as MessageKey, 'validation_failed', fields);
  }
  const { audio } = body;
  if (!parsed.data.questionText && !audio) return refuse(400, 'legalSearch.errors.empty', 'question_required');
  const checked = audio && checkAudio(audio.bytes);
  if (checked && !checked.ok) {
    return checked.reason === 'truncated'
      ? refuse(400, 'legalSearch.errors.audioUnreadable', 'audio_unreadable')
      : refuse(415, 'legalSearch.errors.audioType', 'unsupported_audio_type');
  }
  const { platform, user } = locals;
  if (!user) return notSignedIn(context);
  const userId = user._id;
  const storage = platform.storage;
  let questionAudio: string | null = null;
  if (audio && checked?.ok) {
    questionAudio = newUserFileKey(userId, 'search-audio');
    // Stored with the type its bytes show: the declared one is the sender's word.
    await storage.put(questionAudio, audio.bytes, { contentType: checked.type });
  }
  const input = {
    questionText: parsed.data.questionText,
    localId: parsed.data.localId,
    language: searchLanguage(parsed.data.language, locals.locale),
    thinkMode: parsed.data.thinkMode ?? 'instant',
    questionAudio,
    country: user.country,
  };
  // Past the plan's searches of the day: 403 subscription_required, and nothing recorded.
  const quota = (trx: Db) => consumeQuota(trx, { user, plans: platform.config.plans, kind: 'search' });
  let outcome: Awaited<ReturnType<typeof createLegalSearch>>;
  try {
    outcome = await createLegalSearch(platform.database.db, userId, input, quota);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (questionAudio) await storage.delete(questionAudio);
    return refuse(error.status, error.key, error.code);
  }
  const { request, created } = outcome;
  if (created) platform.jobs.wake();
  // A repeated POST: the first one's recording is the search's, this copy belongs to nothing.
  else if (questionAudio) await storage.delete(questionAudio);
  return Response.json({ data: request }, { status: created ? 201 : 200 });
};
