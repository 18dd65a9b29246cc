/**
 * What a user does to a message after sending it (SPEC-COVERAGE §4, §5, §7): ask again for the answer
 * of a failed question, rate an answer. Scoped to the owner: another user's message is not found.
 */
import { sql } from 'kysely';
import { MAX_RETRIES } from '../../shared/chat-rules.ts';
import type { ChatMessage, Feedback } from '../../shared/events.ts';
import type { Db } from '../db/client.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { findMessage, toMessage } from './messages.ts';
import { ChatRefusal, messageNotFound } from './refusal.ts';
import { CHAT_ANSWER_JOB, type ChatAnswerPayload } from './send-message.ts';

/**
 * Puts a failed question back to pending, counts the retry and enqueues a new answer job, in
 * one transaction. Throws 404 for no such message, 409 for anything but a failed user
 * message, 400 once MAX_RETRIES retries were spent. The caller wakes the job runner.
 */
export async function regenerateAnswer(db: Db, userId: string, id: string): Promise<ChatMessage> {
  const row = await db.transaction().execute(async (trx) => {
    // The update decides, so two retries at once cannot both pass the checks.
    const retried = await trx
      .updateTable('messages')
      .set((eb) => ({
        answer_status: 'pending',
        err: null,
        retry_count: eb('retry_count', '+', 1),
        updated_at: sql`now()`,
      }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('sender_type', '=', 'user')
      .where('answer_status', '=', 'failed')
      .where('retry_count', '<', MAX_RETRIES)
      .returningAll()
      .executeTakeFirst();
    if (retried)
      await enqueueJob(trx, { kind: CHAT_ANSWER_JOB, payload: { messageId: retried.id } satisfies ChatAnswerPayload });
    return retried;
  });
  if (row) return toMessage(row);
  const message = await findMessage(db, userId, id);
  if (!message) throw messageNotFound();
  if (message.sender_type !== 'user' || message.answer_status !== 'failed')
    throw new ChatRefusal(409, 'chat.errors.notRetryable', 'not_retryable');
  throw new ChatRefusal(400, 'chat.errors.maxRetries', 'max_retries');
}

/** Stores the user's thumbs up or down on an answer (null takes it back). Throws 404, or 400 on a question. */
export async function setFeedback(db: Db, userId: string, id: string, value: Feedback | null): Promise<ChatMessage> {
  const row = await db
    .updateTable('messages')
    .set({ feedback: value, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('sender_type', '=', 'bot')
    .returningAll()
    .executeTakeFirst();
  if (row) return toMessage(row);
  if (!(await findMessage(db, userId, id))) throw messageNotFound();
  throw new ChatRefusal(400, 'chat.errors.feedback', 'not_an_answer');
}
