import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { createHistoryStore, FILTER_DEBOUNCE_MS } from './history.store.ts';
import type { HistoryPage } from './legal-search.ts';
import { aPage, aRequest, fakeHttp, settleMicrotasks } from './legal-search.fixtures.ts';

const items = (n: number, prefix = 's') =>
  Array.from({ length: n }, (_, i) => aRequest({ _id: `${prefix}${i}`, localId: `${prefix}${i}` }));

function historyOn(http: ReturnType<typeof fakeHttp>, initial: HistoryPage, onError = vi.fn()) {
  return createHistoryStore({ http, timers: globalTimers, reconcile: (list) => list, onError }, initial);
}

describe('history store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes to the next page and never past the last one', async () => {
    const http = fakeHttp({
      'GET /api/e/legalsearch': (_path, { query }) =>
        aPage(items(10, `p${query?.['page']}-`), { page: Number(query?.['page']), totalPages: 3, totalItems: 25 }),
    });
    const history = historyOn(http, aPage(items(10), { totalPages: 3, totalItems: 25 }));
    await history.goToPage(2);
    expect(history.$history.get()).toMatchObject({ page: 2, totalPages: 3 });
    await history.goToPage(9);
    expect(history.$history.get().page).toBe(3);
    http.get.mockClear();
    await history.goToPage(4);
    await history.goToPage(3);
    expect(http.get).not.toHaveBeenCalled();
  });

  it('does not ask for page 0', async () => {
    const http = fakeHttp();
    const history = historyOn(http, aPage(items(3)));
    await history.goToPage(0);
    expect(http.get).not.toHaveBeenCalled();
  });

  it('sends the filter once the typing pauses, and reads page 1 of the matches', async () => {
    const http = fakeHttp({ 'GET /api/e/legalsearch': () => aPage([aRequest()], { totalItems: 1 }) });
    const history = historyOn(http, aPage(items(10), { page: 2, totalPages: 2, totalItems: 12 }));
    history.setFilter('div');
    history.setFilter('divorce ');
    expect(history.$filter.get()).toBe('divorce ');
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    expect(http.get).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settleMicrotasks();
    expect(http.get).toHaveBeenCalledOnce();
    expect(http.get.mock.calls[0]?.[1]).toEqual({ query: { page: 1, perPage: 10, q: 'divorce' } });
    expect(history.$history.get()).toMatchObject({ filter: 'divorce', page: 1, totalItems: 1 });
  });

  it('keeps the filter while paging', async () => {
    const http = fakeHttp({
      'GET /api/e/legalsearch': (_path, { query }) =>
        aPage(items(1), { page: Number(query?.['page']), totalPages: 2, totalItems: 11 }),
    });
    const history = historyOn(http, aPage(items(10)));
    history.setFilter('bail');
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    await settleMicrotasks();
    await history.goToPage(2);
    expect(http.get.mock.calls.at(-1)?.[1]).toEqual({ query: { page: 2, perPage: 10, q: 'bail' } });
  });

  it('drops a list that arrives after a newer one was asked for', async () => {
    const answers: Array<(page: HistoryPage) => void> = [];
    const http = fakeHttp({
      'GET /api/e/legalsearch': () => new Promise<HistoryPage>((resolve) => answers.push(resolve)),
    });
    const history = historyOn(http, aPage(items(10), { totalPages: 3, totalItems: 30 }));
    void history.goToPage(2);
    void history.goToPage(3);
    answers[1]?.(aPage(items(2, 'third'), { page: 3, totalPages: 3, totalItems: 30 }));
    await settleMicrotasks();
    answers[0]?.(aPage(items(2, 'second'), { page: 2, totalPages: 3, totalItems: 30 }));
    await settleMicrotasks();
    expect(history.$history.get().data[0]?._id).toBe('third0');
  });

  it('shows the last page that exists when the current one emptied', async () => {
    const http = fakeHttp({
      'GET /api/e/legalsearch': (_path, { query }) =>
        aPage(Number(query?.['page']) === 2 ? [] : items(10), {
          page: Number(query?.['page']),
          totalPages: 1,
          totalItems: 10,
        }),
    });
    const history = historyOn(http, aPage(items(1), { page: 2, totalPages: 2, totalItems: 11 }));
    await history.refresh();
    expect(history.$history.get()).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('tells a failed read and stops loading', async () => {
    const onError = vi.fn();
    const http = fakeHttp({ 'GET /api/e/legalsearch': () => Promise.reject(new Error('Problème de connexion')) });
    const history = historyOn(http, aPage(items(10), { totalPages: 2, totalItems: 12 }), onError);
    await history.goToPage(2);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Problème de connexion' }));
    expect(history.$history.get()).toMatchObject({ page: 1, loading: false });
  });

  it('adds a new search on page 1 only when it passes the filter', () => {
    const history = historyOn(fakeHttp(), aPage(items(2)));
    history.add(aRequest({ _id: '', localId: 'new' }));
    expect(history.$history.get()).toMatchObject({ totalItems: 3 });
    expect(history.$history.get().data[0]?.localId).toBe('new');
  });

  it('counts an empty history as one page', () => {
    expect(historyOn(fakeHttp(), aPage([], { totalPages: 0 })).$history.get().totalPages).toBe(1);
  });
});
