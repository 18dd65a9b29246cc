import { type Kysely, sql } from 'kysely';

/**
 * The personal library (docs/ARCHITECTURE.md "API conventions"): saved library documents, uploaded files, generated
 * documents and exported search results, each with a note and tags. Files live in the file
 * storage under `file_key`; the row only describes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('library', 'upload', 'generated', 'search-export')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // A re-import that drops a document keeps the user's entry (title, note) rather than losing it.
    .addColumn('document_id', 'text', (c) => c.references('library_documents.id').onDelete('set null'))
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('mime', 'text')
    .addColumn('size', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Saving a document twice keeps one entry (NULLs, i.e. files, never collide).
    .addUniqueConstraint('personal_items_user_document', ['user_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('personal_items_user_created_idx')
    .on('personal_items')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`create index personal_items_tags_idx on personal_items using gin (tags)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('personal_items').execute();
}
