import { describe, expect, it } from 'vitest';
import { applyPush, concernsEntries } from './chat-push.ts';
import { aQuestion, anAnswer, completedPush, failedPush, TEXTS } from './chat-store.fixtures.ts';
import { toEntry } from './chat-entries.ts';

const pending = aQuestion({ answerStatus: 'pending' });

describe('a chat push applied to the entries', () => {
  it('completes the question and appends its answer, typed from nothing', () => {
    const result = applyPush([toEntry(pending)], completedPush(pending), TEXTS.pushFailed);
    expect(result?.entries.map((entry) => [entry.key, entry.message.answerStatus, entry.typing])).toEqual([
      ['local-1', 'completed', null],
      ['a1', 'completed', ''],
    ]);
    expect(result?.answer?.key).toBe('a1');
  });

  it('fails the question with the push err, or the generic text without one', () => {
    expect(
      applyPush([toEntry(pending)], failedPush(pending, 'Moteur indisponible'), TEXTS.pushFailed)?.entries[0]?.message,
    ).toMatchObject({ answerStatus: 'failed', err: 'Moteur indisponible' });
    expect(applyPush([toEntry(pending)], failedPush(pending), TEXTS.pushFailed)?.entries[0]?.message.err).toBe(
      TEXTS.pushFailed,
    );
  });

  it('fails a question pushed completed without an answer', () => {
    const result = applyPush(
      [toEntry(pending)],
      { question: pending, answer: null, status: 'completed', type: 'answer' },
      TEXTS.pushFailed,
    );
    expect(result?.entries).toHaveLength(1);
    expect(result?.entries[0]?.message).toMatchObject({ answerStatus: 'failed', err: TEXTS.pushFailed });
    expect(result?.answer).toBeNull();
  });

  it('ignores a push for a question already settled', () => {
    expect(
      applyPush([toEntry(aQuestion()), toEntry(anAnswer())], completedPush(aQuestion()), TEXTS.pushFailed),
    ).toBeNull();
    expect(
      applyPush([toEntry(aQuestion({ answerStatus: 'failed' }))], completedPush(aQuestion()), TEXTS.pushFailed),
    ).toBeNull();
  });

  it('does not append a second answer to a question', () => {
    const entries = [toEntry(pending), toEntry(anAnswer())];
    const result = applyPush(entries, completedPush(pending, anAnswer({ _id: 'a2' })), TEXTS.pushFailed);
    expect(result?.entries.map((entry) => entry.key)).toEqual(['local-1', 'a1']);
  });

  it('shows a question asked elsewhere (another tab) with its answer', () => {
    const result = applyPush([], completedPush(pending), TEXTS.pushFailed);
    expect(result?.entries.map((entry) => entry.key)).toEqual(['local-1', 'a1']);
  });

  it('tells whether the push concerns an entry shown', () => {
    expect(concernsEntries([toEntry(pending)], completedPush(aQuestion({ _id: 'm1', localId: null })))).toBe(true);
    expect(concernsEntries([toEntry(pending)], completedPush(aQuestion({ _id: 'm7', localId: 'x' })))).toBe(false);
  });
});
