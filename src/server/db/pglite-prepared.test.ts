import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared.ts';

interface Tables {
  notes: { id: number; title: string; meta: unknown; created_at: Generated<Date> };
}

let pglite: PGlite;
let db: Kysely<Tables>;

const namedStatements = async () =>
  Number((await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n);

beforeAll(async () => {
  pglite = new PGlite();
});

beforeEach(async () => {
  await pglite.exec(
    'deallocate all; drop table if exists notes; create table notes (id int primary key, title text not null, meta jsonb, created_at timestamptz not null default now())',
  );
  // A new wrapper each time, its statements not prepared yet (destroying it would close PGlite).
  db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
});

afterAll(async () => {
  await pglite.close();
});

describe('PGlite with its statements prepared once', () => {
  it('returns what PGlite’s own query returns, parsed the same, and prepares each text once', async () => {
    const inserted = await db
      .insertInto('notes')
      .values({ id: 1, title: 'Préavis', meta: JSON.stringify({ days: 30 }) })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(1);
    expect(inserted.created_at).toBeInstanceOf(Date);
    for (let i = 2; i <= 5; i++)
      await db
        .insertInto('notes')
        .values({ id: i, title: `n${i}`, meta: null })
        .execute();
    const read = (id: number) => db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();
    const mine = await read(1);
    const own = (await pglite.query('select * from notes where id = $1', [1])).rows[0];
    expect(mine).toEqual(own);
    expect(mine?.meta).toEqual({ days: 30 });
    for (let i = 0; i < 10; i++) await read(i);
    const updated = await db.updateTable('notes').set({ title: 'x' }).where('id', '>', 3).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    // One insert with returning, one without, one select, one update.
    expect(await namedStatements()).toBe(4);
  });

  it('throws the database’s error and goes on working after it', async () => {
    await db.insertInto('notes').values({ id: 1, title: 'a', meta: null }).execute();
    await expect(db.insertInto('notes').values({ id: 1, title: 'b', meta: null }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    await expect(sql`select * from nowhere`.execute(db)).rejects.toMatchObject({ code: '42P01' });
    expect(await db.selectFrom('notes').select('title').execute()).toEqual([{ title: 'a' }]);
  });

  it('keeps a transaction’s writes to itself until it commits, and undoes them on rollback', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 7, title: 'pending', meta: null }).execute();
      expect(await trx.selectFrom('notes').select('id').execute()).toEqual([{ id: 7 }]);
      inserted();
      await held;
    });
    await written;
    // A query outside waits for the transaction: it never runs inside it.
    let answered = false;
    const outside = db
      .selectFrom('notes')
      .select('id')
      .execute()
      .then((rows) => {
        answered = true;
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await outside).toEqual([{ id: 7 }]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 8, title: 'undone', meta: null }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([{ id: 7 }]);
  });

  it('prepares a statement again when a migration changed its columns', async () => {
    await db.insertInto('notes').values({ id: 1, title: 'a', meta: null }).execute();
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
    expect(Object.keys((await all()).rows[0] ?? {})).not.toContain('pages');
    await sql`alter table notes add column pages int not null default 2`.execute(db);
    expect((await all()).rows[0]).toMatchObject({ id: 1, pages: 2 });
  });

  it('shares a PGlite with another wrapper without their names meeting', async () => {
    const other = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
    await db.selectFrom('notes').select('id').execute();
    expect(await other.selectFrom('notes').select('id').execute()).toEqual([]);
    expect(await namedStatements()).toBe(2);
  });

  it('closes the statements it no longer keeps', async () => {
    for (let n = 1; n <= 520; n++) {
      const ids = Array.from({ length: n }, (_, i) => i);
      await db.selectFrom('notes').select('id').where('id', 'in', ids).execute();
    }
    expect(await namedStatements()).toBeLessThanOrEqual(500);
  });
});
