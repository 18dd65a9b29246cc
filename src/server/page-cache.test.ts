import { describe, expect, it } from 'vitest';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth/sessions.ts';
import { type CachedPage, createPageCache, type PageRequest } from './page-cache.ts';

const page = (size: number, storedAt = 0): CachedPage => ({
  status: 200,
  headers: [],
  body: new Uint8Array(size),
  etag: '"x"',
  storedAt,
  shared: true,
});
const VISITOR = 'i18n_redirected=fr; theme=dark';

describe('page cache', () => {
  const request = (over: Partial<PageRequest> = {}): PageRequest => ({
    method: 'GET',
    url: '/library/documents/a',
    cookie: VISITOR,
    acceptLanguage: undefined,
    ...over,
  });

  it('keys anonymous GET and HEAD requests by URL and theme', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE });
    expect(cache.slot(request())).toEqual({ key: '/library/documents/a|dark', setCookie: null, session: null });
    expect(cache.slot(request({ method: 'HEAD', url: '/en/library', cookie: 'i18n_redirected=en' }))).toEqual({
      key: '/en/library|',
      setCookie: null,
      session: null,
    });
  });

  it('sets the language cookie for a first visit or a crawler, as the page would', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE });
    expect(cache.slot(request({ cookie: undefined }))?.setCookie).toBe(
      'i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cache.slot(request({ cookie: undefined, url: '/yo/library' }))?.setCookie).toContain('i18n_redirected=yo;');
    expect(cache.slot(request({ cookie: undefined, acceptLanguage: 'fr-BJ,fr;q=0.9' }))).not.toBeNull();
  });

  it("keys a signed-in reader's request under the visitors' page, with the session token to personalise it", () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE });
    expect(cache.slot(request({ cookie: `${VISITOR}; jurisia_session=abc` }))).toEqual({
      key: '/library/documents/a|dark',
      setCookie: null,
      session: 'abc',
    });
    // Over HTTPS only the `__Host-` name is read: a plain one planted by a sibling subdomain is no session.
    const secure = createPageCache({ sessionCookie: SECURE_SESSION_COOKIE });
    expect(secure.slot(request({ cookie: `__Host-jurisia_session=a%2Bb; ${VISITOR}` }))?.session).toBe('a+b');
    expect(secure.slot(request({ cookie: `${VISITOR}; jurisia_session=planted` }))?.session).toBeNull();
    expect(cache.slot(request({ cookie: `__Host-jurisia_session=abc; ${VISITOR}` }))?.session).toBeNull();
  });

  it('never keys a request that carries a message, may be redirected or would change the language cookie', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE });
    expect(cache.slot(request({ cookie: `flash=success:itemDeleted; ${VISITOR}` }))).toBeNull();
    expect(cache.slot(request({ cookie: undefined, acceptLanguage: 'en-GB,en;q=0.9' }))).toBeNull(); // redirected to /en
    expect(cache.slot(request({ cookie: 'i18n_redirected=en' }))).toBeNull(); // the page would set fr
    expect(cache.slot(request({ method: 'POST' }))).toBeNull();
  });

  it('forgets a page after its time to live', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE, ttlMs: 1000 });
    cache.set('k', page(10, 0));
    expect(cache.get('k', 500)).toBeDefined();
    expect(cache.get('k', 1500)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its size, dropping the least recently read pages first', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE, maxBytes: 800 });
    cache.set('a', page(100));
    cache.set('b', page(100));
    cache.get('a', 0);
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, page(100));
    expect(cache.bytes).toBeLessThanOrEqual(800);
    expect(cache.get('a', 0)).toBeDefined();
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('does not keep a page larger than an eighth of its size', () => {
    const cache = createPageCache({ sessionCookie: SESSION_COOKIE, maxBytes: 800 });
    cache.set('big', page(101));
    expect(cache.get('big', 0)).toBeUndefined();
  });
});
