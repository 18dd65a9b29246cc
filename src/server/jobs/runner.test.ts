import type { QueryId, RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../db/test-databases.ts';
import { enqueueJob, getJob } from './jobs.ts';
import type { JobHandler, JobRunnerOptions } from './runner.ts';
import { jobRunnerFixture, memoryLogger, sleep, waitFor, waitForState } from './testing/helpers.ts';

describe.each(testEngines())('job runner on $name', (engine) => {
  const fixture = jobRunnerFixture(engine);
  /** A statement's SQL as sent, its fragments (job-store.ts `claim`) put in. */
  const sqlOf = (node: RootOperationNode, queryId: QueryId) => fixture.db.getExecutor().compileQuery(node, queryId).sql;

  async function startRunner(handlers: JobRunnerOptions['handlers'], options: Partial<JobRunnerOptions> = {}) {
    const runner = fixture.runner(handlers, options);
    await runner.start();
    return runner;
  }

  it('runs an enqueued job to done as soon as it is woken, with its payload and attempt 1', async () => {
    const seen: unknown[] = [];
    const runner = await startRunner(
      { echo: { run: async (payload, { attempt }) => void seen.push({ payload, attempt }) } },
      { pollMs: 60_000 },
    );
    const id = await enqueueJob(fixture.db, { kind: 'echo', payload: { text: 'bonjour' } });
    runner.wake();
    const job = await waitForState(fixture.db, id, 'done', 2000);
    expect(seen).toEqual([{ payload: { text: 'bonjour' }, attempt: 1 }]);
    expect(job).toMatchObject({ attempts: 1, lockedBy: null, lockedUntil: null, lastError: null });
    expect(job.finishedAt).toBeInstanceOf(Date);
  });

  it('retries a throwing handler after its backoff, then fails the job and calls onFailed exactly once', async () => {
    const startedAt: number[] = [];
    const backoffAsked: number[] = [];
    const failures: unknown[] = [];
    const flaky: JobHandler<{ n: number }> = {
      run: async (_payload, { attempt }) => {
        startedAt.push(Date.now());
        throw new Error(`provider down (attempt ${attempt})`);
      },
      onFailed: async (payload, error) => void failures.push({ payload, error }),
    };
    const backoffMs = (attempt: number) => {
      backoffAsked.push(attempt);
      return 150;
    };
    await startRunner({ flaky }, { backoffMs });
    const id = await enqueueJob(fixture.db, { kind: 'flaky', payload: { n: 7 } });
    const job = await waitForState(fixture.db, id, 'failed');
    await sleep(300);
    expect(startedAt).toHaveLength(3);
    expect(backoffAsked).toEqual([1, 2]);
    for (const i of [1, 2]) expect((startedAt[i] ?? 0) - (startedAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(140);
    expect(job).toMatchObject({ attempts: 3, lastError: 'provider down (attempt 3)', lockedBy: null });
    expect(failures).toEqual([{ payload: { n: 7 }, error: 'provider down (attempt 3)' }]);
  });

  it('aborts the signal on timeout and counts it as a failed attempt, even when the handler ignores the signal', async () => {
    const reasons: unknown[] = [];
    const slowThenFast: JobHandler = {
      timeoutMs: 100,
      run: (_payload, { attempt, signal }) => {
        if (attempt > 1) return Promise.resolve();
        signal.addEventListener('abort', () => reasons.push(signal.reason));
        return new Promise(() => {});
      },
    };
    await startRunner({ slow: slowThenFast }, { backoffMs: () => 0 });
    const id = await enqueueJob(fixture.db, { kind: 'slow', payload: null });
    const job = await waitForState(fixture.db, id, 'done');
    expect(reasons).toHaveLength(1);
    expect(String(reasons[0])).toContain('Timed out after 100 ms');
    expect(job).toMatchObject({ attempts: 2, lastError: 'Timed out after 100 ms' });
  });

  it('fails a job of an unknown kind at once, saying so', async () => {
    await startRunner({});
    const id = await enqueueJob(fixture.db, { kind: 'teleport', payload: {} });
    const job = await waitForState(fixture.db, id, 'failed');
    expect(job).toMatchObject({ attempts: 1, lastError: "No handler for job kind 'teleport'" });
  });

  it('never runs more jobs at once than its concurrency', async () => {
    let running = 0;
    let most = 0;
    const busy: JobHandler = {
      run: async () => {
        most = Math.max(most, ++running);
        await sleep(30);
        running--;
      },
    };
    await startRunner({ busy }, { concurrency: 3 });
    const ids = await Promise.all(
      Array.from({ length: 12 }, () => enqueueJob(fixture.db, { kind: 'busy', payload: {} })),
    );
    for (const id of ids) await waitForState(fixture.db, id, 'done');
    expect(most).toBe(3);
  });

  it('drains a backlog without polling, and a finished job claims again only when more may wait', async () => {
    let claims = 0;
    // Counts the claim statements the runner sends (job-store.ts claimJobs).
    const counted = fixture.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        if (sqlOf(node, queryId).includes("set state = 'running'")) claims++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const runner = fixture.runner({ quick: { run: async () => {} } }, { db: counted, concurrency: 2, pollMs: 60_000 });
    await runner.start();
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => enqueueJob(fixture.db, { kind: 'quick', payload: {} })),
    );
    runner.wake();
    for (const id of ids) await waitForState(fixture.db, id, 'done', 2000);
    await sleep(50);
    // Drained with no poll (60 s away); once a claim found fewer jobs than free slots, no more claims.
    const drained = claims;
    await sleep(100);
    expect(claims).toBe(drained);
    const alone = await enqueueJob(fixture.db, { kind: 'quick', payload: {} });
    runner.wake();
    await waitForState(fixture.db, alone, 'done', 2000);
    await sleep(50);
    // One job when idle: one claim, none after it finishes.
    expect(claims).toBe(drained + 1);
  });

  it('drains a backlog at one statement a job: each finished job is marked done with the next claimed', async () => {
    const sent: string[] = [];
    // The runner's statements on jobs: claims, ends with claims (finishAndClaim), ends alone (markDone).
    const counted = fixture.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        const text = node.kind === 'RawNode' ? sqlOf(node, queryId) : '';
        if (text.includes('with finished as')) sent.push('finish and claim');
        else if (text.includes("set state = 'running'")) sent.push('claim');
        else if (node.kind === 'UpdateQueryNode') sent.push('update');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    // The backlog is there before the runner starts: the start's own claim is the first one, and
    // no claim of an empty table races the enqueues (seen on CI, PostgreSQL). Leases long enough
    // that no heartbeat or upkeep runs meanwhile.
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await enqueueJob(fixture.db, { kind: 'quick', payload: i }));
    const runner = fixture.runner(
      { quick: { run: async () => {} } },
      { db: counted, concurrency: 1, pollMs: 60_000, leaseMs: 60_000 },
    );
    await runner.start();
    for (const id of ids) await waitForState(fixture.db, id, 'done', 2000);
    await sleep(50);
    // One claim fills the one slot; each job's end claims the next; the last one's finds none.
    expect(sent).toEqual(['claim', 'finish and claim', 'finish and claim', 'finish and claim', 'finish and claim']);
  });

  it('waits for runAt before running a job', async () => {
    const ranAt: number[] = [];
    await startRunner({ later: { run: async () => void ranAt.push(Date.now()) } });
    const runAt = new Date(Date.now() + 400);
    const id = await enqueueJob(fixture.db, { kind: 'later', payload: {}, runAt });
    await sleep(200);
    expect((await getJob(fixture.db, id))?.state).toBe('queued');
    await waitForState(fixture.db, id, 'done');
    expect(ranAt[0]).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });

  it('keeps the process alive when onFailed throws, and logs it', async () => {
    const { logger, entries } = memoryLogger();
    const handlers = {
      doomed: { run: () => Promise.reject(new Error('no')), onFailed: () => Promise.reject(new Error('push failed')) },
    };
    await startRunner(handlers, { logger });
    const id = await enqueueJob(fixture.db, { kind: 'doomed', payload: {}, maxAttempts: 1 });
    await waitForState(fixture.db, id, 'failed');
    await waitFor('the onFailed error log', () =>
      entries.some((e) => e['msg'] === 'job onFailed threw' && e['level'] === 'error'),
    );
  });
});
