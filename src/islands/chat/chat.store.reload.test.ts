import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_POLL_MS } from './answer-watch.ts';
import { CONNECTED_POLL_MS } from '../shared/realtime/answer-poll.ts';
import { UNSENT_KEY } from './chat-memory.ts';
import {
  acknowledged,
  aDiscussion,
  anAnswer,
  aPage,
  aQuestion,
  fakeHttp,
  fakeSocket,
  formOf,
  memoryStorage,
  NEW_CONVERSATION,
  offline,
  openOn,
  QUESTION,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';
import { RECORD_TTL_MS } from './operations.ts';
import { THINK_MODE_KEY } from './think-mode.ts';

describe('chat store: what survives a reload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a question the address brought before hydration, so the server renders it in the composer', () => {
    const { store } = storeOnFakes({
      initial: { ...NEW_CONVERSATION, question: 'Comment obtenir un titre foncier ?' },
    });
    expect(store.$draft.get()).toBe('Comment obtenir un titre foncier ?');
  });

  it('keeps the draft of each conversation, shown once the page is hydrated', () => {
    const storage = memoryStorage();
    storeOnFakes({ storage }).store.setDraft('Brouillon de d1');
    const fresh = storeOnFakes({ storage, initial: NEW_CONVERSATION });
    fresh.store.start();
    expect(fresh.store.$draft.get()).toBe('');
    fresh.store.setDraft('Brouillon nouveau');
    const reloaded = storeOnFakes({ storage });
    expect(reloaded.store.$draft.get()).toBe('');
    reloaded.store.start();
    expect(reloaded.store.$draft.get()).toBe('Brouillon de d1');
  });

  it('shows an unsent message again, failed with its reason, and sends it with the same localId', async () => {
    const storage = memoryStorage();
    const first = storeOnFakes({ storage, http: fakeHttp({ 'POST /api/e/message': offline }) });
    first.store.start();
    await first.store.send(QUESTION);
    const http = fakeHttp({ 'POST /api/e/message': (_path, { body }) => ({ data: acknowledged(body) }) });
    const { store } = storeOnFakes({ storage, http });
    store.start();
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { _id: '', contentText: QUESTION, answerStatus: 'failed' }, sendError: TEXTS.network },
    ]);
    await store.retry('local-1');
    expect(formOf(http.post.mock.calls[0]?.[1])).toMatchObject({
      localId: 'local-1',
      discussion: 'd1',
      contentText: QUESTION,
    });
    expect(store.$entries.get()[0]?.message._id).toBe('m-local-1');
    expect(storage.values.has(UNSENT_KEY)).toBe(false);
  });

  it('shows a message left on its way failed, unless the server has it', () => {
    const storage = memoryStorage();
    const first = storeOnFakes({ storage, http: fakeHttp({ 'POST /api/e/message': () => new Promise(() => {}) }) });
    first.store.start();
    void first.store.send('Première');
    void first.store.send('Seconde');
    const recorded = aQuestion({ _id: 'm1', localId: 'local-1', contentText: 'Première', answerStatus: 'pending' });
    const { store } = storeOnFakes({ storage, initial: openOn([recorded]) });
    store.start();
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus, entry.sendError])).toEqual([
      ['local-1', 'pending', null],
      ['local-2', 'failed', TEXTS.pushFailed],
    ]);
  });

  it('opens a conversation with what was kept unsent for it, once, when the server has it meanwhile', async () => {
    const kept = {
      localId: 'l3',
      contentText: 'Gardée',
      thinkMode: 'instant',
      retryCount: 0,
      createdAt: '2025-03-20T09:00:00.000Z',
      sendError: null,
    };
    const storage = memoryStorage({
      [UNSENT_KEY]: JSON.stringify({ d2: [kept, { ...kept, localId: 'l4', contentText: 'Perdue' }] }),
    });
    const http = fakeHttp({
      'GET /api/e/discussion/d2': () => ({ data: aDiscussion({ _id: 'd2' }) }),
      'GET /api/e/message': () =>
        aPage([aQuestion({ _id: 'm3', localId: 'l3', discussion: 'd2', contentText: 'Gardée' })]),
    });
    const { store } = storeOnFakes({ storage, http });
    store.start();
    await store.open('d2');
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['l3', 'completed'],
      ['l4', 'failed'],
    ]);
  });

  it('moves what the new conversation kept to the conversation its first message creates', async () => {
    const storage = memoryStorage();
    let created = false;
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => {
        if (formOf(body).contentText === 'Perdue') return offline();
        created = true;
        return { data: acknowledged(body, { discussion: 'd9' }), discussion: aDiscussion({ _id: 'd9' }) };
      },
    });
    const { store } = storeOnFakes({ storage, http, initial: NEW_CONVERSATION });
    store.start();
    await store.send('Perdue');
    await store.send('Arrivée');
    store.setDraft('La suite');
    expect(created).toBe(true);
    const reloaded = storeOnFakes({ storage, initial: { ...openOn(), current: aDiscussion({ _id: 'd9' }) } });
    reloaded.store.start();
    expect(reloaded.store.$entries.get().map((entry) => entry.message.contentText)).toEqual(['Perdue']);
    expect(reloaded.store.$draft.get()).toBe('La suite');
  });

  it('keeps the think mode chosen only when the config preserves it', () => {
    const storage = memoryStorage();
    const kept = storeOnFakes({ storage, config: { preserveChatThinkMode: true } });
    kept.store.setThinkMode('deepThink');
    expect(storage.values.get(THINK_MODE_KEY)).toBe('deepThink');
    const reloaded = storeOnFakes({ storage, config: { preserveChatThinkMode: true } });
    reloaded.store.start();
    expect(reloaded.store.$thinkMode.get()).toEqual({ enabled: true, value: 'deepThink' });
    const unkept = storeOnFakes({
      storage: memoryStorage(),
      config: { defaultChatThinkMode: 'think', enableChatThinkMode: false },
    });
    unkept.store.start();
    expect(unkept.store.$thinkMode.get()).toEqual({ enabled: false, value: 'think' });
  });

  it('sends the chosen think mode with the message', async () => {
    const { store, http } = storeOnFakes({
      http: fakeHttp({ 'POST /api/e/message': (_path, { body }) => ({ data: acknowledged(body) }) }),
    });
    store.start();
    store.setThinkMode('think');
    await store.send(QUESTION);
    expect(formOf(http.post.mock.calls[0]?.[1]).thinkMode).toBe('think');
  });
});

describe('chat store: socket fallback and expiry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pending = aQuestion({ answerStatus: 'pending' });

  it('re-reads an awaited question every 5 s while the socket is down, then the newest page for its answer', async () => {
    let reads = 0;
    const http = fakeHttp({
      'GET /api/e/message/m1': () => ({ data: ++reads < 2 ? pending : aQuestion() }),
      'GET /api/e/message': () => aPage([aQuestion(), anAnswer()]),
    });
    const socket = fakeSocket('disconnected');
    const { store } = storeOnFakes({ http, socket, initial: openOn([pending]) });
    store.start();
    expect(http.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
    expect(store.$entries.get()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
    expect(http.get).toHaveBeenCalledWith('/api/e/message', { query: { discussion: 'd1', page: 1, perPage: 15 } });
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-1', 'completed'],
      ['a1', 'completed'],
    ]);
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(3);
  });

  it('fails an awaited question the server says failed', async () => {
    const http = fakeHttp({
      'GET /api/e/message/m1': () => ({ data: aQuestion({ answerStatus: 'failed', err: 'Moteur indisponible' }) }),
    });
    const { store } = storeOnFakes({ http, socket: fakeSocket('error'), initial: openOn([pending]) });
    store.start();
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
    expect(store.$entries.get()[0]?.message).toMatchObject({ answerStatus: 'failed', err: 'Moteur indisponible' });
  });

  it('reads awaited questions once on (re)connection, and only every 15 s while connected', async () => {
    const http = fakeHttp({ 'GET /api/e/message/m1': () => ({ data: pending }) });
    const socket = fakeSocket('connected');
    const { store } = storeOnFakes({ http, socket, initial: openOn([pending]) });
    store.start();
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS - 1);
    expect(http.get).toHaveBeenCalledOnce();
    socket.status.set('connecting');
    socket.status.set('connected');
    await settleMicrotasks();
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('shows an answer pushed to a socket dead without a word, which still says it is connected', async () => {
    let reads = 0;
    const http = fakeHttp({
      'GET /api/e/message/m1': () => ({ data: ++reads < 3 ? pending : aQuestion() }),
      'GET /api/e/message': () => aPage([aQuestion(), anAnswer()]),
    });
    const { store } = storeOnFakes({ http, socket: fakeSocket('connected'), initial: openOn([pending]) });
    store.start();
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS);
    expect(store.$entries.get()).toHaveLength(1);
    // The push never came: the next read finds the answer.
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS);
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-1', 'completed'],
      ['a1', 'completed'],
    ]);
    await vi.advanceTimersByTimeAsync(CONNECTED_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(4);
  });

  it('reads a question the (re)connection found unacknowledged once acknowledged: its answer may have been pushed before the socket listened', async () => {
    let acknowledge: () => void = () => {};
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) =>
        new Promise((resolve) => (acknowledge = () => resolve({ data: acknowledged(body) }))),
      'GET /api/e/message/m-local-1': () => ({ data: aQuestion({ _id: 'm-local-1', localId: 'local-1' }) }),
      'GET /api/e/message': () =>
        aPage([aQuestion({ _id: 'm-local-1', localId: 'local-1' }), anAnswer({ replyTo: 'm-local-1' })]),
    });
    const socket = fakeSocket('disconnected');
    const { store } = storeOnFakes({ http, socket });
    store.start();
    const sent = store.send(QUESTION);
    // The socket is back while the POST is under way: nothing acknowledged to read yet.
    socket.status.set('connected');
    await settleMicrotasks();
    expect(http.get).not.toHaveBeenCalled();
    // The server answered, and pushed, before the socket joined: the push never comes.
    acknowledge();
    await sent;
    await settleMicrotasks();
    expect(http.get).toHaveBeenCalledWith('/api/e/message/m-local-1');
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-1', 'completed'],
      ['a1', 'completed'],
    ]);
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('forgets an awaited question the server no longer has', async () => {
    const { store } = storeOnFakes({ http: fakeHttp(), socket: fakeSocket('error'), initial: openOn([pending]) });
    store.start();
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
    expect(store.$entries.get()).toEqual([]);
  });

  it('stops counting operations whose answer never came after 5 minutes', async () => {
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => ({ data: acknowledged(body) }),
      'GET /api/e/message/.*': () => ({ data: pending }),
    });
    const { store } = storeOnFakes({ http });
    store.start();
    for (let i = 0; i < 5; i += 1) await store.send(`Question ${i}`);
    await store.send('Une de trop');
    expect(store.$composerError.get()).toBe(TEXTS.tooManyOperations);
    vi.advanceTimersByTime(RECORD_TTL_MS);
    await store.send('Maintenant oui');
    expect(store.$composerError.get()).toBeNull();
    expect(http.post).toHaveBeenCalledTimes(6);
  });
});
