/**
 * The runner's SQL: claim, lease, record outcomes, recover, purge. Times come from the
 * database clock, so processes on machines with skewed clocks agree on leases. Every write to a
 * running job checks that the writer still holds it (worker and attempt): a process that lost
 * a job to recovery cannot overwrite what the job's new holder records.
 */
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/schema.ts';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** 1-based: this attempt included. */
  attempts: number;
  max_attempts: number;
}

/** A running job as its holder knows it. */
export interface HeldJob {
  id: string;
  workerId: string;
  attempt: number;
}

export interface RecoveredJob {
  id: string;
  kind: string;
  payload: unknown;
  state: 'queued' | 'failed';
}

export const ABANDONED_ERROR = 'The process running the job stopped before it finished';

function after(ms: number) {
  return sql<Date>`now() + make_interval(secs => ${ms / 1000})`;
}

/** The claim of claimJobs, alone or in finishAndClaim's statement. */
const claim = (workerId: string, limit: number, leaseMs: number) => sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${after(leaseMs)}, updated_at = now()
    where id in (
      select id from jobs where state = 'queued' and run_at <= now()
      order by run_at limit ${limit} for update skip locked)
    returning id, kind, payload, attempts, max_attempts`;

/** Moves up to `limit` due queued jobs to running under this worker's lease; other processes skip the rows it locks. */
export async function claimJobs(db: Db, workerId: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`${claim(workerId, limit, leaseMs)}`.execute(db);
  return rows;
}

/**
 * Marks a held job done and, in the same statement, claims up to `limit` due queued jobs as
 * claimJobs does: a runner with work waiting pays one round trip per finished job instead of two
 * (docs/PERFORMANCE.md "Statements per question"). `done` is false when the job was no longer held.
 */
export async function finishAndClaim(
  db: Db,
  job: HeldJob,
  limit: number,
  leaseMs: number,
): Promise<{ done: boolean; claimed: ClaimedJob[] }> {
  const { rows } = await sql<ClaimedJob & { finished: boolean }>`
    with finished as (
      update jobs set state = 'done', locked_by = null, locked_until = null, updated_at = now(),
        finished_at = now()
      where id = ${job.id} and state = 'running' and locked_by = ${job.workerId} and attempts = ${job.attempt}
      returning id),
    claimed as (${claim(job.workerId, limit, leaseMs)})
    select true as finished, id, null as kind, null as payload, null as attempts, null as max_attempts from finished
    union all
    select false, id, kind, payload, attempts, max_attempts from claimed`.execute(db);
  return {
    done: rows.some((row) => row.finished),
    claimed: rows
      .filter((row) => !row.finished)
      .map(({ id, kind, payload, attempts, max_attempts }) => ({ id, kind, payload, attempts, max_attempts })),
  };
}

/** Extends the leases of these running jobs; returns the ids this worker still holds. */
export async function extendLeases(db: Db, workerId: string, ids: string[], leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('jobs')
    .set({ locked_until: after(leaseMs) })
    .where('id', 'in', ids)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

type JobUpdate = UpdateQueryBuilder<Database, 'jobs', 'jobs', UpdateResult>;

async function updateHeld(db: Db, job: HeldJob, change: (update: JobUpdate) => JobUpdate): Promise<boolean> {
  const update = db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', job.workerId)
    .where('attempts', '=', job.attempt);
  const result = await change(update).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const unlocked = { locked_by: null, locked_until: null, updated_at: sql<Date>`now()` };

/** False when the job was no longer held (taken back by recovery). */
export function markDone(db: Db, job: HeldJob): Promise<boolean> {
  return updateHeld(db, job, (u) => u.set({ ...unlocked, state: 'done', finished_at: sql<Date>`now()` }));
}

/** Queues the job again, due after `delayMs`. */
export function scheduleRetry(db: Db, job: HeldJob, error: string, delayMs: number): Promise<boolean> {
  return updateHeld(db, job, (u) => u.set({ ...unlocked, state: 'queued', last_error: error, run_at: after(delayMs) }));
}

/** True for exactly one caller, who then reports the failure. */
export function markFailed(db: Db, job: HeldJob, error: string): Promise<boolean> {
  return updateHeld(db, job, (u) =>
    u.set({ ...unlocked, state: 'failed', last_error: error, finished_at: sql<Date>`now()` }),
  );
}

/** Queues running jobs again without counting their attempt: they were interrupted by a shutdown, not failed. */
export async function releaseJobs(db: Db, workerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ ...unlocked, state: 'queued', attempts: sql<number>`attempts - 1`, run_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Takes back running jobs whose process died: queued again when attempts remain, failed
 * otherwise. `expiredOnly` false takes every running job (PGlite at start: no other process
 * can be alive). Each job is returned to exactly one caller, even when processes race.
 */
export async function recoverAbandonedJobs(db: Db, { expiredOnly }: { expiredOnly: boolean }): Promise<RecoveredJob[]> {
  const { rows } = await sql<RecoveredJob>`
    update jobs set
      state = case when attempts < max_attempts then 'queued' else 'failed' end,
      finished_at = case when attempts < max_attempts then null else now() end,
      last_error = ${ABANDONED_ERROR}, locked_by = null, locked_until = null,
      run_at = now(), updated_at = now()
    where state = 'running' ${expiredOnly ? sql`and locked_until < now()` : sql``}
    returning id, kind, payload, state`.execute(db);
  return rows;
}

/** Deletes done and failed jobs finished more than `olderThanMs` ago; returns how many. */
export async function purgeFinishedJobs(db: Db, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('finished_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
