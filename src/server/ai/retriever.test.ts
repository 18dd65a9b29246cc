import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createPassageCache, type PassageCache } from './passage-cache.ts';
import { libraryIndexFor } from '../retrieval/library-index.ts';
import { databaseLibraryReader } from '../retrieval/library-reader.ts';
import { createIndexRetriever, createLibraryRetriever, type Retriever } from './retriever.ts';
import { openTestLibrary } from './test-library.ts';

/** A passage cache that records the sheets each read asks for. */
function recordingCache(): { read: string[][]; cache: PassageCache } {
  const read: string[][] = [];
  const real = createPassageCache();
  const cache: PassageCache = {
    get: (docs, loadBodies) => {
      read.push(docs.map((d) => d.id));
      return real.get(docs, loadBodies);
    },
  };
  return { read, cache };
}

describe.each(testEngines())('library retriever on $name', (engine) => {
  let handle: DbHandle;
  let retriever: Retriever;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
    retriever = createLibraryRetriever(handle.db);
  });
  afterAll(() => handle.close());

  const ids = async (question: string, limit = 3) =>
    (await retriever.retrieve(question, { limit })).map((r) => r.source.documentId);

  it('finds the sheet on divorce by mutual consent, with its page, jurisdiction and date', async () => {
    const [first] = await retriever.retrieve('Je veux divorcer par consentement mutuel, comment faire ?', { limit: 3 });
    expect(first?.source).toMatchObject({
      documentId: 'vdd-F10567',
      title: 'Divorce par consentement mutuel',
      url: '/library/documents/divorce-par-consentement-mutuel-f10567',
      jurisdiction: 'FR',
      date: '2019-04-01',
    });
    expect(first?.passages).toContain(first?.source.excerpt);
    expect(first?.source.excerpt).toMatch(/consentement mutuel/);
  });

  it('understands inflections, typos and truncations: "divorcer", "divorse", "loyer impayé", "héritage"', async () => {
    expect((await ids('divorcer'))[0]).toBe('vdd-F10567');
    expect(await ids('divorse par consentement mutuel')).toContain('vdd-F10567');
    expect(await ids('mon proprio a un loyer impaye')).toContain('vdd-F31272');
    // A negated verb reads as its negative participle: "ne paie plus" is "impayé".
    expect((await ids('Mon locataire ne paie plus depuis trois mois'))[0]).toBe('vdd-F31272');
    expect((await ids('Mon locataire a un loyer impayé, que faire ?'))[0]).toBe('vdd-F31272');
    expect((await ids("Je n'arrive plus à payer mon loyer, que faire ?"))[0]).toBe('vdd-F31272');
    // Only as far as the library speaks of "impayé" with the question's other words: an employee
    // unpaid is no unpaid rent.
    expect((await ids('Mon employeur ne me paie pas depuis trois mois'))[0]).toBe('vdd-F2308');
    const inheritance = ['vdd-F2529', 'vdd-F1270', 'vdd-F1632', 'vdd-F1199'];
    expect(inheritance).toContain((await ids('héritage'))[0]);
    expect(inheritance).toContain((await ids("Comment se passe l'héritage de mes parents ?"))[0]);
  });

  it("reranks a short question's sources after its first sheet, as the search box's keywords are not", async () => {
    // « mon mari veut divorcer » opens on the inheritance sheets « mari » shares a stem with
    // (« marié »); the learnt order then brings the divorces into the places after the first.
    const divorces = ['vdd-F10567', 'vdd-F10568', 'vdd-F10569', 'vdd-F10577'];
    const sources = await ids('mon mari veut divorcer', 5);
    expect(sources.filter((id) => divorces.includes(id)).length).toBe(4);
  });

  it('finds the French sheets for an English question, French terms kept in it counting fully', async () => {
    expect(await ids('My tenant stopped paying the rent, what can I do?')).toContain('vdd-F31272');
    expect((await ids('what is a divorce par consentement mutuel?'))[0]).toBe('vdd-F10567');
  });

  it('finds nothing for a question the library does not cover, or one without content words', async () => {
    expect(await ids('xylophone quantique')).toEqual([]);
    expect(await ids('Recette du xylophone quantique au divorce')).toEqual([]);
    expect(await ids('Que dois-je faire ?')).toEqual([]);
  });

  it('gives at most `limit` documents, the first read more fully, passages in reading order', async () => {
    const found = await retriever.retrieve('mon mari veut divorcer', { limit: 2, passagesPerSource: 2 });
    expect(found).toHaveLength(2);
    expect(found[0]?.passages.length).toBeLessThanOrEqual(4);
    expect(found[1]?.passages.length).toBeLessThanOrEqual(2);
    const wide = await retriever.retrieve('mon mari veut divorcer', {
      limit: 5,
      passagesPerSource: 2,
      detailsPerSource: 2,
    });
    expect(wide.length).toBeGreaterThan(2);
    expect(wide[1]?.passages.length).toBeGreaterThan(found[1]?.passages.length ?? 0);
  });

  it('lists a broad question\'s sheets with their summaries, reading none (docs/RETRIEVAL.md "Broad questions")', async () => {
    const { read, cache } = recordingCache();
    // A matter named, none of its cases: the four divorces hold it whole, the first one's title says more.
    const found = await createLibraryRetriever(handle.db, cache).retrieve('divorce', { limit: 5 });
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every((r) => r.overview && r.passages.length === 0 && !r.section)).toBe(true);
    const first = await handle.db
      .selectFrom('library_documents')
      .select('summary')
      .where('id', '=', found[0]?.source.documentId ?? '')
      .executeTakeFirstOrThrow();
    expect(found[0]?.source.excerpt).toBe(first.summary);
    expect(read).toEqual([]);
    // Its sheet named by its title, a precise thing asked, or more words telling the case: answered from the sheet.
    for (const precise of [
      'Comment divorcer par consentement mutuel ?',
      'divorce combien ça coûte ?',
      'mon mari veut divorcer',
    ]) {
      const answered = await retriever.retrieve(precise, { limit: 5 });
      expect(answered.length, precise).toBeGreaterThan(0);
      expect(
        answered.some((r) => r.overview),
        precise,
      ).toBe(false);
    }
  });

  it('fills the place of a sheet it finds nothing to quote in with the next one, reading it only then', async () => {
    const ranked = (await retriever.retrieve('mon mari veut divorcer', { limit: 3 })).map((r) => r.source.documentId);
    const silent = ranked[1];
    const read: string[][] = [];
    const real = createPassageCache();
    // The second sheet's text says nothing: no passage of it can be quoted.
    const cache: PassageCache = {
      async get(docs, loadBodies) {
        read.push(docs.map((d) => d.id));
        const found = await real.get(docs, loadBodies);
        for (const id of found.keys()) if (id === silent) found.set(id, { sections: [], passages: [], words: [] });
        return found;
      },
    };
    const found = await createLibraryRetriever(handle.db, cache).retrieve('mon mari veut divorcer', { limit: 2 });
    expect(found.map((r) => r.source.documentId)).toEqual([ranked[0], ranked[2]]);
    expect(read).toEqual([[ranked[0], silent], [ranked[2]]]);
  });

  it('answers a question asked again from what it kept, until the library or the options change', async () => {
    const index = await libraryIndexFor(handle.db);
    const reader = databaseLibraryReader(handle.db);
    let version = 'v1';
    const { read, cache: passages } = recordingCache();
    const kept = createIndexRetriever({ index: async () => ({ ...index, version }), bodies: reader.bodies }, passages);
    const first = await kept.retrieve('mon mari veut divorcer', { limit: 2 });
    expect(first.length).toBeGreaterThan(0);
    expect(read).toHaveLength(1);
    // The same words, spaced otherwise: nothing ranked or read again.
    expect(await kept.retrieve('  mon mari  veut divorcer ', { limit: 2 })).toEqual(first);
    expect(read).toHaveLength(1);
    await kept.retrieve('mon mari veut divorcer', { limit: 3 });
    expect(read).toHaveLength(2);
    // Another jurisdiction is another answer: the library holds no sheet of Bénin.
    expect(await kept.retrieve('mon mari veut divorcer', { limit: 2, jurisdiction: 'BJ' })).toEqual([]);
    version = 'v2';
    expect(await kept.retrieve('mon mari veut divorcer', { limit: 2 })).toEqual(first);
    expect(read).toHaveLength(3);
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(retriever.retrieve('divorcer', { limit: 3, signal: controller.signal })).rejects.toThrow();
  });
});

describe.each(testEngines())('library retriever with the tenant’s guarantor on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestLibrary(engine, ['F31267']);
  });
  afterAll(() => handle.close());

  it('reads a word the sheets warn is confused with another as either: a tenant’s "caution" is the deposit', async () => {
    const found = await createLibraryRetriever(handle.db).retrieve('Mon propriétaire garde ma caution', { limit: 2 });
    const ids = found.map((r) => r.source.documentId);
    // The guarantor's sheet warns « il ne faut pas confondre caution … et dépôt de garantie »; the
    // deposit's name said side by side counts as a compound the question said.
    expect(ids).toEqual(['vdd-F31269', 'vdd-F31267']);
  });

  it('still finds the guarantor for a question about standing guarantor', async () => {
    const found = await createLibraryRetriever(handle.db).retrieve(
      'Ma mère peut-elle se porter caution pour mon bail ?',
      {
        limit: 2,
      },
    );
    expect(found.map((r) => r.source.documentId)).toContain('vdd-F31267');
  });
});
