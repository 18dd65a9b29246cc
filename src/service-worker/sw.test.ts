import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { partEnd, partStart } from '../personal-parts.ts';
import { SHELVES } from '../shared/offline.ts';
import { memoryStorage } from './caches.fixtures.ts';
import { COPIES_END, COPIES_START } from './copies.ts';

/** The worker (sw.ts) on a fake scope: its listeners, the network it reaches, its caches. */
const ORIGIN = 'https://j.test';
type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
const network = { handle: (_url: string, _init?: RequestInit): Response => new Response('', { status: 404 }) };
const fetched: { url: string; init: RequestInit | undefined }[] = [];
const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  fetched.push({ url, init });
  const response = network.handle(url, init);
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};
const { storage, caches } = memoryStorage((url) => fakeFetch(url));
const scope = {
  location: new URL(`${ORIGIN}/sw.js`),
  caches: storage,
  skipWaiting: vi.fn(async () => undefined),
  clients: { claim: vi.fn(async () => undefined) },
  addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
};

const page = (title: string, session = '') =>
  `<!doctype html><html lang="fr"><head><title>${title} - Jurisia</title><meta property="og:site_name" content="Jurisia"></head>` +
  `<body>${partStart('session')}${session}${partEnd('session')}<div id="toast-host" data-platform-messages="{&quot;platform.offline.copy.title&quot;:&quot;Vous êtes hors ligne&quot;,&quot;platform.offline.copy.text&quot;:&quot;Copie du {date}.&quot;}"></div>` +
  `<section data-saved-on="Enregistrée le {date}">${COPIES_START}<p>Rien</p>${COPIES_END}</section></body></html>`;
const html = (body: string) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
const offline = () => Response.error();

/** Dispatches an event with waitUntil (and respondWith for a fetch); resolves once all it waits for is done. */
async function dispatch(type: string, fields: Record<string, unknown> = {}) {
  const waits: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  listeners.get(type)?.({
    ...fields,
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    respondWith: (answer: Promise<Response>) => {
      response = answer;
    },
  });
  const answered = response ? await response : undefined;
  await Promise.all(waits);
  return answered;
}

const navigate = (path: string) =>
  dispatch('fetch', { request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' } as Request });

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('BUILD_ID', 'build-7');
  vi.stubGlobal('fetch', fakeFetch);
  await import('./sw.ts');
});

beforeEach(() => {
  caches.clear();
  fetched.length = 0;
  network.handle = (url) => (url.endsWith('/offline') ? html(page('Hors ligne')) : offline());
});

describe('the service worker', () => {
  it('keeps the offline page as a visitor gets it when installed, then takes over at once', async () => {
    await dispatch('install');
    expect(fetched[0]).toMatchObject({ url: `${ORIGIN}/offline`, init: { credentials: 'omit' } });
    expect(await (await storage.open(SHELVES.shell.name)).match(`${ORIGIN}/offline`)).toBeDefined();
    expect(scope.skipWaiting).toHaveBeenCalled();
    await storage.open('jurisia-sheets-v0');
    await dispatch('activate');
    expect(caches.has('jurisia-sheets-v0')).toBe(false);
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('serves a sheet from the network and keeps it; offline, serves the copy with its notice', async () => {
    network.handle = () => html(page('Bail'));
    const online = await navigate('/library/documents/bail');
    expect(await online?.text()).toBe(page('Bail'));
    network.handle = offline;
    const copy = await (await navigate('/library/documents/bail'))?.text();
    expect(copy).toContain('data-offline-copy="');
    expect(copy).toMatch(/<strong>Vous êtes hors ligne<\/strong> Copie du \d{1,2} \S+ \d{4}/);
  });

  it('serves the kept copy when the network stalls past 4 s, and keeps nothing of an error page', async () => {
    network.handle = () => html(page('Bail'));
    await navigate('/library/documents/bail');
    vi.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => undefined;
      const slow = new Promise<Response>((resolve) => {
        answer = resolve;
      });
      vi.stubGlobal('fetch', () => slow);
      let response: Promise<Response> | undefined;
      listeners.get('fetch')?.({
        request: { url: `${ORIGIN}/library/documents/bail`, method: 'GET', mode: 'navigate' },
        waitUntil: () => undefined,
        respondWith: (r: Promise<Response>) => {
          response = r;
        },
      });
      await vi.advanceTimersByTimeAsync(4000);
      expect(await (await response)?.text()).toContain('data-offline-copy');
      answer(html(page('Bail')));
    } finally {
      vi.useRealTimers();
      vi.stubGlobal('fetch', fakeFetch);
    }
    fetched.length = 0;
    network.handle = () => new Response('Introuvable', { status: 404, headers: { 'content-type': 'text/html' } });
    expect((await navigate('/library/documents/gone'))?.status).toBe(404);
    expect(fetched).toHaveLength(1);
  });

  it('keeps a signed-in reader’s sheet only as fetched again without cookies', async () => {
    network.handle = (_url, init) =>
      html(
        init?.credentials === 'omit'
          ? page('Bail')
          : page('Bail', '<script id="session-user">{"email":"awa@x.test"}</script>'),
      );
    await navigate('/en/library/documents/bail');
    const again = fetched.find((f) => f.init?.credentials === 'omit');
    expect(again?.init?.headers).toMatchObject({ 'Accept-Language': 'en' });
    const kept = await (await storage.open(SHELVES.sheets.name)).match(`${ORIGIN}/en/library/documents/bail`);
    expect(await kept?.text()).not.toContain('awa@x.test');
    // Read again within the hour: not downloaded a second time.
    fetched.length = 0;
    await navigate('/en/library/documents/bail');
    expect(fetched).toHaveLength(1);
  });

  it('never keeps a personal page, and offline shows the offline page listing what can be read', async () => {
    await dispatch('install');
    network.handle = () => html(page('Bail'));
    await navigate('/library/documents/bail');
    network.handle = () => html(page('Mes conversations', '<script id="session-user">{}</script>'));
    expect(await (await navigate('/chat/42'))?.text()).toContain('Mes conversations');
    expect([...caches.values()].some((cache) => [...cache.entries.keys()].some((url) => url.includes('/chat')))).toBe(
      false,
    );

    network.handle = offline;
    const shown = (await (await navigate('/chat/42'))?.text()) ?? '';
    expect(shown).toContain('<title>Hors ligne - Jurisia</title>');
    expect(shown).toContain(`<a class="link font-medium" href="${ORIGIN}/library/documents/bail">Bail</a>`);
    expect(shown).toMatch(/Enregistrée le \d{1,2} \S+ \d{4}/);
    expect(shown).not.toContain('<p>Rien</p>');
  });

  it('leaves the API, posts and other sites to the browser, and serves build files from its cache first', async () => {
    for (const request of [
      { url: `${ORIGIN}/api/e/message`, method: 'POST', mode: 'cors' },
      { url: `${ORIGIN}/api/library?q=bail`, method: 'GET', mode: 'cors' },
      { url: 'https://example.org/', method: 'GET', mode: 'navigate' },
    ])
      expect(await dispatch('fetch', { request })).toBeUndefined();
    let served = 0;
    network.handle = () => new Response(`file ${++served}`, { status: 200 });
    const asset = { url: `${ORIGIN}/_astro/app.B1.js`, method: 'GET', mode: 'cors' } as Request;
    expect(await (await dispatch('fetch', { request: asset }))?.text()).toBe('file 1');
    expect(await (await dispatch('fetch', { request: asset }))?.text()).toBe('file 1');
  });

  it('keeps a page opened before it was there, with its build files, when the page says so', async () => {
    network.handle = (url) =>
      url.includes('/_astro/')
        ? new Response('js', { status: 200 })
        : html(page(url.endsWith('/offline') ? 'Hors ligne' : 'Avocats'));
    await dispatch('message', {
      data: {
        type: 'page-opened',
        url: `${ORIGIN}/lawyers`,
        assets: [`${ORIGIN}/_astro/a.js`, 'https://cdn.test/_astro/b.js'],
      },
      ports: [],
    });
    expect(await (await storage.open(SHELVES.pages.name)).match(`${ORIGIN}/lawyers`)).toBeDefined();
    expect(await (await storage.open(SHELVES.shell.name)).match(`${ORIGIN}/offline`)).toBeDefined();
    const assets = await (await storage.open(SHELVES.assets.name)).keys();
    expect(assets.map((r) => r.url)).toEqual([`${ORIGIN}/_astro/a.js`]);
  });

  it('keeps a marked sheet under the address asked and the one it answers at, until unmarked', async () => {
    network.handle = (url) => {
      const response = html(page(url.endsWith('/offline') ? 'Hors ligne' : 'Bail'));
      // The id answers at the slug (a redirect, followed).
      Object.defineProperty(response, 'url', { value: `${ORIGIN}/library/documents/bail-f1` });
      return response;
    };
    await dispatch('install');
    const port = { postMessage: vi.fn() };
    await dispatch('message', {
      data: { type: 'keep-offline', url: `${ORIGIN}/library/documents/vdd-F1` },
      ports: [port],
    });
    expect(port.postMessage).toHaveBeenCalledWith({ kept: true });
    const kept = await storage.open(SHELVES.kept.name);
    expect((await kept.keys()).map((r) => r.url).sort()).toEqual([
      `${ORIGIN}/library/documents/bail-f1`,
      `${ORIGIN}/library/documents/vdd-F1`,
    ]);
    // Never dropped for being old, served offline under either address, listed once.
    network.handle = offline;
    expect(await (await navigate('/library/documents/vdd-F1'))?.text()).toContain('data-offline-copy');
    const shown = (await (await navigate('/chat'))?.text()) ?? '';
    expect(shown.match(/>Bail<\/a>/g)).toHaveLength(1);

    await dispatch('message', {
      data: { type: 'drop-offline', url: `${ORIGIN}/library/documents/vdd-F1` },
      ports: [port],
    });
    expect(port.postMessage).toHaveBeenLastCalledWith({ kept: false });
    expect(await kept.keys()).toEqual([]);
  });

  it('says a sheet could not be marked when it cannot be fetched', async () => {
    network.handle = offline;
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data: { type: 'keep-offline', url: `${ORIGIN}/library/documents/x` }, ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith({ kept: false });
  });

  it('tells the build it came with', async () => {
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data: 'build-id', ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith('build-7');
  });
});
