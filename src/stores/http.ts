/**
 * The one HTTP client of the browser code (docs/ARCHITECTURE.md "API conventions"): JSON in and out,
 * failures as HttpError, retries for transient failures (SPEC-COVERAGE §8, §9), and the platform
 * reactions: 401 → session expiry, 403 while signed in → 'subscription-expired' event,
 * network failure → network-error state.
 */
import { browserSessionStorage } from './browser-storage.ts';
import { carryToast } from './carried-toast.ts';
import { DEFAULT_ATTEMPTS, isNetworkError, isRetryable, retryDelay } from './errors.ts';
import { network } from './network.ts';
import { platformText } from './platform-messages.ts';
import { $loggedIn, initSession } from './session.ts';
import { createSessionExpiry, LOGOUT_URL } from './session-expiry.ts';
import { SUBSCRIPTION_EXPIRED_EVENT, type SubscriptionExpiredDetail } from './subscription-event.ts';
import { globalTimers } from './timers.ts';
import { toast } from './toasts.ts';

/** Fired on window when a signed-in user gets a 403 (SPEC-COVERAGE §6: the subscription has expired). */
export { SUBSCRIPTION_EXPIRED_EVENT } from './subscription-event.ts';
/** Code given to failures where no response arrived at all. */
export const NETWORK_ERROR_CODE = 'ERR_NETWORK';

export interface HttpErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  fields?: Record<string, string>;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;

  constructor(body: HttpErrorBody) {
    super(body.message);
    this.statusCode = body.statusCode;
    if (body.code !== undefined) this.code = body.code;
    if (body.fields !== undefined) this.fields = body.fields;
  }
}

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const IDEMPOTENT: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams go as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Carried through even when the page unloads (fetch's keepalive, bodies under 64 KB): a small
   * write the user made just before leaving or reloading, such as an answer's thumbs up, is not lost.
   */
  keepalive?: boolean;
  /** Attempts in all. Idempotent methods default to 3; others to 1 unless the caller opts in. */
  attempts?: number;
  responseType?: 'json' | 'blob';
  /** False where a 401 is an answer rather than an expired session (a login with a wrong password). */
  expireSessionOn401?: boolean;
}

export interface HttpClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onUnauthorized?: (error: HttpError) => void;
  onForbidden?: (error: HttpError) => void;
  onNetworkError?: (error: HttpError) => void;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodylessOptions): Promise<T>;
  delete<T>(path: string, options?: BodylessOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodylessOptions): Promise<T>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer
  );
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) init.body = options.body;
    else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
  }
  return init;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function errorFrom(response: Response): Promise<HttpError> {
  const body = (await readJson(response)) as Partial<HttpErrorBody> | undefined;
  const message =
    typeof body?.message === 'string' && body.message ? body.message : response.statusText || `HTTP ${response.status}`;
  return new HttpError({
    statusCode: response.status,
    message,
    ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    ...(body?.fields && typeof body.fields === 'object' ? { fields: body.fields } : {}),
  });
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => globalTimers.setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;

  async function once<T>(url: string, init: RequestInit, responseType: RequestOptions['responseType']): Promise<T> {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      const message = cause instanceof Error && cause.message ? cause.message : 'Network error';
      throw new HttpError({ statusCode: 0, message, code: NETWORK_ERROR_CODE });
    }
    if (!response.ok) throw await errorFrom(response);
    if (responseType === 'blob') return (await response.blob()) as T;
    return (await readJson(response)) as T;
  }

  function notifyHooks(error: HttpError, options: RequestOptions): void {
    if (error.statusCode === 401 && options.expireSessionOn401 !== false) deps.onUnauthorized?.(error);
    else if (error.statusCode === 403) deps.onForbidden?.(error);
    else if (isNetworkError(error)) deps.onNetworkError?.(error);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const attempts = Math.max(1, options.attempts ?? (IDEMPOTENT.includes(method) ? DEFAULT_ATTEMPTS : 1));
    const url = withQuery(path, options.query);
    const init = buildInit(options);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(url, init, options.responseType);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (attempt + 1 >= attempts || !isRetryable(error)) {
          notifyHooks(error, options);
          throw error;
        }
        await sleep(retryDelay(attempt, random));
        options.signal?.throwIfAborted();
      }
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
  };
}

/** Dispatches the subscription-expired event when the user is signed in; returns whether it did. */
export function announceSubscriptionExpired(target: EventTarget, loggedIn: boolean, error: HttpError): boolean {
  if (!loggedIn) return false;
  const detail: SubscriptionExpiredDetail = { message: error.message, code: error.code };
  target.dispatchEvent(new CustomEvent(SUBSCRIPTION_EXPIRED_EVENT, { detail }));
  return true;
}

const expireSession = createSessionExpiry({
  pathname: () => globalThis.location.pathname,
  // The page is about to change: the toast is shown by the login page, or here if it cannot travel.
  notify: (input) => carryToast(browserSessionStorage, input) || toast(input),
  text: platformText,
  logout: () =>
    globalThis.fetch(LOGOUT_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }),
  clearSession: () => initSession(null),
  navigate: (url) => globalThis.location.assign(url),
  timers: globalTimers,
});

export const api = createHttpClient({
  fetch: (url, init) => globalThis.fetch(url, init),
  onUnauthorized: () => void expireSession(),
  onForbidden: (error) => announceSubscriptionExpired(globalThis.window, $loggedIn.get(), error),
  onNetworkError: () => network.reportNetworkError(),
});
