/**
 * The personal library's rows, always read and written for one user: another user's item
 * is simply not found. Files are stored first and their rows written after, so a row never
 * points at a missing file; deleting removes the row first, then the file.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { folded, foldedContains, foldedSql } from '../db/like.ts';
import type { PersonalItemKind, PersonalItemsTable } from '../db/schema.ts';
import { iso } from '../db/iso.ts';
import { storageUrl } from '../storage/keys.ts';
import type { EditInput, ListQuery } from './input.ts';

export type Row = Selectable<PersonalItemsTable>;

export interface PersonalItem {
  _id: string;
  kind: PersonalItemKind;
  title: string;
  note: string;
  tags: string[];
  documentId: string | null;
  /** `storage://<key>`: what POST /api/s3/sign-url signs. */
  fileUrl: string | null;
  fileName: string | null;
  mime: string | null;
  size: number | null;
  createdAt: string;
  updatedAt: string;
}

export function toPublicItem(row: Row): PersonalItem {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    note: row.note,
    tags: row.tags,
    documentId: row.document_id,
    fileUrl: row.file_key ? storageUrl(row.file_key) : null,
    fileName: row.file_name,
    mime: row.mime,
    size: row.size,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findItem(db: Db, userId: string, id: string): Promise<Row | undefined> {
  return db
    .selectFrom('personal_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listItems(db: Db, userId: string, query: ListQuery) {
  let base = db.selectFrom('personal_items').where('user_id', '=', userId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.tag) base = base.where(sql<boolean>`${query.tag} = any(tags)`);
  if (query.documentId) base = base.where('document_id', '=', query.documentId);
  if (query.q) {
    // Accents and case ignored (db/like.ts).
    const pattern = foldedContains(query.q);
    base = base.where((eb) =>
      eb.or([
        eb(folded('title'), 'like', pattern),
        eb(folded('note'), 'like', pattern),
        eb(folded('file_name'), 'like', pattern),
        eb(foldedSql(sql`array_to_string(tags, ' ')`), 'like', pattern),
      ]),
    );
  }
  const { count } = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const totalItems = Number(count);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    data: rows.map(toPublicItem),
    page: query.page,
    totalPages: Math.ceil(totalItems / query.perPage),
    totalItems,
    perPage: query.perPage,
  };
}

/** The id of the user's item keeping this library document, or null: the sheet shows it saved. */
export async function savedItemId(db: Db, userId: string, documentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('personal_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Every tag the user has used, for the filter. */
export async function userTags(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(
      sql<{ tag: string }>`(select distinct unnest(tags) as tag from personal_items where user_id = ${userId})`.as('t'),
    )
    .select('tag')
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

export interface NewItem {
  kind: PersonalItemKind;
  title: string;
  note?: string | undefined;
  tags?: string[] | undefined;
  documentId?: string;
  file?: { key: string; name: string; mime: string; size: number };
  /** For a generated document: what it is (documents/fingerprint.ts). */
  fingerprint?: string;
}

export async function insertItem(db: Db, userId: string, item: NewItem): Promise<Row> {
  return db
    .insertInto('personal_items')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: item.kind,
      title: item.title,
      note: item.note ?? '',
      tags: item.tags ?? [],
      document_id: item.documentId ?? null,
      file_key: item.file?.key ?? null,
      file_name: item.file?.name ?? null,
      mime: item.file?.mime ?? null,
      size: item.file?.size ?? null,
      fingerprint: item.fingerprint ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateItem(db: Db, userId: string, id: string, input: EditInput): Promise<Row | undefined> {
  const changes = {
    ...(input.note === undefined ? {} : { note: input.note }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
  return db
    .updateTable('personal_items')
    .set({ ...changes, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteItemRow(db: Db, userId: string, id: string): Promise<Row | undefined> {
  return db
    .deleteFrom('personal_items')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
