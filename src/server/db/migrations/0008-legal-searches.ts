import { type Kysely, sql } from 'kysely';

/**
 * One-off legal searches (SPEC-COVERAGE §3 "Legal search request") with the answer they received. The
 * answer itself is produced by a job (src/server/jobs); the row is the user's record of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_searches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The client's own id: a POST retried after a lost response finds its first row again.
    .addColumn('local_id', 'text')
    .addColumn('question_text', 'text', (c) => c.notNull())
    .addColumn('question_audio', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('think_mode', 'text', (c) => c.notNull().check(sql`think_mode in ('instant', 'think', 'deepThink')`))
    .addColumn('answer_status', 'text', (c) =>
      c.notNull().check(sql`answer_status in ('pending', 'completed', 'failed')`),
    )
    .addColumn('answer_text', 'text')
    .addColumn('sources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('err', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('legal_searches_user_local', ['user_id', 'local_id'])
    .execute();
  await db.schema
    .createIndex('legal_searches_user_created_idx')
    .on('legal_searches')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_searches').execute();
}
