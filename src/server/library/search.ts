/**
 * Library search and reads (docs/ARCHITECTURE.md "Library search and pages"). A query is ranked by the
 * library's one ranking (src/server/retrieval/rank.ts, docs/RETRIEVAL.md), the same the
 * assistant answers from: BM25F over the sheets' fields, spelling tolerance, feedback. Results
 * are the sheets holding enough of the query (the assistant's own threshold) and scoring within
 * reach of the best; the page's rows are then read from the database. Excerpts are built in
 * JavaScript (excerpt.ts) from the page's rows and their `body_start`.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { MIN_COVERAGE } from '../retrieval/coverage.ts';
import { libraryIndexFor } from '../retrieval/library-index.ts';
import { rankSheets } from '../retrieval/rank.ts';
import { DAY, type SummaryRow, SUMMARY_COLUMNS, toSummary } from './document-rows.ts';
import { excerpter } from './excerpt.ts';
import type { LibraryDocumentSummary, LibraryPage, LibrarySearchParams } from './library.types.ts';
import { normalizeQuery } from './normalize-query.ts';

/** A result scores at least this share of the best one: below, sheets only brush the query. */
const MIN_SCORE_SHARE = 0.1;

function filters(params: LibrarySearchParams): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (params.category) parts.push(sql`category = ${params.category}`);
  if (params.jurisdiction) parts.push(sql`jurisdiction = ${params.jurisdiction}`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql.join([...SUMMARY_COLUMNS.map((c) => sql.ref(c)), sql`${DAY} as day`]);

function toPage(params: LibrarySearchParams, data: LibraryDocumentSummary[], total: number): LibraryPage {
  return {
    data,
    page: params.page,
    totalPages: Math.ceil(total / params.perPage),
    totalItems: total,
    perPage: params.perPage,
  };
}

async function browse(db: Db, params: LibrarySearchParams): Promise<LibraryPage> {
  const offset = (params.page - 1) * params.perPage;
  const { rows } = await sql<SummaryRow & { total: string | number }>`
    select ${COLUMNS}, count(*) over () as total from library_documents
    where ${filters(params)}
    order by sheet_date desc nulls last, id
    limit ${params.perPage} offset ${offset}`.execute(db);
  const total = rows[0]
    ? Number(rows[0].total)
    : offset > 0
      ? ((
          await sql<{ n: number }>`select count(*)::int as n from library_documents where ${filters(params)}`.execute(
            db,
          )
        ).rows[0]?.n ?? 0)
      : 0;
  return toPage(
    params,
    rows.map((r) => toSummary(r)),
    total,
  );
}

async function rows(db: Db, ids: string[]): Promise<Map<string, SummaryRow & { body_start: string }>> {
  if (ids.length === 0) return new Map();
  const { rows: found } = await sql<SummaryRow & { body_start: string }>`
    select ${COLUMNS}, body_start from library_documents where id = any(${ids}::text[])`.execute(db);
  return new Map(found.map((r) => [r.id, r]));
}

export async function searchLibrary(db: Db, params: LibrarySearchParams): Promise<LibraryPage> {
  const q = params.q?.trim() ?? '';
  if (normalizeQuery(q) === '') return browse(db, params);
  const index = await libraryIndexFor(db);
  const keep = (sheet: { category: string; jurisdiction: string }) =>
    (!params.category || sheet.category === params.category) &&
    (!params.jurisdiction || sheet.jurisdiction === params.jurisdiction);
  const ranking = rankSheets(index, q, { limit: index.sheets.length, keep });
  const best = ranking.sheets[0]?.score ?? 0;
  const matches = ranking.sheets
    .filter((s) => s.coverage >= MIN_COVERAGE && s.score >= best * MIN_SCORE_SHARE)
    .map((s) => s.sheet);
  if (params.order === 'date') matches.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : a.id < b.id ? -1 : 1));
  const offset = (params.page - 1) * params.perPage;
  const page = matches.slice(offset, offset + params.perPage);
  const found = await rows(
    db,
    page.map((s) => s.id),
  );
  const terms = new Set(ranking.words.flatMap((w) => (w.term === undefined ? [] : [w.term])));
  const excerpt = excerpter([...index.bm25.terms].filter(([, id]) => terms.has(id)).map(([name]) => name));
  const data = page.flatMap((s) => {
    const row = found.get(s.id);
    return row ? [toSummary(row, excerpt(`${row.summary}\n${row.body_start}`))] : [];
  });
  return toPage(params, data, matches.length);
}

export { getLibraryDocument, listJurisdictions, listLibraryCategories, relatedLibraryDocuments } from './documents.ts';
export { libraryState } from './import-state.ts';
