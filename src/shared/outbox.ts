/**
 * The outbox (docs/ARCHITECTURE.md "Offline"): the questions asked offline, in IndexedDB where
 * the page and the service worker both reach them. The page files a question there as it holds
 * it, and takes it out once the server has answered the page. When the connection is back,
 * Background Sync wakes the worker, which sends what is left, even with every tab closed. A
 * question is sent with its localId, so the server records it once, whoever sends it first.
 * The IndexedDB factory is passed in: the page's and the worker's are different globals.
 */
export const OUTBOX_DATABASE = 'jurisia-outbox';
export const OUTBOX_STORE = 'questions';
/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'jurisia-outbox';

export type OutboxKind = 'legal-search' | 'chat';

/** Who is signed in, for the worker (GET, answers `{ user: { _id } }` or 401). */
export const OUTBOX_USER_URL = '/api/auth/me';

/** Where each kind of question is posted (SPEC-COVERAGE §7). */
export const OUTBOX_URLS: Record<OutboxKind, string> = {
  'legal-search': '/api/e/legalsearch',
  chat: '/api/e/message',
};

export interface OutboxQuestion {
  localId: string;
  kind: OutboxKind;
  /** Who asked: the worker sends it only while the same reader is signed in on this browser. */
  userId: string;
  /**
   * The POST's form fields. A chat question without `discussion` starts a conversation: the
   * next ones without one join it, as the page would send them.
   */
  fields: Record<string, string>;
  /** ISO date asked: questions are sent in that order. */
  askedAt: string;
}

export function isOutboxQuestion(value: unknown): value is OutboxQuestion {
  if (typeof value !== 'object' || value === null) return false;
  const { localId, kind, userId, fields, askedAt } = value as Partial<OutboxQuestion>;
  return (
    typeof localId === 'string' &&
    typeof userId === 'string' &&
    (kind === 'legal-search' || kind === 'chat') &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string') &&
    typeof askedAt === 'string'
  );
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inOutbox<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const opening = factory.open(OUTBOX_DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(OUTBOX_STORE, { keyPath: 'localId' });
  const database = await settled(opening);
  try {
    const transaction = database.transaction(OUTBOX_STORE, mode);
    // Written only once committed: the worker may read it the next moment.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    committed.catch(() => undefined); // told by the request's own failure when that comes first
    const result = await settled(work(transaction.objectStore(OUTBOX_STORE)));
    await committed;
    return result;
  } finally {
    database.close();
  }
}

export async function putInOutbox(factory: IDBFactory, question: OutboxQuestion): Promise<void> {
  await inOutbox(factory, 'readwrite', (store) => store.put(question));
}

export async function takeFromOutbox(factory: IDBFactory, localId: string): Promise<void> {
  await inOutbox(factory, 'readwrite', (store) => store.delete(localId));
}

/** The questions waiting, oldest first. */
export async function outboxQuestions(factory: IDBFactory): Promise<OutboxQuestion[]> {
  const all: unknown[] = await inOutbox(factory, 'readonly', (store) => store.getAll());
  return all.filter(isOutboxQuestion).sort((a, b) => a.askedAt.localeCompare(b.askedAt));
}
