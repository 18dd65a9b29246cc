import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import {
  acknowledged,
  aDiscussion,
  aPage,
  completedPush,
  fakeHttp,
  formOf,
  NEW_CONVERSATION,
  offline,
  openOn,
  QUESTION,
  recording,
  refused,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';

describe('chat store: sending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message pending at once, clears the draft, and posts it as multipart with 2 attempts', async () => {
    const { store, http } = storeOnFakes({ http: recording() });
    store.start();
    store.setDraft(`  ${QUESTION} `);
    const sent = store.send();
    expect(store.$entries.get()).toMatchObject([
      {
        key: 'local-1',
        message: { _id: '', senderType: 'user', answerStatus: 'pending', contentText: QUESTION },
        sendError: null,
        typing: null,
      },
    ]);
    expect(store.$draft.get()).toBe('');
    expect(store.$awaiting.get()).toBe(true);
    await sent;
    const [path, body, options] = http.post.mock.calls[0] ?? [];
    expect(path).toBe('/api/e/message');
    expect(formOf(body)).toEqual({
      discussion: 'd1',
      contentText: QUESTION,
      localId: 'local-1',
      language: 'fr',
      thinkMode: 'instant',
    });
    expect(options).toEqual({ attempts: 2 });
    expect(store.$entries.get()[0]).toMatchObject({
      key: 'local-1',
      message: { _id: 'm-local-1', answerStatus: 'pending' },
    });
  });

  it('sends a question posted before hydration again with its own localId, without touching the draft', async () => {
    const { store, http } = storeOnFakes({ http: recording() });
    store.start();
    store.setDraft('typed after');
    await store.sendEarly(QUESTION, 'early-abc');
    expect(formOf(http.post.mock.calls[0]?.[1])).toMatchObject({ contentText: QUESTION, localId: 'early-abc' });
    expect(store.$entries.get()).toMatchObject([
      { key: 'early-abc', message: { _id: 'm-early-abc', answerStatus: 'pending' } },
    ]);
    expect(store.$draft.get()).toBe('typed after');
  });

  it('moves the conversation written in to the top of the list', async () => {
    const initial = {
      ...openOn(),
      current: aDiscussion({ _id: 'd2' }),
      discussions: aPage([aDiscussion(), aDiscussion({ _id: 'd2' })]),
    };
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => ({
        data: acknowledged(body, { updatedAt: '2025-03-21T08:00:00.000Z' }),
      }),
    });
    const { store } = storeOnFakes({ http, initial });
    store.start();
    await store.send(QUESTION);
    expect(store.$conversations.get().items.map((item) => [item._id, item.updatedAt])).toEqual([
      ['d2', '2025-03-21T08:00:00.000Z'],
      ['d1', '2025-03-20T09:00:00.000Z'],
    ]);
  });

  it('sends a voice recording, again on retry, but keeps no recording alone across reloads', async () => {
    let attempt = 0;
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) =>
        ++attempt === 1 ? offline() : { data: acknowledged(body, { isAudioQuestion: true }) },
    });
    const { store, storage } = storeOnFakes({ http });
    store.start();
    const voice = new Blob(['ogg'], { type: 'audio/ogg' });
    await store.send('', voice);
    expect(store.$entries.get()[0]?.message).toMatchObject({ isAudioQuestion: true, answerStatus: 'failed' });
    expect(storage.values.size).toBe(0);
    await store.retry('local-1');
    const form = formOf(http.post.mock.calls[1]?.[1]);
    expect(form.contentText).toBe('');
    expect(form.audioFile).toBeInstanceOf(Blob);
    expect(store.$entries.get()[0]?.message).toMatchObject({ _id: 'm-local-1', answerStatus: 'pending' });
  });

  it('sends a question asked aloud with the browser transcript, resolving with its key; a refused one resolves null', async () => {
    const { store, http } = storeOnFakes({ http: recording() });
    store.start();
    store.setDraft('Mon brouillon');
    const voice = new Blob(['webm'], { type: 'audio/webm' });
    const sending = store.sendRecording(voice, ' Comment divorcer ? ');
    expect(store.$entries.get()[0]?.message).toMatchObject({
      isAudioQuestion: true,
      contentText: 'Comment divorcer ?',
      answerStatus: 'pending',
    });
    expect(await sending).toBe('local-1');
    const form = formOf(http.post.mock.calls[0]?.[1]);
    expect(form.contentText).toBe('Comment divorcer ?');
    expect(form.audioFile).toBeInstanceOf(Blob);
    expect(store.$draft.get()).toBe('Mon brouillon');
    expect(await store.sendRecording(voice, 'x'.repeat(10_001))).toBeNull();
  });

  it('sends a starter question without touching the draft', async () => {
    const { store, http } = storeOnFakes({ http: recording() });
    store.start();
    store.setDraft('Mon brouillon');
    await store.send('Comment créer une entreprise ?');
    expect(formOf(http.post.mock.calls[0]?.[1]).contentText).toBe('Comment créer une entreprise ?');
    expect(store.$draft.get()).toBe('Mon brouillon');
  });

  it('creates the conversation with the first message: open, listed first, and in the URL', async () => {
    const created = aDiscussion({ _id: 'd9', title: 'Comment divorcer…' });
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => ({
        data: acknowledged(body, { discussion: 'd9' }),
        discussion: created,
      }),
    });
    const { store, deps } = storeOnFakes({ http, initial: NEW_CONVERSATION, localePrefix: '/en' });
    store.start();
    await store.send(QUESTION);
    expect(formOf(http.post.mock.calls[0]?.[1])).not.toHaveProperty('discussion');
    expect(store.$current.get()).toEqual(created);
    expect(store.$conversations.get().items.map((item) => item._id)).toEqual(['d9', 'd1']);
    expect(deps.navigate).toHaveBeenCalledWith('/en/chat/d9', { replace: true });
  });

  it('sends the next message of a new conversation into the conversation the first one creates', async () => {
    let answer: (value: unknown) => void = () => {};
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) =>
        formOf(body).localId === 'local-1'
          ? new Promise((resolve) => (answer = resolve))
          : { data: acknowledged(body, { discussion: 'd9' }) },
    });
    const { store } = storeOnFakes({ http, initial: NEW_CONVERSATION });
    store.start();
    const first = store.send('Première question');
    const second = store.send('Deuxième question');
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledOnce();
    answer({
      data: acknowledged(http.post.mock.calls[0]?.[1], { discussion: 'd9' }),
      discussion: aDiscussion({ _id: 'd9' }),
    });
    await Promise.all([first, second]);
    expect(formOf(http.post.mock.calls[1]?.[1]).discussion).toBe('d9');
    expect(store.$entries.get().map((entry) => entry.message._id)).toEqual(['m-local-1', 'm-local-2']);
  });

  it('on a network failure, fails the entry with the connection’s reason and leaves the telling to the platform’s connection toast', async () => {
    const { store, deps } = storeOnFakes({ http: fakeHttp({ 'POST /api/e/message': offline }) });
    store.start();
    await store.send(QUESTION);
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { _id: '', answerStatus: 'failed' }, sendError: TEXTS.network },
    ]);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(store.$errors.get()['local-1']?.message).toBe(TEXTS.network);
  });

  it.each([
    ['413', refused(413, 'Payload Too Large'), TEXTS.tooLarge],
    ['429', refused(429, 'Too Many Requests'), TEXTS.rateLimited],
    ['another refusal, in the server words', refused(404, 'Conversation introuvable'), 'Conversation introuvable'],
  ])('on %s, fails the entry with the reason and an "Erreur d\'envoi" toast', async (_case, post, reason) => {
    const { store, deps } = storeOnFakes({ http: fakeHttp({ 'POST /api/e/message': post }) });
    store.start();
    await store.send(QUESTION);
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { _id: '', answerStatus: 'failed' }, sendError: reason },
    ]);
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.sendErrorTitle,
      description: reason,
      variant: 'destructive',
    });
    expect(store.$errors.get()['local-1']?.message).toBe(reason);
    expect(store.$awaiting.get()).toBe(false);
  });

  it('keeps the answer when the push arrives before the POST response', async () => {
    let answer: (value: unknown) => void = () => {};
    const { store, socket, http } = storeOnFakes({
      http: fakeHttp({ 'POST /api/e/message': () => new Promise((resolve) => (answer = resolve)) }),
    });
    store.start();
    const sent = store.send(QUESTION);
    const server = acknowledged(http.post.mock.calls[0]?.[1]);
    socket.push({
      question: { ...server, answerStatus: 'completed' },
      answer: null,
      status: 'failed',
      err: 'Moteur',
      type: 'answer',
    });
    answer({ data: server });
    await sent;
    expect(store.$entries.get()[0]?.message).toMatchObject({ _id: 'm-local-1', answerStatus: 'failed', err: 'Moteur' });
  });

  it('does not turn an answered question into a failure when the POST response is lost', async () => {
    let fail: (error: unknown) => void = () => {};
    const { store, socket, http, deps } = storeOnFakes({
      http: fakeHttp({ 'POST /api/e/message': () => new Promise((_resolve, reject) => (fail = reject)) }),
    });
    store.start();
    const sent = store.send(QUESTION);
    const server = acknowledged(http.post.mock.calls[0]?.[1]);
    socket.push(completedPush(server));
    fail(new HttpError({ statusCode: 0, message: 'Failed to fetch', code: 'ERR_NETWORK' }));
    await sent;
    expect(store.$entries.get()[0]).toMatchObject({ message: { answerStatus: 'completed' }, sendError: null });
    expect(deps.notify).not.toHaveBeenCalled();
    expect(store.$entries.get()).toHaveLength(2);
  });
});
