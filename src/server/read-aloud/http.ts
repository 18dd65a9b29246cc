/**
 * GET and POST `/api/e/message/{id}/speech` and `/api/e/legalsearch/{id}/speech`
 * (src/shared/audio.ts "AnswerSpeech"): where an answer's reading aloud stands, and asking
 * for it. The POST starts a synthesis only when none is ready or under way, so pressing play
 * twice makes one file; it answers 200 when the audio is ready and 202 while it is being made
 * (the `answer_audio` push follows).
 */
import type { APIContext } from 'astro';
import { apiError } from '../../http/responses.ts';
import { createTranslator, type MessageKey } from '../../i18n/messages.ts';
import type { SpeechTarget } from '../../shared/audio.ts';
import { canReadAloud } from './sound-config.ts';
import { findSpokenAnswer, startSpeech, toAnswerSpeech } from './spoken-answers.ts';

const NOT_FOUND: Record<SpeechTarget, MessageKey> = {
  message: 'chat.errors.messageNotFound',
  legalsearch: 'legalSearch.errors.notFound',
};

export async function speechResponse(
  { params, locals }: Pick<APIContext, 'params' | 'locals'>,
  target: SpeechTarget,
  ask: boolean,
): Promise<Response> {
  const { platform, locale } = locals;
  const t = createTranslator(locale);
  const refuse = (status: number, key: MessageKey, code: string) => apiError(status, t(key), { code });
  const { db } = platform.database;
  const id = params['id'] ?? '';
  const userId = locals.user?._id ?? '';
  let answer = await findSpokenAnswer(db, target, id, userId);
  if (!answer) return refuse(404, NOT_FOUND[target], 'not_found');
  if (answer.text === null) return refuse(409, 'speech.errors.notAnswered', 'not_answered');
  if (ask && answer.status !== 'ready' && answer.status !== 'pending') {
    if (!canReadAloud(platform, answer.language)) return refuse(503, 'speech.errors.unavailable', 'speech_unavailable');
    if (await startSpeech(db, target, id)) platform.jobs.wake();
    answer = (await findSpokenAnswer(db, target, id, userId)) ?? answer;
  }
  const status = ask && answer.status !== 'ready' ? 202 : 200;
  return Response.json({ data: toAnswerSpeech(answer) }, { status, headers: { 'Cache-Control': 'no-store' } });
}
