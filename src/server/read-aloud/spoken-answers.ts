/**
 * The answers that can be read aloud (src/shared/audio.ts): a chat bot message, whose spoken
 * version is its `audio_file`, or a completed legal search, whose spoken version is its
 * `answer_audio`. `speech_status` makes asking idempotent: only a `none` or `failed` answer
 * starts a synthesis, in the same transaction as its job, so asking twice makes one file and a
 * restart finds the job it left.
 */
import { sql, type Transaction } from 'kysely';
import type { AnswerSpeech, SpeechStatus, SpeechTarget } from '../../shared/audio.ts';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/schema.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { storageUrl } from '../storage/keys.ts';

export const SPEECH_JOB = 'speech.synthesize';

export interface SpeechJobPayload {
  target: SpeechTarget;
  id: string;
}

export interface SpokenAnswer {
  target: SpeechTarget;
  id: string;
  userId: string;
  /** The answer in the Markdown subset; null for a search not answered (yet). */
  text: string | null;
  language: string;
  audioKey: string | null;
  status: SpeechStatus;
  err: string | null;
}

type Runner = Db | Transaction<Database>;

async function readMessage(db: Runner, id: string, userId: string | null): Promise<SpokenAnswer | null> {
  let query = db
    .selectFrom('messages')
    .select(['id', 'user_id', 'sender_type', 'content_text', 'language', 'audio_file', 'speech_status', 'speech_err'])
    .where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  // A question's audio_file is its recording, not something to synthesise.
  const text = row.sender_type === 'bot' ? row.content_text : null;
  return {
    target: 'message',
    id: row.id,
    userId: row.user_id,
    text,
    language: row.language,
    audioKey: text === null ? null : row.audio_file,
    status: row.speech_status,
    err: row.speech_err,
  };
}

async function readSearch(db: Runner, id: string, userId: string | null): Promise<SpokenAnswer | null> {
  let query = db
    .selectFrom('legal_searches')
    .select([
      'id',
      'user_id',
      'answer_status',
      'answer_text',
      'language',
      'answer_audio',
      'speech_status',
      'speech_err',
    ])
    .where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const text = row.answer_status === 'completed' ? row.answer_text : null;
  return {
    target: 'legalsearch',
    id: row.id,
    userId: row.user_id,
    text,
    language: row.language,
    audioKey: row.answer_audio,
    status: row.speech_status,
    err: row.speech_err,
  };
}

/** The answer, when it exists and (with `userId`) belongs to that user; ids are any text. */
export function findSpokenAnswer(
  db: Runner,
  target: SpeechTarget,
  id: string,
  userId: string | null,
): Promise<SpokenAnswer | null> {
  return target === 'message' ? readMessage(db, id, userId) : readSearch(db, id, userId);
}

export function toAnswerSpeech(answer: SpokenAnswer): AnswerSpeech {
  return {
    target: answer.target,
    id: answer.id,
    status: answer.status,
    audioFile: answer.status === 'ready' && answer.audioKey ? storageUrl(answer.audioKey) : null,
    err: answer.status === 'failed' ? answer.err : null,
  };
}

const table = (target: SpeechTarget) => (target === 'message' ? 'messages' : 'legal_searches');

/**
 * Marks the answer pending and queues its synthesis, unless one is ready or under way; pass the
 * transaction that writes the answer when it is read aloud as soon as it exists. Returns
 * whether a job was queued (the caller wakes the runner).
 */
export async function startSpeech(db: Runner, target: SpeechTarget, id: string): Promise<boolean> {
  const start = async (trx: Runner) => {
    const marked = await trx
      .updateTable(table(target))
      .set({ speech_status: 'pending', speech_err: null })
      .where('id', '=', id)
      .where('speech_status', 'in', ['none', 'failed'])
      .returning('id')
      .executeTakeFirst();
    if (!marked) return false;
    await enqueueJob(trx, { kind: SPEECH_JOB, payload: { target, id } satisfies SpeechJobPayload });
    return true;
  };
  return db.isTransaction ? start(db) : db.transaction().execute(start);
}

export type SpeechOutcome = { status: 'ready'; audioKey: string } | { status: 'failed'; err: string };

/** Records the synthesis' outcome on a pending answer; null when the answer is gone or no longer pending. */
export async function settleSpeech(
  db: Db,
  target: SpeechTarget,
  id: string,
  outcome: SpeechOutcome,
): Promise<SpokenAnswer | null> {
  const values =
    outcome.status === 'ready'
      ? { speech_status: 'ready' as const, speech_err: null }
      : { speech_status: 'failed' as const, speech_err: outcome.err };
  const updated =
    target === 'message'
      ? await db
          .updateTable('messages')
          .set({
            ...values,
            ...(outcome.status === 'ready' ? { audio_file: outcome.audioKey } : {}),
            updated_at: sql`now()`,
          })
          .where('id', '=', id)
          .where('speech_status', '=', 'pending')
          .returning('id')
          .executeTakeFirst()
      : await db
          .updateTable('legal_searches')
          .set({ ...values, ...(outcome.status === 'ready' ? { answer_audio: outcome.audioKey } : {}) })
          .where('id', '=', id)
          .where('speech_status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
  return updated ? findSpokenAnswer(db, target, id, null) : null;
}
