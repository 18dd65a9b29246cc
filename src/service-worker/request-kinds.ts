/**
 * What the service worker does with a request (docs/ARCHITECTURE.md "Offline"): hashed build
 * files come from its cache first; a library sheet or a public page from the network first, kept
 * for reading offline; any other page from the network, with the offline page when there is
 * none; everything else (the API, sockets, uploads, other sites) is left to the browser.
 */
import { localizePath, splitLocale } from '../i18n/paths.ts';
import { matchRoute } from '../routes.ts';
import { OFFLINE_PATH } from '../shared/offline.ts';

export type RequestKind = 'asset' | 'sheet' | 'page' | 'private-page' | 'ignored';

export const SHEET_ROUTE = '/library/documents/:id';

/**
 * The routes whose pages hold no one's data once their personal parts are left out (the account
 * menu and the session, personal-parts.ts): the public pages of the page cache. Listed rather
 * than derived, so a new route is kept offline only once someone decides it may be.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/contact',
  '/about-us',
  '/terms-of-use',
  '/privacy-policy',
  '/help',
  '/pricing',
  '/lawyers',
  '/lawyers/:id',
  '/library',
  '/documents',
  '/documents/generate/:id',
]);

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page the browser opens. */
  mode: string;
}

export function requestKind({ url, method, mode }: RequestFacts, origin: string): RequestKind {
  const address = new URL(url);
  if (method !== 'GET' || address.origin !== origin) return 'ignored';
  if (address.pathname.startsWith('/_astro/')) return 'asset';
  if (mode !== 'navigate') return 'ignored';
  const route = matchRoute(splitLocale(address.pathname).path)?.route.path;
  if (route === SHEET_ROUTE) return 'sheet';
  return route !== undefined && PUBLIC_ROUTES.has(route) ? 'page' : 'private-page';
}

/** The offline page in the language of `url` (`/en/offline` for an English page). */
export function offlinePageFor(url: string): string {
  const address = new URL(url);
  return new URL(localizePath(OFFLINE_PATH, splitLocale(address.pathname).locale), address.origin).href;
}

/** The language a page of `url` is in, for the Accept-Language of a copy fetched without cookies. */
export const languageOf = (url: string): string => splitLocale(new URL(url).pathname).locale;
