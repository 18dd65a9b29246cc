import { type Kysely, sql } from 'kysely';

/**
 * Pricing and checkout (docs/ARCHITECTURE.md "API conventions"). The user's current subscription lives on the users row
 * beside `plan`, so every session read knows the plan without a join; its history is the
 * paid checkouts. Every webhook is kept, forged ones included (verified = false), and a
 * provider's event id is unique: a replay finds its row and changes nothing. Usage rows are
 * what the quotas count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('subscription_status', 'text')
    .addColumn('subscription_period_end', 'timestamptz')
    .execute();

  await sql`CREATE SEQUENCE receipt_numbers START 1`.execute(db);

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    // The plan as sold: a later PLANS_FILE change does not rewrite what was paid.
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('checkouts_user_created').on('checkouts').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('checkouts_provider_ref')
    .on('checkouts')
    .columns(['provider', 'provider_ref'])
    .unique()
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    // null when the signature did not hold: a forger's id must not block the real event.
    .addColumn('event_id', 'text')
    .addColumn('type', 'text')
    .addColumn('verified', 'boolean', (c) => c.notNull())
    .addColumn('checkout_id', 'text', (c) => c.references('checkouts.id').onDelete('set null'))
    // applied | ignored | rejected | unmatched | failed
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX payment_events_provider_event ON payment_events (provider, event_id) WHERE event_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('usage_events_user_kind_created')
    .on('usage_events')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_events').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('checkouts').execute();
  await sql`DROP SEQUENCE receipt_numbers`.execute(db);
  await db.schema.alterTable('users').dropColumn('subscription_status').dropColumn('subscription_period_end').execute();
}
