/**
 * Settling a question once the answer job is done: the answer becomes a bot message and the
 * question completed, or the question becomes failed. Only a pending question can be settled,
 * so a late or repeated job run never answers twice, and a deleted question is simply gone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AnswerSource, ChatMessage } from '../../shared/events.ts';
import { type OwnerCountry, ownerCountry } from '../auth/owner-country.ts';
import type { Db } from '../db/client.ts';
import { startSpeech } from '../read-aloud/spoken-answers.ts';
import { touchDiscussion } from './discussions.ts';
import { titleFromQuestion } from './title.ts';
import { type MessageRow, toMessage } from './messages.ts';

export interface Settled {
  /** The owner, whose sockets hear of it. */
  userId: string;
  question: ChatMessage;
  /** The bot message; null when the question failed. */
  answer: ChatMessage | null;
}

/** A question still to answer, with the country its user lives in. */
export async function pendingQuestion(db: Db, id: string): Promise<(MessageRow & OwnerCountry) | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .select(ownerCountry('messages'))
    .where('id', '=', id)
    .where('sender_type', '=', 'user')
    .where('answer_status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Stores the answer as the bot's message and moves the conversation up; null when the question
 * is no longer pending. With `readAloud` (a spoken question), the answer's reading aloud is
 * queued in the same transaction.
 */
export async function completeQuestion(
  db: Db,
  questionId: string,
  answer: { text: string; sources: AnswerSource[]; readAloud?: boolean },
): Promise<Settled | null> {
  return db.transaction().execute(async (trx) => {
    const question = await trx
      .updateTable('messages')
      .set({ answer_status: 'completed', err: null, updated_at: sql`now()` })
      .where('id', '=', questionId)
      .where('sender_type', '=', 'user')
      .where('answer_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!question) return null;
    const reply = await trx
      .insertInto('messages')
      .values({
        id: randomUUID(),
        user_id: question.user_id,
        discussion_id: question.discussion_id,
        local_id: null,
        sender_type: 'bot',
        content_text: answer.text,
        audio_file: null,
        answer_status: 'completed',
        reply_to: question.id,
        sources: JSON.stringify(answer.sources),
        think_mode: question.think_mode,
        language: question.language,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchDiscussion(trx, question.user_id, question.discussion_id);
    if (answer.readAloud) await startSpeech(trx, 'message', reply.id);
    return { userId: question.user_id, question: toMessage(question), answer: toMessage(reply) };
  });
}

/** Marks the question failed with a reason the user can read; null when it is no longer pending. */
export async function failQuestion(db: Db, questionId: string, err: string): Promise<Settled | null> {
  const question = await db
    .updateTable('messages')
    .set({ answer_status: 'failed', err, updated_at: sql`now()` })
    .where('id', '=', questionId)
    .where('sender_type', '=', 'user')
    .where('answer_status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return question ? { userId: question.user_id, question: toMessage(question), answer: null } : null;
}

/**
 * Keeps the transcript of a spoken question as its text, while it is pending. A conversation
 * this question started (its only message) takes its title from the transcript, as a typed
 * question's conversation does.
 */
export async function saveQuestionTranscript(db: Db, question: MessageRow, text: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const saved = await trx
      .updateTable('messages')
      .set({ content_text: text })
      .where('id', '=', question.id)
      .where('answer_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!saved || question.content_text.trim()) return;
    const others = await trx
      .selectFrom('messages')
      .select('id')
      .where('discussion_id', '=', question.discussion_id)
      .where('id', '!=', question.id)
      .limit(1)
      .executeTakeFirst();
    if (!others)
      await trx
        .updateTable('discussions')
        .set({ title: titleFromQuestion(text) })
        .where('id', '=', question.discussion_id)
        .execute();
  });
}
