/**
 * Sending a question (SPEC-COVERAGE §7 `POST /api/e/message`): the user message is written as pending
 * together with its answer job, and with its new conversation when it starts one, in one
 * transaction, so a crash never leaves a question without its answer under way. A POST
 * retried after a lost response (same localId) gets the first message back and no second job.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage, Discussion, ThinkMode } from '../../shared/events.ts';
import { AUDIO_MAX_BYTES } from '../../shared/audio.ts';
import { MAX_CONCURRENT_OPERATIONS } from '../../shared/chat-rules.ts';
import type { Db } from '../db/client.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { hit, type RateLimit } from '../rate-limit.ts';
import { checkAudio } from '../speech/audio-format.ts';
import { newUserFileKey } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';
import { findDiscussion, insertDiscussion, touchDiscussion } from './discussions.ts';
import { countPendingQuestions, findByLocalId, type MessageRow, toMessage } from './messages.ts';
import { ChatRefusal, discussionNotFound } from './refusal.ts';
import { titleFromQuestion } from './title.ts';

export const CHAT_ANSWER_JOB = 'chat.answer';
/** More than this many messages a minute is flooding, not a conversation. */
export const MESSAGE_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 60_000 };

export interface ChatAnswerPayload {
  messageId: string;
}

export interface NewMessage {
  /** The conversation to continue; null starts a new one. */
  discussionId: string | null;
  /** Trimmed; may be empty when the question was spoken. */
  contentText: string;
  localId: string;
  language: string;
  thinkMode: ThinkMode;
  /** The recording of a spoken question; stored only once the message is accepted. */
  audio: { bytes: Uint8Array; type: string } | null;
  /** The title of a new conversation whose question has no text. */
  untitled: string;
}

export interface SendDeps {
  db: Db;
  storage: Pick<FileStorage, 'put' | 'delete'>;
  /**
   * Counts the message against the user's plan (billing/quotas.ts) inside the transaction that
   * records it, so a refused message leaves nothing and a failed insert counts nothing.
   */
  quota: (trx: Db) => Promise<void>;
}

export interface Sent {
  message: ChatMessage;
  /** The message's conversation, new or continued. */
  discussion: Discussion;
  /** False when the localId was already known: nothing was written. */
  created: boolean;
}

async function alreadySent(db: Db, userId: string, row: MessageRow): Promise<Sent> {
  const discussion = await findDiscussion(db, userId, row.discussion_id);
  if (!discussion) throw discussionNotFound();
  return { message: toMessage(row), discussion, created: false };
}

/** The recording with the type its bytes show (the declared one is the sender's word), or the refusal. */
function acceptedAudio(audio: NonNullable<NewMessage['audio']>): NonNullable<NewMessage['audio']> {
  if (audio.bytes.byteLength > AUDIO_MAX_BYTES) throw new ChatRefusal(413, 'chat.errors.tooLarge', 'payload_too_large');
  const check = checkAudio(audio.bytes);
  if (check.ok) return { bytes: audio.bytes, type: check.type };
  if (check.reason === 'truncated') throw new ChatRefusal(400, 'chat.errors.audioUnreadable', 'audio_unreadable');
  throw new ChatRefusal(415, 'chat.errors.audioType', 'unsupported_audio_type');
}

/** Refuses with the first rule broken, in the order of the API contract; returns the recording to store. */
async function checkAccepted(db: Db, userId: string, input: NewMessage): Promise<NewMessage['audio']> {
  if (input.discussionId !== null && !(await findDiscussion(db, userId, input.discussionId)))
    throw discussionNotFound();
  const audio = input.audio && acceptedAudio(input.audio);
  if ((await countPendingQuestions(db, userId)) >= MAX_CONCURRENT_OPERATIONS)
    throw new ChatRefusal(429, 'chat.errors.tooManyOperations', 'too_many_operations');
  const rate = await hit(db, `chat-message:${userId}`, MESSAGE_RATE_LIMIT);
  if (!rate.allowed) throw new ChatRefusal(429, 'chat.errors.rateLimited', 'rate_limited', rate.retryAfterSeconds);
  return audio;
}

async function insertQuestion({ db, quota }: SendDeps, userId: string, input: NewMessage, audioKey: string | null) {
  return db.transaction().execute(async (trx) => {
    await quota(trx);
    const discussion =
      input.discussionId === null
        ? await insertDiscussion(trx, userId, titleFromQuestion(input.contentText) || input.untitled)
        : await touchDiscussion(trx, userId, input.discussionId);
    // Deleted between the check and now.
    if (!discussion) throw discussionNotFound();
    const row = await trx
      .insertInto('messages')
      .values({
        id: randomUUID(),
        user_id: userId,
        discussion_id: discussion._id,
        local_id: input.localId,
        sender_type: 'user',
        content_text: input.contentText,
        audio_file: audioKey,
        is_audio_question: audioKey !== null,
        answer_status: 'pending',
        think_mode: input.thinkMode,
        language: input.language,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueJob(trx, { kind: CHAT_ANSWER_JOB, payload: { messageId: row.id } satisfies ChatAnswerPayload });
    return { message: toMessage(row), discussion };
  });
}

/**
 * Records the question as pending with its answer job. Throws ChatRefusal for an unknown
 * conversation (404), a recording too large (413), not audio by its bytes (415) or cut short
 * (400), too many questions awaiting their
 * answer (429) or too many messages this minute (429 with Retry-After); `deps.quota` throws
 * its DomainError (403) past the plan's messages of the day. A localId already known is not
 * counted again. The caller wakes the job runner when `created`.
 */
export async function sendMessage(deps: SendDeps, userId: string, input: NewMessage): Promise<Sent> {
  const { db, storage } = deps;
  const known = await findByLocalId(db, userId, input.localId);
  if (known) return alreadySent(db, userId, known);
  const audio = await checkAccepted(db, userId, input);
  let audioKey: string | null = null;
  if (audio) {
    audioKey = newUserFileKey(userId, 'chat-audio');
    await storage.put(audioKey, audio.bytes, { contentType: audio.type });
  }
  try {
    return { ...(await insertQuestion(deps, userId, input, audioKey)), created: true };
  } catch (error) {
    if (audioKey) await storage.delete(audioKey);
    // Two identical POSTs at once: the unique (user, localId) let one through; answer with it.
    const raced = await findByLocalId(db, userId, input.localId);
    if (raced) return alreadySent(db, userId, raced);
    throw error;
  }
}
