/**
 * The legal search records of one user (SPEC-COVERAGE §3 "Legal search request", §7 "Legal search").
 * Always read and written for one user: another user's search is simply not found. A new
 * search is written together with the job that answers it, in one transaction, so a crash
 * can never leave a question without its answer under way.
 */
import { randomUUID } from 'node:crypto';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { AnswerSource, LegalSearchRequest, ThinkMode } from '../../shared/events.ts';
import { type OwnerCountry, ownerCountry } from '../auth/owner-country.ts';
import type { Db } from '../db/client.ts';
import { folded, foldedContains } from '../db/like.ts';
import { pageOf, readPage } from '../db/pages.ts';
import type { Database, LegalSearchesTable } from '../db/schema.ts';
import { startSpeech } from '../read-aloud/spoken-answers.ts';
import { iso } from '../db/iso.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { storageUrl } from '../storage/keys.ts';

export const LEGAL_SEARCH_JOB = 'legal-search.answer';

/** What a typed question's answer job is given, so that it reads nothing back (answer-job.ts). */
export interface AskedQuestion {
  text: string;
  language: string;
  thinkMode: ThinkMode;
  /** The asker's country (auth/country.ts) when they asked: the law the answer speaks of. */
  country: string;
}

/**
 * The answer job's payload. A typed question comes with it; a spoken one, whose text is only
 * known once transcribed, and the jobs queued before 2026-11-30 (sixth session) carry the id alone
 * and read the search back (docs/PERFORMANCE.md "Statements per question").
 */
export interface AnswerJobPayload {
  searchId: string;
  question?: AskedQuestion;
}

type Row = Selectable<LegalSearchesTable>;

export interface NewLegalSearch {
  questionText: string;
  localId: string | null;
  language: string;
  thinkMode: ThinkMode;
  /** Storage key of the recorded question, already stored. */
  questionAudio: string | null;
  /** The asker's country (auth/country.ts): given to the answer job with a typed question. */
  country: string;
}

export interface HistoryQuery {
  page: number;
  perPage: number;
  q?: string | undefined;
}

export function toRequest(row: Row): LegalSearchRequest {
  return {
    _id: row.id,
    localId: row.local_id,
    questionText: row.question_text,
    questionAudio: row.question_audio ? storageUrl(row.question_audio) : null,
    audioUrl: row.question_audio ? storageUrl(row.question_audio) : null,
    language: row.language,
    answerAudio: row.answer_audio ? storageUrl(row.answer_audio) : null,
    answerStatus: row.answer_status,
    answerText: row.answer_text,
    sources: (row.sources ?? []) as AnswerSource[],
    thinkMode: row.think_mode,
    err: row.err,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const byLocalId = (db: Db | Transaction<Database>, userId: string, localId: string) =>
  db
    .selectFrom('legal_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('local_id', '=', localId)
    .executeTakeFirst();

/**
 * Records a pending search and its answer job. A retried POST (same localId) gets the first
 * record back with `created: false`, no second job, and is not counted again. `quota` counts
 * the search against the user's plan (billing/quotas.ts) in the same transaction: when it
 * throws (403 past the plan's searches of the day), nothing is recorded.
 */
export async function createLegalSearch(
  db: Db,
  userId: string,
  input: NewLegalSearch,
  quota: (trx: Db) => Promise<void>,
): Promise<{ request: LegalSearchRequest; created: boolean }> {
  // Given a transaction (the warm-up's, rolled back: warm-up.ts), the search is recorded in it.
  const record = async (trx: Db) => {
    // Inserted first, so that a retried POST's record is found by the insert itself rather
    // than by a look-up every question would pay for (docs/PERFORMANCE.md "Statements per question").
    const inserted = await trx
      .insertInto('legal_searches')
      .values({
        id: randomUUID(),
        user_id: userId,
        local_id: input.localId,
        question_text: input.questionText,
        question_audio: input.questionAudio,
        language: input.language,
        think_mode: input.thinkMode,
        answer_status: 'pending',
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'local_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return undefined;
    await quota(trx);
    const payload: AnswerJobPayload = { searchId: inserted.id };
    if (input.questionAudio === null)
      payload.question = {
        text: input.questionText,
        language: input.language,
        thinkMode: input.thinkMode,
        country: input.country,
      };
    await enqueueJob(trx, { kind: LEGAL_SEARCH_JOB, payload });
    return inserted;
  };
  try {
    const row = await (db.isTransaction ? record(db) : db.transaction().execute(record));
    if (row) return { request: toRequest(row), created: true };
  } catch (error) {
    // Two identical POSTs at once on PostgreSQL's read committed: the loser's insert waited for
    // the winner's and found its row; any other error stands.
    const raced = input.localId ? await byLocalId(db, userId, input.localId) : undefined;
    if (raced) return { request: toRequest(raced), created: false };
    throw error;
  }
  // Retried (same localId): the first record, not counted again.
  const existing = await byLocalId(db, userId, input.localId as string);
  if (!existing) throw new Error('A legal search conflicted on its localId and cannot be read back');
  return { request: toRequest(existing), created: false };
}

/** Newest first; `q` is a case-insensitive substring of the question (SPEC-COVERAGE §5). */
export async function listLegalSearches(db: Db, userId: string, query: HistoryQuery) {
  const q = query.q?.trim();
  let base = db.selectFrom('legal_searches').where('user_id', '=', userId);
  // Accents and case ignored: « arret » finds « arrêt » (db/like.ts).
  if (q) base = base.where(sql<boolean>`${folded('question_text')} like ${foldedContains(q)}`);
  const { rows, totalItems } = await readPage(
    base,
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  return pageOf(rows.map(toRequest), totalItems, query);
}

export async function findLegalSearch(db: Db, userId: string, id: string): Promise<Row | undefined> {
  return db
    .selectFrom('legal_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The deleted row (its audio is the caller's to remove), or null when the user has no such search. */
export async function deleteLegalSearch(db: Db, userId: string, id: string): Promise<Row | null> {
  const row = await db
    .deleteFrom('legal_searches')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export type Outcome =
  | {
      status: 'completed';
      answerText: string;
      sources: AnswerSource[] /** Queue the answer's reading aloud with it (a spoken question). */;
      readAloud?: boolean;
    }
  | { status: 'failed'; err: string };

/**
 * Settles a pending search; null when it is gone (deleted meanwhile) or already settled, so
 * a late or repeated job run never overwrites an answer nor pushes twice.
 */
export async function settleLegalSearch(db: Db, id: string, outcome: Outcome): Promise<Row | null> {
  const values =
    outcome.status === 'completed'
      ? {
          answer_status: 'completed' as const,
          answer_text: outcome.answerText,
          sources: JSON.stringify(outcome.sources),
          err: null,
        }
      : { answer_status: 'failed' as const, err: outcome.err };
  const update = async (trx: Db) =>
    (await trx
      .updateTable('legal_searches')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('answer_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst()) ?? null;
  // One statement, unless the answer's reading starts with it (docs/PERFORMANCE.md "Statements per question").
  if (outcome.status !== 'completed' || !outcome.readAloud) return update(db);
  return db.transaction().execute(async (trx) => {
    const row = await update(trx);
    if (row) await startSpeech(trx, 'legalsearch', id);
    return row;
  });
}

/** Keeps the transcript of a spoken question as its text, while it is still pending. */
export async function saveSearchTranscript(db: Db, id: string, text: string): Promise<void> {
  await db
    .updateTable('legal_searches')
    .set({ question_text: text })
    .where('id', '=', id)
    .where('answer_status', '=', 'pending')
    .execute();
}

/** A search still to answer, with the country its user lives in. */
export async function pendingSearch(db: Db, id: string): Promise<(Row & OwnerCountry) | undefined> {
  return db
    .selectFrom('legal_searches')
    .selectAll()
    .select(ownerCountry('legal_searches'))
    .where('id', '=', id)
    .where('answer_status', '=', 'pending')
    .executeTakeFirst();
}
