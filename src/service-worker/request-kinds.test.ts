import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.ts';
import { languageOf, offlinePageFor, PUBLIC_ROUTES, requestKind, SHEET_ROUTE } from './request-kinds.ts';

const origin = 'https://jurisia.test';
const page = (path: string) => ({ url: `${origin}${path}`, method: 'GET', mode: 'navigate' });

describe('what the service worker does with a request', () => {
  it.each([
    ['/library/documents/conge-maternite', 'sheet'],
    ['/en/library/documents/conge-maternite', 'sheet'],
    ['/', 'page'],
    ['/en', 'page'],
    ['/library', 'page'],
    ['/library?q=bail', 'page'],
    ['/lawyers/abc', 'page'],
    ['/documents/generate/procuration', 'page'],
    ['/pricing', 'page'],
    ['/chat', 'private-page'],
    ['/chat/123', 'private-page'],
    ['/search', 'private-page'],
    ['/settings', 'private-page'],
    ['/library/personnal', 'private-page'],
    ['/login', 'private-page'],
    ['/offline', 'private-page'],
    ['/no-such-page', 'private-page'],
  ])('a page opened at %s is %s', (path, kind) => {
    expect(requestKind(page(path), origin)).toBe(kind);
  });

  it('serves hashed build files from its cache, whatever fetched them', () => {
    expect(requestKind({ url: `${origin}/_astro/app.Ab12.js`, method: 'GET', mode: 'cors' }, origin)).toBe('asset');
  });

  it.each([
    ['the API', { url: `${origin}/api/library?q=bail`, method: 'GET', mode: 'cors' }],
    ['a post', { url: `${origin}/api/auth/logout`, method: 'POST', mode: 'navigate' }],
    ['sockets', { url: `${origin}/socket.io/?EIO=4&transport=polling`, method: 'GET', mode: 'cors' }],
    ['another site', { url: 'https://accounts.google.com/gsi/client', method: 'GET', mode: 'no-cors' }],
    ['another site’s page', { url: 'https://example.org/', method: 'GET', mode: 'navigate' }],
  ])('leaves %s to the browser', (_what, request) => {
    expect(requestKind(request, origin)).toBe('ignored');
  });

  it('keeps only routes of the route table that anyone may open', () => {
    const table = new Map<string, readonly string[]>(ROUTES.map((route) => [route.path, route.guards]));
    for (const route of [...PUBLIC_ROUTES, SHEET_ROUTE]) {
      expect(table.has(route), route).toBe(true);
      expect(
        table.get(route)?.filter((guard) => guard !== 'feature-guard'),
        route,
      ).toEqual([]);
    }
  });

  it('names the offline page and the language of an address', () => {
    expect(offlinePageFor(`${origin}/library/documents/x`)).toBe(`${origin}/offline`);
    expect(offlinePageFor(`${origin}/en/chat`)).toBe(`${origin}/en/offline`);
    expect(offlinePageFor(origin)).toBe(`${origin}/offline`);
    expect(languageOf(`${origin}/yo/library`)).toBe('yo');
    expect(languageOf(`${origin}/library`)).toBe('fr');
  });
});
