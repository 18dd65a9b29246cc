import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import {
  aPage,
  asking,
  fakeConnection,
  fakeOutbox,
  memoryStorage,
  QUESTION,
  serverCopy,
  settleMicrotasks,
  storeOnFakes,
} from './legal-search.fixtures.ts';
import { OFFLINE_QUESTION_KEY } from './offline-question.ts';

const fieldsOf = (call: unknown[] | undefined) =>
  Object.fromEntries(((call?.[1] ?? new FormData()) as FormData).entries());

/** docs/ARCHITECTURE.md "Offline": a question asked offline waits, kept, and is asked once when the connection is back. */
describe('legal search store: a question asked offline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits, kept in lasting storage, and is asked once when the connection is back', async () => {
    const connection = fakeConnection(false);
    const { store, http, lastingStorage, outbox, deps } = storeOnFakes({ http: asking(), connection });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(http.post).not.toHaveBeenCalled();
    expect(store.$offline.get()).toBe(true);
    expect(store.$current.get()).toMatchObject({
      questionText: QUESTION,
      answerStatus: 'pending',
      localId: 'local-new',
    });
    expect(store.$busy.get()).toBe(true);
    expect(JSON.parse(lastingStorage.getItem(OFFLINE_QUESTION_KEY) ?? '{}')).toMatchObject({
      localId: 'local-new',
      questionText: QUESTION,
    });
    expect(deps.notify).not.toHaveBeenCalled();
    // Filed for the service worker too, with the fields it posts.
    expect(outbox.filed.get('local-new')).toEqual({
      localId: 'local-new',
      kind: 'legal-search',
      fields: { questionText: QUESTION, localId: 'local-new', language: 'fr' },
      askedAt: '2025-03-02T09:00:00.000Z',
    });

    connection.back();
    connection.back();
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(fieldsOf(http.post.mock.calls[0])).toMatchObject({ questionText: QUESTION, localId: 'local-new' });
    expect(store.$offline.get()).toBe(false);
    expect(store.$current.get()?._id).toBe('srv-1');
    expect(lastingStorage.getItem(OFFLINE_QUESTION_KEY)).toBeNull();
    expect(outbox.filed.size).toBe(0);
  });

  it('waits when the connection goes while asking', async () => {
    const connection = fakeConnection();
    const http = asking(() => {
      connection.lost();
      return Promise.reject(new HttpError({ statusCode: 0, message: 'Failed to fetch', code: 'ERR_NETWORK' }));
    });
    const { store } = storeOnFakes({ http, connection });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(store.$offline.get()).toBe(true);
    expect(store.$current.get()?.answerStatus).toBe('pending');
  });

  it('is shown waiting on the next visit while offline, and asked once the page opens online', async () => {
    const lastingStorage = memoryStorage();
    const first = storeOnFakes({ http: asking(), connection: fakeConnection(false), lastingStorage });
    first.store.start();
    first.store.setDraft(QUESTION);
    await first.store.submit();

    const stillOffline = storeOnFakes({ http: asking(), connection: fakeConnection(false), lastingStorage });
    stillOffline.store.start();
    expect(stillOffline.store.$offline.get()).toBe(true);
    expect(stillOffline.store.$current.get()).toMatchObject({ questionText: QUESTION, localId: 'local-new' });

    const http = asking(() => ({ data: serverCopy() }));
    const online = storeOnFakes({ http, lastingStorage, uuid: () => 'another' });
    online.store.start();
    await settleMicrotasks();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(fieldsOf(http.post.mock.calls[0])).toMatchObject({ localId: 'local-new', questionText: QUESTION });
    expect(online.store.$current.get()?._id).toBe('srv-1');
  });

  it('is shown once, as the server has it, when the service worker sent it while the page was closed', async () => {
    const lastingStorage = memoryStorage();
    const outbox = fakeOutbox();
    const first = storeOnFakes({ http: asking(), connection: fakeConnection(false), lastingStorage, outbox });
    first.store.start();
    first.store.setDraft(QUESTION);
    await first.store.submit();

    const answered = serverCopy({ answerStatus: 'completed', answerText: 'Vingt-quatre heures.' });
    const http = asking();
    const again = storeOnFakes({ http, lastingStorage, outbox, initial: aPage([answered]), uuid: () => 'another' });
    again.store.start();
    await settleMicrotasks();
    expect(http.post).not.toHaveBeenCalled();
    expect(again.store.$offline.get()).toBe(false);
    expect(again.store.$current.get()).toMatchObject({ _id: 'srv-1', answerStatus: 'completed' });
    expect(again.store.$history.get().data.map((item) => item._id)).toEqual(['srv-1']);
    expect(lastingStorage.getItem(OFFLINE_QUESTION_KEY)).toBeNull();
    expect(outbox.filed.size).toBe(0);
  });

  it('leaves the outbox alone for a question asked online', async () => {
    const { store, http, outbox } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(outbox.taken).toEqual([]);
  });
});
