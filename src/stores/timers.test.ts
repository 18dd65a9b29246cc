import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from './timers.ts';

describe('globalTimers', () => {
  afterEach(() => vi.useRealTimers());

  it('looks the globals up at each call, so fake timers installed later reach them', () => {
    vi.useFakeTimers();
    const once = vi.fn();
    const every = vi.fn();
    globalTimers.setTimeout(once, 100);
    const interval = globalTimers.setInterval(every, 50);
    vi.advanceTimersByTime(150);
    expect(once).toHaveBeenCalledOnce();
    expect(every).toHaveBeenCalledTimes(3);
    globalTimers.clearInterval(interval);
    const cancelled = vi.fn();
    globalTimers.clearTimeout(globalTimers.setTimeout(cancelled, 10));
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
    expect(every).toHaveBeenCalledTimes(3);
  });
});
