import { describe, expect, it } from 'vitest';
import { aQuestion, anAnswer } from './chat-store.fixtures.ts';
import {
  answerOf,
  entryKey,
  findEntry,
  mergeMessage,
  mergeMessages,
  optimisticMessage,
  prependOlder,
  sameMessage,
  toEntry,
} from './chat-entries.ts';

const unsent = () => aQuestion({ _id: '', localId: 'local-9', answerStatus: 'pending' });

describe('chat entries', () => {
  it('keys a message by its localId, else by its server id', () => {
    expect(entryKey(aQuestion())).toBe('local-1');
    expect(entryKey(anAnswer())).toBe('a1');
  });

  it('matches a message with its optimistic copy by localId, and by id once known', () => {
    expect(sameMessage(unsent(), aQuestion({ _id: 'm9', localId: 'local-9' }))).toBe(true);
    expect(sameMessage(anAnswer(), anAnswer({ contentText: 'autre' }))).toBe(true);
    expect(sameMessage(aQuestion({ _id: '', localId: null }), aQuestion({ _id: '', localId: null }))).toBe(false);
    expect(sameMessage(aQuestion(), anAnswer())).toBe(false);
  });

  it('builds the optimistic message pending, unacknowledged, with the think mode', () => {
    const message = optimisticMessage({
      contentText: 'Bonjour',
      localId: 'l',
      discussion: '',
      thinkMode: 'think',
      isAudioQuestion: false,
      now: new Date('2025-01-01T00:00:00.000Z'),
    });
    expect(message).toMatchObject({
      _id: '',
      localId: 'l',
      senderType: 'user',
      answerStatus: 'pending',
      thinkMode: 'think',
      retryCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('never lets a late pending take back a failure, never changes a completed status, never counts retries down', () => {
    const failed = aQuestion({ answerStatus: 'failed', err: 'panne', retryCount: 2 });
    expect(mergeMessage(failed, aQuestion({ answerStatus: 'pending', retryCount: 0 }))).toMatchObject({
      answerStatus: 'failed',
      err: 'panne',
      retryCount: 2,
    });
    expect(mergeMessage(aQuestion(), aQuestion({ answerStatus: 'failed', err: 'x' }))).toMatchObject({
      answerStatus: 'completed',
      err: null,
    });
    expect(mergeMessage(unsent(), aQuestion({ _id: 'm9', localId: 'local-9', answerStatus: 'pending' }))).toMatchObject(
      { _id: 'm9', answerStatus: 'pending' },
    );
    expect(
      mergeMessage(aQuestion({ answerStatus: 'pending' }), aQuestion({ answerStatus: 'failed', err: 'x' })),
    ).toMatchObject({ answerStatus: 'failed', err: 'x' });
    expect(mergeMessage(anAnswer(), anAnswer({ feedback: 'up' })).feedback).toBe('up');
  });

  it("keeps a spoken question's transcript when the POST's answer, with no text yet, comes after the push", () => {
    const answered = aQuestion({
      _id: 'm9',
      localId: 'local-9',
      contentText: 'Comment divorcer ?',
      audioFile: 'storage://q.webm',
      isAudioQuestion: true,
      answerStatus: 'completed',
    });
    const postAnswer = aQuestion({
      _id: 'm9',
      localId: 'local-9',
      contentText: '',
      audioFile: 'storage://q.webm',
      isAudioQuestion: true,
      answerStatus: 'pending',
    });
    expect(mergeMessage(answered, postAnswer)).toMatchObject({
      _id: 'm9',
      contentText: 'Comment divorcer ?',
      answerStatus: 'completed',
    });
    const unsentRecording = aQuestion({
      _id: '',
      localId: 'local-9',
      contentText: '',
      answerStatus: 'failed',
      err: 'réseau',
    });
    expect(mergeMessage(unsentRecording, postAnswer)).toMatchObject({ _id: 'm9', answerStatus: 'failed' });
  });

  it('merges a page: known messages updated in place, new ones appended, acknowledged ones without send error', () => {
    const entries = [toEntry(aQuestion({ answerStatus: 'pending' })), toEntry(unsent(), 'réseau')];
    const merged = mergeMessages(entries, [
      aQuestion(),
      anAnswer(),
      aQuestion({ _id: 'm9', localId: 'local-9', answerStatus: 'pending' }),
    ]);
    expect(merged.map((entry) => [entry.key, entry.message.answerStatus, entry.sendError])).toEqual([
      ['local-1', 'completed', null],
      ['local-9', 'pending', null],
      ['a1', 'completed', null],
    ]);
  });

  it('puts an older page above, without repeating messages that moved pages', () => {
    const entries = [toEntry(aQuestion({ _id: 'm3', localId: 'l3' }))];
    const older = [aQuestion({ _id: 'm2', localId: 'l2' }), aQuestion({ _id: 'm3', localId: 'l3' })];
    expect(prependOlder(entries, older).map((entry) => entry.key)).toEqual(['l2', 'l3']);
  });

  it('finds a question and its answer among the entries', () => {
    const entries = [toEntry(aQuestion()), toEntry(anAnswer())];
    expect(findEntry(entries, { _id: 'm1', localId: null })?.key).toBe('local-1');
    expect(answerOf(entries, aQuestion())?.key).toBe('a1');
    expect(answerOf(entries, unsent())).toBeUndefined();
  });
});
