/**
 * Library search and reads (DESIGN §1 full-text row, §4 "Library"). A query is tried in three
 * steps, the first that finds something wins: every word (websearch syntax, with the lay words
 * of synonyms.ts also tried in legal wording), then any word, then a typo-tolerant trigram match
 * on titles. Ranking is ts_rank_cd over the weighted `search` column (title A, summary B, body C).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { DAY, type SummaryRow, SUMMARY_COLUMNS, toSummary } from './document-rows.ts';
import { excerptHtml, headline } from './excerpt.ts';
import type { LibraryDocumentSummary, LibraryPage, LibrarySearchParams } from './library.types.ts';
import { legalWording, normalizeQuery } from './synonyms.ts';

type Mode = 'all' | 'any' | 'title';

/** Normalization 1 divides by 1 + log(length): long sheets no longer win by mere size. */
const RANK_NORMALIZATION = 1;

function tsquery(q: string, mode: 'all' | 'any'): RawBuilder<unknown> {
  const legal = legalWording(q);
  if (mode === 'any') {
    const words = normalizeQuery(`${q} ${legal ?? ''}`).replace(/["-]/g, ' ').split(' ').filter(Boolean);
    return sql`websearch_to_tsquery('jurisia_fr'::regconfig, ${words.join(' or ')})`;
  }
  const strict = sql`websearch_to_tsquery('jurisia_fr'::regconfig, ${q})`;
  return legal ? sql`(${strict} || websearch_to_tsquery('jurisia_fr'::regconfig, ${legal}))` : strict;
}

function filters(params: LibrarySearchParams): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (params.category) parts.push(sql`category = ${params.category}`);
  if (params.jurisdiction) parts.push(sql`jurisdiction = ${params.jurisdiction}`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql.join([...SUMMARY_COLUMNS.map((c) => sql.ref(c)), sql`${DAY} as day`]);
const OUTER_COLUMNS = sql.join([...SUMMARY_COLUMNS, 'day', 'total'].map((c) => sql.ref(`p.${c}`)));

interface Ranked extends SummaryRow {
  total: string | number;
  excerpt: string | null;
}

async function runMode(db: Db, params: LibrarySearchParams, q: string, mode: Mode): Promise<{ rows: Ranked[]; total: number }> {
  const offset = (params.page - 1) * params.perPage;
  const byDate = params.order === 'date';
  let match: RawBuilder<unknown>;
  let rank: RawBuilder<unknown>;
  let query = false;
  if (mode === 'title') {
    match = sql`${q} <% title`;
    rank = sql`word_similarity(${q}, title)`;
  } else {
    query = true;
    match = sql`search @@ q.query`;
    rank = sql`ts_rank_cd(search, q.query, ${RANK_NORMALIZATION})`;
  }
  const from = mode === 'title' ? sql`library_documents` : sql`library_documents, (select ${tsquery(q, mode)} as query) q`;
  const order = byDate ? sql`sheet_date desc nulls last, id` : sql`rank desc, sheet_date desc nulls last, id`;
  const outerOrder = byDate ? sql`p.sheet_date desc nulls last, p.id` : sql`p.rank desc, p.sheet_date desc nulls last, p.id`;
  // The headline is computed on the page's rows only, in the outer query (d: the full row).
  const { rows } = await sql<Ranked>`
    select ${OUTER_COLUMNS}, ${query ? headline(sql`p.query`) : sql`null`} as excerpt
    from (
      select ${COLUMNS}, sheet_date, ${rank} as rank, count(*) over () as total ${query ? sql`, q.query` : sql``}
      from ${from}
      where ${match} and ${filters(params)}
      order by ${order}
      limit ${params.perPage} offset ${offset}
    ) p join library_documents d on d.id = p.id
    order by ${outerOrder}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countMatches(db, params, match, from) : 0;
  return { rows, total };
}

/** Only needed past the last page, where no row carries the window count. */
async function countMatches(db: Db, params: LibrarySearchParams, match: RawBuilder<unknown>, from = sql`library_documents`): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${from} where ${match} and ${filters(params)}`.execute(db);
  return rows[0]?.n ?? 0;
}

function toPage(params: LibrarySearchParams, data: LibraryDocumentSummary[], total: number): LibraryPage {
  return { data, page: params.page, totalPages: Math.ceil(total / params.perPage), totalItems: total, perPage: params.perPage };
}

async function browse(db: Db, params: LibrarySearchParams): Promise<LibraryPage> {
  const offset = (params.page - 1) * params.perPage;
  const { rows } = await sql<SummaryRow & { total: string | number }>`
    select ${COLUMNS}, count(*) over () as total from library_documents
    where ${filters(params)}
    order by sheet_date desc nulls last, id
    limit ${params.perPage} offset ${offset}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countMatches(db, params, sql`true`) : 0;
  return toPage(
    params,
    rows.map((r) => toSummary(r)),
    total,
  );
}

export async function searchLibrary(db: Db, params: LibrarySearchParams): Promise<LibraryPage> {
  const q = params.q?.trim() ?? '';
  if (normalizeQuery(q) === '') return browse(db, params);
  for (const mode of ['all', 'any', 'title'] as const) {
    const { rows, total } = await runMode(db, params, q, mode);
    if (total > 0 || mode === 'title') {
      return toPage(
        params,
        rows.map((r) => toSummary(r, r.excerpt ? excerptHtml(r.excerpt) : null)),
        total,
      );
    }
  }
  return toPage(params, [], 0);
}

export { getLibraryDocument, listJurisdictions, listLibraryCategories, relatedLibraryDocuments } from './documents.ts';
export { libraryState } from './import-state.ts';
