import { type Kysely, sql } from 'kysely';

/**
 * Drafts of the document generator (docs/ARCHITECTURE.md "Document generator"): a signed-in user's values for a
 * template, one draft per user and template, so what they typed survives another device or a
 * cleared browser. Templates are data in the code: template_id is not a foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_drafts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('document_drafts_pkey', ['user_id', 'template_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_drafts').execute();
}
