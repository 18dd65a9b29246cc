/**
 * For data-layer tests: the same suite runs on embedded PGlite and on a real PostgreSQL
 * server (TEST_DATABASE_URL), each test file in a database of its own, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, migrate, openDatabase } from './client.ts';

export interface TestEngine {
  name: 'pglite' | 'postgres';
  open(): Promise<DbHandle>;
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `jurisia_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withAdmin(adminUrl, async (c) => {
        // The pool's sockets close after destroy() resolves; dropping with force before
        // they are gone would kill them and surface as an unhandled 57P01 in the test.
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const database = await createPostgresDatabase(adminUrl);
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
      await migrate(handle.db);
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await database.drop();
        },
      };
    },
  };
}

const pgliteEngine: TestEngine = {
  name: 'pglite',
  async open() {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  },
};

/** PGlite always; PostgreSQL when TEST_DATABASE_URL is set (the test command always sets it). */
export function testEngines(env: Record<string, string | undefined> = process.env): TestEngine[] {
  const url = env.TEST_DATABASE_URL;
  return url ? [pgliteEngine, postgresEngine(url)] : [pgliteEngine];
}
