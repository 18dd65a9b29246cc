import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { aRequest, asking, QUESTION, serverCopy, storeOnFakes, TEXTS } from './legal-search.fixtures.ts';
import { SAVED_SEARCH_KEY } from './saved-search.ts';
import { WAITING_MAX_MS } from '../shared/waiting.ts';

describe('legal search store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the question as multipart with its localId and language, shown pending at once', async () => {
    const { store, http } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(`  ${QUESTION} `);
    const sent = store.submit();
    expect(store.$current.get()).toMatchObject({
      questionText: QUESTION,
      answerStatus: 'pending',
      localId: 'local-new',
    });
    expect(store.$history.get().data[0]).toMatchObject({ localId: 'local-new', answerStatus: 'pending' });
    expect(store.$announcement.get()).toBe('pending');
    await sent;
    const body = http.post.mock.calls[0]?.[1] as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      questionText: QUESTION,
      localId: 'local-new',
      language: 'fr',
    });
    expect(body.has('thinkMode')).toBe(false);
    expect(store.$current.get()?._id).toBe('srv-1');
  });

  it('ignores an empty question and a new search while one is pending', async () => {
    const { store, http } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft('   ');
    await store.submit();
    expect(http.post).not.toHaveBeenCalled();
    store.setDraft(QUESTION);
    await store.submit();
    expect(store.$busy.get()).toBe(true);
    store.setDraft('Autre question ?');
    await store.submit();
    expect(http.post).toHaveBeenCalledOnce();
  });

  it('asks aloud: the recording with the browser transcript (even none), leaving the typed question alone; not while one is pending', async () => {
    const { store, http } = storeOnFakes({ http: asking(() => ({ data: serverCopy({ questionText: '' }) })) });
    store.start();
    store.setDraft('Brouillon');
    const voice = new Blob(['webm'], { type: 'audio/webm' });
    expect(await store.submitRecording(voice, '  ')).toBe('local-new');
    const body = http.post.mock.calls[0]?.[1] as FormData;
    expect(body.get('questionText')).toBe('');
    expect(body.get('audioFile')).toBeInstanceOf(Blob);
    expect(store.$draft.get()).toBe('Brouillon');
    expect(await store.submitRecording(voice, QUESTION)).toBeNull();
    expect(http.post).toHaveBeenCalledOnce();
  });

  it('rotates the waiting messages from the moment the search is sent, without the chat’s 2 s delay', async () => {
    // The fixtures' random is 0.5: each message stays 1500 + 0.5 × 2500 = 2750 ms.
    const { store } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(store.$waiting.get()).toBe(0);
    vi.advanceTimersByTime(2749);
    expect(store.$waiting.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store.$waiting.get()).toBe(1);
  });

  it('completes on the push, clears the question and stops the waiting messages', async () => {
    const { store, socket } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    vi.advanceTimersByTime(WAITING_MAX_MS);
    expect(store.$waiting.get()).toBe(1);
    socket.push({
      request: serverCopy({ answerStatus: 'completed', answerText: 'Réponse [1]', sources: aRequest().sources }),
      status: 'completed',
    });
    expect(store.$current.get()).toMatchObject({ answerStatus: 'completed', answerText: 'Réponse [1]' });
    expect(store.$history.get().data[0]?.answerStatus).toBe('completed');
    expect(store.$announcement.get()).toBe('completed');
    expect(store.$busy.get()).toBe(false);
    expect(store.$draft.get()).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the answer when the push arrives before the POST response', async () => {
    let answer: (value: unknown) => void = () => {};
    const { store, socket } = storeOnFakes({ http: asking(() => new Promise((resolve) => (answer = resolve))) });
    store.start();
    store.setDraft(QUESTION);
    const sent = store.submit();
    socket.push({ request: serverCopy({ answerStatus: 'completed', answerText: 'Réponse' }), status: 'completed' });
    answer({ data: serverCopy() });
    await sent;
    expect(store.$current.get()?.answerStatus).toBe('completed');
    expect(store.$busy.get()).toBe(false);
  });

  it('fails on a push with the question but no answer, and keeps the question typed', async () => {
    const { store, socket, storage } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    socket.push({ request: serverCopy({ answerStatus: 'completed', answerText: null }), status: 'completed' });
    expect(store.$current.get()?.answerStatus).toBe('failed');
    expect(store.$announcement.get()).toBe('failed');
    expect(store.$draft.get()).toBe(QUESTION);
    expect(JSON.parse(storage.values.get(SAVED_SEARCH_KEY) ?? '{}')).toEqual({ draft: QUESTION, activeId: null });
  });

  it('fails on a push error', async () => {
    const { store, socket } = storeOnFakes({ http: asking() });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    socket.push({ request: serverCopy({ answerStatus: 'failed' }), status: 'failed', err: 'Moteur indisponible' });
    expect(store.$current.get()).toMatchObject({ answerStatus: 'failed', err: 'Moteur indisponible' });
    expect(store.$draft.get()).toBe(QUESTION);
  });

  it('fails when the server refuses the search, tells why, and keeps the question', async () => {
    const { store, deps } = storeOnFakes({
      http: asking(() => Promise.reject(new HttpError({ statusCode: 429, message: 'Trop de recherches.' }))),
    });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(store.$current.get()?.answerStatus).toBe('failed');
    expect(store.$history.get().data).toEqual([]);
    expect(store.$busy.get()).toBe(false);
    expect(store.$draft.get()).toBe(QUESTION);
    expect(deps.notify).toHaveBeenCalledWith({
      title: TEXTS.error,
      description: 'Trop de recherches.',
      variant: 'destructive',
    });
  });
});
