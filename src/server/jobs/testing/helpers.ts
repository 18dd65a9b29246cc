/** Helpers for the job tests. */
import { createLogger, type Logger } from '../../logger.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../job-handler.ts';
import { getJob, type Job, type JobState } from '../jobs.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds; rejects after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** The job once it reached `state`; rejects after `timeoutMs` with the state it is in. */
export async function waitForState(db: Db, id: string, state: JobState, timeoutMs = 5000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(db, id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} is ${job?.state ?? 'missing'}, not ${state}, after ${timeoutMs} ms`);
    await sleep(10);
  }
}

/** A logger that keeps its entries for assertions instead of printing them. */
export function memoryLogger(): { logger: Logger; entries: Record<string, unknown>[] } {
  const entries: Record<string, unknown>[] = [];
  return { logger: createLogger('debug', {}, (line) => entries.push(JSON.parse(line))), entries };
}

/** A handler's run that ends only when its signal aborts, noting the reason. */
export function runUntilAborted(reasons: unknown[]): JobHandler['run'] {
  return (_payload, { signal }) =>
    new Promise((_, reject) => {
      signal.addEventListener('abort', () => {
        reasons.push(signal.reason);
        reject(signal.reason);
      });
    });
}
