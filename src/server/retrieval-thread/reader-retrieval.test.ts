/**
 * What the retrieval thread holds (reader-retrieval.ts) answers as the request thread's own
 * retrieval does, without reading a quoted sheet back: its sheets were analysed as the index read
 * them (docs/PERFORMANCE.md "`bench:warm-up` on the retrieval thread's own path").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestLibrary } from '../ai/test-library.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { databaseLibraryReader, type LibraryReader } from '../retrieval/library-reader.ts';
import { readerRetrieval } from './reader-retrieval.ts';
import { threadRetrieval } from './retrieval.ts';

const [engine] = testEngines();

describe('the retrieval thread’s set-up', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    if (!engine) throw new Error('no test database engine');
    handle = await openTestLibrary(engine);
  });
  afterAll(() => handle.close());

  it('answers as the request thread does, reading no sheet back, and warms up apart', async () => {
    const database = databaseLibraryReader(handle.db);
    const read: string[] = [];
    const reader: LibraryReader = {
      ...database,
      bodies: (ids) => {
        read.push(...ids);
        return database.bodies(ids);
      },
    };
    const thread = readerRetrieval(reader, () => {});
    const here = threadRetrieval(handle.db);
    expect((await thread.holder.get()).sheets.length).toBe(await here.warm());
    const warmUp = await thread.warmUp({ count: 3, budgetMs: 10_000 });
    expect(warmUp.answered).toBe(3);
    for (const question of [
      'Je veux divorcer par consentement mutuel, comment faire ?',
      'Mon locataire ne paie plus le loyer depuis trois mois',
      'My landlord keeps my deposit, what can I do?',
    ]) {
      const request = { question, language: 'fr', thinkMode: 'instant' } as const;
      expect(await thread.answer(request)).toEqual(await here.answer(request));
    }
    expect(read).toEqual([]);
  });
});
