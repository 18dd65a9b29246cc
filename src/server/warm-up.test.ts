/** The process's warm-up at start (docs/PERFORMANCE.md "Warming up"): both threads, logged, and never holding up a stop. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { testEngines } from './db/test-databases.ts';
import { createLogger } from './logger.ts';
import type { Retrieval } from './retrieval-thread/retrieval.ts';
import { type WarmUpDeps, warmUpProcess } from './warm-up.ts';

/** PGlite, migrated (the test engines without TEST_DATABASE_URL). */
const [pglite] = testEngines({});
const embedded = () => (pglite as NonNullable<typeof pglite>).open();

/** The warm-up with the plans in force and, unless given, a silent log and no stop. */
const warmUp = (deps: Pick<WarmUpDeps, 'retrieval' | 'database'> & Partial<WarmUpDeps>) =>
  warmUpProcess({
    plans: loadConfig({}).plans,
    logger: createLogger('silent'),
    stopping: new AbortController().signal,
    ...deps,
  });

function logged() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger('info', {}, (line) => lines.push(JSON.parse(line))) };
}

/** A retrieval thread whose warm-up answers `answered` questions, or never ends. */
const retrievalWarming = (answered: number | 'never') =>
  ({
    warmUp: () => (answered === 'never' ? new Promise(() => {}) : Promise.resolve({ answered, ms: 1 })),
  }) as unknown as Retrieval;

describe('warming the process up', () => {
  it('answers on the retrieval thread and rehearses the statements on PGlite, and logs what it did', async () => {
    const database = await embedded();
    try {
      const { lines, logger } = logged();
      await warmUp({
        retrieval: retrievalWarming(7),
        database,
        logger,
        limits: { questions: 7, statements: 5, budgetMs: 60_000 },
      });
      expect(lines.at(-1)).toMatchObject({ msg: 'warmed up', questionsAnswered: 7, questionsRehearsed: 5 });
    } finally {
      await database.close();
    }
  });

  it('rehearses nothing on PostgreSQL, whose statements run compiled in its own processes', async () => {
    const database = { engine: 'postgres', db: null } as unknown as DbHandle;
    const { lines, logger } = logged();
    await warmUp({ retrieval: retrievalWarming(3), database, logger });
    expect(lines.at(-1)).toMatchObject({ msg: 'warmed up', questionsAnswered: 3, questionsRehearsed: 0 });
  });

  it('ends at a stop without waiting for the retrieval thread, which closing ends', async () => {
    const database = await embedded();
    try {
      const stop = new AbortController();
      const warming = warmUp({ retrieval: retrievalWarming('never'), database, stopping: stop.signal });
      setTimeout(() => stop.abort(), 20);
      await warming;
    } finally {
      await database.close();
    }
  });
});
