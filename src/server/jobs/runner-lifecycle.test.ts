import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../db/test-databases.ts';
import { ABANDONED_ERROR } from './job-store.ts';
import { enqueueJob, getJob } from './jobs.ts';
import { jobRunnerFixture, runUntilAborted, sleep, waitFor, waitForState } from './testing/helpers.ts';

describe.each(testEngines())('job runner start and stop on $name', (engine) => {
  const fixture = jobRunnerFixture(engine);
  const runner = fixture.runner;

  it('on stop, lets the running job finish and claims nothing more', async () => {
    const started: string[] = [];
    const slow = runner(
      {
        slow: {
          run: async (_payload, { jobId }) => {
            started.push(jobId);
            await sleep(200);
          },
        },
      },
      { concurrency: 1 },
    );
    await slow.start();
    const first = await enqueueJob(fixture.db, { kind: 'slow', payload: {} });
    await waitForState(fixture.db, first, 'running');
    const second = await enqueueJob(fixture.db, { kind: 'slow', payload: {} });
    await slow.stop();
    expect((await getJob(fixture.db, first))?.state).toBe('done');
    await sleep(100);
    expect(await getJob(fixture.db, second)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(started).toEqual([first]);
  });

  it('queues again, unattempted, a job claimed with the end of another while the runner was stopping', async () => {
    let stopping: Promise<void> | undefined;
    // The stop comes while the statement ending the first job and claiming the second runs.
    const racing = fixture.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (!stopping && (result.rows[0] as { finished?: unknown } | undefined)?.finished !== undefined)
          stopping = stopper.stop();
        return result;
      },
    });
    const stopper = runner({ quick: { run: async () => {} } }, { db: racing, concurrency: 1, pollMs: 60_000 });
    await stopper.start();
    const first = await enqueueJob(fixture.db, { kind: 'quick', payload: 1, runAt: new Date(Date.now() - 1000) });
    const second = await enqueueJob(fixture.db, { kind: 'quick', payload: 2 });
    stopper.wake();
    await waitFor('the stop', () => stopping !== undefined, 2000);
    await stopping;
    expect((await getJob(fixture.db, first))?.state).toBe('done');
    expect(await getJob(fixture.db, second)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
  });

  it('at the stop timeout, interrupts a job still running and queues it again without counting the attempt', async () => {
    const reasons: unknown[] = [];
    const stuck = runner({ stuck: { run: runUntilAborted(reasons) } }, { stopTimeoutMs: 100 });
    await stuck.start();
    const id = await enqueueJob(fixture.db, { kind: 'stuck', payload: {} });
    await waitForState(fixture.db, id, 'running');
    await stuck.stop();
    expect(String(reasons[0])).toContain('The server is stopping');
    expect(await getJob(fixture.db, id)).toMatchObject({
      state: 'queued',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
    const next = runner({ stuck: { run: async () => {} } });
    await next.start();
    expect(await waitForState(fixture.db, id, 'done')).toMatchObject({ attempts: 1 });
  });

  it('purges, when it starts, done and failed jobs finished over 7 days ago, and keeps the rest', async () => {
    const age = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
    const rows = [
      { id: 'old-done', state: 'done', finished_at: age(8) },
      { id: 'old-failed', state: 'failed', finished_at: age(8) },
      { id: 'recent-done', state: 'done', finished_at: age(6) },
      {
        id: 'old-queued',
        state: 'queued',
        finished_at: null,
        run_at: sql<Date>`now() + interval '1 hour'`,
        created_at: age(30),
      },
    ] as const;
    await fixture.db
      .insertInto('jobs')
      .values(rows.map((row) => ({ kind: 'x', payload: '{}', ...row })))
      .execute();
    await runner({}).start();
    const left = await fixture.db.selectFrom('jobs').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['old-queued', 'recent-done']);
  });

  it(`takes back, when it starts, the running jobs of a dead process: ${engine.name === 'pglite' ? 'all of them' : 'those whose lease ended'}`, async () => {
    const lease = (minutes: number) => sql<Date>`now() + make_interval(mins => ${minutes})`;
    const base = { kind: 'resume', payload: '{"n":1}', state: 'running', locked_by: 'ghost', max_attempts: 3 } as const;
    await fixture.db
      .insertInto('jobs')
      .values([
        { ...base, id: 'live', attempts: 1, locked_until: lease(60) },
        { ...base, id: 'expired', attempts: 1, locked_until: lease(-1) },
        { ...base, id: 'expired-last', attempts: 3, locked_until: lease(-1) },
      ])
      .execute();
    const failures: unknown[] = [];
    await runner({
      resume: { run: async () => {}, onFailed: async (payload, error) => void failures.push({ payload, error }) },
    }).start();
    expect(await waitForState(fixture.db, 'expired', 'done')).toMatchObject({ attempts: 2 });
    expect(await getJob(fixture.db, 'expired-last')).toMatchObject({ state: 'failed', lastError: ABANDONED_ERROR });
    expect(failures).toEqual([{ payload: { n: 1 }, error: ABANDONED_ERROR }]);
    if (engine.name === 'pglite') expect(await waitForState(fixture.db, 'live', 'done')).toMatchObject({ attempts: 2 });
    else expect(await getJob(fixture.db, 'live')).toMatchObject({ state: 'running', lockedBy: 'ghost', attempts: 1 });
  });

  it('aborts a job whose lease another process took back, and leaves what the new holder records alone', async () => {
    const reasons: unknown[] = [];
    const held = runner({ long: { run: runUntilAborted(reasons) } });
    await held.start();
    const id = await enqueueJob(fixture.db, { kind: 'long', payload: {} });
    await waitForState(fixture.db, id, 'running');
    await fixture.db.updateTable('jobs').set({ locked_by: 'other-process' }).where('id', '=', id).execute();
    await waitFor('the job to be aborted', () => reasons.length > 0);
    expect(String(reasons[0])).toContain('Job lease lost');
    await sleep(100);
    expect(await getJob(fixture.db, id)).toMatchObject({ state: 'running', lockedBy: 'other-process', attempts: 1 });
  });
});
