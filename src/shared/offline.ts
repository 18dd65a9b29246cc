/**
 * What the pages and the service worker (src/service-worker/) agree on: its address, its caches,
 * the headers it files a copy with and the messages a page sends it (docs/ARCHITECTURE.md
 * "Offline").
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** The product's own page for an address neither the network nor a kept copy can give. */
export const OFFLINE_PATH = '/offline';

/**
 * One cache per kind, each with its bound. The `-v1` is the layout of what is kept, not the build:
 * copies survive updates (hashed assets never change, pages are refetched when online).
 */
export const SHELVES = {
  /** Hashed build files (`/_astro/…`), cache-first. */
  assets: { name: 'jurisia-assets-v1', limit: 400 },
  /** Public pages a reader opened (home, library, directory…), network-first. */
  pages: { name: 'jurisia-pages-v1', limit: 30 },
  /** Library sheets a reader opened, the last 50. */
  sheets: { name: 'jurisia-sheets-v1', limit: 50 },
  /** Sheets of the personal library the reader marked « disponible hors ligne », kept until unmarked. */
  kept: { name: 'jurisia-kept-v1', limit: 500 },
  /** The offline page in each language a reader used. */
  shell: { name: 'jurisia-shell-v1', limit: 20 },
} as const;
export type ShelfName = keyof typeof SHELVES;

/** The shelves whose copies are listed on the offline page as readable without a connection. */
export const READABLE_SHELVES: readonly ShelfName[] = ['kept', 'sheets', 'pages'];

/** When a copy was saved (ISO date) and the page's title (URI-encoded), on each kept page. */
export const SAVED_AT_HEADER = 'x-jurisia-saved-at';
export const TITLE_HEADER = 'x-jurisia-title';

/**
 * On a marked sheet kept under the address the reader asked for (`/library/documents/{id}`) when
 * the library answers at another (its slug): that address, where the same copy is kept too.
 * Such an alias is not listed twice.
 */
export const ALIAS_OF_HEADER = 'x-jurisia-alias-of';

/** Set on <html> of a kept copy served instead of the network: the ISO date it was saved. */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** A page tells the worker it is open: the worker keeps the page, its files and the offline page of its language. */
export interface PageOpened {
  type: 'page-opened';
  /** The page's address (same origin). */
  url: string;
  /** The hashed build files the page loaded. */
  assets: string[];
}

/**
 * The reader marks a sheet of their personal library « disponible hors ligne » (or unmarks it);
 * the worker answers on the message's port with `{ kept }`, whether the sheet is now kept.
 */
export interface KeepOffline {
  type: 'keep-offline' | 'drop-offline';
  url: string;
}

export type PageToWorker = PageOpened | KeepOffline;

export function isPageToWorker(value: unknown): value is PageToWorker {
  const message = value as { type?: unknown; url?: unknown; assets?: unknown } | null;
  if (typeof message !== 'object' || message === null || typeof message.url !== 'string') return false;
  if (message.type === 'keep-offline' || message.type === 'drop-offline') return true;
  return (
    message.type === 'page-opened' &&
    Array.isArray(message.assets) &&
    message.assets.every((asset) => typeof asset === 'string')
  );
}
