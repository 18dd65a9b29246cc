/**
 * The page's side of the outbox (shared/outbox.ts, docs/ARCHITECTURE.md "Offline"): a question
 * held offline is filed there and Background Sync is asked to wake the service worker once the
 * connection is back, so it is sent even if every tab was closed; once the server has answered
 * the page, it is taken out. A browser without IndexedDB, service workers or Background Sync
 * files nothing: the page alone sends the question, on the `online` event or its next visit.
 */
import { OUTBOX_SYNC_TAG, type OutboxQuestion, putInOutbox, takeFromOutbox } from '~/shared/outbox.ts';
import { logError } from './error-log.ts';
import { $session } from './session.ts';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** A question as a store files it: the outbox adds who asked. */
export type HeldQuestion = Omit<OutboxQuestion, 'userId'>;

export interface OutboxDeps {
  indexedDB: IDBFactory | undefined;
  /** The signed-in reader's id ($session), null for a visitor. */
  userId: () => string | null;
  /** navigator.serviceWorker.ready where Background Sync is; undefined elsewhere. */
  ready: (() => Promise<SyncRegistration>) | undefined;
  logError: (message: string, error: unknown) => void;
}

export interface Outbox {
  /** Files a question held offline; nothing waits on it. */
  keep(question: HeldQuestion): void;
  /** The server answered the page: the worker must not send it again. */
  take(localId: string): void;
}

export function createOutbox({ indexedDB, userId, ready, logError }: OutboxDeps): Outbox {
  if (!indexedDB || !ready) return { keep: () => undefined, take: () => undefined };
  return {
    keep(question) {
      const asker = userId();
      if (asker === null) return;
      putInOutbox(indexedDB, { ...question, userId: asker })
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
    userId: () => $session.get().user?._id ?? null,
    // TypeScript's DOM types lack Background Sync's `registration.sync`.
    ready: container && scope.SyncManager ? () => container.ready as Promise<SyncRegistration> : undefined,
    logError,
  });
}
