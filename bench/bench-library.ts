/**
 * The whole corpus on PGlite, as the benchmarks and `scripts/train-reranker.ts` read it: one copy
 * under node_modules/.cache/jurisia-bench, imported from the shipped sheets the first time.
 */
import { fileURLToPath } from 'node:url';
import { type DbHandle, migrate, openDatabase } from '../src/server/db/client.ts';
import { importCorpus } from '../src/server/library/importer/run.ts';
import { vddSource } from '../src/server/library/importer/sources.ts';

export const BENCH_LIBRARY = fileURLToPath(new URL('../node_modules/.cache/jurisia-bench', import.meta.url));

/** Fewer sheets than this: the copy is incomplete (an interrupted import) and is imported again. */
const WHOLE_CORPUS = 3900;

/** The copy, opened and migrated; `onImport` hears of an import made now. */
export async function openBenchLibrary(onImport?: (message: string) => void): Promise<DbHandle> {
  const handle = await openDatabase({ dataDir: BENCH_LIBRARY });
  await migrate(handle.db);
  const { n } = await handle.db
    .selectFrom('library_documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) < WHOLE_CORPUS) {
    const s = await importCorpus(handle.db, await vddSource());
    onImport?.(`imported ${s.added + s.updated + s.unchanged} documents in ${(s.durationMs / 1000).toFixed(1)} s`);
  }
  return handle;
}
