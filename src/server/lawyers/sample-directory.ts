/**
 * Whether the directory holds only sample profiles, as the answers need to know it: read at most
 * once a minute (a lawyer's verification shows in the answers within that minute), so a question
 * costs no statement for it. The directory page asks the database itself (lawyers.ts).
 */
import type { Db } from '../db/client.ts';
import { type DirectoryOptions, onlySampleLawyers } from './lawyers.ts';

export const SAMPLE_DIRECTORY_TTL_MS = 60_000;

export interface SampleDirectoryDeps {
  db: Db;
  options: DirectoryOptions;
  now?: () => number;
  ttlMs?: number;
}

export function sampleDirectoryCheck({
  db,
  options,
  now = Date.now,
  ttlMs = SAMPLE_DIRECTORY_TTL_MS,
}: SampleDirectoryDeps): () => Promise<boolean> {
  let known: { value: Promise<boolean>; at: number } | null = null;
  return () => {
    if (!options.demo) return Promise.resolve(false);
    if (!known || now() - known.at >= ttlMs) {
      const value = onlySampleLawyers(db, options);
      known = { value, at: now() };
      // A failed read is not kept: the next question asks again.
      value.catch(() => {
        if (known?.value === value) known = null;
      });
    }
    return known.value;
  };
}
