/** The Cache API in memory, as the spec has it for the calls the worker makes: a put replaces and appends, keys come in order. */
import type { Storage } from './shelves.ts';

const urlOf = (request: RequestInfo | URL) => String(request instanceof Request ? request.url : request);

export class MemoryCache {
  readonly entries = new Map<string, Response>();
  readonly fetcher: (url: string) => Promise<Response>;
  constructor(fetcher: (url: string) => Promise<Response> = fetch) {
    this.fetcher = fetcher;
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.delete(urlOf(request));
    this.entries.set(urlOf(request), response);
  }
  async add(request: RequestInfo | URL) {
    const response = await this.fetcher(urlOf(request));
    if (!response.ok) throw new TypeError('Request failed');
    await this.put(request, response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(urlOf(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(urlOf(request));
  }
}

export function memoryStorage(fetcher?: (url: string) => Promise<Response>) {
  const caches = new Map<string, MemoryCache>();
  const storage = {
    async open(name: string) {
      if (!caches.has(name)) caches.set(name, new MemoryCache(fetcher));
      return caches.get(name) as unknown as Cache;
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name: string) {
      return caches.delete(name);
    },
  } satisfies Storage;
  return { storage, caches };
}
