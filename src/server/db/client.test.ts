import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../auth/sessions.ts';
import { type DbHandle, migrate, openDatabase, ping } from './client.ts';
import { migrations } from './migrations/index.ts';
import { testEngines } from './test-databases.ts';

describe.each(testEngines())('database on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('answers a ping', async () => {
    expect(await ping(handle.db)).toBe(true);
  });

  it('has applied every migration, and a second run applies none', async () => {
    const applied = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(handle.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('keeps e-mail addresses unique whatever their case', async () => {
    const user = { first_name: 'Awa', last_name: 'Dossou', password_hash: null, avatar_url: null };
    await handle.db
      .insertInto('users')
      .values({ ...user, id: 'u-case-1', email: 'awa@example.bj' })
      .execute();
    await expect(
      handle.db
        .insertInto('users')
        .values({ ...user, id: 'u-case-2', email: 'AWA@example.bj' })
        .execute(),
    ).rejects.toThrow();
  });

  it('finds the user of a live session and nobody for an expired or unknown one', async () => {
    await handle.db
      .insertInto('users')
      .values({
        id: 'u-sess',
        email: 'kofi@example.bj',
        first_name: 'Kofi',
        last_name: 'Mensah',
        password_hash: null,
        avatar_url: null,
      })
      .execute();
    const { token } = await createSession(handle.db, 'u-sess');
    const user = await findSessionUser(handle.db, token);
    expect(user).toMatchObject({
      _id: 'u-sess',
      email: 'kofi@example.bj',
      firstName: 'Kofi',
      emailVerified: false,
      role: 'user',
      language: 'fr',
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(await findSessionUser(handle.db, token, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBeNull();
    expect(await findSessionUser(handle.db, 'not-a-token')).toBeNull();
    expect(await findSessionUser(handle.db, undefined)).toBeNull();
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await createSession(handle.db, 'u-sess');
    const rows = await handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('embedded PGlite on disk', () => {
  it('keeps what was written across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'jurisia-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first.db);
      await first.db
        .insertInto('users')
        .values({
          id: 'u-disk',
          email: 'ada@example.fr',
          first_name: 'Ada',
          last_name: 'Ba',
          password_hash: null,
          avatar_url: null,
        })
        .execute();
      await first.close();
      const second = await openDatabase({ dataDir });
      const row = await second.db.selectFrom('users').select('email').where('id', '=', 'u-disk').executeTakeFirst();
      await second.close();
      expect(row?.email).toBe('ada@example.fr');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
