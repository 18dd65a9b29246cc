/**
 * A fresh process warmed up once its library index is built, before the first users' questions
 * pay for it (docs/PERFORMANCE.md "Warming up"): the retrieval thread answers questions of the
 * library's titles while the request thread rehearses a question's statements on the embedded
 * database, both thrown away. Bounded in time, and stopped by a shutdown.
 */
import type { PlanDefinition } from './billing/billing.types.ts';
import type { DbHandle } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { Retrieval } from './retrieval-thread/retrieval.ts';
import { rehearseQuestions } from './search/warm-up.ts';

/**
 * How much of each: the retrieval thread answers 200 questions (about 1 s on two cores) while the
 * request thread rehearses 600 questions' statements (about 2 s; on PGlite only: PostgreSQL runs
 * them in its own processes, compiled ahead), each within 5 s whatever the machine.
 */
export const WARM_UP = { questions: 200, statements: 600, budgetMs: 5000 };

export interface WarmUpDeps {
  retrieval: Retrieval;
  database: DbHandle;
  plans: readonly PlanDefinition[];
  logger: Logger;
  stopping: AbortSignal;
  limits?: typeof WARM_UP;
}

export async function warmUpProcess({
  retrieval,
  database,
  plans,
  logger,
  stopping,
  limits = WARM_UP,
}: WarmUpDeps): Promise<void> {
  const started = performance.now();
  // A stop does not wait for the thread's warm-up: closing the retrieval ends it.
  const stopped = new Promise<null>((resolve) =>
    stopping.addEventListener('abort', () => resolve(null), { once: true }),
  );
  const [answers, statements] = await Promise.all([
    Promise.race([retrieval.warmUp({ count: limits.questions, budgetMs: limits.budgetMs }), stopped]),
    database.engine === 'pglite'
      ? rehearseQuestions(database.db, {
          count: limits.statements,
          budgetMs: limits.budgetMs,
          plans,
          signal: stopping,
        })
      : null,
  ]);
  logger.info('warmed up', {
    questionsAnswered: answers?.answered ?? 0,
    questionsRehearsed: statements?.rehearsed ?? 0,
    durationMs: Math.round(performance.now() - started),
  });
}
