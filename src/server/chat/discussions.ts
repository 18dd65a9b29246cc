/**
 * The conversations of one user (SPEC-COVERAGE §3 "Discussion", §7 "Chat"). Always read and written for
 * one user: another user's conversation is simply not found.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Discussion } from '../../shared/events.ts';
import type { Db } from '../db/client.ts';
import { folded, foldedContains } from '../db/like.ts';
import { type Page, type PageQuery, pageOf, readPage } from '../db/pages.ts';
import type { Database, DiscussionsTable } from '../db/schema.ts';
import { iso } from '../db/iso.ts';

type Row = Selectable<DiscussionsTable>;
type Executor = Db | Transaction<Database>;

export interface DiscussionQuery extends PageQuery {
  /** Keeps the conversations whose title or any message contains it, case-insensitively. */
  q?: string | undefined;
}

export function toDiscussion(row: Row): Discussion {
  return { _id: row.id, title: row.title, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** Most recently updated first. */
export async function listDiscussions(db: Db, userId: string, query: DiscussionQuery): Promise<Page<Discussion>> {
  const q = query.q?.trim();
  let base = db.selectFrom('discussions').where('user_id', '=', userId);
  if (q) {
    // Accents and case ignored: « preavis » finds « préavis » (db/like.ts).
    const pattern = foldedContains(q);
    base = base.where(
      sql<boolean>`(${folded('discussions.title')} like ${pattern} or exists (select 1 from messages where messages.discussion_id = discussions.id and ${folded('messages.content_text')} like ${pattern}))`,
    );
  }
  const { rows, totalItems } = await readPage(
    base,
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  return pageOf(rows.map(toDiscussion), totalItems, query);
}

export async function findDiscussion(db: Executor, userId: string, id: string): Promise<Discussion | null> {
  const row = await db
    .selectFrom('discussions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDiscussion(row) : null;
}

export async function insertDiscussion(trx: Executor, userId: string, title: string): Promise<Discussion> {
  const row = await trx
    .insertInto('discussions')
    .values({ id: randomUUID(), user_id: userId, title })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDiscussion(row);
}

/** Moves the conversation to the top of the list: something was asked or answered in it. */
export async function touchDiscussion(db: Executor, userId: string, id: string): Promise<Discussion | null> {
  const row = await db
    .updateTable('discussions')
    .set({ updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDiscussion(row) : null;
}

/**
 * Renames without moving the conversation in the list (a rename is not activity); null when
 * the user has no such conversation. `title` is already trimmed and checked.
 */
export async function renameDiscussion(db: Db, userId: string, id: string, title: string): Promise<Discussion | null> {
  const row = await db
    .updateTable('discussions')
    .set({ title })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDiscussion(row) : null;
}

/**
 * Deletes the conversation and, by cascade, its messages. Returns the storage keys of their
 * recordings, now the caller's to remove, or null when the user has no such conversation.
 */
export async function deleteDiscussion(db: Db, userId: string, id: string): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const audio = await trx
      .selectFrom('messages')
      .select('audio_file')
      .where('discussion_id', '=', id)
      .where('user_id', '=', userId)
      .where('audio_file', 'is not', null)
      .execute();
    const deleted = await trx
      .deleteFrom('discussions')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) return null;
    return audio.flatMap((row) => (row.audio_file ? [row.audio_file] : []));
  });
}
