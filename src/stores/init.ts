/**
 * Platform wiring every page gets once (called from the toast host script): chunk-load reload and
 * network recovery at once; the new-version watch (SPEC-COVERAGE §9) lazily about 1 s later and
 * the service worker (docs/ARCHITECTURE.md "Offline") once the page has loaded and the browser is
 * idle, so their code stays out of the first load. Any failure shows 'Erreur d'initialisation' (SPEC-COVERAGE §8).
 */
import { browserSessionStorage } from './browser-storage.ts';
import { createChunkReload, listenForChunkErrors } from './chunk-reload.ts';
import { logError } from './error-log.ts';
import { network } from './network.ts';
import { pageSettled } from './page-settled.ts';
import { platformText, type PlatformText } from './platform-messages.ts';
import { globalTimers, type Timers } from './timers.ts';
import { toast, type ToastInput } from './toasts.ts';

export const VERSION_FIRST_CHECK_MS = 1000;

export interface PlatformInitDeps {
  startNow: () => void;
  startLater: () => Promise<unknown>;
  timers: Pick<Timers, 'setTimeout'>;
  notify: (input: ToastInput) => unknown;
  text: PlatformText;
  logError: (message: string, error: unknown) => void;
}

/** Returns the start function; calls after the first do nothing. */
export function createPlatformInit(deps: PlatformInitDeps): () => void {
  let started = false;
  const fail = (error: unknown) => {
    deps.logError('Platform initialisation failed', error);
    deps.notify({
      title: deps.text('platform.init.title'),
      description: deps.text('platform.init.text'),
      variant: 'destructive',
    });
  };
  return () => {
    if (started) return;
    started = true;
    try {
      deps.startNow();
    } catch (error) {
      fail(error);
      return;
    }
    deps.timers.setTimeout(() => {
      deps.startLater().catch(fail);
    }, VERSION_FIRST_CHECK_MS);
  };
}

export const initPlatform = createPlatformInit({
  startNow: () => {
    const reloadOnce = createChunkReload({
      storage: browserSessionStorage,
      now: () => Date.now(),
      pathname: () => location.pathname,
      reload: () => location.reload(),
      serverReachable: () =>
        fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(3000) }).then(
          (response) => response.ok,
          () => false,
        ),
    });
    listenForChunkErrors(window, reloadOnce);
    network.listen(window);
  },
  startLater: () =>
    Promise.all([
      import('./version.ts').then(({ versionWatch }) => versionWatch.start(document)),
      // Only a build has /sw.js (scripts/build-meta.mjs); `astro dev` serves pages as they change.
      // Registered once the page has loaded and the browser is idle: nothing the first load needs waits.
      import.meta.env.PROD &&
        pageSettled(window, document)
          .then(() => import('./service-worker.ts'))
          .then(({ loadedByPage, startServiceWorker }) =>
            startServiceWorker({
              container: navigator.serviceWorker,
              href: location.href,
              loaded: () => loadedByPage(document, performance),
              logError: (message, error) => logError(message, error),
            }),
          ),
    ]),
  timers: globalTimers,
  notify: toast,
  text: platformText,
  logError: (message, error) => logError(message, error, { phase: 'initialize' }),
});
