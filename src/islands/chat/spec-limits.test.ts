/**
 * The chat's timings of SPEC-COVERAGE §9 written as numbers: the modules' own tests count in their
 * constants (`advanceTimersByTime(RECORD_TTL_MS - 1)`), so they would still pass if a constant
 * drifted from the SPEC's value.
 */
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { CLEANUP_INTERVAL_MS, createOperationLog, RECORD_TTL_MS } from './operations.ts';
import { createTypist, TYPING_CLEAR_MS, TYPING_STEP_CHARS, TYPING_STEP_MS } from './typing.ts';
import { createWaitingStatus, WAITING_START_MS } from './waiting-status.ts';

describe('SPEC-COVERAGE §9 chat timings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires pending operations and error records after 5 min, cleaned every 60 s', () => {
    expect(RECORD_TTL_MS).toBe(300_000);
    expect(CLEANUP_INTERVAL_MS).toBe(60_000);
    const operations = createOperationLog({ now: () => Date.now(), timers: globalTimers });
    const stop = operations.start();
    operations.begin('send', 'local-1');
    operations.fail('local-1', 'réseau');
    vi.advanceTimersByTime(299_999);
    expect(operations.pending()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(operations.pending()).toBe(0);
    // Expired at 300 000 ms; the cleanups run at 60 000 ms intervals, the fifth at 300 000 ms.
    expect(operations.$errors.get()).toEqual({});
    stop();
  });

  it('cleans the records at 60 s intervals, not in between', () => {
    const operations = createOperationLog({ now: () => Date.now(), timers: globalTimers });
    operations.start();
    vi.advanceTimersByTime(30_000);
    operations.fail('local-1', 'réseau');
    vi.advanceTimersByTime(300_000);
    expect(Object.keys(operations.$errors.get())).toEqual(['local-1']);
    vi.advanceTimersByTime(29_999);
    expect(Object.keys(operations.$errors.get())).toEqual(['local-1']);
    vi.advanceTimersByTime(1);
    expect(operations.$errors.get()).toEqual({});
  });

  it('types an answer in at 5 characters every 20 ms and drops the typed text 1 s after', async () => {
    expect([TYPING_STEP_CHARS, TYPING_STEP_MS, TYPING_CLEAR_MS]).toEqual([5, 20, 1000]);
    const shown: (string | null)[] = [];
    const typist = createTypist({ timers: globalTimers, onType: (_key, typed) => shown.push(typed) });
    const typing = typist.type('a1', 'abcdefghij');
    vi.advanceTimersByTime(19);
    expect(shown.at(-1)).toBe('');
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toBe('abcde');
    await vi.advanceTimersByTimeAsync(20);
    await typing;
    expect(shown.at(-1)).toBe('abcdefghij');
    vi.advanceTimersByTime(999);
    expect(shown.at(-1)).toBe('abcdefghij');
    vi.advanceTimersByTime(1);
    expect(shown.at(-1)).toBeNull();
  });

  it('starts the waiting texts 2 s after the question in the chat', () => {
    expect(WAITING_START_MS).toBe(2000);
    const $awaiting = atom(false);
    const status = createWaitingStatus({ $awaiting, texts: ['Un', 'Deux'], timers: globalTimers, random: () => 0 });
    status.start();
    $awaiting.set(true);
    vi.advanceTimersByTime(1999);
    expect(status.$waiting.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(status.$waiting.get()).toBe('Un');
  });
});
