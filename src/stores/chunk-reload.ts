/**
 * After a deploy, a page still open asks for script chunks that no longer exist. Reloading
 * fetches the new ones (SPEC-COVERAGE §4), but at most once per 10 s per path so a chunk that is really
 * broken cannot loop the page, and only when the server answers: a chunk that fails while the
 * server is down is no deploy, and a reload would swap the screen (and what the user typed)
 * for the browser's error page.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_STORAGE_PREFIX = 'chunk-reload:';
/** Vite fires this on window when a preloaded dependency of a dynamic import fails. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (?:CSS )?chunk \S+ failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  pathname: () => string;
  reload: () => void;
  /** Whether the server answers now. */
  serverReachable: () => Promise<boolean>;
}

/** Returns the handler: it reloads and resolves true, or false while the guard holds or the server is down. */
export function createChunkReload(deps: ChunkReloadDeps): () => Promise<boolean> {
  return async () => {
    if (!(await deps.serverReachable())) return false;
    const key = `${RELOAD_STORAGE_PREFIX}${deps.pathname()}`;
    try {
      const last = Number(deps.storage.getItem(key) ?? 0);
      if (deps.now() - last < RELOAD_GUARD_MS) return false;
      deps.storage.setItem(key, String(deps.now()));
    } catch {
      // Without storage the guard cannot hold, and an unguarded reload could loop.
      return false;
    }
    deps.reload();
    return true;
  };
}

type ErrorSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Wires the handler to Vite's preload errors and to rejected dynamic imports; returns the
 * unsubscribe. The errors go on to their callers (the reload, when it comes, ends the page).
 */
export function listenForChunkErrors(target: ErrorSource, reloadOnce: () => Promise<boolean>): () => void {
  const onPreloadError = () => void reloadOnce();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) void reloadOnce();
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
