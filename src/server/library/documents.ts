/** Reading single documents, their neighbours, and the lists the library's filters offer. */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { DAY, type DocumentRow, type SummaryRow, SUMMARY_COLUMNS, toDocument, toSummary } from './document-rows.ts';
import type { LibraryCategory, LibraryDocument, LibraryDocumentSummary, LibraryJurisdiction } from './library.types.ts';
import { normalizeQuery } from './normalize-query.ts';

/** By id ('vdd-F1191') or by slug; ids and slugs never collide since a slug ends with its id. */
export async function getLibraryDocument(db: Db, idOrSlug: string): Promise<LibraryDocument | null> {
  const row = await db
    .selectFrom('library_documents')
    .select([...SUMMARY_COLUMNS, DAY.as('day'), 'body_html', 'breadcrumb', 'audiences'])
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .limit(1)
    .executeTakeFirst();
  return row ? toDocument(row satisfies DocumentRow) : null;
}

/** Sorted by name with accents ignored ("État" among the E). */
export async function listLibraryCategories(db: Db): Promise<LibraryCategory[]> {
  const rows = await db
    .selectFrom('library_documents')
    .select(['category', sql<number>`count(*)::int`.as('count')])
    .groupBy('category')
    .orderBy(sql`unaccent(lower(category))`)
    .orderBy('category')
    .execute();
  return rows.map((r) => ({ name: r.category, count: r.count }));
}

export async function listJurisdictions(db: Db): Promise<LibraryJurisdiction[]> {
  const rows = await db
    .selectFrom('library_documents')
    .select(['jurisdiction', sql<number>`count(*)::int`.as('count')])
    .groupBy('jurisdiction')
    .orderBy('jurisdiction')
    .execute();
  return rows.map((r) => ({ code: r.jurisdiction, count: r.count }));
}

/**
 * Documents of the same category, those sharing most words with the title first (any title
 * word matches, ranked), then the most recent: the list is full whenever the category is.
 */
export async function relatedLibraryDocuments(
  db: Db,
  doc: Pick<LibraryDocumentSummary, '_id' | 'title' | 'category'>,
  limit = 5,
): Promise<LibraryDocumentSummary[]> {
  const words = normalizeQuery(doc.title).replace(/["-]/g, ' ').split(' ').filter(Boolean).join(' or ');
  const rows = await db
    .selectFrom('library_documents')
    .select([...SUMMARY_COLUMNS, DAY.as('day')])
    .where('category', '=', doc.category)
    .where('id', '<>', doc._id)
    .orderBy(sql`ts_rank_cd(search, websearch_to_tsquery('jurisia_fr'::regconfig, ${words}), 1)`, 'desc')
    .orderBy(sql`sheet_date desc nulls last`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r: SummaryRow) => toSummary(r));
}
