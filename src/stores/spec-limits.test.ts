/**
 * The values SPEC-COVERAGE §8 and §9 fix for the client platform, written as numbers here: the stores'
 * own tests count in their constants (`advanceTimersByTime(RELOAD_GUARD_MS - 1)`), so they
 * would still pass if a constant drifted from the SPEC's value.
 */
import { protocol as engineProtocol } from 'engine.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChunkReload, RELOAD_GUARD_MS } from './chunk-reload.ts';
import { isRetryable, NEVER_RETRIED_STATUSES } from './errors.ts';
import { VERSION_FIRST_CHECK_MS } from './init.ts';
import { createNetworkMonitor, NETWORK_RECOVERY_DELAY_MS } from './network.ts';
import { createSessionExpiry, SESSION_EXPIRY_REARM_MS } from './session-expiry.ts';
import { OPEN_DOCUMENT_DELAY_MS, openDocument } from './signed-urls.ts';
import { socketOptions } from './socket-options.ts';
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from './toasts.ts';

describe('SPEC-COVERAGE §8, §9 values of the client platform', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never retries exactly 400, 401, 403, 404, 413 and 422, even when the failure mentions the network', () => {
    expect([...NEVER_RETRIED_STATUSES].sort((a, b) => a - b)).toEqual([400, 401, 403, 404, 413, 422]);
    for (const statusCode of [400, 401, 403, 404, 413, 422]) {
      expect(isRetryable({ statusCode, message: 'network failure' }), String(statusCode)).toBe(false);
    }
  });

  it('reloads a path again after a chunk error only once 10 s have passed', async () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    let now = 1_000_000;
    const items = new Map<string, string>();
    const reload = vi.fn();
    const reloadOnce = createChunkReload({
      storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
      now: () => now,
      pathname: () => '/chat',
      reload,
      serverReachable: async () => true,
    });
    await reloadOnce();
    now += 9_999;
    await reloadOnce();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    await reloadOnce();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('checks for a new build first about 1 s after start', () => {
    expect(VERSION_FIRST_CHECK_MS).toBe(1000);
  });

  it('removes a dismissed toast 7000 ms later; toasts last 5000 ms by default', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(7000);
    expect(TOAST_DURATION_MS).toBe(5000);
    const store = createToastStore();
    store.toast({ title: 'Bye' }).dismiss();
    vi.advanceTimersByTime(6999);
    expect(store.$toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.$toasts.get()).toHaveLength(0);
  });

  it('swipes toasts to the right past 50 px; F8 is the hotkey', () => {
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toBe('F8');
  });

  it('re-arms the session-expiry handler after 2000 ms', async () => {
    expect(SESSION_EXPIRY_REARM_MS).toBe(2000);
    const notify = vi.fn();
    const handle = createSessionExpiry({
      pathname: () => '/chat',
      notify,
      text: (key) => key,
      logout: async () => undefined,
      clearSession: () => undefined,
      navigate: () => undefined,
      timers: { setTimeout },
    });
    await handle();
    vi.advanceTimersByTime(1999);
    await expect(handle()).resolves.toBe(false);
    vi.advanceTimersByTime(1);
    await expect(handle()).resolves.toBe(true);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('opens a document 1 s after its URL is signed', async () => {
    expect(OPEN_DOCUMENT_DELAY_MS).toBe(1000);
    const open = vi.fn();
    const done = openDocument('storage://a', {
      signedUrls: { get: async () => 'https://files.test/a' },
      open,
      notify: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
  });

  it('tries to recover the network 30 s after the error', async () => {
    expect(NETWORK_RECOVERY_DELAY_MS).toBe(30_000);
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const monitor = createNetworkMonitor({
      fetch,
      timers: { setTimeout, clearTimeout },
      notify: () => ({ dismiss: () => undefined }),
      text: (key) => key,
    });
    monitor.reportNetworkError();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('speaks the socket protocol version 4 (Engine.IO 4, socket.io 4)', () => {
    expect(engineProtocol).toBe(4);
    // The options of socket.io 4's client: transports and reconnection settings it reads.
    expect(socketOptions('jwt')).toMatchObject({ transports: ['websocket', 'polling'], reconnectionAttempts: 5 });
  });
});
