import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { testEngines } from '../../db/test-databases.ts';
import { importCorpus } from './run.ts';
import { type CorpusSource, jsonSource, vddSource, xmlSource } from './sources.ts';

const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures');
const VDD = join(FIXTURES, 'vdd');
/** 19 F/N sheets in the fixture folders, one of them shared by two audiences, one truncated. */
const SHEETS = 19;

describe.each(testEngines())('corpus import on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.deleteFrom('library_documents').execute();
  });

  const hashes = async () =>
    (
      await handle.db
        .selectFrom('library_documents')
        .select(['id', 'content_hash', 'updated_at'])
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, updated_at: new Date(r.updated_at).getTime() }));

  it('imports the sheets, reports the malformed one, and a second run changes nothing', async () => {
    const first = await importCorpus(handle.db, await vddSource(VDD), { batchSize: 4 });
    expect(first).toMatchObject({ added: SHEETS, updated: 0, unchanged: 0, failed: 1, skipped: 1, merged: 1 });
    expect(first.failures[0]?.ref).toMatch(/F99999\.json$/);
    expect(first.failures[0]?.message).toMatch(/JSON/);
    const before = await hashes();

    const second = await importCorpus(handle.db, await vddSource(VDD), { batchSize: 4 });
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: SHEETS, failed: 1 });
    expect(await hashes()).toEqual(before);

    const shared = await handle.db
      .selectFrom('library_documents')
      .selectAll()
      .where('id', '=', 'vdd-F10403')
      .executeTakeFirstOrThrow();
    expect(shared.audiences).toEqual(['particuliers', 'professionnels']);
    expect(shared.breadcrumb[0]).toEqual({ id: 'Particuliers', title: 'Accueil particuliers' });
    expect(shared.tags.length).toBeGreaterThan(0);
  });

  it('resumes after a crash: what was stored is skipped, the rest is added', async () => {
    const source = await vddSource(VDD);
    const crashing: CorpusSource = {
      ...source,
      items: source.items.map((item, i) =>
        i === 7
          ? {
              ...item,
              load: () => {
                throw new Error('simulated crash');
              },
            }
          : item,
      ),
    };
    // A run stopped after 6 documents…
    await importCorpus(handle.db, crashing, { limit: 6, batchSize: 2 });
    // …then a full run.
    const resumed = await importCorpus(handle.db, source, { batchSize: 4 });
    expect(resumed).toMatchObject({ added: SHEETS - 6, unchanged: 6, updated: 0 });
  });

  it('updates a document whose content changed', async () => {
    await importCorpus(handle.db, await vddSource(VDD));
    await handle.db
      .updateTable('library_documents')
      .set({ content_hash: 'stale', title: 'old' })
      .where('id', '=', 'vdd-F1191')
      .execute();
    const again = await importCorpus(handle.db, await vddSource(VDD));
    expect(again).toMatchObject({ added: 0, updated: 1, unchanged: SHEETS - 1 });
    const row = await handle.db
      .selectFrom('library_documents')
      .select('title')
      .where('id', '=', 'vdd-F1191')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe("Enlèvement parental - Non-représentation d'enfant");
  });

  it('reads the official XML into the same documents as the package JSON', async () => {
    const xml = await importCorpus(handle.db, await xmlSource(join(FIXTURES, 'vdd-xml')));
    expect(xml).toMatchObject({ added: 3, failed: 0, skipped: 1 });
    const fromXml = await hashes();
    const json = await importCorpus(handle.db, await vddSource(VDD));
    expect(json).toMatchObject({ added: SHEETS - 3, unchanged: 3, updated: 0 });
    expect((await hashes()).filter((r) => fromXml.some((x) => x.id === r.id))).toEqual(fromXml);
  });

  it('reads the archive as published, a .zip, into the same documents as its extracted folder', async () => {
    const folder = join(FIXTURES, 'vdd-xml');
    await importCorpus(handle.db, await xmlSource(folder));
    const contentOf = async () => (await hashes()).map(({ id, content_hash }) => ({ id, content_hash }));
    const fromFolder = await contentOf();
    await handle.db.deleteFrom('library_documents').execute();
    const dir = await mkdtemp(join(tmpdir(), 'jurisia-zip-'));
    const files = Object.fromEntries(
      await Promise.all(
        ['F1191.xml', 'F31272.xml', 'N443.xml', 'R51809.xml'].map(
          async (f) => [`vosdroits/${f}`, new Uint8Array(await readFile(join(folder, f)))] as const,
        ),
      ),
    );
    await writeFile(join(dir, 'vosdroits-latest.zip'), zipSync(files));
    try {
      const zipped = await importCorpus(handle.db, await xmlSource(join(dir, 'vosdroits-latest.zip')));
      expect(zipped).toMatchObject({ added: 3, failed: 0, skipped: 1 });
      expect(await contentOf()).toEqual(fromFolder);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('imports a JSON corpus and reports its invalid document', async () => {
    const summary = await importCorpus(handle.db, await jsonSource(join(FIXTURES, 'corpus/ohada-sample.json')));
    expect(summary).toMatchObject({ added: 2, failed: 1 });
    expect(summary.failures[0]?.ref).toMatch(/#documents\[2\]$/);
    const doc = await handle.db
      .selectFrom('library_documents')
      .selectAll()
      .where('id', '=', 'ohada-audcg-art-1')
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({
      jurisdiction: 'OHADA',
      source_name: 'OHADA – Journal officiel',
      tags: ['commerçant', 'acte uniforme'],
    });
  });

  it('deletes on a full re-import the documents its source no longer holds, and only those', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jurisia-vdd-'));
    try {
      await cp(VDD, dir, { recursive: true });
      await importCorpus(handle.db, await vddSource(dir));
      await importCorpus(handle.db, await jsonSource(join(FIXTURES, 'corpus/ohada-sample.json')));
      await rm(join(dir, 'particuliers/F1191.json'));
      // A partial run cannot tell a removed sheet from one it did not read.
      expect(await importCorpus(handle.db, await vddSource(dir), { limit: 5 })).toMatchObject({ removed: 0 });
      expect(await importCorpus(handle.db, await vddSource(dir))).toMatchObject({
        removed: 1,
        unchanged: SHEETS - 1,
        failed: 1,
      });
      // A sheet that fails to convert is still in the source: its stored document stays.
      await writeFile(join(dir, 'particuliers/F1311.json'), '{');
      expect(await importCorpus(handle.db, await vddSource(dir))).toMatchObject({ removed: 0, failed: 2 });
      const ids = (await handle.db.selectFrom('library_documents').select('id').execute()).map((r) => r.id);
      expect(ids).not.toContain('vdd-F1191');
      expect(ids).toContain('vdd-F1311');
      expect(ids).toEqual(expect.arrayContaining(['ohada-audcg-art-1', 'ohada-bj-code-famille-art-143']));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes nothing when a corpus entry that failed has no id', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'jurisia-corpus-')), 'corpus.json');
    const corpus = (documents: unknown[]) =>
      JSON.stringify({
        source: { id: 'test', name: 'Test', url: 'https://example.org/', license: 'CC0' },
        jurisdiction: 'FR',
        language: 'fr',
        documents,
      });
    const doc = (id: string) => ({ id, title: `Titre ${id}`, category: 'Essai', bodyText: 'Texte.' });
    try {
      await writeFile(file, corpus([doc('a'), doc('b')]));
      expect(await importCorpus(handle.db, await jsonSource(file))).toMatchObject({ added: 2 });
      await writeFile(file, corpus([doc('a'), { title: 'sans id' }]));
      expect(await importCorpus(handle.db, await jsonSource(file))).toMatchObject({ removed: 0, failed: 1 });
      await writeFile(file, corpus([doc('a')]));
      expect(await importCorpus(handle.db, await jsonSource(file))).toMatchObject({ removed: 1, unchanged: 1 });
    } finally {
      await rm(join(file, '..'), { recursive: true, force: true });
    }
  });

  it('finds the right sheet with French full-text search, accents ignored either way', async () => {
    await importCorpus(handle.db, await vddSource(VDD));
    const search = async (q: string) =>
      (
        await sql<{ id: string }>`
          select id from library_documents, websearch_to_tsquery('jurisia_fr', ${q}) q
          where search @@ q order by ts_rank_cd(search, q) desc, id limit 3`.execute(handle.db)
      ).rows.map((r) => r.id);
    expect(await search('loyer impaye')).toContain('vdd-F31272');
    expect(await search('LOYERS IMPAYÉS')).toContain('vdd-F31272');
    expect(await search('enlevement parental')).toContain('vdd-F1191');
    expect(await search('xylophone quantique')).toEqual([]);
  });
});
