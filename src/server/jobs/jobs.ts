/**
 * Jobs as rows: every slow piece of work is inserted here first, then run by the job runner
 * (runner.ts) of whichever process claims it. This module is what callers need: enqueue a job
 * and read jobs back.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/schema.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface EnqueueOptions {
  /** Names the handler that runs the job (JobRunnerOptions.handlers). */
  kind: string;
  /** Any JSON value; stored as jsonb and handed to the handler as read back. */
  payload: unknown;
  /** Attempts before the job fails for good; default 3. */
  maxAttempts?: number;
  /** Not run before this time; default now. */
  runAt?: Date;
}

export interface Job {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * Inserts a queued job and returns its id. Pass the transaction that writes the job's
 * subject (e.g. the question awaiting an answer) so both exist or neither does; the caller
 * then wakes its runner once the transaction committed.
 */
export async function enqueueJob(db: Db | Transaction<Database>, options: EnqueueOptions): Promise<string> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const payload = JSON.stringify(options.payload);
  if (payload === undefined) throw new TypeError(`The payload of a ${options.kind} job is not JSON`);
  const id = randomUUID();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: options.kind,
      payload,
      max_attempts: maxAttempts,
      ...(options.runAt ? { run_at: options.runAt } : {}),
    })
    .execute();
  return id;
}

/** The job with this id, or null. */
export async function getJob(db: Db, id: string): Promise<Job | null> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** How many jobs are in each state (every state present, zero when none). */
export async function jobCounts(db: Db): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('state')
    .execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}
