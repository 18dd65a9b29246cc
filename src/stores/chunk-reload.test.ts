import { describe, expect, it, vi } from 'vitest';
import {
  createChunkReload,
  isChunkLoadError,
  listenForChunkErrors,
  PRELOAD_ERROR_EVENT,
  RELOAD_GUARD_MS,
} from './chunk-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function setup(pathname = '/chat') {
  let now = 1_000_000;
  const storage = memoryStorage();
  const reload = vi.fn();
  const path = { current: pathname };
  const server = { up: true };
  const reloadOnce = createChunkReload({
    storage,
    now: () => now,
    pathname: () => path.current,
    reload,
    serverReachable: async () => server.up,
  });
  return { reloadOnce, reload, storage, path, server, advance: (ms: number) => (now += ms) };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://jurisia.bj/_astro/Chat.abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
    'Failed to fetch dynamically imported module: /x.js',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([new Error('Failed to fetch'), new Error('Message trop long'), undefined, 42])('ignores %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe('chunk reload guard', () => {
  it('reloads on the first chunk error and records when', async () => {
    const { reloadOnce, reload, storage } = setup('/chat');
    expect(await reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.items.get('chunk-reload:/chat')).toBe('1000000');
  });

  it('does not reload the same path again within 10 s, and does after', async () => {
    const { reloadOnce, reload, advance } = setup();
    await reloadOnce();
    advance(RELOAD_GUARD_MS - 1);
    expect(await reloadOnce()).toBe(false);
    advance(1);
    expect(await reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', async () => {
    const { reloadOnce, reload, path } = setup('/chat');
    await reloadOnce();
    path.current = '/search';
    expect(await reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unavailable', async () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
    };
    const reloadOnce = createChunkReload({
      storage,
      now: () => 0,
      pathname: () => '/',
      reload,
      serverReachable: async () => true,
    });
    expect(await reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while the server is down, and does not spend the guard on it', async () => {
    const { reloadOnce, reload, server, storage } = setup('/chat');
    server.up = false;
    expect(await reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
    server.up = true;
    expect(await reloadOnce()).toBe(true);
  });
});

describe('listenForChunkErrors', () => {
  function rejection(reason: unknown) {
    const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: reason });
    return event;
  }

  it('reloads on a Vite preload error and lets the error reach the import that failed', () => {
    const target = new EventTarget() as Window;
    const reloadOnce = vi.fn(async () => true);
    listenForChunkErrors(target, reloadOnce);
    const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
    target.dispatchEvent(event);
    expect(reloadOnce).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
  });

  it('reloads on a rejected dynamic import but not on other rejections', () => {
    const target = new EventTarget() as Window;
    const reloadOnce = vi.fn(async () => true);
    const stop = listenForChunkErrors(target, reloadOnce);
    target.dispatchEvent(rejection(new Error('Oups')));
    expect(reloadOnce).not.toHaveBeenCalled();
    target.dispatchEvent(rejection(new TypeError('Importing a module script failed.')));
    expect(reloadOnce).toHaveBeenCalledOnce();
    stop();
    target.dispatchEvent(rejection(new TypeError('Importing a module script failed.')));
    expect(reloadOnce).toHaveBeenCalledOnce();
  });
});
