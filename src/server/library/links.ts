/**
 * Look-ups the public library pages need beyond src/server/library's search API: which
 * linked sheets exist (so a document's links can point at our page or, for a sheet we do not
 * hold, at its source), and the whole list of documents for the sitemaps.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

/** The slug of each id that is in the library; absent ids are not in the map. */
export async function slugsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('library_documents')
    .select(['id', 'slug'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.slug]));
}

export interface SitemapDocument {
  slug: string;
  /** YYYY-MM-DD: the sheet's own date, else the day it was last imported. */
  lastModified: string;
}

export async function sitemapDocuments(db: Db): Promise<SitemapDocument[]> {
  return db
    .selectFrom('library_documents')
    .select([
      'slug',
      // Formatted by the database: a `date` read into a JS Date would shift with the time zone.
      sql<string>`to_char(coalesce(sheet_date, updated_at::date), 'YYYY-MM-DD')`.as('lastModified'),
    ])
    .orderBy('id')
    .execute();
}
