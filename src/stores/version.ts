/**
 * New-version detection (SPEC-COVERAGE §7 Platform, §9): the build writes /_build/latest.json with its
 * id; the page compares it with the id it was built with, every 5 minutes and whenever the tab
 * becomes visible again, and offers a reload once when they differ.
 */
import { platformText, type PlatformText } from './platform-messages.ts';
import { globalTimers, type TimerHandle, type Timers } from './timers.ts';
import { toast, type ToastInput } from './toasts.ts';

export const LATEST_BUILD_URL = '/_build/latest.json';
export const VERSION_POLL_MS = 5 * 60_000;

export interface VersionWatchDeps {
  currentId: string | undefined;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  notify: (input: ToastInput) => unknown;
  text: PlatformText;
  reload: () => void;
}

type VisibilityTarget = Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;

export interface VersionWatch {
  /** Resolves true when a newer build is live (and the toast was shown). */
  check: () => Promise<boolean>;
  /** Checks now, then every 5 minutes and when the tab becomes visible, until a new build is seen. */
  start: (page: VisibilityTarget) => void;
  stop: () => void;
}

async function fetchLatestId(fetch: VersionWatchDeps['fetch']): Promise<string | undefined> {
  try {
    const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : undefined;
  } catch {
    // Offline or mid-deploy: the next check will tell.
    return undefined;
  }
}

export function createVersionWatch(deps: VersionWatchDeps): VersionWatch {
  let announced = false;
  let interval: TimerHandle | undefined;
  let stopListening: (() => void) | undefined;

  function stop(): void {
    if (interval !== undefined) deps.timers.clearInterval(interval);
    interval = undefined;
    stopListening?.();
    stopListening = undefined;
  }

  async function check(): Promise<boolean> {
    if (announced || !deps.currentId) return announced;
    const latestId = await fetchLatestId(deps.fetch);
    if (announced || latestId === undefined || latestId === deps.currentId) return announced;
    announced = true;
    stop();
    deps.notify({
      title: deps.text('platform.version.available'),
      description: deps.text('platform.version.text'),
      icon: 'refresh-cw',
      variant: 'info',
      type: 'background',
      duration: Number.POSITIVE_INFINITY,
      action: { label: deps.text('platform.version.reload'), onClick: deps.reload },
    });
    return true;
  }

  function start(page: VisibilityTarget): void {
    if (interval !== undefined || announced) return;
    const onVisible = () => {
      if (page.visibilityState === 'visible') void check();
    };
    page.addEventListener('visibilitychange', onVisible);
    stopListening = () => page.removeEventListener('visibilitychange', onVisible);
    interval = deps.timers.setInterval(() => void check(), VERSION_POLL_MS);
    void check();
  }

  return { check, start, stop };
}

export const versionWatch = createVersionWatch({
  currentId: import.meta.env.PUBLIC_BUILD_ID,
  fetch: (url, init) => globalThis.fetch(url, init),
  timers: globalTimers,
  notify: toast,
  text: platformText,
  reload: () => globalThis.location.reload(),
});
