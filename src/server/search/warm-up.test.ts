/** The question's statements rehearsed at start (docs/PERFORMANCE.md "Warming up"): run, and nothing of them kept. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { enqueueJob, getJob } from '../jobs/jobs.ts';
import { rehearseQuestions } from './warm-up.ts';

const TABLES = ['users', 'sessions', 'legal_searches', 'usage_events', 'jobs'] as const;

describe.each(testEngines())('a question rehearsed on $name', (engine) => {
  let handle: DbHandle;
  const plans = loadConfig({}).plans;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const { n } = await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(n)];
        }),
      ),
    );

  it('runs the statements of a question, rolled back: no row left, a waiting job still waiting', async () => {
    const waiting = await enqueueJob(handle.db, { kind: 'legal-search.answer', payload: { searchId: 'x' } });
    const before = await counts();
    const result = await rehearseQuestions(handle.db, { count: 3, budgetMs: 60_000, plans });
    expect(result.rehearsed).toBe(3);
    expect(await counts()).toEqual(before);
    expect(await getJob(handle.db, waiting)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
  });

  it('lets the requests arriving meanwhile through, between two rehearsals', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a request'), 1);
    await rehearseQuestions(handle.db, { count: 30, budgetMs: 60_000, plans });
    order.push('warmed up');
    expect(order).toEqual(['a request', 'warmed up']);
  });

  it('stops at its budget and at a stop', async () => {
    expect((await rehearseQuestions(handle.db, { count: 1000, budgetMs: 0, plans })).rehearsed).toBe(0);
    const stop = new AbortController();
    stop.abort();
    expect(
      (await rehearseQuestions(handle.db, { count: 1000, budgetMs: 60_000, plans, signal: stop.signal })).rehearsed,
    ).toBe(0);
  });
});
