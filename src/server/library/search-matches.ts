/**
 * The sheets a library search finds, in the ranking's order (docs/ARCHITECTURE.md "Library
 * search and pages"): those holding enough of the query (the assistant's own threshold) and
 * scoring within reach of the best, with the index terms the query's words stand for, which
 * the excerpts highlight. Computed where the index is: in this thread, or on the retrieval
 * thread (src/server/retrieval/thread/).
 */
import type { Db } from '../db/client.ts';
import { MIN_COVERAGE } from '../retrieval/coverage.ts';
import { type IndexedSheet, type LibraryIndex, libraryIndexFor } from '../retrieval/library-index.ts';
import { rankSheets } from '../retrieval/rank.ts';

/** A result scores at least this share of the best one: below, sheets only brush the query. */
const MIN_SCORE_SHARE = 0.1;

export interface SearchFilters {
  category?: string | undefined;
  jurisdiction?: string | undefined;
  /** Relevance (the default), or the newest first. */
  order?: 'relevance' | 'date' | undefined;
  /** The page's place in the matches, and its size. */
  offset: number;
  limit: number;
}

export interface SearchMatches {
  /** The page's matches, in order. */
  page: IndexedSheet[];
  /** All the matches. */
  total: number;
  /** The index terms of the query's words. */
  terms: string[];
}

export type LibraryMatcher = (q: string, filters: SearchFilters) => Promise<SearchMatches>;

const newestFirst = (a: IndexedSheet, b: IndexedSheet) =>
  a.day < b.day ? 1 : a.day > b.day ? -1 : a.id < b.id ? -1 : 1;

/** One page of a search's matches: only it crosses to the request thread. */
export function searchMatches(index: LibraryIndex, q: string, filters: SearchFilters): SearchMatches {
  const keep = (sheet: { category: string; jurisdiction: string }) =>
    (!filters.category || sheet.category === filters.category) &&
    (!filters.jurisdiction || sheet.jurisdiction === filters.jurisdiction);
  // The answers' keys in their order (ai/retriever.ts), so that `rankSheets` sees one shape of
  // options (docs/PERFORMANCE.md "Deoptimisations after the warm-up"); a search box's few words
  // keep the first ranking's order (docs/RETRIEVAL.md "Reranking").
  const ranking = rankSheets(index, q, { limit: index.sheets.length, extra: undefined, keep, shortReranked: false });
  const best = ranking.sheets[0]?.score ?? 0;
  const matches = ranking.sheets
    .filter((s) => s.coverage >= MIN_COVERAGE && s.score >= best * MIN_SCORE_SHARE)
    .map((s) => s.sheet);
  if (filters.order === 'date') matches.sort(newestFirst);
  const terms = [
    ...new Set(ranking.words.flatMap((w) => (w.term === undefined ? [] : [index.bm25.names[w.term] ?? '']))),
  ];
  return { page: matches.slice(filters.offset, filters.offset + filters.limit), total: matches.length, terms };
}

/** Matches from this thread's index of the database's library. */
export function matchesInThread(db: Db): LibraryMatcher {
  return async (q, filters) => searchMatches(await libraryIndexFor(db), q, filters);
}
