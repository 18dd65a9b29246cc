import { type Kysely, sql } from 'kysely';

/**
 * Lawyer accounts and contact requests (docs/ARCHITECTURE.md "Lawyer directory"). A signed-in user applies with
 * a profile (one per account, hence the unique user_id); an admin verifies or rejects it,
 * with a note the applicant reads. A contact request is kept whether or not its e-mail left,
 * with the summary the sender agreed to share copied as it was when sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lawyers_user_idx').execute();
  await db.schema.createIndex('lawyers_user_key').unique().on('lawyers').column('user_id').execute();
  await db.schema
    .alterTable('lawyers')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_note', 'text')
    .execute();

  await db.schema
    .createTable('lawyer_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lawyer_id', 'text', (c) => c.notNull().references('lawyers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('shared_kind', 'text', (c) => c.check(sql`shared_kind in ('conversation', 'search')`))
    .addColumn('shared_id', 'text')
    .addColumn('shared_title', 'text')
    .addColumn('shared_summary', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lawyer_contacts_lawyer_idx')
    .on('lawyer_contacts')
    .columns(['lawyer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('lawyer_contacts_user_idx').on('lawyer_contacts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lawyer_contacts').execute();
  await db.schema
    .alterTable('lawyers')
    .dropColumn('submitted_at')
    .dropColumn('reviewed_at')
    .dropColumn('review_note')
    .execute();
  await db.schema.dropIndex('lawyers_user_key').execute();
  await db.schema.createIndex('lawyers_user_idx').on('lawyers').column('user_id').execute();
}
