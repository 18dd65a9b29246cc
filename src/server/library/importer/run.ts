/**
 * The import loop: convert each item, store in batches, count outcomes. A file that cannot
 * be read or converted, or a document the database refuses, is recorded with its reason
 * and the rest goes on. A full import (no limit) then deletes the source's stored documents
 * it no longer holds.
 */
import { libraryChanged } from '../../retrieval/library-index.ts';
import type { Db } from '../../db/client.ts';
import type { LibraryDocument } from './document.ts';
import type { Progress } from './progress.ts';
import type { CorpusSource } from './sources.ts';
import { removeDocumentsNotIn, type StoreOutcome, storeDocuments } from './store.ts';

export interface ImportFailure {
  ref: string;
  message: string;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Stored documents of the source that it no longer holds, deleted by a full import. */
  removed: number;
  failed: number;
  skipped: number;
  merged: number;
  durationMs: number;
  failures: ImportFailure[];
}

export interface ImportOptions {
  limit?: number | undefined;
  progress?: Progress;
  /**
   * Documents per transaction. Small batches keep few converted documents alive at once: over
   * the whole corpus on PGlite, RSS rose by some 120 MB with 25 and 80 MB with 10, at one speed.
   */
  batchSize?: number;
  now?: () => number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function importCorpus(db: Db, source: CorpusSource, options: ImportOptions = {}): Promise<ImportSummary> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const batchSize = options.batchSize ?? 10;
  const items = options.limit === undefined ? source.items : source.items.slice(0, options.limit);
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    failed: 0,
    skipped: source.skipped,
    merged: source.merged,
    durationMs: 0,
    failures: [],
  };
  const fail = (ref: string, message: string) => {
    summary.failed++;
    summary.failures.push({ ref, message });
  };
  const count = (outcomes: StoreOutcome[]) => {
    for (const o of outcomes) summary[o]++;
  };
  const ids = new Map<string, string>();
  /** Ids of the items that failed, when known: still in the source, so their documents stay. */
  const failedIds = new Set<string>();
  let failedKnown = true;
  let batch: { ref: string; doc: LibraryDocument }[] = [];

  const flush = async () => {
    const pending = batch;
    batch = [];
    try {
      count(
        await storeDocuments(
          db,
          pending.map((p) => p.doc),
        ),
      );
    } catch {
      // One refused row would lose the whole batch: retry one by one to name it.
      for (const p of pending) {
        try {
          count(await storeDocuments(db, [p.doc]));
        } catch (error) {
          fail(p.ref, `not stored: ${reason(error)}`);
        }
      }
    }
  };

  for (const item of items) {
    try {
      const doc = await item.load();
      const first = ids.get(doc.id);
      if (first !== undefined) throw new Error(`duplicate id ${doc.id} (first in ${first})`);
      ids.set(doc.id, item.ref);
      batch.push({ ref: item.ref, doc });
      if (batch.length >= batchSize) await flush();
    } catch (error) {
      fail(item.ref, reason(error));
      // An item failed without an id: a document it no longer gives cannot be told from a removed one.
      if (item.id === undefined) failedKnown = false;
      else failedIds.add(item.id);
    }
    options.progress?.tick();
  }
  await flush();
  if (source.scope && options.limit === undefined && failedKnown) {
    summary.removed = await removeDocumentsNotIn(db, source.scope, [...ids.keys(), ...failedIds]);
  }
  options.progress?.done();
  // The search index is read from the documents: the next search reads the new ones.
  if (summary.added + summary.updated + summary.removed > 0) libraryChanged(db);
  summary.durationMs = Math.round(now() - started);
  return summary;
}

export function formatSummary(s: ImportSummary): string {
  const lines = [
    `added ${s.added}, updated ${s.updated}, unchanged ${s.unchanged}, removed ${s.removed}, failed ${s.failed}` +
      ` (skipped ${s.skipped} of other types, ${s.merged} shared sheets merged) in ${(s.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const f of s.failures) lines.push(`  failed: ${f.ref}: ${f.message}`);
  return lines.join('\n');
}
