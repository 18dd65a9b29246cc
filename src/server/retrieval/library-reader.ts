/**
 * What the library's index reads from the database (docs/RETRIEVAL.md "The index"): its
 * version, every sheet's fields, and the HTML of the sheets an answer quotes. An interface, so
 * that the index may be built where the database is not: on the retrieval thread
 * (docs/ARCHITECTURE.md "Retrieval thread"), whose reader asks the request thread.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { BreadcrumbLevel } from '../db/schema.ts';
import { DAY } from '../library/document-rows.ts';

export interface SheetRow {
  id: string;
  slug: string;
  content_hash: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  breadcrumb: BreadcrumbLevel[];
  jurisdiction: string;
  language: string;
  day: string;
  body_text: string;
  body_html: string;
}

export interface LibraryReader {
  /** Changes whenever the library does: its row count and latest update. */
  version(): Promise<string>;
  /**
   * The sheets after `after` (an id; null from the first), at most `limit`, in id order: read a
   * page at a time, the whole library's text is never in memory twice over.
   */
  sheets(after: string | null, limit: number): Promise<SheetRow[]>;
  /** The stored HTML of these sheets, by id. */
  bodies(ids: readonly string[]): Promise<Map<string, string>>;
}

export function databaseLibraryReader(db: Db): LibraryReader {
  return {
    async version() {
      const { rows } = await sql<{ v: string }>`
        select count(*)::text || '@' || coalesce(max(updated_at)::text, '') as v from library_documents`.execute(db);
      return rows[0]?.v ?? '';
    },
    async sheets(after, limit) {
      // The HTML is read for its links: cutting them out with a regex in PostgreSQL (PGlite above
      // all) took twice as long as reading it.
      const { rows } = await sql<SheetRow>`
        select id, slug, content_hash, title, summary, category, tags, breadcrumb, jurisdiction, language, body_text, body_html,
          ${DAY} as day
        from library_documents where ${after === null ? sql`true` : sql`id > ${after}`} order by id limit ${limit}`.execute(
        db,
      );
      return rows;
    },
    async bodies(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('library_documents')
        .select(['id', 'body_html'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.body_html]));
    },
  };
}
