import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aDiscussion,
  anAnswer,
  aPage,
  aQuestion,
  fakeHttp,
  openOn,
  refused,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';

const titles = (store: ReturnType<typeof storeOnFakes>['store']) =>
  store.$conversations.get().items.map((item) => item.title);
const listOf = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    aDiscussion({ _id: `d${from + index}`, title: `Conversation ${from + index}` }),
  );

describe('chat store: conversations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appends the next page of 15 as the list scrolls, and stops after the last', async () => {
    const http = fakeHttp({
      'GET /api/e/discussion': () => aPage(listOf(3, 16), { page: 2, totalPages: 2, totalItems: 18 }),
    });
    const { store } = storeOnFakes({
      http,
      initial: { ...openOn(), discussions: aPage(listOf(15), { totalPages: 2, totalItems: 18 }) },
    });
    await store.loadMoreConversations();
    expect(http.get).toHaveBeenCalledWith('/api/e/discussion', { query: { page: 2, perPage: 15 } });
    expect(store.$conversations.get()).toMatchObject({ page: 2, totalPages: 2, loading: false });
    expect(store.$conversations.get().items).toHaveLength(18);
    await store.loadMoreConversations();
    expect(http.get).toHaveBeenCalledOnce();
  });

  it('searches across the conversations from page 1', async () => {
    const http = fakeHttp({
      'GET /api/e/discussion': () => aPage([aDiscussion({ _id: 'd5', title: 'Bail commercial' })]),
    });
    const { store } = storeOnFakes({ http });
    await store.searchConversations('  bail ');
    expect(http.get).toHaveBeenCalledWith('/api/e/discussion', { query: { page: 1, perPage: 15, q: 'bail' } });
    expect(store.$conversations.get()).toMatchObject({ query: 'bail', page: 1 });
    expect(titles(store)).toEqual(['Bail commercial']);
  });

  it('renames at once with the trimmed title, and tells it', async () => {
    let put: unknown;
    const http = fakeHttp({
      'PUT /api/e/discussion/d1': (_path, { body }) => {
        put = body;
        return { data: aDiscussion({ title: 'Nouveau titre' }) };
      },
    });
    const { store, deps } = storeOnFakes({ http });
    const renamed = store.rename('d1', '  Nouveau titre ');
    expect(titles(store)).toEqual(['Nouveau titre']);
    expect(store.$current.get()?.title).toBe('Nouveau titre');
    await renamed;
    expect(put).toEqual({ title: 'Nouveau titre' });
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.renamed, variant: 'success' });
  });

  it('refuses an empty title without calling the server', async () => {
    const { store, http, deps } = storeOnFakes();
    await store.rename('d1', '   ');
    expect(http.put).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.errorTitle,
      description: TEXTS.emptyTitle,
      variant: 'destructive',
    });
  });

  it('refuses to rename a conversation it does not know, without calling the server', async () => {
    const { store, http, deps } = storeOnFakes();
    await store.rename('d9', 'Nouveau titre');
    expect(http.put).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.errorTitle,
      description: TEXTS.discussionNotFound,
      variant: 'destructive',
    });
    expect(titles(store)).toEqual(['Divorce amiable']);
  });

  it.each([
    [refused(400, 'Titre trop long : 200 caractères au plus.'), 'Titre trop long : 200 caractères au plus.'],
    [refused(404, 'Not Found'), TEXTS.discussionNotFound],
  ])('puts the title back when the server refuses, and tells why', async (put, reason) => {
    const { store, deps } = storeOnFakes({ http: fakeHttp({ 'PUT /api/e/discussion/d1': put }) });
    await store.rename('d1', 'Autre titre');
    expect(titles(store)).toEqual(['Divorce amiable']);
    expect(store.$current.get()?.title).toBe('Divorce amiable');
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.errorTitle, description: reason, variant: 'destructive' });
  });

  it('deletes at once, tells it, and opens a new conversation when it was the open one', async () => {
    const http = fakeHttp({ 'DELETE /api/e/discussion/d1': () => ({ success: true }) });
    const { store, deps } = storeOnFakes({ http, initial: openOn([aQuestion(), anAnswer()]) });
    const removed = store.remove('d1');
    expect(titles(store)).toEqual([]);
    await removed;
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.deleted, variant: 'success' });
    expect(store.$current.get()).toBeNull();
    expect(store.$entries.get()).toEqual([]);
    expect(deps.navigate).toHaveBeenLastCalledWith('/chat', { replace: false });
  });

  it('puts a conversation back where it was when its deletion fails', async () => {
    const initial = { ...openOn(), discussions: aPage(listOf(3)) };
    const { store, deps } = storeOnFakes({
      http: fakeHttp({ 'DELETE /api/e/discussion/d2': refused(500, 'Erreur serveur') }),
      initial,
    });
    await store.remove('d2');
    expect(titles(store)).toEqual(['Conversation 1', 'Conversation 2', 'Conversation 3']);
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.errorTitle,
      description: 'Erreur serveur',
      variant: 'destructive',
    });
  });

  it('opens a conversation: its newest messages, older pages above on demand, and its URL', async () => {
    const newest = [
      aQuestion({ _id: 'm3', localId: 'l3', discussion: 'd2' }),
      anAnswer({ _id: 'a3', replyTo: 'm3', discussion: 'd2' }),
    ];
    const older = [aQuestion({ _id: 'm2', localId: 'l2', discussion: 'd2' })];
    const http = fakeHttp({
      'GET /api/e/discussion/d2': () => ({ data: aDiscussion({ _id: 'd2', title: 'Bail' }) }),
      'GET /api/e/message': (_path, { query }) =>
        query?.page === 1
          ? aPage(newest, { totalPages: 2, totalItems: 3 })
          : aPage(older, { page: 2, totalPages: 2, totalItems: 3 }),
    });
    const { store, deps } = storeOnFakes({ http, localePrefix: '/en' });
    await store.open('d2');
    expect(http.get).toHaveBeenCalledWith('/api/e/message', { query: { discussion: 'd2', page: 1, perPage: 15 } });
    expect(store.$current.get()?.title).toBe('Bail');
    expect(store.$entries.get().map((entry) => entry.key)).toEqual(['l3', 'a3']);
    expect(store.$older.get()).toEqual({ hasMore: true, loading: false });
    expect(deps.navigate).toHaveBeenCalledWith('/en/chat/d2', { replace: false });
    await store.loadOlder();
    expect(store.$entries.get().map((entry) => entry.key)).toEqual(['l2', 'l3', 'a3']);
    expect(store.$older.get()).toEqual({ hasMore: false, loading: false });
  });

  it("refuses to open the conversation 'temp', and tells when one is not found", async () => {
    const { store, http, deps } = storeOnFakes();
    await store.open('temp');
    expect(store.$composerError.get()).toBe(TEXTS.invalidDiscussion);
    expect(http.get).not.toHaveBeenCalledWith('/api/e/discussion/temp');
    await store.open('d404');
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.errorTitle,
      description: TEXTS.discussionNotFound,
      variant: 'destructive',
    });
    expect(store.$current.get()?._id).toBe('d1');
    // Reached by Back after its deletion: the address is the shown conversation's again.
    expect(deps.navigate).toHaveBeenLastCalledWith('/chat/d1', { replace: true });
  });

  it('gives an answer a thumbs up at once, and takes it back when the server refuses', async () => {
    let accept = true;
    const http = fakeHttp({
      'PUT /api/e/message/a1/feedback': () =>
        accept ? { data: anAnswer({ feedback: 'up' }) } : refused(500, 'Erreur serveur')(),
    });
    const { store, deps } = storeOnFakes({ http, initial: openOn([aQuestion(), anAnswer()]) });
    const rated = store.setFeedback('a1', 'up');
    expect(store.$entries.get()[1]?.message.feedback).toBe('up');
    await rated;
    // Carried through a reload right after the click.
    expect(http.put).toHaveBeenCalledWith('/api/e/message/a1/feedback', { value: 'up' }, { keepalive: true });
    accept = false;
    await store.setFeedback('a1', 'down');
    expect(store.$entries.get()[1]?.message.feedback).toBe('up');
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.errorTitle,
      description: 'Erreur serveur',
      variant: 'destructive',
    });
  });

  it('downloads the conversation as a PDF named as the server names it, and tells when that fails', async () => {
    const pdf = new Blob(['%PDF']);
    let available = true;
    const http = fakeHttp({
      'GET /api/e/discussion/d1/export-as-pdf': () => (available ? pdf : refused(500, 'Erreur serveur')()),
    });
    const { store, deps } = storeOnFakes({ http });
    await store.exportPdf('d1');
    expect(http.get).toHaveBeenCalledWith('/api/e/discussion/d1/export-as-pdf', { responseType: 'blob' });
    expect(deps.saveFile).toHaveBeenCalledWith(pdf, 'jurisia-conversation-2025-03-20-d1.pdf');
    available = false;
    await store.exportPdf('d1');
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.exportFailed,
      description: 'Erreur serveur',
      variant: 'destructive',
    });
    await settleMicrotasks();
    expect(store.$exporting.get()).toBe(false);
  });
});
