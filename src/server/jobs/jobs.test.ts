import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { enqueueJob, getJob, jobCounts } from './jobs.ts';

describe.each(testEngines())('jobs on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('enqueues a queued job, due now, with three attempts by default', async () => {
    const before = Date.now();
    const id = await enqueueJob(handle.db, { kind: 'answer', payload: { questionId: 'q1' } });
    const job = await getJob(handle.db, id);
    expect(job).toMatchObject({
      kind: 'answer',
      payload: { questionId: 'q1' },
      state: 'queued',
      attempts: 0,
      maxAttempts: 3,
    });
    expect(job?.lockedBy).toBeNull();
    expect(job?.finishedAt).toBeNull();
    expect(job?.runAt.getTime()).toBeGreaterThan(before - 5000);
    expect(job?.runAt.getTime()).toBeLessThan(Date.now() + 5000);
  });

  it('keeps any JSON payload as it was given', async () => {
    for (const payload of [{ nested: { list: [1, 'two', null] } }, [1, 2], 'a text', 42, null, true]) {
      const id = await enqueueJob(handle.db, { kind: 'echo', payload });
      expect((await getJob(handle.db, id))?.payload).toEqual(payload);
    }
  });

  it('takes maxAttempts and runAt from the caller', async () => {
    const runAt = new Date(Date.now() + 3600_000);
    const id = await enqueueJob(handle.db, { kind: 'mail', payload: {}, maxAttempts: 5, runAt });
    expect(await getJob(handle.db, id)).toMatchObject({ maxAttempts: 5, runAt });
  });

  it('enqueues inside a transaction: the job exists only if the transaction commits', async () => {
    let rolledBackId = '';
    await expect(
      handle.db.transaction().execute(async (trx) => {
        rolledBackId = await enqueueJob(trx, { kind: 'answer', payload: {} });
        throw new Error('the question could not be saved');
      }),
    ).rejects.toThrow('the question could not be saved');
    expect(await getJob(handle.db, rolledBackId)).toBeNull();
    const committedId = await handle.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'answer', payload: {} }));
    expect((await getJob(handle.db, committedId))?.state).toBe('queued');
  });

  it('refuses fewer than one attempt and a payload that is not JSON', async () => {
    await expect(enqueueJob(handle.db, { kind: 'x', payload: {}, maxAttempts: 0 })).rejects.toThrow(RangeError);
    await expect(enqueueJob(handle.db, { kind: 'x', payload: undefined })).rejects.toThrow('is not JSON');
  });

  it('counts jobs per state, with zero for states no job is in', async () => {
    const before = await jobCounts(handle.db);
    await enqueueJob(handle.db, { kind: 'x', payload: {} });
    const id = await enqueueJob(handle.db, { kind: 'x', payload: {} });
    await handle.db.updateTable('jobs').set({ state: 'done' }).where('id', '=', id).execute();
    expect(await jobCounts(handle.db)).toEqual({ ...before, queued: before.queued + 1, done: before.done + 1 });
    expect(before.running).toBe(0);
    expect(before.failed).toBe(0);
  });

  it('finds no job for an unknown id', async () => {
    expect(await getJob(handle.db, '00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
