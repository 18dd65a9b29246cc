/**
 * The runner's slot accounting when its statements answer out of order: each statement is a
 * promise the test settles, so every interleaving is reached on purpose, not by timing.
 */
import { describe, expect, it } from 'vitest';
import type { ClaimedJob } from './job-store.ts';
import type { JobHandler, RunnerStatements } from './runner.ts';
import { testEngines } from '../db/test-databases.ts';
import { jobRunnerFixture, sleep, waitFor } from './testing/helpers.ts';

/** A statement waiting for the test: it answers with how many jobs are claimed, up to `limit`. */
interface Pending {
  limit: number;
  answer(count: number): void;
}

/** Statements that wait for the test, in the order the runner sent them. */
function heldStatements() {
  const pending: Pending[] = [];
  let made = 0;
  const jobs = (count: number): ClaimedJob[] =>
    Array.from({ length: count }, () => ({
      id: `job-${++made}`,
      kind: 'hold',
      payload: null,
      attempts: 1,
      max_attempts: 3,
    }));
  const wait = <T>(limit: number, result: (claimed: ClaimedJob[]) => T) =>
    new Promise<T>((resolve) => pending.push({ limit, answer: (count) => resolve(result(jobs(count))) }));
  const statements: RunnerStatements = {
    claimJobs: (_db, _worker, limit) => wait(limit, (claimed) => claimed),
    finishAndClaim: (_db, _job, limit) => wait(limit, (claimed) => ({ done: true, claimed })),
    markDone: async () => true,
    releaseJobs: async () => {},
    extendLeases: async (_db, _worker, ids) => new Set(ids),
  };
  return { statements, pending };
}

/** A handler whose runs end when the test says; counts the runs under way at once. */
function heldHandler() {
  const ends = new Map<string, () => void>();
  const state = { most: 0 };
  const handler: JobHandler = {
    run: (_payload, { jobId }) => {
      ends.set(jobId, () => {});
      state.most = Math.max(state.most, ends.size);
      return new Promise<void>((resolve) =>
        ends.set(jobId, () => {
          ends.delete(jobId);
          resolve();
        }),
      );
    },
  };
  /** How to end each run under way, oldest first. */
  const running = () => [...ends.values()];
  return { handler, running, state };
}

describe('job runner claims', () => {
  // Only the start's recovery reads the database; every statement on jobs is the test's.
  const [pglite] = testEngines({});
  if (!pglite) throw new Error('PGlite is always a test engine');
  const fixture = jobRunnerFixture(pglite);

  it('never fills the same free slot twice when a wake comes while a finished job claims', async () => {
    const { statements, pending } = heldStatements();
    const { handler, running, state } = heldHandler();
    const runner = fixture.runner({ hold: handler }, { statements, concurrency: 3, pollMs: 60_000, leaseMs: 60_000 });
    await runner.start();
    const settle = () => sleep(10);
    /** Answers the statements waiting, in the order sent: each claims all it may, unless told none. */
    const answer = async (none: number[] = []) => {
      for (const [i, statement] of pending.splice(0).entries())
        statement.answer(none.includes(i) ? 0 : statement.limit);
      await settle();
    };
    await waitFor('the first claim', () => pending.length === 1);
    await answer();
    expect(running()).toHaveLength(3);

    // Two end together: the first one's claim finds nothing, the next finds a job.
    for (const end of running().slice(0, 2)) end();
    await settle();
    await answer([0]);
    // One more ends, and a wake comes while its claim runs.
    running()[0]?.();
    await settle();
    runner.wake();
    for (let round = 0; round < 4; round++) await answer();

    expect(state.most).toBe(3);
    // The stop waits for the runs and the claim under way.
    let stopped = false;
    void runner.stop().then(() => (stopped = true));
    while (!stopped) {
      for (const end of running()) end();
      await answer(pending.map((_, i) => i));
    }
  });
});
