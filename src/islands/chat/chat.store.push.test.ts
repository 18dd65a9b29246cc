import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aDiscussion,
  anAnswer,
  aPage,
  aQuestion,
  completedPush,
  failedPush,
  fakeHttp,
  openOn,
  refused,
  settleMicrotasks,
  storeOnFakes,
  TEXTS,
} from './chat-store.fixtures.ts';
import { TYPING_CLEAR_MS, TYPING_STEP_MS } from './typing.ts';
import { WAITING_START_MS } from './waiting-status.ts';

const pending = aQuestion({ answerStatus: 'pending' });
const typed = (store: ReturnType<typeof storeOnFakes>['store'], key: string) =>
  store.$entries.get().find((entry) => entry.key === key)?.typing;

describe('chat store: answers by push', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('completes the question and types the answer in, 5 characters every 20 ms, gone 1 s after', async () => {
    const answer = anAnswer({ contentText: 'abcdefghijkl' });
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    store.start();
    socket.push(completedPush(pending, answer));
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-1', 'completed'],
      ['a1', 'completed'],
    ]);
    expect(typed(store, 'a1')).toBe('');
    vi.advanceTimersByTime(TYPING_STEP_MS);
    expect(typed(store, 'a1')).toBe('abcde');
    vi.advanceTimersByTime(TYPING_STEP_MS * 2);
    expect(typed(store, 'a1')).toBe('abcdefghijkl');
    vi.advanceTimersByTime(TYPING_CLEAR_MS - 1);
    expect(typed(store, 'a1')).toBe('abcdefghijkl');
    vi.advanceTimersByTime(1);
    expect(typed(store, 'a1')).toBeNull();
    expect(store.$entries.get()[1]?.message.contentText).toBe('abcdefghijkl');
  });

  it('re-reads the conversation of a spoken question once answered, so its title is the transcript’s, not « Question vocale »', async () => {
    const spoken = aQuestion({
      answerStatus: 'pending',
      isAudioQuestion: true,
      contentText: 'Mon voisin fait du bruit la nuit',
    });
    const initial = {
      ...openOn([spoken]),
      current: aDiscussion({ title: 'Question vocale' }),
      discussions: aPage([aDiscussion({ title: 'Question vocale' })]),
    };
    const http = fakeHttp({
      'GET /api/e/discussion/d1': () => ({ data: aDiscussion({ title: 'Mon voisin fait du bruit la nuit' }) }),
    });
    const { store, socket } = storeOnFakes({ http, initial });
    store.start();
    socket.push(completedPush({ ...spoken, answerStatus: 'completed' }));
    await settleMicrotasks();
    expect(store.$current.get()?.title).toBe('Mon voisin fait du bruit la nuit');
    expect(store.$conversations.get().items[0]?.title).toBe('Mon voisin fait du bruit la nuit');
  });

  it('handles pushes one at a time: the next answer waits for the previous one to be typed', async () => {
    const second = aQuestion({ _id: 'm2', localId: 'local-2', answerStatus: 'pending' });
    const { store, socket } = storeOnFakes({ initial: openOn([pending, second]) });
    store.start();
    socket.push(completedPush(pending, anAnswer({ contentText: 'x'.repeat(10) })));
    socket.push(completedPush(second, anAnswer({ _id: 'a2', replyTo: 'm2', contentText: 'y'.repeat(10) })));
    expect(store.$entries.get().map((entry) => entry.key)).toEqual(['local-1', 'local-2', 'a1']);
    expect(store.$entries.get()[1]?.message.answerStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(TYPING_STEP_MS * 2);
    expect(store.$entries.get().map((entry) => entry.key)).toEqual(['local-1', 'local-2', 'a1', 'a2']);
    expect(typed(store, 'a2')).toBe('');
  });

  it('stops typing when another conversation opens, so its answers come at once', async () => {
    const elsewhere = aQuestion({ _id: 'm5', localId: 'local-5', discussion: 'd2', answerStatus: 'pending' });
    const http = fakeHttp({
      'GET /api/e/message/.*': () => refused(500, 'Indisponible')(),
      'GET /api/e/discussion/d2': () => ({ data: aDiscussion({ _id: 'd2' }) }),
      'GET /api/e/message': () => aPage([elsewhere]),
    });
    const { store, socket } = storeOnFakes({ http, initial: openOn([pending]) });
    store.start();
    socket.push(completedPush(pending, anAnswer({ contentText: 'x'.repeat(1000) })));
    await store.open('d2');
    socket.push(completedPush(elsewhere, anAnswer({ _id: 'a5', replyTo: 'm5', discussion: 'd2' })));
    await settleMicrotasks();
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-5', 'completed'],
      ['a5', 'completed'],
    ]);
  });

  it('ignores heartbeats', () => {
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    store.start();
    const before = store.$entries.get();
    socket.push({ ...completedPush(pending), type: 'heartbeat' });
    expect(store.$entries.get()).toBe(before);
  });

  it('leaves the message area alone for another conversation, and moves that one to the top of the list', () => {
    const other = aQuestion({
      _id: 'm7',
      localId: 'local-7',
      discussion: 'd2',
      answerStatus: 'pending',
      updatedAt: '2025-03-21T10:00:00.000Z',
    });
    const initial = {
      ...openOn([pending]),
      discussions: aPage([aDiscussion(), aDiscussion({ _id: 'd2', title: 'Bail' })]),
    };
    const { store, socket } = storeOnFakes({ initial });
    store.start();
    const before = store.$entries.get();
    socket.push(
      completedPush(other, anAnswer({ discussion: 'd2', replyTo: 'm7', updatedAt: '2025-03-21T10:00:01.000Z' })),
    );
    expect(store.$entries.get()).toBe(before);
    expect(store.$conversations.get().items.map((item) => [item._id, item.updatedAt])).toEqual([
      ['d2', '2025-03-21T10:00:01.000Z'],
      ['d1', '2025-03-20T09:00:00.000Z'],
    ]);
  });

  it('fails the question on a failed push, with its err or the generic text', async () => {
    const second = aQuestion({ _id: 'm2', localId: 'local-2', answerStatus: 'pending' });
    const { store, socket } = storeOnFakes({ initial: openOn([pending, second]) });
    store.start();
    socket.push(failedPush(pending, 'Moteur indisponible'));
    socket.push(failedPush(second));
    await settleMicrotasks();
    expect(store.$entries.get().map((entry) => [entry.message.answerStatus, entry.message.err])).toEqual([
      ['failed', 'Moteur indisponible'],
      ['failed', TEXTS.pushFailed],
    ]);
  });

  it('fails the question on a push that has the question but no answer', () => {
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    store.start();
    socket.push({ question: pending, answer: null, status: 'completed', type: 'answer' });
    expect(store.$entries.get()).toMatchObject([{ message: { answerStatus: 'failed', err: TEXTS.pushFailed } }]);
  });

  it('ignores a push for a question already settled: no second answer', async () => {
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    store.start();
    socket.push(completedPush(pending));
    await vi.advanceTimersByTimeAsync(5000);
    socket.push(completedPush(pending, anAnswer({ _id: 'a9' })));
    socket.push(failedPush(pending));
    expect(store.$entries.get().map((entry) => [entry.key, entry.message.answerStatus])).toEqual([
      ['local-1', 'completed'],
      ['a1', 'completed'],
    ]);
  });

  it('shows a rotating waiting text 2 s after an answer is awaited, until it comes', async () => {
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    store.start();
    expect(store.$awaiting.get()).toBe(true);
    vi.advanceTimersByTime(WAITING_START_MS - 1);
    expect(store.$waiting.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(TEXTS.waiting).toContain(store.$waiting.get());
    socket.push(completedPush(pending));
    expect(store.$awaiting.get()).toBe(false);
    expect(store.$waiting.get()).toBeNull();
  });

  it('stops listening and every timer when stopped', async () => {
    const { store, socket } = storeOnFakes({ initial: openOn([pending]) });
    const stop = store.start();
    socket.push(completedPush(pending, anAnswer({ contentText: 'x'.repeat(100) })));
    vi.advanceTimersByTime(WAITING_START_MS);
    stop();
    expect(socket.listeners()).toBe(0);
    expect(typed(store, 'a1')).toBeNull();
    // nanostores lets go of an atom's last listener 1 s later.
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
