/**
 * The chat operations under way and the last error of each entry (SPEC-COVERAGE §5, §9): an operation
 * counts from its start until it settles, an answer that never comes stops counting after
 * 5 minutes, and a cleanup every 60 s forgets what has expired.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { TimerHandle, Timers } from '~/stores/timers.ts';

export const RECORD_TTL_MS = 5 * 60_000;
export const CLEANUP_INTERVAL_MS = 60_000;

export type OperationKind = 'send' | 'retry' | 'rename' | 'remove';

export interface OperationRecord {
  kind: OperationKind;
  /** The entry or conversation it concerns. */
  key: string;
  startedAt: number;
}

export interface ErrorRecord {
  message: string;
  at: number;
}

export interface OperationLogDeps {
  /** Milliseconds since the epoch. */
  now: () => number;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
}

export function createOperationLog(deps: OperationLogDeps) {
  const operations = new Map<number, OperationRecord>();
  const $errors = atom<Record<string, ErrorRecord>>({});
  let lastId = 0;
  const fresh = (at: number) => deps.now() - at < RECORD_TTL_MS;

  function cleanup(): void {
    for (const [id, record] of operations) if (!fresh(record.startedAt)) operations.delete(id);
    const errors = Object.entries($errors.get());
    const kept = errors.filter(([, record]) => fresh(record.at));
    if (kept.length < errors.length) $errors.set(Object.fromEntries(kept));
  }

  return {
    /** The last error of each entry (by key) or conversation (by id), until it expires. */
    $errors: $errors as ReadableAtom<Record<string, ErrorRecord>>,
    /** Records an operation; the function returned ends it. */
    begin(kind: OperationKind, key: string): () => void {
      lastId += 1;
      const id = lastId;
      operations.set(id, { kind, key, startedAt: deps.now() });
      return () => void operations.delete(id);
    },
    /** Ends every operation about `key` (its answer came, or its failure). */
    settle(key: string): void {
      for (const [id, record] of operations) if (record.key === key) operations.delete(id);
    },
    /** Operations under way, those past their 5 minutes aside. */
    pending: (): number => [...operations.values()].filter((record) => fresh(record.startedAt)).length,
    fail(key: string, message: string): void {
      $errors.set({ ...$errors.get(), [key]: { message, at: deps.now() } });
    },
    clearError(key: string): void {
      if (!(key in $errors.get())) return;
      const { [key]: _cleared, ...others } = $errors.get();
      $errors.set(others);
    },
    cleanup,
    /** Runs the cleanup every CLEANUP_INTERVAL_MS; returns the function that stops it. */
    start(): () => void {
      const handle: TimerHandle = deps.timers.setInterval(cleanup, CLEANUP_INTERVAL_MS);
      return () => deps.timers.clearInterval(handle);
    },
  };
}

export type OperationLog = ReturnType<typeof createOperationLog>;
