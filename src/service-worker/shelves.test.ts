import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER, SHELVES, TITLE_HEADER } from '../shared/offline.ts';
import { memoryStorage } from './caches.fixtures.ts';
import { dropOldShelves, keepPage, keptCopy, listCopies, trim } from './shelves.ts';

const page = (title: string) => ({
  html: `<html><title>${title}</title></html>`,
  title,
  headers: new Headers({
    'content-type': 'text/html',
    'content-length': '12',
    'content-security-policy': "script-src 'self'",
  }),
});

describe('the service worker’s shelves', () => {
  it('keeps a page with its date and title, and the headers that still hold', async () => {
    const { storage } = memoryStorage();
    await keepPage(
      storage,
      'sheets',
      'https://j.test/library/documents/a',
      page('Congé maternité'),
      new Date('2026-11-28T08:00:00Z'),
    );
    const copy = await keptCopy(storage, 'sheets', 'https://j.test/library/documents/a');
    expect(await copy?.text()).toBe('<html><title>Congé maternité</title></html>');
    expect(copy?.headers.get(SAVED_AT_HEADER)).toBe('2026-11-28T08:00:00.000Z');
    expect(decodeURIComponent(copy?.headers.get(TITLE_HEADER) ?? '')).toBe('Congé maternité');
    expect(copy?.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(copy?.headers.has('content-length')).toBe(false);
  });

  it('holds the last 50 sheets read: a sheet read again counts as the newest', async () => {
    const { storage } = memoryStorage();
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 0, i));
    for (let i = 0; i < SHELVES.sheets.limit; i++)
      await keepPage(storage, 'sheets', `https://j.test/library/documents/${i}`, page(`S${i}`), at(i));
    await keepPage(storage, 'sheets', 'https://j.test/library/documents/0', page('S0'), at(60));
    await keepPage(storage, 'sheets', 'https://j.test/library/documents/new', page('New'), at(61));
    const copies = await listCopies(storage, ['sheets']);
    expect(copies).toHaveLength(SHELVES.sheets.limit);
    expect(copies.map((c) => c.title).slice(0, 2)).toEqual(['New', 'S0']);
    expect(copies.some((c) => c.title === 'S1')).toBe(false);
  });

  it('lists the copies of several shelves, the newest first', async () => {
    const { storage } = memoryStorage();
    await keepPage(storage, 'pages', 'https://j.test/lawyers', page('Avocats'), new Date('2026-11-27T10:00:00Z'));
    await keepPage(
      storage,
      'sheets',
      'https://j.test/library/documents/b',
      page('Bail'),
      new Date('2026-11-28T10:00:00Z'),
    );
    await keepPage(storage, 'shell', 'https://j.test/offline', page('Hors ligne'), new Date('2026-11-28T11:00:00Z'));
    expect(await listCopies(storage, ['sheets', 'pages'])).toEqual([
      { url: 'https://j.test/library/documents/b', title: 'Bail', savedAt: '2026-11-28T10:00:00.000Z' },
      { url: 'https://j.test/lawyers', title: 'Avocats', savedAt: '2026-11-27T10:00:00.000Z' },
    ]);
  });

  it('trims a cache to its newest entries', async () => {
    const { storage } = memoryStorage();
    const cache = await storage.open('x');
    for (const name of ['a', 'b', 'c']) await cache.put(`https://j.test/_astro/${name}.js`, new Response(name));
    await trim(cache, 2);
    expect((await cache.keys()).map((r) => r.url)).toEqual([
      'https://j.test/_astro/b.js',
      'https://j.test/_astro/c.js',
    ]);
  });

  it('drops the caches of an earlier layout and nobody else’s', async () => {
    const { storage, caches } = memoryStorage();
    for (const name of ['jurisia-sheets-v0', SHELVES.sheets.name, 'someone-else']) await storage.open(name);
    await dropOldShelves(storage);
    expect([...caches.keys()]).toEqual([SHELVES.sheets.name, 'someone-else']);
  });
});
