import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { createTypedDate } from './typed-date.ts';

describe('the typed date', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits 1000 ms after the last keystroke, as ISO', () => {
    const commit = vi.fn();
    const typed = createTypedDate(globalTimers, commit);
    typed.type('14/03');
    vi.advanceTimersByTime(900);
    typed.type('14/03/2026');
    vi.advanceTimersByTime(999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledExactlyOnceWith('2026-03-14');
  });

  it('commits at once when the box is left, and only once', () => {
    const commit = vi.fn();
    const typed = createTypedDate(globalTimers, commit);
    typed.type('1/3/2026');
    typed.blur();
    expect(commit).toHaveBeenCalledExactlyOnceWith('2026-03-01');
    vi.advanceTimersByTime(5000);
    typed.blur();
    expect(commit).toHaveBeenCalledOnce();
  });

  it('commits an unreadable text as it is, for the check to flag, and an emptied box as empty', () => {
    const commit = vi.fn();
    const typed = createTypedDate(globalTimers, commit);
    typed.type('31/02/2026');
    vi.advanceTimersByTime(1000);
    typed.type('');
    vi.advanceTimersByTime(1000);
    expect(commit.mock.calls).toEqual([['31/02/2026'], ['']]);
  });

  it('drops what waits when cancelled', () => {
    const commit = vi.fn();
    const typed = createTypedDate(globalTimers, commit);
    typed.type('14/03/2026');
    typed.cancel();
    vi.advanceTimersByTime(2000);
    typed.blur();
    expect(commit).not.toHaveBeenCalled();
  });
});
