/**
 * The /library search as URL parameters: parsed leniently (a hand-edited or stale link still
 * shows a page) and written back minimally, so every state of the page has one clean URL.
 */
import type { LibraryOrder } from '~/server/library/library.types.ts';

export interface LibraryQuery {
  q: string;
  category: string;
  jurisdiction: string;
  order: LibraryOrder;
  page: number;
}

/** Longer queries are cut: nobody types more, and the full-text search would only slow down. */
const MAX_QUERY = 200;
const MAX_PAGE = 10_000;

/** Relevance only means something with words to match. */
export const defaultOrder = (q: string): LibraryOrder => (q ? 'relevance' : 'date');

export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    q,
    category: (params.get('category') ?? '').trim(),
    jurisdiction: (params.get('jurisdiction') ?? '').trim(),
    order: order === 'relevance' || order === 'date' ? order : defaultOrder(q),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** `?q=…&page=2`, leaving out empty values, the default order and page 1. */
export function libraryQueryString(query: Partial<LibraryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.jurisdiction) params.set('jurisdiction', query.jurisdiction);
  if (query.order && query.order !== defaultOrder(query.q ?? '')) params.set('order', query.order);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type PageSlot = number | 'gap';

/** First, last, and the current page with its neighbours; gaps where pages are skipped. */
export function pageWindow(current: number, total: number): PageSlot[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b);
  return wanted.flatMap((p, i): PageSlot[] => {
    const previous = wanted[i - 1];
    if (previous === undefined || p === previous + 1) return [p];
    return p === previous + 2 ? [previous + 1, p] : ['gap', p];
  });
}
