/**
 * What a question costs the database (docs/PERFORMANCE.md "Statements per question"): the POST's
 * transaction holds the search, the day's use and the job, with no look-up first; the job reads
 * the search and settles it in one statement when nothing is read aloud. Counted on PGlite,
 * where each statement runs on the request thread.
 */
import { randomUUID } from 'node:crypto';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicUser } from '../auth/user.ts';
import type { AnswerEngine } from '../ai/answer-engine.ts';
import { consumeQuota } from '../billing/quotas.ts';
import { loadConfig } from '../config.ts';
import { createPGlite, type Db, migrate } from '../db/client.ts';
import { withPreparedStatements } from '../db/pglite-prepared.ts';
import { memoryTemplate } from '../db/pglite-template.ts';
import type { Database } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { type AnswerJobPayload, legalSearchAnswerHandler } from './answer-job.ts';
import { createLegalSearch } from './legal-searches.ts';

let db: Db;
let statements: string[] = [];
/** Each statement as its verb and table: "insert legal_searches", "begin". */
const verbs = () =>
  statements.map((text) => {
    const [verb = ''] = text.trim().toLowerCase().split(/\s+/);
    // The statement's own table is quoted by kysely; a raw subquery's is not.
    const table = /\b(?:into|from|update)\s+"(\w+)"/i.exec(text)?.[1];
    return table ? `${verb} ${table}` : verb;
  });

const engine: AnswerEngine = {
  answer: async () => ({ text: 'Réponse', sources: [], found: true, engine: 'library' }),
};

beforeAll(async () => {
  const pglite = withPreparedStatements(await createPGlite('memory://', await memoryTemplate()));
  // kysely logs the queries it compiles; a transaction's BEGIN and COMMIT are PGlite's own.
  const counted = new Proxy(pglite, {
    get(target, property) {
      if (property === 'transaction')
        return async (...args: Parameters<typeof target.transaction>) => {
          statements.push('begin');
          try {
            return await target.transaction(...args);
          } finally {
            statements.push('commit');
          }
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: counted }),
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
  await migrate(db);
});
afterAll(() => db.destroy());

/** A user of the free plan, as the POST's quota sees them, with the plans it is counted against. */
async function asker(firstName: string) {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.test`, first_name: firstName, last_name: 'Test', password_hash: null })
    .execute();
  const user = toPublicUser(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  return { id, user, plans: loadConfig({}).plans };
}

describe('a question’s statements', () => {
  it('POST: one transaction of the insert, the day’s use and the job; the job: a read and a settle', async () => {
    const { id, user, plans } = await asker('Awa');
    statements = [];
    const { request, created } = await createLegalSearch(
      db,
      id,
      {
        questionText: 'Mon bailleur garde ma caution',
        localId: randomUUID(),
        language: 'fr',
        thinkMode: 'instant',
        questionAudio: null,
        country: 'BJ',
      },
      (trx) => consumeQuota(trx, { user, plans, kind: 'search' }),
    );
    expect(created).toBe(true);
    const post = verbs();
    expect(post[0]).toBe('begin');
    expect(post[1]).toBe('insert legal_searches');
    expect(post.at(-2)).toBe('insert jobs');
    expect(post.at(-1)).toBe('commit');
    // The free plan's quota: the user's row locked, the use recorded, the day's counted.
    expect(post.length).toBeLessThanOrEqual(7);
    expect(post.filter((s) => s === 'select legal_searches')).toEqual([]);

    // The job is given the typed question: it reads nothing back before settling.
    const job = await db.selectFrom('jobs').select('payload').executeTakeFirstOrThrow();
    expect(job.payload).toEqual({
      searchId: request._id,
      question: { text: 'Mon bailleur garde ma caution', language: 'fr', thinkMode: 'instant', country: 'BJ' },
    });
    const asked: Parameters<AnswerEngine['answer']>[0][] = [];
    const handler = legalSearchAnswerHandler({
      db,
      engine: {
        answer: async (request) => {
          asked.push(request);
          return engine.answer(request);
        },
      },
      push: () => {},
      logger: createLogger('error'),
      speech: { transcriber: null, storage: { get: async () => null } },
      readAloud: () => false,
    });
    statements = [];
    await handler.run(job.payload as AnswerJobPayload, {
      jobId: 'j',
      attempt: 1,
      signal: new AbortController().signal,
    });
    expect(verbs()).toEqual(['update legal_searches']);
    expect(asked[0]).toMatchObject({ question: 'Mon bailleur garde ma caution', country: 'BJ', thinkMode: 'instant' });
  });

  it('a job given the search id alone (a spoken question, or queued before) reads the search back', async () => {
    const { id, user, plans } = await asker('Kofi');
    const { request } = await createLegalSearch(
      db,
      id,
      {
        questionText: 'Préavis',
        localId: null,
        language: 'fr',
        thinkMode: 'think',
        questionAudio: null,
        country: 'FR',
      },
      (trx) => consumeQuota(trx, { user, plans, kind: 'search' }),
    );
    const handler = legalSearchAnswerHandler({
      db,
      engine,
      push: () => {},
      logger: createLogger('error'),
      speech: { transcriber: null, storage: { get: async () => null } },
      readAloud: () => false,
    });
    statements = [];
    await handler.run({ searchId: request._id }, { jobId: 'j', attempt: 1, signal: new AbortController().signal });
    expect(verbs()).toEqual(['select legal_searches', 'update legal_searches']);
  });
});
