import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformInit, VERSION_FIRST_CHECK_MS } from './init.ts';
import type { PlatformMessageKey } from './platform-messages.ts';

function setup(overrides: { startNow?: () => void; startLater?: () => Promise<unknown> } = {}) {
  const deps = {
    startNow: vi.fn(overrides.startNow ?? (() => undefined)),
    startLater: vi.fn(overrides.startLater ?? (async () => undefined)),
    timers: { setTimeout },
    notify: vi.fn(),
    text: (key: PlatformMessageKey) => key,
    logError: vi.fn(),
  };
  return { deps, init: createPlatformInit(deps) };
}

describe('platform initialisation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wires at once and starts the lazy part about 1 s later', async () => {
    const { deps, init } = setup();
    init();
    expect(deps.startNow).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(VERSION_FIRST_CHECK_MS - 1);
    expect(deps.startLater).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.startLater).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('runs only once however often it is called', async () => {
    const { deps, init } = setup();
    init();
    init();
    await vi.advanceTimersByTimeAsync(VERSION_FIRST_CHECK_MS);
    expect(deps.startNow).toHaveBeenCalledOnce();
    expect(deps.startLater).toHaveBeenCalledOnce();
  });

  it('shows the initialisation-error toast and logs when wiring throws', () => {
    const failure = new Error('sessionStorage denied');
    const { deps, init } = setup({
      startNow: () => {
        throw failure;
      },
    });
    init();
    expect(deps.notify).toHaveBeenCalledWith({
      title: 'platform.init.title',
      description: 'platform.init.text',
      variant: 'destructive',
    });
    expect(deps.logError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('shows the initialisation-error toast when the lazy part fails to load', async () => {
    const { deps, init } = setup({
      startLater: () => Promise.reject(new TypeError('Importing a module script failed.')),
    });
    init();
    await vi.advanceTimersByTimeAsync(VERSION_FIRST_CHECK_MS);
    expect(deps.notify).toHaveBeenCalledOnce();
    expect(deps.logError).toHaveBeenCalledOnce();
  });
});
