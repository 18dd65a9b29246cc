/**
 * The runner's periodic upkeep: take back the jobs of processes that died, and delete
 * finished jobs once nobody needs them (kept 7 days for support and the health page).
 */
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobHandler } from './job-handler.ts';
import { ABANDONED_ERROR, purgeFinishedJobs, recoverAbandonedJobs } from './job-store.ts';
import { reportFailure } from './run-attempt.ts';

export const RETENTION_MS = 7 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

export interface MaintenanceDeps {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
}

/** Returns the upkeep task; `expiredOnly` false takes back every running job (see recoverAbandonedJobs). */
export function createMaintenance({ db, logger, handlers }: MaintenanceDeps): (expiredOnly: boolean) => Promise<void> {
  let lastPurge = Number.NEGATIVE_INFINITY;
  return async (expiredOnly) => {
    for (const job of await recoverAbandonedJobs(db, { expiredOnly })) {
      logger.warn('job taken back from a stopped process', { jobId: job.id, kind: job.kind, state: job.state });
      if (job.state === 'failed') await reportFailure(handlers[job.kind], job.payload, ABANDONED_ERROR, logger);
    }
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const purged = await purgeFinishedJobs(db, RETENTION_MS);
    if (purged > 0) logger.info('old finished jobs purged', { count: purged });
  };
}

/** Runs `task` every `ms`, never two at once; a failure is logged and the next run still happens. */
export function repeat(ms: number, task: () => Promise<void>, logger: Logger, what: string): NodeJS.Timeout {
  let busy = false;
  return setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch((error) => logger.error(`${what} failed`, { error }))
      .finally(() => {
        busy = false;
      });
  }, ms);
}
