import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { runFirstImport } from './first-import.ts';
import { readLibraryState } from './import-state.ts';
import { formatLibrarySource, parseLibrarySource } from './library-source.ts';

const VDD = join(import.meta.dirname, '../../../tests/fixtures/vdd');
const spec = { kind: 'vdd', path: VDD } as const;

describe('LIBRARY_SOURCE', () => {
  it('parses every form and rejects the rest', () => {
    expect(parseLibrarySource('vdd')).toEqual({ kind: 'vdd', path: null });
    expect(parseLibrarySource('vdd:tests/fixtures/vdd')).toEqual({ kind: 'vdd', path: 'tests/fixtures/vdd' });
    expect(parseLibrarySource('xml:/srv/x')).toEqual({ kind: 'xml', path: '/srv/x' });
    expect(parseLibrarySource('json:c.json')).toEqual({ kind: 'json', path: 'c.json' });
    expect(parseLibrarySource('none')).toEqual({ kind: 'none' });
    for (const bad of ['xml', 'xml:', 'ftp:x', '']) expect(typeof parseLibrarySource(bad)).toBe('string');
    expect(formatLibrarySource({ kind: 'xml', path: '/srv/x' })).toBe('xml:/srv/x');
  });
});

describe.each(testEngines())('first-start import on $name', (engine) => {
  let handle: DbHandle;
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('info', {}, (line) => logs.push(JSON.parse(line)));
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('goes from empty to preparing to ready, logging JSON progress, and does not run again', async () => {
    expect(await readLibraryState(handle.db)).toBe('empty');
    const running = runFirstImport({ db: handle.db, logger, spec });
    // The claim is a query away: one turn of the event loop is not always enough on a busy machine.
    for (let i = 0; i < 100 && (await readLibraryState(handle.db)) === 'empty'; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await readLibraryState(handle.db)).toBe('preparing');
    expect(await running).toBe('imported');
    expect(await readLibraryState(handle.db)).toBe('ready');
    expect(logs.some((l) => l['msg'] === 'library import progress' && l['percent'] === 100)).toBe(true);
    expect(logs.find((l) => l['msg'] === 'library import finished')).toMatchObject({ added: 19, failed: 1 });
    expect(await runFirstImport({ db: handle.db, logger, spec })).toBe('not-needed');
    expect(await handle.db.selectFrom('library_imports').select('id').execute()).toHaveLength(1);
  });

  it('resumes an import a stopped process left unfinished', async () => {
    await handle.db.deleteFrom('library_documents').where('id', 'in', ['vdd-F1191', 'vdd-F31272']).execute();
    await handle.db
      .insertInto('library_imports')
      .values({ source: formatLibrarySource(spec), finished_at: null, summary: null })
      .execute();
    expect(await readLibraryState(handle.db)).toBe('preparing');
    const stop = new AbortController();
    stop.abort();
    expect(await runFirstImport({ db: handle.db, logger, spec, signal: stop.signal })).toBe('stopped');
    expect(await readLibraryState(handle.db)).toBe('preparing');
    expect(await runFirstImport({ db: handle.db, logger, spec })).toBe('imported');
    expect(logs.filter((l) => l['msg'] === 'library import finished').at(-1)).toMatchObject({
      added: 2,
      unchanged: 17,
    });
    expect(await readLibraryState(handle.db)).toBe('ready');
  });

  it('does nothing with LIBRARY_SOURCE=none', async () => {
    expect(await runFirstImport({ db: handle.db, logger, spec: { kind: 'none' } })).toBe('disabled');
  });
});
