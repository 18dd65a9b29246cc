import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, migrate, openDatabase } from '../db/client.ts';
import { createPostgresDatabase } from '../db/test-databases.ts';
import { enqueueJob, jobCounts } from './jobs.ts';
import { createJobRunner, type JobHandler } from './runner.ts';
import { memoryLogger, sleep, waitFor } from './testing/helpers.ts';

const adminUrl = process.env['TEST_DATABASE_URL'];

// Two pools on one PostgreSQL database stand for two server processes (PGlite has one process by design).
describe.skipIf(!adminUrl)('two job runners on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  const handles: DbHandle[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    const open = () => openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    handles.push(await open(), await open());
    await migrate((handles[0] as DbHandle).db);
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await database.drop();
  });

  it('run every job exactly once between them, each claiming its share', async () => {
    const [first, second] = handles as [DbHandle, DbHandle];
    const runs = new Map<number, string[]>();
    const handlerFor = (worker: string): JobHandler<{ n: number }> => ({
      run: async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), worker]);
        await sleep(2 + Math.random() * 10);
      },
    });
    for (let n = 0; n < 50; n++) await enqueueJob(first.db, { kind: 'count', payload: { n } });
    const runners = [first, second].map((handle, i) =>
      createJobRunner({
        db: handle.db,
        engine: 'postgres',
        logger: memoryLogger().logger,
        handlers: { count: handlerFor(`w${i}`) },
        pollMs: 5,
        workerId: `w${i}`,
      }),
    );
    await Promise.all(runners.map((r) => r.start()));
    await waitFor('every job to be done', async () => (await jobCounts(first.db)).done === 50, 15_000);
    await Promise.all(runners.map((r) => r.stop()));
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect([...runs.values()].filter((workers) => workers.length !== 1)).toEqual([]);
    const byWorker = [...runs.values()].flat();
    expect(new Set(byWorker)).toEqual(new Set(['w0', 'w1']));
    const attempts = await second.db.selectFrom('jobs').select('attempts').distinct().execute();
    expect(attempts).toEqual([{ attempts: 1 }]);
  });
});
