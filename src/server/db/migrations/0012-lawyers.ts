import { type Kysely, sql } from 'kysely';

/**
 * The lawyer directory (docs/ARCHITECTURE.md "Lawyer directory"). A profile is listed only once verified; demo
 * profiles (`demo`) are samples shown only in demo mode. `user_id` links the lawyer's account
 * once lawyers sign up; `email` and `bar_number` are for verification and never shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lawyers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('bar', 'text', (c) => c.notNull())
    .addColumn('bar_number', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('specialties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('years_of_practice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fees', 'text')
    .addColumn('office', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'verified', 'rejected')`),
    )
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rating', 'numeric')
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every listing filters on both: verified, and demo profiles only in demo mode.
  await db.schema.createIndex('lawyers_status_demo_idx').on('lawyers').columns(['status', 'demo']).execute();
  await db.schema.createIndex('lawyers_user_idx').on('lawyers').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lawyers').execute();
}
