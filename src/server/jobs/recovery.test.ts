import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, migrate, openDatabase } from '../db/client.ts';
import { createPostgresDatabase } from '../db/test-databases.ts';
import { ABANDONED_ERROR } from './job-store.ts';
import { enqueueJob, getJob } from './jobs.ts';
import { createJobRunner, type JobHandler, type JobRunner } from './runner.ts';
import { memoryLogger, sleep, waitForState } from './testing/helpers.ts';

const NODE = join(import.meta.dirname, '../../../node_modules/.bin/node');
const HANGING_RUNNER = join(import.meta.dirname, 'testing/hanging-runner.ts');
const LEASE_MS = 500;

/** Where a killed process and the test's runner meet: a PGlite data directory or a PostgreSQL database. */
interface Place {
  location: string;
  open(): Promise<DbHandle>;
  dispose(): Promise<void>;
}

async function openMigrated(options: Parameters<typeof openDatabase>[0]): Promise<DbHandle> {
  const handle = await openDatabase(options);
  await migrate(handle.db);
  return handle;
}

const adminUrl = process.env['TEST_DATABASE_URL'];
const places: { name: 'pglite' | 'postgres'; create(): Promise<Place> }[] = [
  {
    name: 'pglite',
    async create() {
      const dataDir = await mkdtemp(join(tmpdir(), 'jurisia-jobs-'));
      await (await openMigrated({ dataDir })).close();
      return {
        location: dataDir,
        open: () => openMigrated({ dataDir }),
        dispose: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...(adminUrl
    ? [
        {
          name: 'postgres' as const,
          async create() {
            const database = await createPostgresDatabase(adminUrl);
            return {
              location: database.url,
              open: () => openMigrated({ databaseUrl: database.url, dataDir: 'memory://' }),
              dispose: database.drop,
            };
          },
        },
      ]
    : []),
];

/** A process with its own runner, whose `hang` job has started and never ends. */
async function startHangingRunner(location: string): Promise<ChildProcess> {
  const child = spawn(NODE, [HANGING_RUNNER, location, String(LEASE_MS)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('started') && resolve());
    child.once('exit', (code) =>
      reject(new Error(`The hanging runner exited (${code}) before its job started: ${stderr}`)),
    );
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe.each(places)('recovery of the job of a killed process on $name', ({ name, create }) => {
  let place: Place;
  let handle: DbHandle | undefined;
  let runner: JobRunner | undefined;
  let child: ChildProcess | undefined;
  // Creating a PGlite data directory takes seconds on a busy machine: both cases share one.
  beforeAll(async () => {
    place = await create();
  }, 60_000);
  afterEach(async () => {
    await runner?.stop();
    await handle?.close();
    if (child) await killHard(child);
    [handle, runner, child] = [undefined, undefined, undefined];
  });
  afterAll(() => place.dispose());

  /** Enqueues a job, lets a child process claim it, kills the child with SIGKILL, and opens the place again. */
  async function jobOfKilledProcess(maxAttempts: number): Promise<{ id: string; db: DbHandle['db'] }> {
    const setup = await place.open();
    const id = await enqueueJob(setup.db, { kind: 'hang', payload: { question: 'q-1' }, maxAttempts });
    // PGlite: only one process may have the data directory open.
    await setup.close();
    child = await startHangingRunner(place.location);
    await killHard(child);
    handle = await place.open();
    expect(await getJob(handle.db, id)).toMatchObject({ state: 'running', attempts: 1 });
    return { id, db: handle.db };
  }

  function startRunner(db: DbHandle['db'], hang: JobHandler): Promise<void> {
    runner = createJobRunner({
      db,
      engine: name,
      logger: memoryLogger().logger,
      handlers: { hang },
      leaseMs: LEASE_MS,
      pollMs: 20,
    });
    return runner.start();
  }

  it('runs the job again in a new runner, to done', async () => {
    const { id, db } = await jobOfKilledProcess(3);
    const runs: unknown[] = [];
    await startRunner(db, { run: async (payload, { attempt }) => void runs.push({ payload, attempt }) });
    expect(await waitForState(db, id, 'done')).toMatchObject({ attempts: 2, lastError: ABANDONED_ERROR });
    expect(runs).toEqual([{ payload: { question: 'q-1' }, attempt: 2 }]);
  });

  it('fails the job, calling onFailed once, when the killed process had its last attempt', async () => {
    const { id, db } = await jobOfKilledProcess(1);
    const runs: unknown[] = [];
    const failures: unknown[] = [];
    await startRunner(db, {
      run: async (payload) => void runs.push(payload),
      onFailed: async (payload, error) => void failures.push({ payload, error }),
    });
    expect(await waitForState(db, id, 'failed')).toMatchObject({ attempts: 1, lastError: ABANDONED_ERROR });
    await sleep(LEASE_MS * 2);
    expect(failures).toEqual([{ payload: { question: 'q-1' }, error: ABANDONED_ERROR }]);
    expect(runs).toEqual([]);
  });
});
