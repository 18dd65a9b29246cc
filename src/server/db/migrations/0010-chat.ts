import { type Kysely, sql } from 'kysely';

/**
 * The chat (SPEC-COVERAGE §3 "Discussion", "Message"): conversations and their messages. A question is
 * a user message whose answer is produced by a job (src/server/jobs); the answer is a bot
 * message pointing at it (`reply_to`), so deleting a question deletes its answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discussions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('discussions_user_updated_idx')
    .on('discussions')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The owner, bot answers included: every read is scoped to it.
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('discussion_id', 'text', (c) => c.notNull().references('discussions.id').onDelete('cascade'))
    // The client's own id: a POST retried after a lost response finds its first row again.
    .addColumn('local_id', 'text')
    .addColumn('sender_type', 'text', (c) => c.notNull().check(sql`sender_type in ('user', 'bot')`))
    .addColumn('content_text', 'text', (c) => c.notNull())
    .addColumn('audio_file', 'text')
    .addColumn('is_audio_question', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answer_status', 'text', (c) =>
      c.notNull().check(sql`answer_status in ('pending', 'completed', 'failed')`),
    )
    .addColumn('reply_to', 'text', (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('sources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('think_mode', 'text', (c) => c.notNull().check(sql`think_mode in ('instant', 'think', 'deepThink')`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('retry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('feedback', 'text', (c) => c.check(sql`feedback in ('up', 'down')`))
    .addColumn('err', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('messages_user_local', ['user_id', 'local_id'])
    .execute();
  await db.schema
    .createIndex('messages_discussion_created_idx')
    .on('messages')
    .columns(['discussion_id', 'created_at'])
    .execute();
  // Deleting a question looks up its answers; without it every delete scans the table.
  await db.schema.createIndex('messages_reply_to_idx').on('messages').column('reply_to').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('discussions').execute();
}
