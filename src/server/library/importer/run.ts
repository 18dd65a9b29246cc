/**
 * The import loop: convert each item, store in batches, count outcomes. A file that cannot
 * be read or converted, or a document the database refuses, is recorded with its reason
 * and the rest goes on.
 */
import type { Db } from '../../db/client.ts';
import type { LibraryDocument } from './document.ts';
import type { Progress } from './progress.ts';
import type { CorpusSource } from './sources.ts';
import { type StoreOutcome, storeDocuments } from './store.ts';

export interface ImportFailure {
  ref: string;
  message: string;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  skipped: number;
  merged: number;
  durationMs: number;
  failures: ImportFailure[];
}

export interface ImportOptions {
  limit?: number | undefined;
  progress?: Progress;
  batchSize?: number;
  now?: () => number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function importCorpus(db: Db, source: CorpusSource, options: ImportOptions = {}): Promise<ImportSummary> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const batchSize = options.batchSize ?? 50;
  const items = options.limit === undefined ? source.items : source.items.slice(0, options.limit);
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
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
  let batch: { ref: string; doc: LibraryDocument }[] = [];

  const flush = async () => {
    const pending = batch;
    batch = [];
    try {
      count(await storeDocuments(db, pending.map((p) => p.doc)));
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
    }
    options.progress?.tick();
  }
  await flush();
  options.progress?.done();
  summary.durationMs = Math.round(now() - started);
  return summary;
}

export function formatSummary(s: ImportSummary): string {
  const lines = [
    `added ${s.added}, updated ${s.updated}, unchanged ${s.unchanged}, failed ${s.failed}` +
      ` (skipped ${s.skipped} of other types, ${s.merged} shared sheets merged) in ${(s.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const f of s.failures) lines.push(`  failed: ${f.ref}: ${f.message}`);
  return lines.join('\n');
}
