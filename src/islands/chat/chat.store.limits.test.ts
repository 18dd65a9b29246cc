import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aDiscussion,
  aPage,
  fakeHttp,
  openOn,
  QUESTION,
  recording,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';

describe('chat store: what is checked before sending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['an empty message', '   ', TEXTS.empty],
    ['a message over 10000 characters', 'a'.repeat(10_001), TEXTS.tooLong],
  ])('refuses %s before anything', async (_case, text, error) => {
    const { store, http } = storeOnFakes({ http: recording() });
    store.start();
    store.setDraft(text);
    await store.send();
    expect(store.$composerError.get()).toBe(error);
    expect(store.$entries.get()).toEqual([]);
    expect(http.post).not.toHaveBeenCalled();
    store.setDraft('Bonjour');
    expect(store.$composerError.get()).toBeNull();
  });

  it("refuses to send into the conversation 'temp'", async () => {
    const { store, http } = storeOnFakes({
      http: recording(),
      initial: { ...openOn(), current: aDiscussion({ _id: 'temp' }) },
    });
    store.start();
    await store.send(QUESTION);
    expect(store.$composerError.get()).toBe(TEXTS.invalidDiscussion);
    expect(http.post).not.toHaveBeenCalled();
  });

  it('refuses a sixth operation while five are under way, with a toast', async () => {
    const http = fakeHttp({ 'POST /api/e/message': () => new Promise(() => {}) });
    const { store, deps } = storeOnFakes({ http });
    store.start();
    for (let i = 0; i < 5; i += 1) void store.send(`Question ${i}`);
    await store.send('Une de trop');
    expect(store.$composerError.get()).toBe(TEXTS.tooManyOperations);
    expect(deps.notify).toHaveBeenCalledWith({ title: TEXTS.tooManyOperations, variant: 'warning' });
    expect(http.post).toHaveBeenCalledTimes(5);
    expect(store.$entries.get()).toHaveLength(5);
  });

  it('counts a sent question as under way until its answer comes', async () => {
    const { store, socket, http } = storeOnFakes({ http: recording() });
    store.start();
    for (let i = 0; i < 5; i += 1) await store.send(`Question ${i}`);
    await store.send('Une de trop');
    expect(http.post).toHaveBeenCalledTimes(5);
    const first = store.$entries.get()[0]?.message;
    if (!first) throw new Error('no entry');
    socket.push({ question: first, answer: null, status: 'failed', type: 'answer' });
    await store.send('Maintenant oui');
    expect(http.post).toHaveBeenCalledTimes(6);
  });

  it('stops counting the questions of a conversation left once their answers come', async () => {
    const http = recording();
    http.routes['GET /api/e/discussion/d2'] = () => ({ data: aDiscussion({ _id: 'd2' }) });
    http.routes['GET /api/e/message'] = () => aPage([]);
    const { store, socket } = storeOnFakes({ http });
    store.start();
    for (let i = 0; i < 5; i += 1) await store.send(`Question ${i}`);
    const sent = store.$entries.get().map((entry) => entry.message);
    await store.open('d2');
    for (const question of sent) socket.push({ question, answer: null, status: 'failed', type: 'answer' });
    await settleMicrotasks();
    await store.send('Dans d2');
    expect(store.$composerError.get()).toBeNull();
    expect(http.post).toHaveBeenCalledTimes(6);
  });
});
