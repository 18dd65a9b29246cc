/**
 * The service worker (docs/ARCHITECTURE.md "Offline"), bundled by scripts/build-meta.mjs into
 * /sw.js with the build's id. Hashed build files come from its cache first; sheets and public
 * pages from the network first, their visitor copy kept (the last 50 sheets, 30 pages) and served
 * when the network fails or stalls; any other page offline gets the offline page of its language,
 * listing what can be read. The API, sockets and uploads are never touched.
 * A new worker takes over at once: every file it serves from its cache is named by its hash, and
 * pages come from the network whenever it answers, so an old page never gets new files nor the
 * reverse; the page's own new-version notice (stores/version.ts) stays in charge of reloading.
 */
import { isPageToWorker, type PageOpened, type ShelfName, SHELVES } from '../shared/offline.ts';
import { assetsNamed, isVisitorCopy, listCopiesIn, markOfflineCopy, savedOnText, titleOf } from './copies.ts';
import { languageOf, offlinePageFor, type RequestKind, requestKind } from './request-kinds.ts';
import { dropOldShelves, keepPage, keptCopy, listCopies, savedAtOf, trim } from './shelves.ts';

declare const BUILD_ID: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventWithPort extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventWithPort) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const storage = worker.caches;

/** On a slow network, past this a kept copy is served while the network goes on filling the shelf. */
const STALL_MS = 4000;

const SHELF_OF: Partial<Record<RequestKind, ShelfName>> = { sheet: 'sheets', page: 'pages' };

/** A page as a visitor gets it, in the language of its address: what may be kept on this device. */
function fetchVisitorCopy(url: string): Promise<Response> {
  return fetch(url, {
    credentials: 'omit',
    cache: 'no-store',
    headers: { Accept: 'text/html', 'Accept-Language': languageOf(url) },
  });
}

const isHtml = (response: Response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html');

/** Keeps the visitor copy of a page: the network's answer if it is one, else one fetched without cookies. */
async function keep(shelf: ShelfName, url: string, answer?: Response): Promise<void> {
  let response = answer && !answer.redirected && isHtml(answer) ? answer : undefined;
  let html = response ? await response.text() : '';
  if (!response || !isVisitorCopy(html)) {
    response = await fetchVisitorCopy(url);
    if (response.redirected || !isHtml(response)) return;
    html = await response.text();
    if (!isVisitorCopy(html)) return;
  }
  await keepPage(storage, shelf, url, { html, title: titleOf(html), headers: response.headers }, new Date());
}

/** The kept copy of a page, saying it is one. */
async function servedCopy(shelf: ShelfName, url: string): Promise<Response | undefined> {
  const copy = await keptCopy(storage, shelf, url);
  if (!copy) return undefined;
  const html = markOfflineCopy(await copy.text(), savedAtOf(copy));
  return new Response(html, { status: 200, headers: copy.headers });
}

/** The offline page of the address's language (or French), listing what can be read offline. */
async function offlinePage(url: string): Promise<Response> {
  const wanted = offlinePageFor(url);
  const shell = await storage.open(SHELVES.shell.name);
  const page = (await shell.match(wanted)) ?? (await shell.match(offlinePageFor(origin)));
  if (!page) return Response.error();
  const html = await page.text();
  const copies = await listCopies(storage, ['sheets', 'pages']);
  const listed = listCopiesIn(html, copies, savedOnText(html), languageOf(wanted));
  return new Response(listed, { status: 200, headers: page.headers });
}

/** Keeps the offline page of a language, with the files it names. */
async function keepOfflinePage(url: string): Promise<void> {
  const response = await fetchVisitorCopy(url);
  if (response.redirected || !isHtml(response)) return;
  const html = await response.text();
  await keepPage(storage, 'shell', url, { html, title: titleOf(html), headers: response.headers }, new Date());
  await keepAssets(assetsNamed(html, origin));
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

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await storage.open(SHELVES.assets.name);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

function delay<T>(ms: number, value: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => setTimeout(() => value().then(resolve, reject), ms));
}

/** The network's page; a kept copy when the network fails (or stalls, for pages that have one); else the offline page. */
async function networkFirst(event: FetchEvent, kind: RequestKind): Promise<Response> {
  const { request } = event;
  const shelf = SHELF_OF[kind];
  const network = fetch(request);
  if (shelf) event.waitUntil(network.then((answer) => keep(shelf, request.url, answer.clone())).catch(() => undefined));
  if (!shelf) return network.catch(() => offlinePage(request.url));
  const stalled = delay(STALL_MS, async () => (await servedCopy(shelf, request.url)) ?? network);
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
  if (kind === 'asset') event.respondWith(cacheFirst(request));
  else if (kind !== 'ignored') event.respondWith(networkFirst(event, kind));
});

worker.addEventListener('message', (event) => {
  if (isPageToWorker(event.data)) event.waitUntil(pageOpened(event.data).catch(() => undefined));
  // The build this worker came with, for the page's update check and the tests.
  else if (event.data === 'build-id') event.ports[0]?.postMessage(BUILD_ID);
});
