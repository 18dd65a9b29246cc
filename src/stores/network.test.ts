import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNetworkMonitor, HEALTH_URL, NETWORK_RECOVERY_DELAY_MS } from './network.ts';
import type { PlatformMessageKey } from './platform-messages.ts';
import type { ToastInput } from './toasts.ts';

const text = (key: PlatformMessageKey) => key;

function setup(answers: Array<boolean | 'throw'>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers.shift() ?? false;
    if (answer === 'throw') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: answer ? 200 : 503 });
  });
  const dismiss = vi.fn();
  const notify = vi.fn((_input: ToastInput) => ({ dismiss }));
  const monitor = createNetworkMonitor({ fetch, timers: { setTimeout, clearTimeout }, notify, text });
  const titles = () => notify.mock.calls.map(([input]) => input.title);
  return { fetch, notify, dismiss, monitor, titles };
}

describe('network monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('enters the network-error state once and shows the connection-lost toast once', () => {
    const { monitor, notify } = setup([]);
    monitor.reportNetworkError();
    monitor.reportNetworkError();
    expect(monitor.$networkError.get()).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'platform.network.lost.title', description: 'platform.network.lost.text' }),
    );
  });

  it('with the browser online, says the service is unreachable rather than blaming the reader’s network', () => {
    const dismiss = vi.fn();
    const notify = vi.fn((_input: ToastInput) => ({ dismiss }));
    const monitor = createNetworkMonitor({
      fetch: vi.fn(),
      timers: { setTimeout, clearTimeout },
      notify,
      text,
      online: () => true,
    });
    monitor.reportNetworkError();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'platform.network.unreachable.title',
        description: 'platform.network.unreachable.text',
        icon: 'server-off',
        duration: Number.POSITIVE_INFINITY,
      }),
    );
  });

  it('keeps the connection-lost toast open until the connection is back', async () => {
    const { monitor, notify, dismiss } = setup([false, true]);
    monitor.reportNetworkError();
    expect(notify.mock.calls[0]?.[0].duration).toBe(Number.POSITIVE_INFINITY);
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    expect(dismiss).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it('asks GET /api/health 30 s after the error and reports the recovery', async () => {
    const { monitor, fetch, titles, notify } = setup([true]);
    monitor.reportNetworkError();
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith(HEALTH_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(monitor.$networkError.get()).toBe(false);
    expect(titles()).toEqual(['platform.network.lost.title', 'platform.network.restored']);
    expect(notify.mock.calls[1]?.[0].variant).toBe('success');
  });

  it('reports a failed recovery as destructive and tries again 30 s later', async () => {
    const { monitor, fetch, titles, notify } = setup(['throw', false, true]);
    monitor.reportNetworkError();
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    expect(monitor.$networkError.get()).toBe(true);
    expect(notify.mock.calls[1]?.[0]).toMatchObject({
      title: 'platform.network.restoreFailed',
      variant: 'destructive',
    });
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(titles().at(-1)).toBe('platform.network.restored');
    expect(monitor.$networkError.get()).toBe(false);
  });

  it('recovers at once when the browser comes back online, and cancels the timed attempt', async () => {
    const { monitor, fetch } = setup([true]);
    const target = new EventTarget();
    monitor.listen(target);
    monitor.reportNetworkError();
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.$networkError.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(NETWORK_RECOVERY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores the online event when there is no network error', async () => {
    const { monitor, fetch } = setup([true]);
    const target = new EventTarget();
    const stop = monitor.listen(target);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('shares one health request between simultaneous recovery attempts', async () => {
    const { monitor, fetch } = setup([true]);
    monitor.reportNetworkError();
    await Promise.all([monitor.tryRecover(), monitor.tryRecover()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
