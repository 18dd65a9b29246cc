import { type Kysely, sql } from 'kysely';

/**
 * What a generated document is (src/server/documents/fingerprint.ts): its template, the values
 * and the day. The same document downloaded again, in either format, is counted once against the
 * plan (`usage_events`) and kept once in the personal library (`personal_items`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table usage_events add column fingerprint text`.execute(db);
  await sql`alter table personal_items add column fingerprint text`.execute(db);
  await sql`create index personal_items_fingerprint on personal_items (user_id, fingerprint) where fingerprint is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index personal_items_fingerprint`.execute(db);
  await sql`alter table personal_items drop column fingerprint`.execute(db);
  await sql`alter table usage_events drop column fingerprint`.execute(db);
}
