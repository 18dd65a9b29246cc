import { type Kysely, sql } from 'kysely';

/**
 * What a search reads for every match, kept small and in the row itself
 * (src/server/library/search.ts): ranking every match on the full `search` vector meant
 * fetching and decompressing kilobytes per sheet from TOAST, and so did the excerpt's text.
 * - `search_head`: title (A) and summary/category/tags (B); all matches are ranked on it and
 *   only a short list on `search`. MAIN: compressed in the row if it must, moved out last.
 * - `body_start`: the start of the body, for excerpts. PLAIN (never compressed nor moved out):
 *   1,500 characters are at most 6 kB, so the row still fits in a page.
 * One statement, so the table is rewritten once, with these storages already set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table library_documents
    add column search_head tsvector generated always as (
      setweight(to_tsvector('jurisia_fr'::regconfig, title), 'A') ||
      setweight(to_tsvector('jurisia_fr'::regconfig,
        summary || ' ' || category || ' ' || jurisia_join_tags(tags)), 'B')) stored,
    add column body_start text generated always as (left(body_text, 1500)) stored,
    alter column search_head set storage main,
    alter column body_start set storage plain`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table library_documents drop column search_head, drop column body_start`.execute(db);
}
