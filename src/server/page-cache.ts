import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../i18n/locales.ts';
import { pickLocale, splitLocale } from '../i18n/paths.ts';

/**
 * A short-lived, in-process copy of the public pages anonymous visitors see (library
 * documents and any page answering `Cache-Control: public`). Rendering a page through Astro
 * costs milliseconds; a crawler or a busy morning asks for the same sheet again and again.
 * The middleware stores what it rendered; server.mjs answers from here before Astro runs.
 *
 * Only what a visitor was sent is stored. Eligible: GET/HEAD without a flash cookie, whose
 * language cookie is the page's language or absent. Without one (a first visit, a crawler) the
 * page sets it, which the fast path repeats; a first visit that Accept-Language would redirect
 * to another language is not eligible. The theme cookie changes the HTML, so it is part of the
 * key. A signed-in reader (a session cookie) is served a stored page only when the page keeps
 * its personal parts in the marked places (`shared`, personal-parts.ts), which the
 * fast path renders for them.
 */
const FLASH = /(?:^|;\s*)flash=/;
const cookieValue = (cookies: string, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];

function sessionToken(cookies: string, name: string): string | null {
  const value = cookieValue(cookies, name);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string;
  storedAt: number;
  /** Its only personal parts are marked: it may be personalised for a signed-in reader. */
  shared: boolean;
  /** Shared, but not with a reader whose subscription runs: the page shows their own plan (/pricing). */
  notForSubscribers?: boolean;
}

export interface PageRequest {
  method: string;
  /** Path and query as requested, locale prefix included. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export interface CacheSlot {
  key: string;
  /** The page would set the language cookie: the cached answer must set it too. */
  setCookie: string | null;
  /** The session token sent, if any: a signed-in reader's request, never stored. */
  session: string | null;
}

export interface PageCache {
  /** Where a request's answer is kept, or null when it may be personal or be redirected. */
  slot(request: PageRequest): CacheSlot | null;
  get(key: string, now?: number): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Forgets every page: after a change public pages show (a lawyer's profile, a review). */
  clear(): void;
  readonly bytes: number;
}

export interface PageCacheOptions {
  /** The session cookie's one name on this origin (session-cookie.ts `sessionCookieName`). */
  sessionCookie: string;
  maxBytes?: number;
  ttlMs?: number;
}

export function createPageCache({
  sessionCookie,
  maxBytes = 16 * 1024 * 1024,
  ttlMs = 60_000,
}: PageCacheOptions): PageCache {
  // A Map keeps insertion order: re-inserting on read makes the first entry the least used.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.byteLength;
    pages.delete(key);
  };
  return {
    get bytes() {
      return bytes;
    },
    slot({ method, url, cookie = '', acceptLanguage }) {
      if (method !== 'GET' && method !== 'HEAD') return null;
      if (FLASH.test(cookie)) return null;
      const { locale, prefixed } = splitLocale(url.split('?')[0] ?? '/');
      const cookieLocale = cookieValue(cookie, LOCALE_COOKIE);
      if (cookieLocale !== undefined && cookieLocale !== locale) return null;
      const preferred = pickLocale(acceptLanguage);
      if (cookieLocale === undefined && !prefixed && preferred && preferred !== DEFAULT_LOCALE) return null;
      return {
        key: `${url}|${cookieValue(cookie, 'theme') ?? ''}`,
        setCookie:
          cookieLocale === undefined
            ? `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
            : null,
        session: sessionToken(cookie, sessionCookie),
      };
    },
    get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now - page.storedAt > ttlMs) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    set(key, page) {
      if (page.body.byteLength > maxBytes / 8) return;
      remove(key);
      pages.set(key, page);
      bytes += page.body.byteLength;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}
