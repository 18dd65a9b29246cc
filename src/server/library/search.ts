/**
 * Library search and reads (DESIGN §1 full-text row, §4 "Library"). A query is tried in three
 * steps, the first that finds something wins: every word (websearch syntax, with the lay words
 * of synonyms.ts also tried in legal wording), then any word, then a typo-tolerant trigram match
 * on titles.
 *
 * Ranking has two stages: every match by ts_rank on the small `search_head` vector (title A,
 * summary/category/tags B, kept in the row), then the best SHORTLIST of them by ts_rank_cd on the
 * whole `search` vector (body C too), whose decompression is what costs. Excerpts are built in
 * JavaScript (excerpt.ts) from the page's rows and their `body_start`.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { DAY, type SummaryRow, SUMMARY_COLUMNS, toSummary } from './document-rows.ts';
import { excerpter, queryLexemes } from './excerpt.ts';
import type { LibraryDocumentSummary, LibraryPage, LibrarySearchParams } from './library.types.ts';
import { legalWording, normalizeQuery } from './synonyms.ts';

type Mode = 'all' | 'any' | 'title';

/** Normalization 1 divides by 1 + log(length): long sheets no longer win by mere size. */
const RANK_NORMALIZATION = 1;
/**
 * Matches re-ranked on the whole text: a page and a half of the first stage's best. Each costs
 * a vector decompression; 20, 50 and 200 gave the same recall on the benchmark's questions.
 */
const SHORTLIST = 30;

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
const PAGE_COLUMNS = sql.join([...SUMMARY_COLUMNS.map((c) => sql.ref(`d.${c}`)), sql`${DAY} as day`, sql`p.total`]);

interface Ranked extends SummaryRow {
  total: string | number;
  body_start: string | null;
  query_text: string | null;
}

/**
 * The rows of a `page` CTE (id, sort_date, total, short, rank) with what the results show. In
 * relevance order the short-listed matches come first, by their full rank, then the others by
 * their first-stage rank: the same order on every page.
 */
function withPage(page: RawBuilder<unknown>, textQuery: boolean): RawBuilder<Ranked> {
  return sql<Ranked>`${page}
    select ${PAGE_COLUMNS}, ${textQuery ? sql`d.body_start` : sql`null`} as body_start, ${textQuery ? sql`(select query::text from q)` : sql`null`} as query_text
    from page p join library_documents d on d.id = p.id
    order by p.short desc, p.rank desc, p.sort_date desc nulls last, p.id`;
}

function textPage(params: LibrarySearchParams, q: string, mode: 'all' | 'any'): RawBuilder<Ranked> {
  const offset = (params.page - 1) * params.perPage;
  const matching = sql`from library_documents, q where search @@ q.query and ${filters(params)}`;
  if (params.order === 'date') {
    return withPage(
      sql`with q as (select ${tsquery(q, mode)} as query),
      page as (
        select id, sheet_date as sort_date, count(*) over () as total, true as short, 0 as rank ${matching}
        order by sheet_date desc nulls last, id limit ${params.perPage} offset ${offset}
      )`,
      true,
    );
  }
  return withPage(
    sql`with q as (select ${tsquery(q, mode)} as query),
    matches as (
      select id, sheet_date, ts_rank(search_head, q.query, ${RANK_NORMALIZATION}) as head_rank ${matching}
    ),
    shortlist as materialized (
      select s.id, ts_rank_cd(d.search, q.query, ${RANK_NORMALIZATION}) as rank
      from (select id from matches order by head_rank desc, sheet_date desc nulls last, id limit ${sql.lit(SHORTLIST)}) s
      join library_documents d on d.id = s.id, q
    ),
    page as (
      select m.id, m.sheet_date as sort_date, (select count(*) from matches) as total, s.rank is not null as short,
        coalesce(s.rank, m.head_rank) as rank
      from matches m left join shortlist s on s.id = m.id
      order by short desc, rank desc, m.sheet_date desc nulls last, m.id
      limit ${params.perPage} offset ${offset}
    )`,
    true,
  );
}

function titlePage(params: LibrarySearchParams, q: string): RawBuilder<Ranked> {
  const offset = (params.page - 1) * params.perPage;
  const rank = params.order === 'date' ? sql`0` : sql`word_similarity(${q}, title)`;
  return withPage(
    sql`with page as (
      select id, sheet_date as sort_date, count(*) over () as total, true as short, ${rank} as rank
      from library_documents where ${q} <% title and ${filters(params)}
      order by rank desc, sheet_date desc nulls last, id limit ${params.perPage} offset ${offset}
    )`,
    false,
  );
}

function matchCount(params: LibrarySearchParams, q: string, mode: Mode): RawBuilder<{ n: number }> {
  if (mode === 'title') return sql`select count(*)::int as n from library_documents where ${q} <% title and ${filters(params)}`;
  return sql`select count(*)::int as n from library_documents, (select ${tsquery(q, mode)} as query) q
    where search @@ q.query and ${filters(params)}`;
}

async function runMode(db: Db, params: LibrarySearchParams, q: string, mode: Mode): Promise<{ rows: Ranked[]; total: number }> {
  const { rows } = await (mode === 'title' ? titlePage(params, q) : textPage(params, q, mode)).execute(db);
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  // Past the last page no row carries the count.
  const total = params.page > 1 ? ((await matchCount(params, q, mode).execute(db)).rows[0]?.n ?? 0) : 0;
  return { rows, total };
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
  const total = rows[0]
    ? Number(rows[0].total)
    : offset > 0
      ? ((await sql<{ n: number }>`select count(*)::int as n from library_documents where ${filters(params)}`.execute(db)).rows[0]?.n ?? 0)
      : 0;
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
      const excerpt = excerpter(queryLexemes(rows[0]?.query_text ?? ''));
      const data = rows.map((r) => toSummary(r, r.body_start === null ? null : excerpt(`${r.summary}\n${r.body_start}`)));
      return toPage(params, data, total);
    }
  }
  return toPage(params, [], 0);
}

export { getLibraryDocument, listJurisdictions, listLibraryCategories, relatedLibraryDocuments } from './documents.ts';
export { libraryState } from './import-state.ts';
