/**
 * The messages of one user's conversations (SPEC-COVERAGE §3 "Message", §7 "Chat"): reading, paging,
 * deleting. Always scoped to the owner: another user's message is simply not found. Sending
 * is send-message.ts; answering, retrying and rating are answers.ts and message-actions.ts.
 */
import type { Selectable, Transaction } from 'kysely';
import type { AnswerSource, ChatMessage } from '../../shared/events.ts';
import type { Db } from '../db/client.ts';
import { type Page, type PageQuery, pageOf, readPage } from '../db/pages.ts';
import type { Database, MessagesTable } from '../db/schema.ts';
import { iso } from '../db/iso.ts';
import { storageUrl } from '../storage/keys.ts';

export type MessageRow = Selectable<MessagesTable>;
type Executor = Db | Transaction<Database>;

export function toMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    localId: row.local_id,
    contentText: row.content_text,
    sender: row.sender_type === 'user' ? row.user_id : null,
    senderType: row.sender_type,
    discussion: row.discussion_id,
    audioFile: row.audio_file ? storageUrl(row.audio_file) : null,
    isAudioQuestion: row.is_audio_question,
    answerStatus: row.answer_status,
    replyTo: row.reply_to,
    sources: (row.sources ?? []) as AnswerSource[],
    thinkMode: row.think_mode,
    retryCount: row.retry_count,
    feedback: row.feedback,
    err: row.err,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findMessage(db: Executor, userId: string, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function findByLocalId(db: Executor, userId: string, localId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('local_id', '=', localId)
    .executeTakeFirst();
}

/**
 * One page of a conversation, counted from its end: page 1 holds the newest messages. Within
 * a page the messages are oldest first, so the client shows page 1 and puts page 2 above it.
 * The caller has checked the conversation is the user's.
 */
export async function listMessages(
  db: Db,
  userId: string,
  discussionId: string,
  query: PageQuery,
): Promise<Page<ChatMessage>> {
  const base = db.selectFrom('messages').where('user_id', '=', userId).where('discussion_id', '=', discussionId);
  const { rows, totalItems } = await readPage(
    base,
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  return pageOf(rows.reverse().map(toMessage), totalItems, query);
}

/** Every message of a conversation, oldest first (the PDF export). */
export async function allMessages(db: Db, userId: string, discussionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('discussion_id', '=', discussionId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toMessage);
}

/** Questions of the user still waiting for their answer: the "operations at once" of SPEC-COVERAGE §5. */
export async function countPendingQuestions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('sender_type', '=', 'user')
    .where('answer_status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes the message and, for a question, its answers (cascade on `reply_to`). Returns the
 * storage keys of the recordings that went with them, now the caller's to remove, or null when
 * the user has no such message.
 */
export async function deleteMessage(db: Db, userId: string, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const audio = await trx
      .selectFrom('messages')
      .select('audio_file')
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('id', '=', id), eb('reply_to', '=', id)]))
      .where('audio_file', 'is not', null)
      .execute();
    const deleted = await trx
      .deleteFrom('messages')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) return null;
    return audio.flatMap((row) => (row.audio_file ? [row.audio_file] : []));
  });
}
