/**
 * One query layer (kysely, PostgreSQL dialect) over two engines: embedded PGlite persisted
 * under DATA_DIR by default, or a PostgreSQL server when DATABASE_URL is set.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { withPreparedStatements } from './pglite-prepared.ts';
import { memoryTemplate } from './pglite-template.ts';

export type Db = Kysely<Database>;
export type DbEngine = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Folder of the PGlite files; `memory://` keeps them in memory (tests). */
  dataDir: string;
}

export async function openDatabase({ databaseUrl, dataDir }: DbOptions): Promise<DbHandle> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const pglite = await createPGlite(location, location === 'memory://' ? await memoryTemplate() : undefined);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

/**
 * A PGlite with the extensions the library's French search needs (PGlite ships contrib
 * extensions separately): new at `location`, or in memory from a dump of a data folder
 * (`loadDataDir`, pglite-template.ts).
 */
export async function createPGlite(location: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { unaccent, pg_trgm };
  return loadDataDir ? PGlite.create({ loadDataDir, extensions }) : PGlite.create(location, { extensions });
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
