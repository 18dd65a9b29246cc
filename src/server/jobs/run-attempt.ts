/**
 * One attempt of one claimed job: the handler races its timeout, then the outcome is recorded
 * (done, queued again after a backoff, or failed for good with the handler's onFailed called).
 */
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { type ClaimedJob, type HeldJob, markDone, markFailed, scheduleRetry } from './job-store.ts';
import type { JobHandler } from './job-handler.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;

/** An abort that is not the job's fault (shutdown, or a lease lost): the attempt is not recorded as failed. */
export class JobInterrupted extends Error {}

export interface AttemptDeps {
  db: Db;
  logger: Logger;
  workerId: string;
  handlers: Record<string, JobHandler>;
  backoffMs: (attempt: number) => number;
  /** Records a job done (job-store.ts markDone, or the runner's, claiming more with it); false when it was no longer held. */
  markDone?: (job: HeldJob) => Promise<boolean>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Calls onFailed, if any; its own failure is logged, never thrown. */
export async function reportFailure(
  handler: JobHandler | undefined,
  payload: unknown,
  error: string,
  logger: Logger,
): Promise<void> {
  if (!handler?.onFailed) return;
  try {
    await handler.onFailed(payload, error);
  } catch (cause) {
    logger.error('job onFailed threw', { error: cause });
  }
}

/** Null when the handler finished in time, else why it did not. */
async function attempt(handler: JobHandler, job: ClaimedJob, controller: AbortController): Promise<string | null> {
  const timeoutMs = handler.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  const { signal } = controller;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const running = Promise.resolve().then(() =>
    handler.run(job.payload, { jobId: job.id, attempt: job.attempts, signal }),
  );
  // Whichever loses the race settles unobserved; a handler that ignores the signal keeps
  // running in the background, but its result no longer counts.
  aborted.catch(() => {});
  running.catch(() => {});
  try {
    await Promise.race([running, aborted]);
    return null;
  } catch (error) {
    return messageOf(error);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the claimed job once and records the outcome, unless the job was taken away meanwhile. */
export async function runAttempt(job: ClaimedJob, controller: AbortController, deps: AttemptDeps): Promise<void> {
  const { db, backoffMs } = deps;
  const held = { id: job.id, workerId: deps.workerId, attempt: job.attempts };
  const logger = deps.logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
  const handler = deps.handlers[job.kind];
  if (!handler) {
    const error = `No handler for job kind '${job.kind}'`;
    if (await markFailed(db, held, error)) logger.error('job failed', { error });
    return;
  }
  const error = await attempt(handler, job, controller);
  if (error === null) {
    if (await (deps.markDone ?? ((job) => markDone(db, job)))(held)) logger.debug('job done');
    return;
  }
  if (controller.signal.reason instanceof JobInterrupted) return;
  if (job.attempts < job.max_attempts) {
    const retryInMs = backoffMs(job.attempts);
    if (await scheduleRetry(db, held, error, retryInMs)) logger.warn('job attempt failed', { error, retryInMs });
    return;
  }
  if (!(await markFailed(db, held, error))) return;
  logger.error('job failed', { error });
  await reportFailure(handler, job.payload, error, logger);
}
