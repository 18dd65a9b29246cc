import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledged,
  anAnswer,
  aQuestion,
  fakeHttp,
  formOf,
  offline,
  openOn,
  QUESTION,
  refused,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';

const failed = (overrides = {}) => aQuestion({ answerStatus: 'failed', err: 'Moteur indisponible', ...overrides });

describe('chat store: retry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts a message never acknowledged again, with the same localId, pending again', async () => {
    let attempt = 0;
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => (++attempt === 1 ? offline() : { data: acknowledged(body) }),
    });
    const { store } = storeOnFakes({ http });
    store.start();
    await store.send(QUESTION);
    expect(store.$entries.get()[0]?.message.answerStatus).toBe('failed');
    const retried = store.retry('local-1');
    expect(store.$entries.get()[0]).toMatchObject({
      message: { answerStatus: 'pending', retryCount: 1 },
      sendError: null,
    });
    await retried;
    expect(http.post).toHaveBeenCalledTimes(2);
    expect(formOf(http.post.mock.calls[1]?.[1]).localId).toBe('local-1');
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { _id: 'm-local-1', answerStatus: 'pending', retryCount: 1 }, sendError: null },
    ]);
  });

  it('asks the server to answer an acknowledged message again', async () => {
    const http = fakeHttp({
      'POST /api/e/message/m1/regenerate-answer': () => ({
        data: aQuestion({ answerStatus: 'pending', retryCount: 1 }),
      }),
    });
    const { store } = storeOnFakes({ http, initial: openOn([failed()]) });
    store.start();
    const retried = store.retry('local-1');
    expect(store.$entries.get()[0]?.message).toMatchObject({ answerStatus: 'pending', err: null, retryCount: 1 });
    await retried;
    expect(http.post).toHaveBeenCalledWith('/api/e/message/m1/regenerate-answer');
    expect(store.$entries.get()[0]?.message).toMatchObject({ answerStatus: 'pending', retryCount: 1 });
  });

  it('retries only failed user messages', async () => {
    const awaiting = aQuestion({ _id: 'm3', localId: 'l3', answerStatus: 'pending' });
    const http = fakeHttp({
      'POST /api/e/message/.*': () => ({ data: aQuestion() }),
      'GET /api/e/message/m3': () => ({ data: awaiting }),
    });
    const { store } = storeOnFakes({
      http,
      initial: openOn([aQuestion(), anAnswer({ answerStatus: 'failed' }), awaiting]),
    });
    store.start();
    await store.retry('local-1');
    await store.retry('a1');
    await store.retry('l3');
    await store.retry('unknown');
    expect(http.post).not.toHaveBeenCalled();
    expect(store.$entries.get().map((entry) => entry.message.answerStatus)).toEqual(['completed', 'failed', 'pending']);
  });

  it('refuses a fourth retry', async () => {
    const http = fakeHttp({ 'POST /api/e/message/.*': () => ({ data: aQuestion() }) });
    const { store, deps } = storeOnFakes({ http, initial: openOn([failed({ retryCount: 3 })]) });
    store.start();
    await store.retry('local-1');
    expect(http.post).not.toHaveBeenCalled();
    expect(store.$composerError.get()).toBe(TEXTS.maxRetries);
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.maxRetries, variant: 'warning' });
    expect(store.$entries.get()[0]?.message.answerStatus).toBe('failed');
  });

  it('counts every retry of a message that keeps failing, up to the limit', async () => {
    const { store, http } = storeOnFakes({ http: fakeHttp({ 'POST /api/e/message': offline }) });
    store.start();
    await store.send(QUESTION);
    for (let i = 0; i < 4; i += 1) await store.retry('local-1');
    expect(http.post).toHaveBeenCalledTimes(4);
    expect(store.$entries.get()[0]?.message).toMatchObject({ answerStatus: 'failed', retryCount: 3 });
    expect(store.$composerError.get()).toBe(TEXTS.maxRetries);
  });

  it('fails again with the reason and a toast when the retry is refused', async () => {
    const http = fakeHttp({
      'POST /api/e/message/m1/regenerate-answer': refused(409, 'Seul un message en échec peut être renvoyé.'),
    });
    const { store, deps } = storeOnFakes({ http, initial: openOn([failed()]) });
    store.start();
    await store.retry('local-1');
    expect(store.$entries.get()[0]).toMatchObject({
      message: { answerStatus: 'failed', retryCount: 1 },
      sendError: 'Seul un message en échec peut être renvoyé.',
    });
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.sendErrorTitle,
      description: 'Seul un message en échec peut être renvoyé.',
      variant: 'destructive',
    });
  });
});
