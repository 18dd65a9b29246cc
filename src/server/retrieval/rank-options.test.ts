import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createLibraryRetriever } from '../ai/retriever.ts';
import { openTestLibrary } from '../ai/test-library.ts';
import { searchMatches } from '../library/search-matches.ts';
import { libraryIndexFor } from './library-index.ts';

/** The keys of the options each call of `rankSheets` is given, in their order. */
const calls: string[][] = [];
vi.mock('./rank.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./rank.ts')>();
  return {
    ...actual,
    rankSheets: (...args: Parameters<typeof actual.rankSheets>) => {
      calls.push(Object.keys(args[2]));
      return actual.rankSheets(...args);
    },
  };
});

describe.each(testEngines().slice(0, 1))('the options the ranking is called with, on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
  }, 60_000);
  afterAll(() => handle.close());

  it('are of one shape for the answers and the library search (docs/PERFORMANCE.md "Deoptimisations after the warm-up")', async () => {
    await createLibraryRetriever(handle.db).retrieve('mon locataire ne paie plus', { limit: 3, jurisdiction: 'FR' });
    await createLibraryRetriever(handle.db).retrieve('divorce', { limit: 3 });
    searchMatches(await libraryIndexFor(handle.db), 'bail', { offset: 0, limit: 10 });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const keys of calls) expect(keys).toEqual(calls[0]);
  });
});
