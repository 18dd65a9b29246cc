import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { startRotation, WAITING_MAX_MS, WAITING_MIN_MS, waitingDelay } from './waiting.ts';

/** mulberry32: the same seed gives the same delays on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('waiting message rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits between 1.5 and 4 seconds', () => {
    expect(waitingDelay(() => 0)).toBe(WAITING_MIN_MS);
    expect(waitingDelay(() => 0.999999)).toBeLessThan(WAITING_MAX_MS);
    const random = seeded(42);
    for (let i = 0; i < 100; i += 1) {
      const delay = waitingDelay(random);
      expect(delay).toBeGreaterThanOrEqual(1500);
      expect(delay).toBeLessThan(4000);
    }
  });

  it('shows the first message at once, then the next ones after the seeded delays, looping', () => {
    const shown: number[] = [];
    const delays = seeded(7);
    const expected = [waitingDelay(delays), waitingDelay(delays), waitingDelay(delays)];
    startRotation({ count: 3, timers: globalTimers, random: seeded(7), onChange: (index) => shown.push(index) });
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime((expected[0] ?? 0) - 1);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([0, 1]);
    vi.advanceTimersByTime((expected[1] ?? 0) + (expected[2] ?? 0));
    expect(shown).toEqual([0, 1, 2, 0]);
  });

  it('stops when told to', () => {
    const onChange = vi.fn();
    const stop = startRotation({ count: 8, timers: globalTimers, random: () => 0, onChange });
    stop();
    vi.advanceTimersByTime(60_000);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('does not rotate a single message', () => {
    const onChange = vi.fn();
    startRotation({ count: 1, timers: globalTimers, random: () => 0, onChange });
    vi.advanceTimersByTime(60_000);
    expect(onChange).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});
