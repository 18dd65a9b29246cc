import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import {
  aPage,
  aRequest,
  asking,
  fakeHttp,
  fakeSocket,
  memoryStorage,
  QUESTION,
  serverCopy,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './legal-search.fixtures.ts';
import { POLL_INTERVAL_MS } from './pending-watch.ts';
import { CONNECTED_POLL_MS } from '../shared/realtime/answer-poll.ts';
import { SAVED_SEARCH_KEY } from './saved-search.ts';

describe('legal search store: reload, fallback, deletion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a reload, restores the question and shows the pending search, answered by push', () => {
    const typed = 'Divorce ?\nPar consentement mutuel';
    const recorded = serverCopy({ questionText: 'Divorce ?\r\nPar consentement mutuel' });
    const storage = memoryStorage({ [SAVED_SEARCH_KEY]: JSON.stringify({ draft: typed, activeId: 'local-new' }) });
    const { store, socket } = storeOnFakes({ storage, initial: aPage([recorded]) });
    expect(store.$busy.get()).toBe(true);
    store.start();
    expect(store.$draft.get()).toBe(typed);
    expect(store.$current.get()?._id).toBe('srv-1');
    expect(store.$waiting.get()).toBe(0);
    socket.push({ request: { ...recorded, answerStatus: 'completed', answerText: 'Réponse' }, status: 'completed' });
    expect(store.$history.get().data[0]?.answerStatus).toBe('completed');
    expect(store.$draft.get()).toBe('');
  });

  it('after a reload, shows the answer that came meanwhile and forgets the question', () => {
    const storage = memoryStorage({ [SAVED_SEARCH_KEY]: JSON.stringify({ draft: QUESTION, activeId: 'local-new' }) });
    const { store } = storeOnFakes({
      storage,
      initial: aPage([serverCopy({ answerStatus: 'completed', answerText: 'Réponse' })]),
    });
    store.start();
    expect(store.$current.get()?.answerStatus).toBe('completed');
    expect(store.$draft.get()).toBe('');
    expect(storage.values.has(SAVED_SEARCH_KEY)).toBe(false);
  });

  it('re-reads a pending search every few seconds while the socket is not connected', async () => {
    let reads = 0;
    const http = fakeHttp({
      'GET /api/e/legalsearch/srv-1': () => ({
        data: serverCopy(++reads < 2 ? {} : { answerStatus: 'completed', answerText: 'Réponse' }),
      }),
    });
    const socket = fakeSocket('error');
    const { store } = storeOnFakes({ http, socket, initial: aPage([serverCopy()]) });
    store.start();
    expect(http.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(store.$busy.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(store.$history.get().data[0]?.answerStatus).toBe('completed');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('shows an answer pushed to a socket dead without a word, which still says it is connected', async () => {
    let reads = 0;
    const http = fakeHttp({
      'GET /api/e/legalsearch/srv-1': () => ({
        data: serverCopy(++reads < 3 ? {} : { answerStatus: 'completed', answerText: 'Réponse' }),
      }),
    });
    const { store } = storeOnFakes({ http, socket: fakeSocket('connected'), initial: aPage([serverCopy()]) });
    store.start();
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS);
    expect(store.$busy.get()).toBe(true);
    // The push never came: the next read finds the answer.
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS);
    expect(store.$history.get().data[0]?.answerStatus).toBe('completed');
    expect(store.$busy.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(3);
  });

  it('reads pending searches once on (re)connection, and only every 15 s while connected', async () => {
    const http = fakeHttp({ 'GET /api/e/legalsearch/srv-1': () => ({ data: serverCopy() }) });
    const socket = fakeSocket('connected');
    const { store } = storeOnFakes({ http, socket, initial: aPage([serverCopy()]) });
    store.start();
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS - 1);
    expect(http.get).toHaveBeenCalledOnce();
    socket.status.set('disconnected');
    socket.status.set('connecting');
    socket.status.set('connected');
    await settleMicrotasks();
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('reads a search the (re)connection found unacknowledged once acknowledged: its answer may have been pushed before the socket listened', async () => {
    let acknowledge: () => void = () => {};
    const http = fakeHttp({
      'POST /api/e/legalsearch': () => new Promise((resolve) => (acknowledge = () => resolve({ data: serverCopy() }))),
      'GET /api/e/legalsearch/srv-1': () => ({
        data: serverCopy({ answerStatus: 'completed', answerText: 'Réponse' }),
      }),
      'GET /api/e/legalsearch': () => aPage([]),
    });
    const socket = fakeSocket('disconnected');
    const { store } = storeOnFakes({ http, socket });
    store.start();
    store.setDraft(QUESTION);
    const sent = store.submit();
    // The socket is back while the POST is under way: nothing acknowledged to read yet.
    socket.status.set('connected');
    await settleMicrotasks();
    expect(http.get).not.toHaveBeenCalledWith('/api/e/legalsearch/srv-1');
    // The server answered, and pushed, before the socket joined: the push never comes.
    acknowledge();
    await sent;
    await settleMicrotasks();
    expect(http.get).toHaveBeenCalledWith('/api/e/legalsearch/srv-1');
    expect(store.$current.get()?.answerStatus).toBe('completed');
    expect(store.$busy.get()).toBe(false);
  });

  it('forgets a pending search the server no longer has', async () => {
    const http = fakeHttp({
      'GET /api/e/legalsearch/srv-1': () =>
        Promise.reject(new HttpError({ statusCode: 404, message: 'Recherche introuvable.' })),
    });
    const { store } = storeOnFakes({ http, socket: fakeSocket('error'), initial: aPage([serverCopy()]) });
    store.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(store.$history.get().data).toEqual([]);
    expect(store.$busy.get()).toBe(false);
  });

  it('deletes a search, tells it, closes it and reads the page again', async () => {
    const shown = aRequest();
    const http = fakeHttp({
      'DELETE /api/e/legalsearch/search-1': () => ({ success: true }),
      'GET /api/e/legalsearch': () => aPage([]),
    });
    const { store, deps } = storeOnFakes({ http, initial: aPage([shown]) });
    store.open(shown);
    expect(await store.remove(shown)).toBe(true);
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.deleted, variant: 'success' });
    expect(store.$current.get()).toBeNull();
    expect(http.get).toHaveBeenCalledWith('/api/e/legalsearch', { query: { page: 1, perPage: 10 } });
  });

  it('shows the server message when a deletion fails and keeps the search', async () => {
    const http = fakeHttp({
      'DELETE /api/e/legalsearch/search-1': () =>
        Promise.reject(new HttpError({ statusCode: 404, message: 'Recherche introuvable.' })),
    });
    const { store, deps } = storeOnFakes({ http, initial: aPage([aRequest()]) });
    expect(await store.remove(aRequest())).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.error,
      description: 'Recherche introuvable.',
      variant: 'destructive',
    });
    expect(store.$history.get().data).toHaveLength(1);
  });

  it('unsubscribes from pushes and stops its timers when stopped', async () => {
    const { store, socket, http } = storeOnFakes({ http: asking(), socket: fakeSocket('error') });
    const stop = store.start();
    store.setDraft(QUESTION);
    await store.submit();
    stop();
    expect(socket.listeners()).toBe(0);
    const shown = store.$waiting.get();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(http.get).not.toHaveBeenCalled();
    expect(store.$waiting.get()).toBe(shown);
    expect(vi.getTimerCount()).toBe(0);
  });
});
