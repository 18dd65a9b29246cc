import { type Kysely, sql } from 'kysely';

/**
 * The public legal library (docs/ARCHITECTURE.md "API conventions") with its French full-text index. The same statements
 * run on PGlite (extensions loaded in client.ts) and on PostgreSQL (contrib package).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  // French stemming on unaccented words, so "impaye" finds "impayé" and the reverse.
  await sql`create text search configuration jurisia_fr (copy = french)`.execute(db);
  await sql`alter text search configuration jurisia_fr
    alter mapping for hword, hword_part, word with unaccent, french_stem`.execute(db);
  // array_to_string is only STABLE in general; for text[] it is immutable, which a generated
  // column requires.
  await sql`create function jurisia_join_tags(text[]) returns text
    language sql immutable parallel safe as $$ select array_to_string($1, ' ') $$`.execute(db);

  await db.schema
    .createTable('library_documents')
    // '<source>-<id in the source>', e.g. 'vdd-F1191': stable across imports and URL-safe.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('breadcrumb', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('jurisdiction', 'text', (c) => c.notNull())
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('license', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('audiences', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('sheet_date', 'date')
    // SHA-256 of the converted document: an unchanged document is never written again.
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(sql`
        setweight(to_tsvector('jurisia_fr'::regconfig, title), 'A') ||
        setweight(to_tsvector('jurisia_fr'::regconfig,
          summary || ' ' || category || ' ' || jurisia_join_tags(tags)), 'B') ||
        setweight(to_tsvector('jurisia_fr'::regconfig, body_text), 'C')`)
        .stored(),
    )
    .execute();

  await sql`create index library_documents_search_idx on library_documents using gin (search)`.execute(db);
  // Typo-tolerant title look-ups (similarity) for the search box.
  await sql`create index library_documents_title_trgm_idx on library_documents using gin (title gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.createIndex('library_documents_category_idx').on('library_documents').column('category').execute();
  await db.schema
    .createIndex('library_documents_jurisdiction_idx')
    .on('library_documents')
    .column('jurisdiction')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_documents').execute();
  await sql`drop function jurisia_join_tags(text[])`.execute(db);
  await sql`drop text search configuration jurisia_fr`.execute(db);
}
