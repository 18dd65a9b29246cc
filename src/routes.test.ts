import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertRouteTable, isRouteEnabled, matchRoute, ROUTES, type RouteDef, UnknownGuardError } from './routes.ts';
import { FEATURES } from './server/config.ts';

const allOn = Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<(typeof FEATURES)[number], boolean>;

describe('route table', () => {
  it('declares every route of SPEC §2 plus /help, the lawyer space and the admin screen, with its layout, feature and guards', () => {
    const table = Object.fromEntries(ROUTES.map((r) => [r.path, [r.layout, r.feature, [...r.guards].sort()]]));
    expect(table).toEqual({
      '/': ['default', null, []],
      '/contact': ['default', null, []],
      '/about-us': ['default', null, []],
      '/terms-of-use': ['default', null, []],
      '/privacy-policy': ['default', null, []],
      '/help': ['default', null, []],
      '/pricing': ['default', 'pricing', ['feature-guard']],
      '/checkout': ['none', 'pricing', ['auth', 'feature-guard']],
      '/settings': ['default', null, []],
      '/login': ['auth', 'login', ['feature-guard', 'guest']],
      '/register': ['auth', 'register', ['feature-guard', 'guest']],
      '/verify-email': ['auth', null, []],
      '/reset-password': ['auth', null, []],
      '/forgot-password': ['auth', null, ['guest']],
      '/lawyers': ['default', 'lawyers', ['feature-guard']],
      '/lawyers/dashboard': ['default', 'lawyers', ['auth', 'feature-guard']],
      '/lawyers/:id': ['default', 'lawyers', ['feature-guard']],
      '/search': ['default', 'legalSearch', ['auth', 'feature-guard']],
      '/library': ['default', 'library', ['feature-guard']],
      '/library/documents/:id': ['default', 'library', ['feature-guard']],
      '/library/personnal': ['default', 'personalLibrary', ['auth', 'feature-guard']],
      '/library/personnal/:id': ['default', 'personalLibrary', ['auth', 'feature-guard']],
      '/documents': ['default', 'documents', ['feature-guard']],
      '/documents/generate/:id': ['default', 'documents', ['feature-guard']],
      '/chat/:conversationId?': ['chat', 'chat', ['auth', 'feature-guard']],
      '/admin/lawyers': ['default', 'lawyers', ['admin', 'auth', 'feature-guard']],
    });
  });

  it('accepts its own guards', () => {
    expect(() => assertRouteTable()).not.toThrow();
  });

  it('stops on an unknown guard, naming it and its route', () => {
    const bad: RouteDef[] = [{ path: '/x', layout: 'default', feature: null, guards: ['auth', 'admin-only'] }];
    expect(() => assertRouteTable(bad)).toThrow(UnknownGuardError);
    expect(() => assertRouteTable(bad)).toThrow('Unknown guard "admin-only" on route /x');
  });

  it('has a route for every page file, so no page escapes the guards', () => {
    const pagesDir = join(import.meta.dirname, 'pages');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    // Not product routes: the API, error pages, and the crawler files (robots.txt, sitemaps).
    const internal = /^(api\/|404\.astro$|500\.astro$|error\/)|^[\w[\]-]+\.(xml|txt)\.ts$/;
    const pages = walk(pagesDir)
      .map((file) => relative(pagesDir, file))
      .filter((file) => !internal.test(file));
    for (const page of pages) {
      const url = `/${page.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '').replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, 'sample')}`;
      expect(matchRoute(url), `${page} → ${url}`).not.toBeNull();
    }
  });
});

describe('matchRoute', () => {
  it('matches static paths, ignoring a trailing slash', () => {
    expect(matchRoute('/about-us')?.route.path).toBe('/about-us');
    expect(matchRoute('/about-us/')?.route.path).toBe('/about-us');
    expect(matchRoute('/')?.route.path).toBe('/');
  });

  it('matches the lawyer space before a profile slug', () => {
    expect(matchRoute('/lawyers/dashboard')?.route.path).toBe('/lawyers/dashboard');
  });

  it('extracts parameters', () => {
    expect(matchRoute('/lawyers/abc-12')).toMatchObject({ route: { path: '/lawyers/:id' }, params: { id: 'abc-12' } });
    expect(matchRoute('/library/documents/F1234')?.params).toEqual({ id: 'F1234' });
  });

  it('treats the chat conversation id as optional', () => {
    expect(matchRoute('/chat')).toMatchObject({ route: { path: '/chat/:conversationId?' }, params: {} });
    expect(matchRoute('/chat/c42')?.params).toEqual({ conversationId: 'c42' });
    expect(matchRoute('/chat/c42/extra')).toBeNull();
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/lawyers')?.route.path).toBe('/lawyers');
    expect(matchRoute('/lawyers/%E0%A4%A')).toBeNull();
    expect(matchRoute('/library/personnal/1/2')).toBeNull();
  });
});

describe('isRouteEnabled', () => {
  it('hides links to switched-off features and keeps the others', () => {
    const features = { ...allOn, chat: false };
    expect(isRouteEnabled('/chat', features)).toBe(false);
    expect(isRouteEnabled('/chat/abc', features)).toBe(false);
    expect(isRouteEnabled('/library', features)).toBe(true);
    expect(isRouteEnabled('/about-us', features)).toBe(true);
  });
});
