/**
 * The legal search history (SPEC-COVERAGE §5, §9): 10 per page, newest first, a server-side filter on
 * questionText typed with a debounce, and page navigation kept within 1..totalPages.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { LegalSearchRequest } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { TimerHandle, Timers } from '~/stores/timers.ts';
import {
  clampPage,
  type HistoryPage,
  historyQuery,
  matchesFilter,
  pagesFor,
  prependTo,
  sameRequest,
} from './legal-search.ts';

export const SEARCH_URL = '/api/e/legalsearch';
export const FILTER_DEBOUNCE_MS = 300;

export interface HistoryState extends HistoryPage {
  /** The filter the list reflects (the one typed may be newer, see $filter). */
  filter: string;
  loading: boolean;
}

export interface HistoryDeps {
  http: Pick<HttpClient, 'get'>;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  /** Lets the search store keep what it knows newer than a list it reads, and watch pending ones. */
  reconcile: (items: LegalSearchRequest[]) => LegalSearchRequest[];
  onError: (error: unknown) => void;
}

export interface HistoryStore {
  $history: ReadableAtom<HistoryState>;
  /** The filter as typed. */
  $filter: ReadableAtom<string>;
  setFilter: (text: string) => void;
  /** Asks for the page, clamped into 1..totalPages; the current page is not asked again. */
  goToPage: (page: number) => Promise<void>;
  refresh: () => Promise<void>;
  /** A search just asked: on top of page 1 when it passes the filter. */
  add: (request: LegalSearchRequest) => void;
  update: (request: LegalSearchRequest) => void;
  discard: (request: LegalSearchRequest) => void;
  stop: () => void;
}

export function createHistoryStore(deps: HistoryDeps, initial: HistoryPage): HistoryStore {
  const $history = atom<HistoryState>({
    ...initial,
    totalPages: Math.max(1, initial.totalPages),
    data: deps.reconcile(initial.data),
    filter: '',
    loading: false,
  });
  const $filter = atom('');
  let latest = 0;
  let debounce: TimerHandle | undefined;

  async function load(page: number, filter: string): Promise<void> {
    latest += 1;
    const ticket = latest;
    $history.set({ ...$history.get(), loading: true });
    try {
      const list = await deps.http.get<HistoryPage>(SEARCH_URL, { query: historyQuery(page, filter) });
      if (ticket !== latest) return;
      const last = Math.max(1, list.totalPages);
      // The page emptied under us (a deletion): show the last one that exists.
      if (page > last) return await load(last, filter);
      $history.set({ ...list, totalPages: last, data: deps.reconcile(list.data), filter, loading: false });
    } catch (error) {
      if (ticket !== latest) return;
      $history.set({ ...$history.get(), loading: false });
      deps.onError(error);
    }
  }

  function setData(data: LegalSearchRequest[], totalItems: number): void {
    const state = $history.get();
    $history.set({ ...state, data, totalItems, totalPages: pagesFor(totalItems, state.perPage) });
  }

  return {
    $history,
    $filter,
    setFilter(text) {
      $filter.set(text);
      if (debounce !== undefined) deps.timers.clearTimeout(debounce);
      debounce = deps.timers.setTimeout(() => {
        debounce = undefined;
        if (text.trim() !== $history.get().filter) void load(1, text.trim());
      }, FILTER_DEBOUNCE_MS);
    },
    goToPage(page) {
      const state = $history.get();
      const target = clampPage(page, state.totalPages);
      return target === state.page ? Promise.resolve() : load(target, state.filter);
    },
    refresh: () => load($history.get().page, $history.get().filter),
    add(request) {
      const state = $history.get();
      if (state.page === 1 && matchesFilter(request, state.filter))
        $history.set({ ...state, ...prependTo(state, request) });
    },
    update(request) {
      const state = $history.get();
      $history.set({ ...state, data: state.data.map((item) => (sameRequest(item, request) ? request : item)) });
    },
    discard(request) {
      const { data, totalItems } = $history.get();
      const kept = data.filter((item) => !sameRequest(item, request));
      if (kept.length < data.length) setData(kept, Math.max(0, totalItems - 1));
    },
    stop() {
      if (debounce !== undefined) deps.timers.clearTimeout(debounce);
      debounce = undefined;
    },
  };
}
