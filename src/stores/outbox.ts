/**
 * The page's side of the outbox (shared/outbox.ts, docs/ARCHITECTURE.md "Offline"): a question
 * held offline is filed there and Background Sync is asked to wake the service worker once the
 * connection is back, so it is sent even if every tab was closed; once the server has answered
 * the page, it is taken out. A browser without IndexedDB, service workers or Background Sync
 * files nothing: the page alone sends the question, on the `online` event or its next visit.
 */
import { OUTBOX_SYNC_TAG, type OutboxQuestion, putInOutbox, takeFromOutbox } from '~/shared/outbox.ts';
import { logError } from './error-log.ts';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export interface OutboxDeps {
  indexedDB: IDBFactory | undefined;
  /** navigator.serviceWorker.ready where Background Sync is; undefined elsewhere. */
  ready: (() => Promise<SyncRegistration>) | undefined;
  logError: (message: string, error: unknown) => void;
}

export interface Outbox {
  /** Files a question held offline; nothing waits on it. */
  keep(question: OutboxQuestion): void;
  /** The server answered the page: the worker must not send it again. */
  take(localId: string): void;
}

export function createOutbox({ indexedDB, ready, logError }: OutboxDeps): Outbox {
  if (!indexedDB || !ready) return { keep: () => undefined, take: () => undefined };
  return {
    keep(question) {
      putInOutbox(indexedDB, question)
        // Resolves once a worker is active (never, where registration failed): the sync waits for it.
        .then(ready)
        .then((registration) => registration.sync?.register(OUTBOX_SYNC_TAG))
        .catch((error: unknown) => logError('Offline question not filed for the service worker', error));
    },
    take(localId) {
      takeFromOutbox(indexedDB, localId).catch((error: unknown) =>
        logError('Offline question not taken out of the outbox', error),
      );
    },
  };
}

/** The browser's outbox: Background Sync where the browser has it (Chromium), nothing elsewhere. */
export function browserOutbox(): Outbox {
  const scope = globalThis as typeof globalThis & { SyncManager?: unknown };
  const container = scope.navigator?.serviceWorker;
  return createOutbox({
    indexedDB: scope.indexedDB,
    // TypeScript's DOM types lack Background Sync's `registration.sync`.
    ready: container && scope.SyncManager ? () => container.ready as Promise<SyncRegistration> : undefined,
    logError,
  });
}
