/**
 * The job runner of one process (docs/ARCHITECTURE.md "Jobs"): claims due jobs from the table that
 * several processes may share, runs them with bounded concurrency, keeps their leases alive,
 * takes back the jobs of processes that died and purges old finished jobs.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, DbEngine } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { exponentialBackoff } from './backoff.ts';
import type { JobHandler } from './job-handler.ts';
import {
  type ClaimedJob,
  claimJobs,
  extendLeases,
  finishAndClaim,
  type HeldJob,
  markDone,
  releaseJobs,
} from './job-store.ts';
import { createMaintenance, repeat } from './maintenance.ts';
import { type AttemptDeps, JobInterrupted, runAttempt } from './run-attempt.ts';

export type { JobContext, JobHandler } from './job-handler.ts';

/** The statements the runner sends on its jobs; a test passes its own to order a race. */
export interface RunnerStatements {
  claimJobs: typeof claimJobs;
  finishAndClaim: typeof finishAndClaim;
  markDone: typeof markDone;
  releaseJobs: typeof releaseJobs;
  extendLeases: typeof extendLeases;
}

const storeStatements: RunnerStatements = { claimJobs, finishAndClaim, markDone, releaseJobs, extendLeases };

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  /** By job kind. */
  handlers: Record<string, JobHandler>;
  /** Jobs running at once in this process; default 4. */
  concurrency?: number;
  /** Default 1000. */
  pollMs?: number;
  /** How long a process that stopped extending a job's lease keeps it; default 30_000. */
  leaseMs?: number;
  workerId?: string;
  /** Delay after the failure of `attempt` (1-based); default 1 s doubling, capped at 60 s, with jitter. */
  backoffMs?: (attempt: number) => number;
  engine: DbEngine;
  /** How long stop() lets running jobs finish before interrupting them; default 10_000. */
  stopTimeoutMs?: number;
  /** Default job-store.ts's. */
  statements?: RunnerStatements;
}

export interface JobRunner {
  /** Takes back abandoned jobs, then claims; rejects only when the database cannot be read. */
  start(): Promise<void>;
  /** Runs queued work now instead of at the next poll (called after enqueue in this process). */
  wake(): void;
  /** Stops claiming, lets running jobs finish up to stopTimeoutMs, then interrupts and queues again the rest (their attempt not counted). */
  stop(): Promise<void>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, engine, concurrency = 4, pollMs = 1000, leaseMs = 30_000, stopTimeoutMs = 10_000 } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const logger = options.logger.child({ component: 'jobs', workerId });
  const { claimJobs, finishAndClaim, markDone, releaseJobs, extendLeases } = options.statements ?? storeStatements;
  const deps: AttemptDeps = {
    db,
    logger,
    workerId,
    handlers,
    backoffMs: options.backoffMs ?? exponentialBackoff(),
    markDone: (job) => finish(job),
  };
  const upkeep = createMaintenance({ db, logger, handlers });
  const inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const timers: { poll?: NodeJS.Timeout; heartbeat?: NodeJS.Timeout; maintenance?: NodeJS.Timeout } = {};
  let phase: 'idle' | 'starting' | 'started' | 'stopping' | 'stopped' = 'idle';
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  // Free slots promised to the claims under way, a wake's or finished jobs' (beyond each finished
  // job's own slot): a claim counts only the slots no other claim may fill, so two claims answering
  // in any order never run more jobs than `concurrency`.
  let reserved = 0;
  // More jobs may be queued: a claim filled every free slot, or a wake found none free. Only then
  // does a finished job claim at once; otherwise the next wake or poll does (docs/PERFORMANCE.md).
  let backlog = false;
  let starting: Promise<void> = Promise.resolve();
  let stopped: Promise<void> | null = null;

  function launch(job: ClaimedJob): void {
    const controller = new AbortController();
    const done = runAttempt(job, controller, deps)
      .catch((error) => logger.error('job outcome not recorded', { jobId: job.id, error }))
      .finally(() => {
        inFlight.delete(job.id);
        if (backlog) wake();
      });
    inFlight.set(job.id, { controller, done });
  }

  function freeSlots(): number {
    return Math.max(0, concurrency - inFlight.size - reserved);
  }

  /**
   * Sends a claim for the free slots no other claim under way may fill, and `own` more (a finished
   * job's), then launches what it claimed. The reservation ends in the same step as the launch, so
   * no other claim sees those slots free in between.
   */
  async function claimFree(own: number, send: (limit: number) => Promise<ClaimedJob[]>): Promise<void> {
    const free = freeSlots();
    const limit = free + own;
    if (limit === 0) {
      backlog = true;
      return;
    }
    reserved += free;
    let claimed: ClaimedJob[];
    try {
      claimed = await send(limit);
    } finally {
      reserved -= free;
    }
    if (phase !== 'started') {
      // Stopping meanwhile: what was claimed is queued again, unattempted, as the drain does.
      await releaseJobs(
        db,
        workerId,
        claimed.map((next) => next.id),
      );
      return;
    }
    backlog = claimed.length === limit;
    for (const job of claimed) launch(job);
  }

  /**
   * A job done. When more may be waiting and no wake's claim is under way, its slot is filled in
   * the same statement (job-store.ts finishAndClaim): the job's own slot and any other free one.
   */
  async function finish(job: HeldJob): Promise<boolean> {
    if (!backlog || claiming || phase !== 'started') return markDone(db, job);
    let done = false;
    await claimFree(1, async (limit) => {
      const answer = await finishAndClaim(db, job, limit, leaseMs);
      done = answer.done;
      return answer.claimed;
    });
    return done;
  }

  async function fillSlots(): Promise<void> {
    do {
      claimAgain = false;
      if (phase !== 'started') return;
      await claimFree(0, (limit) => claimJobs(db, workerId, limit, leaseMs));
    } while (claimAgain);
  }

  function wake(): void {
    if (phase !== 'started') return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    if (freeSlots() === 0) {
      backlog = true;
      return;
    }
    claiming = fillSlots()
      .catch((error) => logger.error('job claim failed', { error }))
      .finally(() => {
        claiming = null;
        // A wake between the loop's last check and now was not read by it.
        if (claimAgain) wake();
      });
  }

  async function heartbeat(): Promise<void> {
    const ids = [...inFlight.keys()];
    const kept = await extendLeases(db, workerId, ids, leaseMs);
    for (const id of ids) {
      const entry = inFlight.get(id);
      if (kept.has(id) || !entry || entry.controller.signal.aborted) continue;
      logger.warn('job lease lost: another process took the job back', { jobId: id });
      entry.controller.abort(new JobInterrupted('Job lease lost'));
    }
  }

  async function drain(): Promise<void> {
    await claiming;
    const finished = Promise.allSettled([...inFlight.values()].map((entry) => entry.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs)))]);
    clearTimeout(timer);
    const left = [...inFlight.entries()];
    if (left.length > 0) {
      for (const [, entry] of left) entry.controller.abort(new JobInterrupted('The server is stopping'));
      await Promise.allSettled(left.map(([, entry]) => entry.done));
      await releaseJobs(
        db,
        workerId,
        left.map(([id]) => id),
      );
      logger.warn('jobs interrupted by the shutdown, queued again', { jobIds: left.map(([id]) => id) });
    }
  }

  async function begin(): Promise<void> {
    // Only one process can open a PGlite data directory: every running job there belongs to
    // a process that is gone. On PostgreSQL others may be alive, so only expired leases count.
    await upkeep(engine === 'postgres');
    if (phase !== 'starting') return;
    phase = 'started';
    timers.poll = setInterval(wake, pollMs);
    timers.heartbeat = repeat(leaseMs / 3, heartbeat, logger, 'job lease heartbeat');
    timers.maintenance = repeat(leaseMs, () => upkeep(true).then(wake), logger, 'job maintenance');
    wake();
  }

  return {
    start() {
      if (phase !== 'idle') return starting;
      phase = 'starting';
      starting = begin();
      return starting;
    },
    wake,
    stop() {
      if (phase === 'idle' || phase === 'starting') {
        phase = 'stopped';
        // The start's recovery may still be writing: the database must stay open until it ends.
        stopped = starting.catch(() => {});
      }
      if (phase !== 'started') return stopped ?? Promise.resolve();
      phase = 'stopping';
      clearInterval(timers.poll);
      clearInterval(timers.maintenance);
      // Leases stay alive while running jobs finish.
      stopped = drain()
        .catch((error) => logger.error('job runner stop failed', { error }))
        .finally(() => {
          clearInterval(timers.heartbeat);
          phase = 'stopped';
        });
      return stopped;
    },
  };
}
