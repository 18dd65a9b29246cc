/** Fakes of what the islands' stores are given: the HTTP client, the socket, storage. */
import { atom } from 'nanostores';
import { vi } from 'vitest';
import { HttpError, type RequestOptions } from './http.ts';
import type { HeldQuestion, Outbox } from './outbox.ts';
import type { SocketStatus } from './socket-client.ts';

type Handler = (path: string, options: RequestOptions) => unknown;

/** An HTTP client answering from `routes` ("GET /path" → handler, a regular expression; a thrown error rejects). */
export function fakeHttp(routes: Record<string, Handler> = {}) {
  const call = (method: string) =>
    // Promise<never> stands for the client's Promise<T>: each route answers what its test expects.
    vi.fn(async (path: string, ...rest: unknown[]): Promise<never> => {
      const withBody = method === 'POST' || method === 'PUT';
      const options = (withBody ? rest[1] : rest[0]) as RequestOptions | undefined;
      const key = Object.keys(routes).find((route) => new RegExp(`^${route}$`).test(`${method} ${path}`));
      if (!key) throw new HttpError({ statusCode: 404, message: `No route for ${method} ${path}` });
      return routes[key]?.(path, { ...options, body: withBody ? rest[0] : undefined }) as never;
    });
  return { routes, get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
}

/** A socket that pushes `P` payloads to whoever subscribed. */
export function fakeSocket<P>(status: SocketStatus = 'connected') {
  const handlers = new Set<(push: P) => void>();
  return {
    status: atom<SocketStatus>(status),
    onPush: (handler: (push: P) => void) => {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    push: (payload: P) => {
      for (const handler of handlers) handler(payload);
    },
    listeners: () => handlers.size,
  };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** Storage the browser refuses (private mode, a full quota): every call throws. */
export const blockedStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
  removeItem: (): void => {
    throw new Error('SecurityError');
  },
};

/** Lets pending promise callbacks run (the fakes answer asynchronously). */
export async function settleMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

/** The browser's connection, switched by the test: `back()` is the window's 'online' event. */
export function fakeConnection(online = true) {
  const listeners = new Set<() => void>();
  const connection = {
    online,
    isOnline: () => connection.online,
    onOnline(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    lost() {
      connection.online = false;
    },
    back() {
      connection.online = true;
      for (const listener of listeners) listener();
    },
  };
  return connection;
}

/** An outbox in memory: what a store filed for the service worker, by localId, and what it took out. */
export function fakeOutbox() {
  const filed = new Map<string, HeldQuestion>();
  const taken: string[] = [];
  const outbox: Outbox & { filed: Map<string, HeldQuestion>; taken: string[] } = {
    filed,
    taken,
    keep: (question) => void filed.set(question.localId, question),
    take: (localId) => {
      taken.push(localId);
      filed.delete(localId);
    },
  };
  return outbox;
}
