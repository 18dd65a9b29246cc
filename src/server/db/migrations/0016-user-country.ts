import { type Kysely, sql } from 'kysely';

/**
 * The country a user lives in (src/server/auth/country.ts), which answers take into account.
 * Null for accounts made before it: their country is read from their language until they set one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column country text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column country`.execute(db);
}
