import { describe, expect, it } from 'vitest';
import { createUnheardAnswers, type QuestionState } from './unheard-answers.ts';

describe('answers that may have been pushed before the socket listened', () => {
  it('reads a question noted unacknowledged at the (re)connection once, when acknowledged', () => {
    const states = new Map<string, QuestionState>([
      ['a', 'unacknowledged'],
      ['b', 'unacknowledged'],
    ]);
    const stateOf = (key: string) => states.get(key) ?? 'settled';
    const unheard = createUnheardAnswers();
    unheard.connected(['a', 'b']);
    expect(unheard.acknowledged(stateOf)).toBe(false);
    states.set('a', 'awaiting');
    expect(unheard.acknowledged(stateOf)).toBe(true);
    expect(unheard.acknowledged(stateOf)).toBe(false);
    // Answered by its push before its acknowledgement came: nothing to read.
    states.set('b', 'settled');
    expect(unheard.acknowledged(stateOf)).toBe(false);
    states.set('b', 'awaiting');
    expect(unheard.acknowledged(stateOf)).toBe(false);
  });

  it('notes afresh at each (re)connection', () => {
    const unheard = createUnheardAnswers();
    unheard.connected(['a']);
    unheard.connected([]);
    expect(unheard.acknowledged(() => 'awaiting')).toBe(false);
  });
});
