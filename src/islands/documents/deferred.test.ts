import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { debounce, throttle } from './deferred.ts';

describe('deferred calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounce runs once the calls pause for the delay', () => {
    const run = vi.fn();
    const deferred = debounce(globalTimers, 1500, run);
    deferred.schedule();
    vi.advanceTimersByTime(1000);
    deferred.schedule();
    vi.advanceTimersByTime(1499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('debounce flushes what waits, and only that', () => {
    const run = vi.fn();
    const deferred = debounce(globalTimers, 1500, run);
    deferred.flush();
    expect(run).not.toHaveBeenCalled();
    deferred.schedule();
    deferred.flush();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('debounce forgets what was cancelled', () => {
    const run = vi.fn();
    const deferred = debounce(globalTimers, 1500, run);
    deferred.schedule();
    deferred.cancel();
    vi.advanceTimersByTime(2000);
    deferred.flush();
    expect(run).not.toHaveBeenCalled();
  });

  it('throttle runs at once, then at most once per period with the last call included', () => {
    const run = vi.fn();
    const deferred = throttle(globalTimers, 500, run);
    deferred.schedule();
    expect(run).toHaveBeenCalledTimes(1);
    deferred.schedule();
    deferred.schedule();
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    deferred.schedule();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('throttle flushes a waiting call before the page goes', () => {
    const run = vi.fn();
    const deferred = throttle(globalTimers, 500, run);
    deferred.schedule();
    deferred.schedule();
    deferred.flush();
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
