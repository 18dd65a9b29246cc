import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { libraryIndexFor, loadLibraryIndex } from '../retrieval/library-index.ts';
import { databaseLibraryReader, type LibraryReader, type SheetRow } from '../retrieval/library-reader.ts';
import { packAnalysis, unpackAnalysis } from './packed-analysis.ts';
import { analyseSheet, createPassageCache } from './passage-cache.ts';
import { createPreparedPassages } from './prepared-passages.ts';
import { createIndexRetriever, createLibraryRetriever } from './retriever.ts';
import { openTestLibrary } from './test-library.ts';

const [engine] = testEngines();

describe('every sheet analysed as the index reads it', () => {
  let handle: DbHandle;
  let rows: { id: string; body_html: string }[];
  beforeAll(async () => {
    if (!engine) throw new Error('no test database engine');
    handle = await openTestLibrary(engine);
    rows = await handle.db.selectFrom('library_documents').select(['id', 'body_html']).orderBy('id').execute();
  });
  afterAll(() => handle.close());

  it('packs an analysis that unpacks to the same one, its passages the sections’ own objects, in less than half the HTML', () => {
    let packedSize = 0;
    let htmlSize = 0;
    for (const { body_html } of rows) {
      const analysis = analyseSheet(body_html);
      const packed = packAnalysis(analysis);
      const unpacked = unpackAnalysis(packed);
      expect(unpacked).toEqual(analysis);
      const inSections = new Set(unpacked.sections.flatMap((s) => s.passages));
      expect(unpacked.passages.every((p) => inSections.has(p))).toBe(true);
      packedSize += packed.length;
      htmlSize += body_html.length;
    }
    expect(packedSize).toBeLessThan(htmlSize / 2);
  });

  it('unpacks the bounds its headings set on a figure, read when first asked', () => {
    const analysis = analyseSheet(
      '<section><h2>Enfant de moins de 16 ans</h2><p>Le passeport d’un mineur de moins de 16 ans coûte 17 €.</p></section>' +
        '<section><h2>Entre 6 mois et 2 ans</h2><p>Le délai court pendant cette période de préavis réduit.</p></section>',
    );
    const unpacked = unpackAnalysis(packAnalysis(analysis));
    expect(analysis.sections.every((s) => s.conditions.length > 0)).toBe(true);
    expect(unpacked.sections.map((s) => s.conditions)).toEqual(analysis.sections.map((s) => s.conditions));
    // Read once: the same bounds at the second reading.
    expect(unpacked.sections[0]?.conditions).toBe(unpacked.sections[0]?.conditions);
  });

  it('has every sheet of the index analysed once it is built, under its content hash', async () => {
    const prepared = createPreparedPassages();
    const index = await loadLibraryIndex(prepared.reading(databaseLibraryReader(handle.db)));
    const html = new Map(rows.map((r) => [r.id, r.body_html]));
    expect(index.sheets.length).toBe(rows.length);
    for (const sheet of index.sheets) expect(prepared.get(sheet)).toEqual(analyseSheet(html.get(sheet.id) ?? ''));
    // Another version of a sheet is not the one analysed.
    expect(prepared.get({ id: index.sheets[0]?.id ?? '', hash: 'another' })).toBeUndefined();
  });

  it('answers with the passages it would read from the database, without reading them', async () => {
    const prepared = createPreparedPassages();
    const reader = prepared.reading(databaseLibraryReader(handle.db));
    const index = await loadLibraryIndex(reader);
    const read: string[] = [];
    const retriever = createIndexRetriever(
      {
        index: async () => index,
        bodies: async (ids) => {
          read.push(...ids);
          return reader.bodies(ids);
        },
      },
      createPassageCache(10, prepared.get),
    );
    const fromDatabase = createLibraryRetriever(handle.db);
    await libraryIndexFor(handle.db);
    for (const question of [
      'Je veux divorcer par consentement mutuel, comment faire ?',
      'Mon locataire ne paie plus le loyer depuis trois mois',
      'mon patron ne me paie pas mon salaire',
    ]) {
      const options = { limit: 4, passagesPerSource: 2, sectionChars: 850 };
      expect(await retriever.retrieve(question, options)).toEqual(await fromDatabase.retrieve(question, options));
    }
    expect(read).toEqual([]);
  });
});

describe('prepared passages, read again', () => {
  const row = (id: string, hash: string): SheetRow => ({
    id,
    slug: id,
    content_hash: hash,
    title: `Fiche ${id}`,
    summary: '',
    category: 'logement',
    tags: [],
    breadcrumb: [],
    jurisdiction: 'FR',
    language: 'fr',
    day: '2020-01-01',
    body_text: 'Le dépôt de garantie est restitué dans un délai de 1 mois.',
    body_html: `<p>Le dépôt de garantie de la fiche ${id} est restitué dans un délai de 1 mois.</p>`,
  });
  const readerOf = (library: SheetRow[]): LibraryReader => ({
    version: async () => 'v',
    sheets: async (after, limit) =>
      library
        .filter((r) => after === null || r.id > after)
        .slice(0, limit)
        .map((r) => ({ ...r })),
    bodies: async () => new Map(),
  });

  it('analyses again only the sheets that changed, and forgets those gone', async () => {
    const analysed: string[] = [];
    const prepared = createPreparedPassages((html) => {
      analysed.push(html);
      return analyseSheet(html);
    });
    const library = ['a', 'b', 'c'].map((id) => row(id, 'h1'));
    await loadLibraryIndex(prepared.reading(readerOf(library)));
    expect(analysed).toHaveLength(3);
    library[1] = row('b', 'h2');
    library.pop();
    await loadLibraryIndex(prepared.reading(readerOf(library)));
    expect(analysed).toHaveLength(4);
    expect(analysed[3]).toContain('fiche b');
    expect(prepared.get({ id: 'a', hash: 'h1' })?.passages[0]?.text).toContain('fiche a');
    expect(prepared.get({ id: 'b', hash: 'h2' })).toBeDefined();
    expect(prepared.get({ id: 'b', hash: 'h1' })).toBeUndefined();
    expect(prepared.get({ id: 'c', hash: 'h1' })).toBeUndefined();
  });

  it('answers from the last whole read while the next one is under way', async () => {
    const prepared = createPreparedPassages();
    const library = ['a', 'b', 'c'].map((id) => row(id, 'h1'));
    const reader = prepared.reading(readerOf(library));
    await loadLibraryIndex(reader);
    await reader.sheets(null, 1);
    expect(prepared.get({ id: 'c', hash: 'h1' })?.passages[0]?.text).toContain('fiche c');
  });
});
