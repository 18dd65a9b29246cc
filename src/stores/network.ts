/**
 * Network-error state (SPEC-COVERAGE §4, §8, §9). The HTTP client reports network failures here; the
 * app then tries to recover 30 s later, or as soon as the browser is back online, by asking
 * GET /api/health, and keeps trying every 30 s until it answers.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { platformText, type PlatformText } from './platform-messages.ts';
import { globalTimers, type TimerHandle, type Timers } from './timers.ts';
import { toast, type ToastHandle, type ToastInput } from './toasts.ts';

export const NETWORK_RECOVERY_DELAY_MS = 30_000;
export const HEALTH_URL = '/api/health';

export interface NetworkDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  notify: (input: ToastInput) => Pick<ToastHandle, 'dismiss'>;
  text: PlatformText;
  /**
   * The browser's own word on its connection (navigator.onLine). Online, a failure is the
   * service's, not the reader's network: the toast says the service is unreachable instead of
   * asking them to check their connection (SPEC-COVERAGE §8's words are for a browser offline).
   */
  online?: () => boolean;
}

export interface NetworkMonitor {
  $networkError: ReadableAtom<boolean>;
  reportNetworkError: () => void;
  /** Asks the server once; resolves true when the connection is back. */
  tryRecover: () => Promise<boolean>;
  /** Recovers on the window's 'online' event; returns the unsubscribe function. */
  listen: (target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) => () => void;
}

export function createNetworkMonitor({
  fetch,
  timers,
  notify,
  text,
  online = () => false,
}: NetworkDeps): NetworkMonitor {
  const $networkError = atom(false);
  let retryTimer: TimerHandle | undefined;
  let attempt: Promise<boolean> | undefined;
  let lostToast: Pick<ToastHandle, 'dismiss'> | undefined;

  function scheduleRecovery(): void {
    if (retryTimer !== undefined) timers.clearTimeout(retryTimer);
    retryTimer = timers.setTimeout(() => {
      retryTimer = undefined;
      void tryRecover();
    }, NETWORK_RECOVERY_DELAY_MS);
  }

  function reportNetworkError(): void {
    if ($networkError.get()) return;
    $networkError.set(true);
    // Stays up while the connection is down, so the user knows why things fail.
    const serviceDown = online();
    lostToast = notify({
      title: text(serviceDown ? 'platform.network.unreachable.title' : 'platform.network.lost.title'),
      description: text(serviceDown ? 'platform.network.unreachable.text' : 'platform.network.lost.text'),
      variant: 'warning',
      icon: serviceDown ? 'server-off' : 'wifi-off',
      duration: Number.POSITIVE_INFINITY,
    });
    scheduleRecovery();
  }

  async function askServer(): Promise<boolean> {
    try {
      const response = await fetch(HEALTH_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
      return response.ok;
    } catch {
      return false;
    }
  }

  function tryRecover(): Promise<boolean> {
    if (!$networkError.get()) return Promise.resolve(true);
    // The 'online' event and the timer may fire together: share one request.
    attempt ??= askServer().then((recovered) => {
      attempt = undefined;
      if (recovered) {
        if (retryTimer !== undefined) timers.clearTimeout(retryTimer);
        retryTimer = undefined;
        $networkError.set(false);
        lostToast?.dismiss();
        lostToast = undefined;
        notify({ title: text('platform.network.restored'), variant: 'success' });
      } else {
        notify({ title: text('platform.network.restoreFailed'), variant: 'destructive' });
        scheduleRecovery();
      }
      return recovered;
    });
    return attempt;
  }

  function listen(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
    const onOnline = () => void tryRecover();
    target.addEventListener('online', onOnline);
    return () => target.removeEventListener('online', onOnline);
  }

  return { $networkError, reportNetworkError, tryRecover, listen };
}

export const network = createNetworkMonitor({
  fetch: (url, init) => globalThis.fetch(url, init),
  timers: globalTimers,
  notify: toast,
  text: platformText,
  online: () => globalThis.navigator?.onLine ?? false,
});
export const $networkError = network.$networkError;

/** The browser's word on its connection, for the islands that keep what is asked offline (docs/ARCHITECTURE.md "Offline"). */
export const browserOnline = (): boolean => globalThis.navigator?.onLine ?? true;

/** Calls `listener` each time the connection comes back (the window's 'online'); returns the unsubscribe function. */
export function onConnectionBack(listener: () => void): () => void {
  addEventListener('online', listener);
  return () => removeEventListener('online', listener);
}
