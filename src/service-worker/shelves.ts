/**
 * The service worker's caches (src/shared/offline.ts SHELVES), each bounded: a copy put again
 * moves to the end (the Cache API appends what it replaces), so the oldest are the first keys
 * and are dropped first.
 */
import { ALIAS_OF_HEADER, SAVED_AT_HEADER, type ShelfName, SHELVES, TITLE_HEADER } from '../shared/offline.ts';

export type Storage = Pick<CacheStorage, 'open' | 'keys' | 'delete'>;

export interface KeptCopy {
  url: string;
  title: string;
  savedAt: string;
}

/** Keeps at most `limit` entries, the newest. */
export async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** Files a page's HTML on its shelf with the date and its title, and drops the oldest beyond the bound. */
export async function keepPage(
  storage: Storage,
  shelf: ShelfName,
  url: string,
  page: { html: string; title: string; headers: Headers; aliasOf?: string },
  now: Date,
): Promise<void> {
  const headers = new Headers(page.headers);
  // Bytes are decoded text now: the sizes and encodings of the network's response no longer hold.
  for (const name of ['content-length', 'content-encoding', 'etag', 'set-cookie', ALIAS_OF_HEADER])
    headers.delete(name);
  headers.set(SAVED_AT_HEADER, now.toISOString());
  headers.set(TITLE_HEADER, encodeURIComponent(page.title));
  if (page.aliasOf) headers.set(ALIAS_OF_HEADER, page.aliasOf);
  const { name, limit } = SHELVES[shelf];
  const cache = await storage.open(name);
  await cache.put(url, new Response(page.html, { status: 200, headers }));
  await trim(cache, limit);
}

/** The kept copy of `url` on a shelf, if any. */
export async function keptCopy(storage: Storage, shelf: ShelfName, url: string): Promise<Response | undefined> {
  return (await storage.open(SHELVES[shelf].name)).match(url);
}

export const savedAtOf = (response: Response): string => response.headers.get(SAVED_AT_HEADER) ?? '';

/** The copies on the given shelves, the newest first, each address once (aliases left out). */
export async function listCopies(storage: Storage, shelves: readonly ShelfName[]): Promise<KeptCopy[]> {
  const copies: KeptCopy[] = [];
  const seen = new Set<string>();
  for (const shelf of shelves) {
    const cache = await storage.open(SHELVES[shelf].name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response || seen.has(request.url) || response.headers.has(ALIAS_OF_HEADER)) continue;
      seen.add(request.url);
      copies.push({
        url: request.url,
        title: decodeURIComponent(response.headers.get(TITLE_HEADER) ?? '') || new URL(request.url).pathname,
        savedAt: savedAtOf(response),
      });
    }
  }
  return copies.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Drops a marked sheet and, when it was kept under another address too, that copy. */
export async function dropKept(storage: Storage, url: string): Promise<void> {
  const cache = await storage.open(SHELVES.kept.name);
  const copy = await cache.match(url);
  const other = copy?.headers.get(ALIAS_OF_HEADER);
  await cache.delete(url);
  if (other) await cache.delete(other);
}

/** Drops the caches of an earlier layout (`jurisia-…-v0`), keeping the current shelves. */
export async function dropOldShelves(storage: Storage): Promise<void> {
  const current = new Set<string>(Object.values(SHELVES).map((shelf) => shelf.name));
  const names = await storage.keys();
  await Promise.all(
    names.filter((name) => name.startsWith('jurisia-') && !current.has(name)).map((name) => storage.delete(name)),
  );
}
