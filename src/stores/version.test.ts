import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformMessageKey } from './platform-messages.ts';
import { createVersionWatch, LATEST_BUILD_URL, VERSION_POLL_MS } from './version.ts';

class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setup(ids: Array<string | 'fail'>, options: { currentId?: string | undefined } = {}) {
  const currentId = 'currentId' in options ? options.currentId : 'build-a';
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const id = ids.shift() ?? 'build-a';
    if (id === 'fail') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ id, builtAt: '2025-01-01T00:00:00Z' }), { status: 200 });
  });
  const notify = vi.fn();
  const reload = vi.fn();
  const watch = createVersionWatch({
    currentId,
    fetch,
    timers: { setInterval, clearInterval },
    notify,
    text: (key: PlatformMessageKey) => key,
    reload,
  });
  return { fetch, notify, reload, watch, page: new FakePage() };
}

describe('version watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the latest build without cache and stays quiet while the id is the same', async () => {
    const { watch, fetch, notify } = setup(['build-a']);
    await expect(watch.check()).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledWith(LATEST_BUILD_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers a reload once when a different build id is live', async () => {
    const { watch, notify, reload } = setup(['build-b', 'build-c']);
    await expect(watch.check()).resolves.toBe(true);
    await watch.check();
    expect(notify).toHaveBeenCalledOnce();
    const input = notify.mock.calls[0]?.[0];
    expect(input).toMatchObject({ title: 'platform.version.available', action: { label: 'platform.version.reload' } });
    input.action.onClick();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores failed checks', async () => {
    const { watch, notify } = setup(['fail']);
    await expect(watch.check()).resolves.toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does nothing when the page knows no build id', async () => {
    const { watch, fetch } = setup(['build-b'], { currentId: undefined });
    await watch.check();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks at start, every 5 minutes and when the tab becomes visible', async () => {
    const { watch, fetch, page } = setup([]);
    watch.start(page);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    page.show('hidden');
    page.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    watch.stop();
  });

  it('stops polling after announcing a new version', async () => {
    const { watch, fetch, page } = setup(['build-a', 'build-b']);
    watch.start(page);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * VERSION_POLL_MS);
    page.show('visible');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
