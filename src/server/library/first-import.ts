/**
 * The import on first start: when the library is empty (or an import was interrupted), import
 * LIBRARY_SOURCE in the background of the running server. Progress goes to the log as JSON
 * lines; the loop yields to the event loop before each document so requests stay fast, and
 * sheets are read and converted one at a time in a worker thread (importer/worker-source.ts),
 * never the whole corpus in memory.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { type ImportSummary, importCorpus } from './importer/run.ts';
import { jsonSource } from './importer/sources.ts';
import { type ClosableSource, sheetSourceInWorker } from './importer/worker-source.ts';
import { formatLibrarySource, type LibrarySourceSpec } from './library-source.ts';

export type FirstImportOutcome = 'imported' | 'not-needed' | 'disabled' | 'stopped' | 'failed';

export interface FirstImportOptions {
  db: Db;
  logger: Logger;
  spec: LibrarySourceSpec;
  /** Aborted when the process stops: the import ends after the batch in flight. */
  signal?: AbortSignal;
}

/** Sheets are converted in a worker thread; a JSON corpus is one file, read here. */
export async function openLibrarySource(spec: Exclude<LibrarySourceSpec, { kind: 'none' }>): Promise<ClosableSource> {
  if (spec.kind === 'json') return { ...(await jsonSource(spec.path)), close: async () => {} };
  return sheetSourceInWorker(spec);
}

/** The id of the import to run (a new one, or one a stopped process left unfinished), or null. */
async function claimImport(db: Db, source: string): Promise<number | null> {
  const unfinished = await db
    .selectFrom('library_imports')
    .select('id')
    .where('finished_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (unfinished) return unfinished.id;
  const filled = await db.selectFrom('library_documents').select('id').limit(1).executeTakeFirst();
  if (filled) return null;
  const row = await db
    .insertInto('library_imports')
    .values({ source, finished_at: null, summary: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Progress every tenth of the work, as a log line. */
function progressLog(logger: Logger, total: number) {
  let done = 0;
  let lastTenth = 0;
  return {
    tick() {
      done++;
      const tenth = Math.floor((done * 10) / Math.max(total, 1));
      if (tenth > lastTenth) {
        lastTenth = tenth;
        logger.info('library import progress', { done, total, percent: tenth * 10 });
      }
    },
    done() {},
  };
}

export async function runFirstImport(options: FirstImportOptions): Promise<FirstImportOutcome> {
  const { db, logger, spec, signal } = options;
  if (spec.kind === 'none') return 'disabled';
  let id: number | null = null;
  try {
    id = await claimImport(db, formatLibrarySource(spec));
    if (id === null) return 'not-needed';
    const source = await openLibrarySource(spec);
    let summary: ImportSummary;
    try {
      logger.info('library import started', { source: formatLibrarySource(spec), documents: source.items.length });
      const stopped = new Error('stopped');
      const items = source.items.map((item) => ({
        ...item,
        load: async () => {
          await nextTurn();
          if (signal?.aborted) throw stopped;
          return item.load();
        },
      }));
      summary = await importCorpus(db, { ...source, items }, { progress: progressLog(logger, items.length) });
    } finally {
      await source.close();
    }
    if (signal?.aborted) {
      logger.info('library import stopped: it resumes on the next start');
      return 'stopped';
    }
    await db
      .updateTable('library_imports')
      .set({ finished_at: new Date(), summary: JSON.stringify(summary) })
      .where('id', '=', id)
      .execute();
    const { failures, ...counts } = summary;
    logger.info('library import finished', { ...counts, failures: failures.slice(0, 20) });
    return 'imported';
  } catch (error) {
    if (signal?.aborted) return 'stopped';
    logger.error('library import failed', { error });
    // A source that cannot be read would fail the same way on every start: close the attempt
    // so the library reads as empty rather than forever "being prepared".
    if (id !== null) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('library_imports')
        .set({ finished_at: new Date(), summary: JSON.stringify({ error: reason }) })
        .where('id', '=', id)
        .execute()
        .catch(() => {});
    }
    return 'failed';
  }
}
