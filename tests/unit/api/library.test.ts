import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCorpus } from '../../../src/server/library/importer/run.ts';
import { vddSource } from '../../../src/server/library/importer/sources.ts';
import { GET as categories } from '../../../src/pages/api/library/categories.ts';
import { GET as document } from '../../../src/pages/api/library/documents/[id].ts';
import { GET as search } from '../../../src/pages/api/library/index.ts';
import { getLibraryDocument, relatedLibraryDocuments, searchLibrary } from '../../../src/server/library/search.ts';
import { callRoute, type EngineCase, type TestPlatform, testPlatformEngines } from './route-harness.ts';

const VDD = join(import.meta.dirname, '../../fixtures/vdd');

describe.each(testPlatformEngines())('library search and API on $name', (engine: EngineCase) => {
  let test: TestPlatform & { close(): Promise<void> };
  const db = () => test.platform.database.db;
  const ids = async (q: string) => (await searchLibrary(db(), { q, page: 1, perPage: 3 })).data.map((d) => d._id);
  beforeAll(async () => {
    test = await engine.open({ LIBRARY_SOURCE: 'none' });
    await importCorpus(db(), await vddSource(VDD));
  });
  afterAll(() => test.close());

  it('finds the right sheet for lay wording', async () => {
    expect((await ids('loyer impayé'))[0]).toBe('vdd-F31272');
    expect(await ids('enlever mon enfant')).toContain('vdd-F1191');
    expect(await ids('payer mon loyer')).toContain('vdd-F1214');
  });

  it('falls back to any word, then to a typo-tolerant title match', async () => {
    expect(await ids('loyer xylophone')).toContain('vdd-F31272');
    expect(await ids('enlevemnt parental')).toContain('vdd-F1191');
    expect(await ids('qwxz')).toEqual([]);
  });

  it('filters, orders by date and paginates', async () => {
    const all = await searchLibrary(db(), { page: 1, perPage: 100 });
    expect(all.totalItems).toBe(19);
    const dates = all.data.map((d) => d.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const category = all.data[0]?.category ?? '';
    const filtered = await searchLibrary(db(), { category, page: 1, perPage: 100 });
    expect(filtered.data.every((d) => d.category === category)).toBe(true);
    expect((await searchLibrary(db(), { jurisdiction: 'BJ', page: 1, perPage: 10 })).totalItems).toBe(0);
    const second = await searchLibrary(db(), { page: 2, perPage: 5 });
    expect(second).toMatchObject({ page: 2, perPage: 5, totalItems: 19, totalPages: 4 });
    expect(second.data.map((d) => d._id)).toEqual(all.data.slice(5, 10).map((d) => d._id));
    expect(await searchLibrary(db(), { page: 9, perPage: 5 })).toMatchObject({ data: [], totalItems: 19 });
  });

  it('gives escaped excerpts where only <mark> is markup', async () => {
    const [first] = (await searchLibrary(db(), { q: 'loyer', page: 1, perPage: 1 })).data;
    expect(first?.excerpt).toMatch(/<mark>loyers?<\/mark>/i);
    expect(first?.excerpt?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('reads a document by id and by slug, with related documents', async () => {
    const byId = await getLibraryDocument(db(), 'vdd-F1191');
    expect(byId).toMatchObject({ _id: 'vdd-F1191', jurisdiction: 'FR', source: { name: 'Service-Public.fr – DILA' } });
    expect(byId?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT00:00:00.000Z$/);
    expect(await getLibraryDocument(db(), byId?.slug ?? '')).toEqual(byId);
    expect(await getLibraryDocument(db(), 'vdd-F0')).toBeNull();
    if (byId)
      expect(
        (await relatedLibraryDocuments(db(), byId)).every((d) => d._id !== byId._id && d.category === byId.category),
      ).toBe(true);
  });

  it('serves the API with ETag, 304, 400 and 404', async () => {
    const first = await callRoute(search, test.platform, { method: 'GET', path: '/api/library?q=loyer&perPage=2' });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await first.response.json();
    expect(body).toMatchObject({ page: 1, perPage: 2 });
    const etag = first.response.headers.get('etag') ?? '';
    const again = await callRoute(search, test.platform, {
      method: 'GET',
      path: '/api/library?q=loyer&perPage=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.response.status).toBe(304);

    const bad = await callRoute(search, test.platform, {
      method: 'GET',
      path: '/api/library?perPage=101&page=0&order=x',
    });
    expect(bad.response.status).toBe(400);
    expect(Object.keys((await bad.response.json()).fields).sort()).toEqual(['order', 'page', 'perPage']);

    const doc = await callRoute(document, test.platform, {
      method: 'GET',
      path: '/api/library/documents/vdd-F1191',
      params: { id: 'vdd-F1191' },
    });
    expect((await doc.response.json())._id).toBe('vdd-F1191');
    const missing = await callRoute(document, test.platform, {
      method: 'GET',
      path: '/api/library/documents/nope',
      params: { id: 'nope' },
    });
    expect(missing.response.status).toBe(404);
    expect(await missing.response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });

    const list = await (
      await callRoute(categories, test.platform, { method: 'GET', path: '/api/library/categories' })
    ).response.json();
    expect(list.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(19);
  });
});
