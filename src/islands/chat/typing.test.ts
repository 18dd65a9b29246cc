import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { createTypist, TYPING_CLEAR_MS, TYPING_STEP_MS } from './typing.ts';

describe('typing an answer in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds 5 characters every 20 ms, resolves on the whole text, and clears it 1 s later', async () => {
    const shown: (string | null)[] = [];
    const typist = createTypist({ timers: globalTimers, onType: (_key, typed) => shown.push(typed) });
    let done = false;
    void typist.type('a1', 'abcdefghijkl').then(() => (done = true));
    expect(shown).toEqual(['']);
    vi.advanceTimersByTime(TYPING_STEP_MS);
    expect(shown.at(-1)).toBe('abcde');
    vi.advanceTimersByTime(TYPING_STEP_MS);
    expect(shown.at(-1)).toBe('abcdefghij');
    await vi.advanceTimersByTimeAsync(TYPING_STEP_MS);
    expect(shown.at(-1)).toBe('abcdefghijkl');
    expect(done).toBe(true);
    vi.advanceTimersByTime(TYPING_CLEAR_MS - 1);
    expect(shown.at(-1)).toBe('abcdefghijkl');
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops every typing at once, leaving nothing typed', async () => {
    const shown: (string | null)[] = [];
    const typist = createTypist({ timers: globalTimers, onType: (_key, typed) => shown.push(typed) });
    const typing = typist.type('a1', 'x'.repeat(100));
    vi.advanceTimersByTime(TYPING_STEP_MS);
    typist.stopAll();
    await typing;
    expect(shown.at(-1)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
