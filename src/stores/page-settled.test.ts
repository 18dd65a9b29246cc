import { describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled.ts';

function target(withIdle = true) {
  const listeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout: number }[] = [];
  return {
    listeners,
    idle,
    addEventListener: vi.fn((_type: 'load', listener: () => void) => void listeners.push(listener)),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) =>
            idle.push({ callback, timeout }),
        }
      : {}),
    setTimeout: (callback: () => void) => setTimeout(callback, 0),
  };
}

describe('waiting for the page to settle', () => {
  it('waits for the load event, then for the browser to be idle (at most 5 s)', async () => {
    const t = target();
    let settled = false;
    const done = pageSettled(t, { readyState: 'interactive' }).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    t.listeners[0]?.();
    expect(t.idle[0]?.timeout).toBe(5000);
    expect(settled).toBe(false);
    t.idle[0]?.callback();
    await done;
    expect(settled).toBe(true);
  });

  it('goes at once to idle on a page already loaded, and without idle callbacks after a tick', async () => {
    const loaded = target(false);
    await pageSettled(loaded, { readyState: 'complete' });
    expect(loaded.addEventListener).not.toHaveBeenCalled();
  });
});
