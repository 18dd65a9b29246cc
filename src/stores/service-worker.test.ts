import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, SHELVES } from '~/shared/offline.ts';
import { buildFiles, isMarkedOffline, markOffline, startServiceWorker } from './service-worker.ts';

const href = 'https://j.test/library/documents/a';

function container(register = vi.fn(async () => ({}))) {
  const postMessage = vi.fn();
  return {
    postMessage,
    register,
    container: { register, ready: Promise.resolve({ active: { postMessage } }) } as unknown as Pick<
      ServiceWorkerContainer,
      'register' | 'ready'
    >,
  };
}

describe('the page’s side of the service worker', () => {
  it('keeps only the hashed build files of its own site, once each, without query', () => {
    expect(
      buildFiles(
        [
          'https://j.test/_astro/a.B1.js',
          '/_astro/a.B1.js?v=2',
          'https://j.test/api/library?q=x',
          'https://cdn.example/_astro/b.js',
          'not a url at all ::',
        ],
        href,
      ),
    ).toEqual(['https://j.test/_astro/a.B1.js']);
  });

  it('registers the worker for the whole site, always checking for a new one, and says which page is open', async () => {
    const { container: c, register, postMessage } = container();
    await startServiceWorker({ container: c, href, loaded: () => ['/_astro/x.js'], logError: vi.fn() });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'page-opened',
      url: href,
      assets: ['https://j.test/_astro/x.js'],
    });
  });

  it('does nothing where there are no service workers, and only logs a refusal', async () => {
    await expect(startServiceWorker({ container: undefined, href, loaded: () => [], logError: vi.fn() })).resolves.toBe(
      undefined,
    );
    const logError = vi.fn();
    const refused = new DOMException('The operation is insecure.', 'SecurityError');
    const { container: c, postMessage } = container(vi.fn(async () => Promise.reject(refused)));
    await startServiceWorker({ container: c, href, loaded: () => [], logError });
    expect(logError).toHaveBeenCalledWith('Service worker registration failed', refused);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('marking a sheet « disponible hors ligne »', () => {
  it('asks the worker and resolves with its answer', async () => {
    const controller = {
      postMessage: vi.fn((message: unknown, ports: MessagePort[]) => {
        expect(message).toEqual({ type: 'keep-offline', url: href });
        ports[0]?.postMessage({ kept: true });
      }),
    } as unknown as Pick<ServiceWorker, 'postMessage'>;
    await expect(markOffline(controller, 'keep-offline', href)).resolves.toBe(true);
  });

  it('is not possible without a worker', async () => {
    await expect(markOffline(null, 'keep-offline', href)).resolves.toBe(false);
  });

  it('reads whether a sheet is kept from the worker’s shelf of marked sheets', async () => {
    const open = vi.fn(async (name: string) => ({
      match: async (url: string) => (name === SHELVES.kept.name && url === href ? new Response('') : undefined),
    }));
    const caches = { open } as unknown as Pick<CacheStorage, 'open'>;
    await expect(isMarkedOffline(caches, href)).resolves.toBe(true);
    await expect(isMarkedOffline(caches, 'https://j.test/other')).resolves.toBe(false);
    await expect(isMarkedOffline(undefined, href)).resolves.toBe(false);
  });
});
