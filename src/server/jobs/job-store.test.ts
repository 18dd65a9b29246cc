/** finishAndClaim (docs/PERFORMANCE.md "Statements per question"): a job's end and the next claims in one statement. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { claimJobs, finishAndClaim } from './job-store.ts';
import { enqueueJob, getJob } from './jobs.ts';

describe.each(testEngines())('job store on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterEach(() => handle.db.deleteFrom('jobs').execute());
  afterAll(() => handle.close());

  it('marks the held job done and claims up to the limit of the due queued jobs, oldest first', async () => {
    const held = await enqueueJob(handle.db, { kind: 'k', payload: 0, runAt: new Date(Date.now() - 3000) });
    const [first] = await claimJobs(handle.db, 'w1', 1, 10_000);
    expect(first?.id).toBe(held);
    const older = await enqueueJob(handle.db, { kind: 'k', payload: 1, runAt: new Date(Date.now() - 2000) });
    const newer = await enqueueJob(handle.db, { kind: 'k', payload: 2, runAt: new Date(Date.now() - 1000) });
    const later = await enqueueJob(handle.db, { kind: 'k', payload: 3, runAt: new Date(Date.now() + 3_600_000) });
    const { done, claimed } = await finishAndClaim(handle.db, { id: held, workerId: 'w1', attempt: 1 }, 1, 10_000);
    expect(done).toBe(true);
    expect(claimed).toEqual([{ id: older, kind: 'k', payload: 1, attempts: 1, max_attempts: 3 }]);
    expect(await getJob(handle.db, held)).toMatchObject({ state: 'done', lockedBy: null, lockedUntil: null });
    expect((await getJob(handle.db, held))?.finishedAt).toBeInstanceOf(Date);
    expect(await getJob(handle.db, older)).toMatchObject({ state: 'running', lockedBy: 'w1', attempts: 1 });
    expect(await getJob(handle.db, newer)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await getJob(handle.db, later)).toMatchObject({ state: 'queued' });
  });

  it('leaves a job it no longer holds as it is, and still claims', async () => {
    const id = await enqueueJob(handle.db, { kind: 'k', payload: null });
    await claimJobs(handle.db, 'w2', 1, 10_000);
    const waiting = await enqueueJob(handle.db, { kind: 'k', payload: null });
    // Taken back and claimed again by another process: attempt 2 is not this runner's.
    const { done, claimed } = await finishAndClaim(handle.db, { id, workerId: 'w1', attempt: 1 }, 2, 10_000);
    expect(done).toBe(false);
    expect(await getJob(handle.db, id)).toMatchObject({ state: 'running', lockedBy: 'w2' });
    expect(claimed.map((job) => job.id)).toEqual([waiting]);
  });
});
