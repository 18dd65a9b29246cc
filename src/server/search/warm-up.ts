/**
 * A question's statements rehearsed on the embedded database before the first users ask: PGlite
 * runs PostgreSQL as WebAssembly that V8 compiles function by function as it gets hot, and a fresh
 * process's first questions paid for that compilation (on an empty library, V8's threads 2.7 ms
 * a search against 1.1 once rehearsed: docs/PERFORMANCE.md "Warming up"). Each rehearsal is one
 * transaction rolled back: nothing of it is ever seen.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { findSessionUser, createSession } from '../auth/sessions.ts';
import { consumeQuota } from '../billing/quotas.ts';
import type { PlanDefinition } from '../billing/billing.types.ts';
import type { Db } from '../db/client.ts';
import { finishAndClaim, claimJobs } from '../jobs/job-store.ts';
import { createLegalSearch, settleLegalSearch } from './legal-searches.ts';

/** Thrown to roll a rehearsal back. */
const ROLLED_BACK = Symbol('rehearsal rolled back');

/** The statements of one typed question, from the session's look-up to its job's end, in `trx`. */
async function rehearse(trx: Db, plans: readonly PlanDefinition[]): Promise<void> {
  const userId = randomUUID();
  await trx
    .insertInto('users')
    .values({ id: userId, email: `${userId}@warm-up.invalid`, first_name: 'Warm-up', last_name: '' })
    .execute();
  const { token } = await createSession(trx, userId);
  const user = await findSessionUser(trx, token);
  if (!user) throw new Error('the rehearsal lost its own session');
  const quota = (db: Db) => consumeQuota(db, { user, plans, kind: 'search' });
  const input = {
    questionText: 'Mon propriétaire garde ma caution, que faire ?',
    localId: null,
    language: 'fr',
    thinkMode: 'instant' as const,
    questionAudio: null,
    country: user.country,
  };
  const { request } = await createLegalSearch(trx, userId, input, quota);
  const workerId = `warm-up-${userId}`;
  const [job] = await claimJobs(trx, workerId, 1, 60_000);
  await settleLegalSearch(trx, request._id, {
    status: 'completed',
    answerText: 'Réponse',
    sources: [],
    readAloud: false,
  });
  if (job) await finishAndClaim(trx, { id: job.id, workerId, attempt: job.attempts }, 1, 60_000);
}

export interface RehearsalResult {
  rehearsed: number;
  ms: number;
}

/**
 * Rehearses up to `count` questions within `budgetMs`, one transaction at a time, each followed
 * by a turn of the event loop: requests arriving meanwhile wait for one rehearsal at most, a few
 * milliseconds.
 */
export async function rehearseQuestions(
  db: Db,
  {
    count,
    budgetMs,
    plans,
    signal,
  }: { count: number; budgetMs: number; plans: readonly PlanDefinition[]; signal?: AbortSignal },
): Promise<RehearsalResult> {
  const started = performance.now();
  let rehearsed = 0;
  while (rehearsed < count && !signal?.aborted && performance.now() - started < budgetMs) {
    try {
      await db.transaction().execute(async (trx) => {
        await rehearse(trx, plans);
        throw ROLLED_BACK;
      });
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
    rehearsed++;
    // PGlite settles its statements without I/O: without a turn of the event loop here, the
    // requests arriving meanwhile would wait for the whole warm-up.
    await nextTurn();
  }
  return { rehearsed, ms: Math.round(performance.now() - started) };
}
