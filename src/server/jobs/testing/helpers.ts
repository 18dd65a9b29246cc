/** Helpers for the job tests. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Db, DbHandle } from '../../db/client.ts';
import type { TestEngine } from '../../db/test-databases.ts';
import { createLogger, type Logger } from '../../logger.ts';
import type { JobHandler } from '../job-handler.ts';
import { getJob, type Job, type JobState } from '../jobs.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../runner.ts';

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
    if (Date.now() > deadline)
      throw new Error(`Job ${id} is ${job?.state ?? 'missing'}, not ${state}, after ${timeoutMs} ms`);
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

/**
 * The database of `engine` for one describe block, and runners on it: each test's runners are
 * stopped and the jobs table emptied after it. Runners poll every 20 ms with a 500 ms lease
 * unless told otherwise.
 */
export function jobRunnerFixture(engine: TestEngine) {
  let handle: DbHandle | undefined;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await handle?.db.deleteFrom('jobs').execute();
  });
  afterAll(() => handle?.close());
  const db = (): Db => {
    if (!handle) throw new Error('the database opens in beforeAll');
    return handle.db;
  };
  return {
    get db(): Db {
      return db();
    },
    runner(handlers: JobRunnerOptions['handlers'], options: Partial<JobRunnerOptions> = {}): JobRunner {
      const created = createJobRunner({
        db: db(),
        engine: engine.name,
        logger: memoryLogger().logger,
        handlers,
        pollMs: 20,
        leaseMs: 500,
        ...options,
      });
      runners.push(created);
      return created;
    },
  };
}
