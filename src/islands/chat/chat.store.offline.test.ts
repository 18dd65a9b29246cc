import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSENT_KEY } from './chat-memory.ts';
import {
  fakeConnection,
  fakeHttp,
  formOf,
  memoryStorage,
  NEW_CONVERSATION,
  offline,
  openOn,
  QUESTION,
  recording,
  refused,
  settleMicrotasks,
  storeOnFakes,
  acknowledged,
  aDiscussion,
  aQuestion,
} from './chat-store.fixtures.ts';

/** docs/ARCHITECTURE.md "Offline": a question asked offline waits, kept, and goes once when the connection is back. */
describe('chat store: questions asked offline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a question asked offline waiting, without trying the network, and sends it once when the connection is back', async () => {
    const connection = fakeConnection(false);
    const { store, http, storage, deps, outbox } = storeOnFakes({ http: recording(), connection });
    store.start();
    await store.send(QUESTION);
    expect(http.post).not.toHaveBeenCalled();
    // Filed for the service worker too, with the fields the page would post, in its conversation.
    expect(outbox.filed.get('local-1')).toMatchObject({
      kind: 'chat',
      fields: { discussion: 'd1', contentText: QUESTION, localId: 'local-1', language: 'fr', thinkMode: 'instant' },
    });
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', waiting: true, sendError: null, message: { _id: '', answerStatus: 'pending' } },
    ]);
    // Waiting for the connection is not waiting for an answer: no "the assistant is thinking".
    expect(store.$awaiting.get()).toBe(false);
    expect(JSON.parse(storage.getItem(UNSENT_KEY) ?? '{}').d1).toMatchObject([{ localId: 'local-1', waiting: true }]);
    expect(deps.notify).not.toHaveBeenCalled();

    connection.back();
    connection.back();
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(formOf(http.post.mock.calls[0]?.[1])).toMatchObject({ contentText: QUESTION, localId: 'local-1' });
    expect(store.$entries.get()[0]).toMatchObject({ message: { _id: 'm-local-1', answerStatus: 'pending' } });
    expect(store.$entries.get()[0]?.waiting).toBeUndefined();
    expect(storage.getItem(UNSENT_KEY)).toBeNull();
    expect(outbox.filed.size).toBe(0);
  });

  it('lets a question wait when the connection goes while it is being sent', async () => {
    const connection = fakeConnection();
    const http = fakeHttp({
      'POST /api/e/message': () => {
        connection.lost();
        return offline();
      },
    });
    const { store } = storeOnFakes({ http, connection });
    store.start();
    await store.send(QUESTION);
    expect(store.$entries.get()).toMatchObject([{ key: 'local-1', waiting: true, sendError: null }]);
  });

  it('sends on the next visit, once, what a previous page left waiting', async () => {
    const storage = memoryStorage();
    const first = storeOnFakes({ http: recording(), connection: fakeConnection(false), storage });
    first.store.start();
    await first.store.send(QUESTION);

    const http = recording();
    const again = storeOnFakes({ http, storage, connection: fakeConnection(true) });
    again.store.start();
    await settleMicrotasks();
    // Filed in the outbox on the previous visit: taken out now the server has it.
    expect(again.outbox.taken).toEqual(['local-1']);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(formOf(http.post.mock.calls[0]?.[1])).toMatchObject({ localId: 'local-1', contentText: QUESTION });
    expect(again.store.$entries.get()).toMatchObject([{ key: 'local-1', message: { _id: 'm-local-1' } }]);
  });

  it('shows what a previous page left waiting as waiting while still offline', () => {
    const storage = memoryStorage();
    const connection = fakeConnection(false);
    const first = storeOnFakes({ http: recording(), connection, storage });
    first.store.start();
    void first.store.send(QUESTION);
    const again = storeOnFakes({ http: recording(), storage, connection });
    again.store.start();
    expect(again.store.$entries.get()).toMatchObject([
      { key: 'local-1', waiting: true, message: { answerStatus: 'pending' } },
    ]);
  });

  it('shows once, as the server has it, a question the service worker sent while the page was closed', async () => {
    const storage = memoryStorage();
    const first = storeOnFakes({ http: recording(), connection: fakeConnection(false), storage });
    first.store.start();
    await first.store.send(QUESTION);
    const sent = aQuestion({ _id: 'm-local-1', localId: 'local-1', discussion: 'd1', answerStatus: 'completed' });
    const http = recording();
    const again = storeOnFakes({ http, storage, initial: openOn([sent]) });
    again.store.start();
    await settleMicrotasks();
    expect(http.post).not.toHaveBeenCalled();
    expect(again.store.$entries.get()).toMatchObject([{ key: 'local-1', message: { _id: 'm-local-1' } }]);
    expect(again.store.$entries.get()[0]?.waiting).toBeUndefined();
    expect(storage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('creates the new conversation with the first question waiting, the next ones joining it, in order', async () => {
    const connection = fakeConnection(false);
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => {
        const form = formOf(body);
        return form['discussion']
          ? { data: acknowledged(body, { discussion: 'd9' }) }
          : { data: acknowledged(body, { discussion: 'd9' }), discussion: aDiscussion({ _id: 'd9' }) };
      },
    });
    const { store, outbox } = storeOnFakes({ http, connection, initial: NEW_CONVERSATION });
    store.start();
    await store.send('Première question');
    await store.send('Deuxième question');
    // Neither names a conversation: the service worker, like the page, makes the first start it.
    expect([...outbox.filed.values()].map((question) => question.fields['discussion'])).toEqual([undefined, undefined]);
    connection.back();
    await settleMicrotasks();
    const forms = http.post.mock.calls.map((call) => formOf(call[1]));
    expect(forms.map((form) => [form['contentText'], form['discussion']])).toEqual([
      ['Première question', undefined],
      ['Deuxième question', 'd9'],
    ]);
  });

  it('takes a question out of the outbox when the server refuses it once back online: the worker must not send it', async () => {
    const connection = fakeConnection(false);
    const http = fakeHttp({ 'POST /api/e/message': refused(400, 'Message invalide') });
    const { store, outbox } = storeOnFakes({ http, connection });
    store.start();
    await store.send(QUESTION);
    expect(outbox.filed.has('local-1')).toBe(true);
    connection.back();
    await settleMicrotasks();
    expect(store.$entries.get()[0]?.sendError).toBe('Message invalide');
    expect(outbox.filed.size).toBe(0);
  });

  it('leaves the outbox alone for a question sent at once', async () => {
    const { store, http, outbox } = storeOnFakes({ http: recording() });
    store.start();
    await store.send(QUESTION);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(outbox.taken).toEqual([]);
  });
});
