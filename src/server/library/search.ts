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
import { DAY, type SummaryRow, SUMMARY_COLUMNS, toSummary } from './document-rows.ts';
import { excerpter } from './excerpt.ts';
import type { LibraryDocumentSummary, LibraryPage, LibrarySearchParams } from './library.types.ts';
import { normalizeQuery } from './normalize-query.ts';
import { type LibraryMatcher, matchesInThread } from './search-matches.ts';

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

/** `matcher`: where the query is ranked (this thread's index unless the platform has a retrieval thread). */
export async function searchLibrary(
  db: Db,
  params: LibrarySearchParams,
  matcher: LibraryMatcher = matchesInThread(db),
): Promise<LibraryPage> {
  const q = params.q?.trim() ?? '';
  if (normalizeQuery(q) === '') return browse(db, params);
  const { page, total, terms } = await matcher(q, {
    category: params.category,
    jurisdiction: params.jurisdiction,
    order: params.order,
    offset: (params.page - 1) * params.perPage,
    limit: params.perPage,
  });
  const found = await rows(
    db,
    page.map((s) => s.id),
  );
  const excerpt = excerpter(terms);
  const data = page.flatMap((s) => {
    const row = found.get(s.id);
    return row ? [toSummary(row, excerpt(`${row.summary}\n${row.body_start}`))] : [];
  });
  return toPage(params, data, total);
}

export { getLibraryDocument, listJurisdictions, listLibraryCategories, relatedLibraryDocuments } from './documents.ts';
export { libraryState } from './import-state.ts';
