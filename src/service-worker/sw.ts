/**
 * The service worker (docs/ARCHITECTURE.md "Offline"), bundled by scripts/build-meta.mjs into
 * /sw.js with the build's id. Hashed build files come from its cache first; sheets and public
 * pages from the network first, their visitor copy kept (the last 50 sheets, 30 pages, and the
 * sheets of the personal library marked « disponible hors ligne » until unmarked) and served when
 * the network fails or stalls; any other page offline gets the offline page of its language,
 * listing what can be read. The API, sockets and uploads are never touched, but for one thing:
 * woken by Background Sync, it posts the questions asked offline that no page has sent yet
 * (outbox.ts), as the page would have.
 * A new worker takes over at once: every file it serves from its cache is named by its hash, and
 * pages come from the network whenever it answers, so an old page never gets new files nor the
 * reverse; the page's own new-version notice (stores/version.ts) stays in charge of reloading.
 */
import {
  isPageToWorker,
  type KeepOffline,
  type PageOpened,
  READABLE_SHELVES,
  type ShelfName,
  SHELVES,
} from '../shared/offline.ts';
import { OUTBOX_SYNC_TAG } from '../shared/outbox.ts';
import { assetsNamed, isVisitorCopy, listCopiesIn, markOfflineCopy, savedOnText, titleOf } from './copies.ts';
import { sendOutbox } from './outbox.ts';
import { languageOf, offlinePageFor, type RequestKind, requestKind } from './request-kinds.ts';
import { dropKept, dropOldShelves, keepPage, keptCopy, listCopies, savedAtOf, trim } from './shelves.ts';

declare const BUILD_ID: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface MessageEventWithPort extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  indexedDB: IDBFactory;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventWithPort) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const storage = worker.caches;

/** On a slow network, past this a kept copy is served while the network goes on filling the shelf. */
const STALL_MS = 4000;
/**
 * A signed-in reader's page is kept by fetching it again without cookies: a second download, so
 * it is done at most once an hour per page (their data plan is not ours to spend).
 */
const REFETCH_AFTER_MS = 60 * 60_000;

const SHELF_OF: Partial<Record<RequestKind, ShelfName>> = { sheet: 'sheets', page: 'pages' };
/** Where a kept copy of each kind may be: a sheet read lately, or one the reader marked. */
const COPIES_OF: Record<ShelfName, readonly ShelfName[]> = {
  sheets: ['sheets', 'kept'],
  pages: ['pages'],
  kept: ['kept'],
  shell: ['shell'],
  assets: [],
};

const isHtml = (response: Response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');

type PageToKeep = Parameters<typeof keepPage>[3];

const pageToKeep = (html: string, response: Response): PageToKeep => ({
  html,
  title: titleOf(html),
  headers: response.headers,
});

interface VisitorPage {
  page: PageToKeep;
  /** Where the library answered: another address when it redirected (an id to its slug). */
  url: string;
  redirected: boolean;
}

/**
 * A page as a visitor gets it (no cookies, in the language of its address): what may be kept on
 * this device. Nothing for an error, a file, or a page that would still hold a session.
 */
async function visitorPage(url: string): Promise<VisitorPage | undefined> {
  const response = await fetch(url, {
    credentials: 'omit',
    cache: 'no-store',
    headers: { Accept: 'text/html', 'Accept-Language': languageOf(url) },
  });
  if (!isHtml(response)) return undefined;
  const html = await response.text();
  if (!isVisitorCopy(html)) return undefined;
  return { page: pageToKeep(html, response), url: response.url || url, redirected: response.redirected };
}

/** Keeps the visitor copy of a page: the network's answer if it is one, else one fetched without cookies. */
async function keep(shelf: ShelfName, url: string, answer?: Response): Promise<void> {
  // A redirect, an error or a file is nothing to keep.
  if (answer && (answer.redirected || !isHtml(answer))) return;
  const html = answer ? await answer.text() : '';
  let page = answer && isVisitorCopy(html) ? pageToKeep(html, answer) : undefined;
  if (!page) {
    const copy = await keptCopy(storage, shelf, url);
    if (copy && Date.now() - Date.parse(savedAtOf(copy)) < REFETCH_AFTER_MS) return;
    const visitor = await visitorPage(url);
    if (!visitor || visitor.redirected) return;
    page = visitor.page;
  }
  await keepPage(storage, shelf, url, page, new Date());
  // A marked sheet read again: its kept copy is the newest too.
  if (shelf === 'sheets' && (await keptCopy(storage, 'kept', url)))
    await keepPage(storage, 'kept', url, page, new Date());
}

/** The kept copy of a page, saying it is one. */
async function servedCopy(shelf: ShelfName, url: string): Promise<Response | undefined> {
  for (const place of COPIES_OF[shelf]) {
    const copy = await keptCopy(storage, place, url);
    if (!copy) continue;
    const html = markOfflineCopy(await copy.text(), savedAtOf(copy));
    return new Response(html, { status: 200, headers: copy.headers });
  }
  return undefined;
}

/**
 * Marks a sheet « disponible hors ligne »: its visitor copy and its files, kept until unmarked,
 * under the address asked and the one the library answered at (an id redirects to the slug).
 */
async function keepMarked(url: string): Promise<boolean> {
  const visitor = await visitorPage(url);
  if (!visitor) return false;
  const { page } = visitor;
  const now = new Date();
  const canonical = visitor.url !== url ? visitor.url : undefined;
  if (canonical) await keepPage(storage, 'kept', canonical, page, now);
  await keepPage(storage, 'kept', url, { ...page, ...(canonical ? { aliasOf: canonical } : {}) }, now);
  await keepAssets(assetsNamed(page.html, origin));
  return true;
}

async function marked({ type, url }: KeepOffline): Promise<boolean> {
  if (new URL(url).origin !== origin) return false;
  if (type === 'drop-offline') {
    await dropKept(storage, url);
    return false;
  }
  return keepMarked(url).catch(() => false);
}

/** The offline page of the address's language (or French), listing what can be read offline. */
async function offlinePage(url: string): Promise<Response> {
  const wanted = offlinePageFor(url);
  const shell = await storage.open(SHELVES.shell.name);
  const page = (await shell.match(wanted)) ?? (await shell.match(offlinePageFor(origin)));
  if (!page) return Response.error();
  const html = await page.text();
  const copies = await listCopies(storage, READABLE_SHELVES);
  const listed = listCopiesIn(html, copies, savedOnText(html), languageOf(wanted));
  return new Response(listed, { status: 200, headers: page.headers });
}

/** Keeps the offline page of a language, with the files it names. */
async function keepOfflinePage(url: string): Promise<void> {
  const visitor = await visitorPage(url);
  if (!visitor || visitor.redirected) return;
  await keepPage(storage, 'shell', url, visitor.page, new Date());
  await keepAssets(assetsNamed(visitor.page.html, origin));
}

async function keepAssets(urls: readonly string[]): Promise<void> {
  const cache = await storage.open(SHELVES.assets.name);
  for (const url of urls) {
    if (new URL(url).origin !== origin || !new URL(url).pathname.startsWith('/_astro/')) continue;
    if (await cache.match(url)) continue;
    // The browser's HTTP cache usually has it: these files are immutable.
    await cache.add(url).catch(() => undefined);
  }
  await trim(cache, SHELVES.assets.limit);
}

/** A hashed file: the kept one, else the network's, kept while the page already gets it. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await storage.open(SHELVES.assets.name);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
  return response;
}

/** The network's page; a kept copy when the network fails (or stalls, for pages that have one); else the offline page. */
async function networkFirst(event: FetchEvent, kind: RequestKind): Promise<Response> {
  const { request } = event;
  const shelf = SHELF_OF[kind];
  const network = fetch(request);
  if (shelf) event.waitUntil(network.then((answer) => keep(shelf, request.url, answer.clone())).catch(() => undefined));
  if (!shelf) return network.catch(() => offlinePage(request.url));
  let answered = false;
  const settle = () => {
    answered = true;
  };
  network.then(settle, settle);
  // Past STALL_MS without an answer, the kept copy if there is one; else the network's answer, whenever it comes.
  const stalled = new Promise<Response>((resolve, reject) =>
    setTimeout(() => {
      if (!answered) servedCopy(shelf, request.url).then((copy) => resolve(copy ?? network), reject);
    }, STALL_MS),
  );
  try {
    return await Promise.race([network, stalled]);
  } catch {
    return (await servedCopy(shelf, request.url)) ?? offlinePage(request.url);
  }
}

/** A page is open: keep its files, the offline page of its language and, for a sheet or public page, its copy. */
async function pageOpened({ url, assets }: PageOpened): Promise<void> {
  if (new URL(url).origin !== origin) return;
  const offline = offlinePageFor(url);
  if (!(await keptCopy(storage, 'shell', offline))) await keepOfflinePage(offline);
  await keepAssets(assets);
  const shelf = SHELF_OF[requestKind({ url, method: 'GET', mode: 'navigate' }, origin)];
  // A page this worker served is on its shelf already; one opened before it was there is not.
  if (shelf && !(await keptCopy(storage, shelf, url))) await keep(shelf, url);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    keepOfflinePage(offlinePageFor(origin))
      .catch(() => undefined)
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShelves(storage).then(() => worker.clients.claim()));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(request, origin);
  if (kind === 'asset') event.respondWith(cacheFirst(event));
  else if (kind !== 'ignored') event.respondWith(networkFirst(event, kind));
});

// The connection is back: the questions asked offline that no page has sent yet (outbox.ts).
worker.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG)
    event.waitUntil(sendOutbox({ indexedDB: worker.indexedDB, fetch: (url, init) => fetch(url, init) }));
});

worker.addEventListener('message', (event) => {
  const { data } = event;
  if (!isPageToWorker(data)) {
    // The build this worker came with, for the tests and whoever checks what a device runs.
    if (data === 'build-id') event.ports[0]?.postMessage(BUILD_ID);
    return;
  }
  if (data.type === 'page-opened') event.waitUntil(pageOpened(data).catch(() => undefined));
  else event.waitUntil(marked(data).then((kept) => event.ports[0]?.postMessage({ kept })));
});
