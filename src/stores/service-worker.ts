/**
 * The page's side of the service worker (docs/ARCHITECTURE.md "Offline"): registered once the
 * page has loaded and the browser is idle (stores/init.ts, page-settled.ts), it is told which page is open
 * and the build files the page loaded, so a page opened before the worker was there is kept
 * for offline reading too. A browser without service workers, or one refusing them (private
 * windows), simply has no offline copies.
 */
import { type KeepOffline, type PageOpened, SERVICE_WORKER_URL, SHELVES } from '~/shared/offline.ts';

type Container = Pick<ServiceWorkerContainer, 'register' | 'ready'>;

export interface ServiceWorkerDeps {
  /** navigator.serviceWorker; undefined where there is none. */
  container: Container | undefined;
  /** The page's address. */
  href: string;
  /** The addresses of what the page loaded (scripts, preloads, fetched resources). */
  loaded: () => readonly string[];
  logError: (message: string, error: unknown) => void;
}

/** The hashed build files among `urls`, on the page's own origin. */
export function buildFiles(urls: readonly string[], href: string): string[] {
  const origin = new URL(href).origin;
  const files = new Set<string>();
  for (const url of urls) {
    try {
      const address = new URL(url, href);
      if (address.origin === origin && address.pathname.startsWith('/_astro/'))
        files.add(address.origin + address.pathname);
    } catch {
      // Not an address: nothing to keep.
    }
  }
  return [...files];
}

export async function startServiceWorker(deps: ServiceWorkerDeps): Promise<void> {
  if (!deps.container) return;
  try {
    await deps.container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    const registration = await deps.container.ready;
    const message: PageOpened = { type: 'page-opened', url: deps.href, assets: buildFiles(deps.loaded(), deps.href) };
    registration.active?.postMessage(message);
  } catch (error) {
    // Offline reading is a bonus: the page works the same without it.
    deps.logError('Service worker registration failed', error);
  }
}

/** What this page loaded: its scripts and preloads, and every resource the browser timed. */
export function loadedByPage(document: Document, performance: Performance): string[] {
  return [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ];
}

type Controller = Pick<ServiceWorker, 'postMessage'>;

/**
 * Marks a sheet « disponible hors ligne » (or unmarks it) through the worker controlling the
 * page; resolves with whether it is kept now. No worker (an old browser, a private window): false.
 */
export function markOffline(
  controller: Controller | null | undefined,
  type: KeepOffline['type'],
  url: string,
): Promise<boolean> {
  if (!controller) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => resolve(event.data?.kept === true);
    const message: KeepOffline = { type, url };
    controller.postMessage(message, [channel.port2]);
  });
}

/** Whether the worker keeps `url` as marked « disponible hors ligne ». */
export async function isMarkedOffline(caches: Pick<CacheStorage, 'open'> | undefined, url: string): Promise<boolean> {
  if (!caches) return false;
  try {
    return (await (await caches.open(SHELVES.kept.name)).match(url)) !== undefined;
  } catch {
    return false;
  }
}
