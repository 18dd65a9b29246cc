import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partEnd, partStart, sessionHtml } from '../personal-parts.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import type { PublicUser } from './auth/user.ts';
import { FEATURES } from './config.ts';
import { createPageCache } from './page-cache.ts';
import { answerFromCache } from './serve-cached-page.ts';

const user = (id: string, firstName: string, lastName: string): PublicUser => ({
  _id: id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.test`,
  emailVerified: true,
  avatarUrl: null,
  language: 'fr',
  country: 'BJ',
  role: 'user',
  plan: 'free',
  subscription: null,
  createdAt: '2026-11-27T00:00:00.000Z',
});
const subscriber: PublicUser = {
  ...user('u-ines', 'Ines', 'Agbo'),
  plan: 'pro-month-eur',
  subscription: { planId: 'pro-month-eur', status: 'active', currentPeriodEnd: '2026-12-27T00:00:00.000Z' },
};
const USERS: Record<string, PublicUser> = {
  'token-awa': user('u-awa', 'Awa', 'Dossou'),
  'token-kofi': user('u-kofi', 'Kofi', 'Mensah'),
  'token-ines': subscriber,
};

// What a visitor was sent: the login link in the account part, no session, a visitors-only button.
const VISITOR_PAGE =
  '<html><body><header>' +
  `${partStart('account')}<a href="/login">Se connecter</a>${partEnd('account')}` +
  '</header><main><p>Loyers impayés</p>' +
  '<a data-when="visitor" href="/register">Créer un compte</a><p data-when="member" hidden>Bon retour</p>' +
  `${partStart('visitor')}<script src="/one-tap.js"></script>${partEnd('visitor')}` +
  `</main>${partStart('session')}${sessionHtml(null)}${partEnd('session')}</body></html>`;

describe('the page cache fast path', () => {
  const pageCache = createPageCache({ sessionCookie: SESSION_COOKIE });
  const lookups: string[] = [];
  let server: Server;
  let base = '';
  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    const stored = {
      status: 200,
      headers: [
        ['content-type', 'text/html'],
        ['cache-control', 'public, max-age=300'],
        ['vary', 'Cookie'],
        ['etag', '"v1"'],
      ] as [string, string][],
      etag: '"v1"',
      storedAt: Date.now(),
    };
    pageCache.set('/library/documents/f31272|', {
      ...stored,
      body: new TextEncoder().encode(VISITOR_PAGE),
      shared: true,
    });
    pageCache.set('/pricing|', { ...stored, body: new TextEncoder().encode('<p>Vos offres</p>'), shared: false });
    const plans = `${partStart('account')}<a href="/login">Se connecter</a>${partEnd('account')}<a data-when="visitor" href="/register">Commencer</a><p data-when="member" hidden>Offre actuelle</p>`;
    pageCache.set('/pricing?currency=XOF&interval=month|', {
      ...stored,
      body: new TextEncoder().encode(plans),
      shared: true,
      notForSubscribers: true,
    });
    const deps = {
      pageCache,
      features: Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<(typeof FEATURES)[number], boolean>,
      sessionUser: async (token: string) => {
        lookups.push(token);
        return USERS[token] ?? null;
      },
    };
    server = createServer(async (req, res) => {
      if (!(await answerFromCache(req, res, deps))) res.writeHead(299).end('astro');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a visitor the stored bytes, with their validator', async () => {
    const res = await get('/library/documents/f31272', 'i18n_redirected=fr');
    expect(res.headers.get('x-cache')).toBe('hit');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(await res.text()).toBe(VISITOR_PAGE);
  });

  it("serves each signed-in reader the cached page with their own account and session, never another reader's", async () => {
    const awa = await get('/library/documents/f31272', 'i18n_redirected=fr; jurisia_session=token-awa');
    const awaHtml = await awa.text();
    expect(awa.headers.get('x-cache')).toBe('hit');
    expect(awa.headers.get('cache-control')).toBe('no-store');
    expect(awa.headers.get('etag')).toBeNull();
    expect(awaHtml).toContain('Loyers impayés');
    expect(awaHtml).toContain('Awa Dossou');
    expect(awaHtml).toContain('>AD<');
    expect(awaHtml).toContain('"_id":"u-awa"');
    expect(awaHtml).not.toContain('Se connecter');
    expect(awaHtml).not.toContain('one-tap.js');
    expect(awaHtml).toContain('<a data-when="visitor" hidden href="/register">');
    expect(awaHtml).toContain('<p data-when="member">Bon retour</p>');

    const kofi = await (
      await get('/library/documents/f31272', 'jurisia_session=token-kofi; i18n_redirected=fr')
    ).text();
    expect(kofi).toContain('Kofi Mensah');
    expect(kofi).not.toContain('Awa');
    expect(kofi).not.toContain('u-awa');

    // The stored page is still the visitors' one.
    expect(await (await get('/library/documents/f31272')).text()).toBe(VISITOR_PAGE);
  });

  it('leaves to Astro a session it does not know, and a page with personal parts of its own', async () => {
    expect((await get('/library/documents/f31272', 'jurisia_session=stale')).status).toBe(299);
    const before = lookups.length;
    expect((await get('/pricing', 'jurisia_session=token-awa')).status).toBe(299);
    expect(lookups.length).toBe(before);
    expect((await get('/pricing')).headers.get('x-cache')).toBe('hit');
  });

  it("serves a page showing one's own plan to signed-in readers without a subscription, and leaves subscribers to Astro", async () => {
    const free = await get('/pricing?currency=XOF&interval=month', 'jurisia_session=token-awa');
    expect(free.headers.get('x-cache')).toBe('hit');
    const html = await free.text();
    expect(html).toContain('<p data-when="member">Offre actuelle</p>');
    expect(html).toContain('<a data-when="visitor" hidden href="/register">');
    expect((await get('/pricing?currency=XOF&interval=month', 'jurisia_session=token-ines')).status).toBe(299);
  });
});
