/**
 * server.mjs's fast path: answer a request from the page cache before Astro runs. A visitor
 * gets the stored bytes (200, or 304 on a matching ETag). A signed-in reader of a page whose
 * personal parts are marked (`shared`) gets the same page with their own account menu and
 * session put in place (personal-parts.ts), their session looked up through a
 * short memory (auth/sessions.ts `findSessionUserQuickly`); a session that is unknown or ended
 * goes to Astro, which handles it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountMenuHtml, memberTemplate, type PersonalPart, sessionHtml } from '../personal-parts.ts';
import { etagMatches } from '../http/etag.ts';
import { createTranslator } from '../i18n/messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizePath, splitLocale } from '../i18n/paths.ts';
import { isRouteEnabled } from '../routes.ts';
import type { PublicUser } from './auth/user.ts';
import type { Feature } from './config.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

export interface FastPathDeps {
  pageCache: PageCache;
  features: Record<Feature, boolean>;
  /** The signed-in user of a session token, or null. */
  sessionUser: (token: string) => Promise<PublicUser | null>;
}

/** Per-reader headers: no shared cache may keep the page, and it has no validator of its own. */
const PERSONAL_HEADERS = new Set(['content-length', 'etag', 'cache-control', 'vary']);

/** A page's template for signed-in readers, its segments as bytes: made on its first such reader, kept while the page is. */
const templates = new WeakMap<CachedPage, { segments: Buffer[]; slots: PersonalPart[] }>();

function templateOf(page: CachedPage): { segments: Buffer[]; slots: PersonalPart[] } {
  let template = templates.get(page);
  if (!template) {
    const { segments, slots } = memberTemplate(Buffer.from(page.body).toString('utf8'));
    template = { segments: segments.map((s) => Buffer.from(s)), slots };
    templates.set(page, template);
  }
  return template;
}

/**
 * A reader's parts, rendered once per user object and language: the session memory hands out
 * the same user object while it remembers the session.
 */
const renderedParts = new WeakMap<PublicUser, Map<string, Record<PersonalPart, Buffer>>>();

function partsFor(user: PublicUser, locale: Locale, features: Record<Feature, boolean>): Record<PersonalPart, Buffer> {
  let byLocale = renderedParts.get(user);
  if (!byLocale) {
    byLocale = new Map();
    renderedParts.set(user, byLocale);
  }
  let parts = byLocale.get(locale);
  if (!parts) {
    const t = createTranslator(locale);
    const account = accountMenuHtml({
      user,
      t,
      href: (path) => localizePath(path, locale),
      enabled: (path) => isRouteEnabled(path, features),
    });
    parts = { account: Buffer.from(account), session: Buffer.from(sessionHtml(user)) };
    byLocale.set(locale, parts);
  }
  return parts;
}

/** The signed-in reader's page, as the template's bytes and theirs, in order (nothing copied). */
function personalPieces(page: CachedPage, url: string, user: PublicUser, features: Record<Feature, boolean>): Buffer[] {
  const parts = partsFor(user, splitLocale(url.split('?')[0] ?? '/').locale, features);
  const { segments, slots } = templateOf(page);
  const pieces: Buffer[] = [];
  segments.forEach((segment, i) => {
    pieces.push(segment);
    const slot = slots[i];
    if (slot) pieces.push(parts[slot]);
  });
  return pieces;
}

/** True when the request was answered from the cache. */
export async function answerFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  { pageCache, features, sessionUser }: FastPathDeps,
): Promise<boolean> {
  const url = req.url ?? '/';
  const slot = pageCache.slot({
    method: req.method ?? 'GET',
    url,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  const page = slot ? pageCache.get(slot.key) : undefined;
  if (!slot || !page) return false;
  if (slot.session !== null) {
    if (!page.shared) return false;
    const user = await sessionUser(slot.session);
    if (!user) return false;
    if (page.notForSubscribers && user.subscription?.status === 'active') return false;
    const pieces = personalPieces(page, url, user, features);
    for (const [name, value] of page.headers) if (!PERSONAL_HEADERS.has(name)) res.setHeader(name, value);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Length',
      pieces.reduce((sum, piece) => sum + piece.byteLength, 0),
    );
    if (slot.setCookie) res.appendHeader('Set-Cookie', slot.setCookie);
    res.setHeader('X-Cache', 'hit');
    res.writeHead(page.status);
    if (req.method !== 'HEAD') {
      res.cork();
      for (const piece of pieces) res.write(piece);
      res.uncork();
    }
    res.end();
    return true;
  }
  for (const [name, value] of page.headers) if (name !== 'content-length') res.setHeader(name, value);
  if (slot.setCookie) res.appendHeader('Set-Cookie', slot.setCookie);
  res.setHeader('X-Cache', 'hit');
  if (etagMatches(typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : null, page.etag)) {
    res.removeHeader('content-type');
    res.writeHead(304).end();
    return true;
  }
  res.writeHead(page.status);
  res.end(req.method === 'HEAD' ? undefined : page.body);
  return true;
}
