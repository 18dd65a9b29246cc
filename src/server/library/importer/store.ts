/**
 * Writes converted documents. A document whose content hash is already stored is not
 * written at all, which makes a re-run a no-op and a crashed run resumable.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { contentHash, type LibraryDocument } from './document.ts';
import type { SourceScope } from './sources.ts';

export type StoreOutcome = 'added' | 'updated' | 'unchanged';

function row(doc: LibraryDocument, hash: string) {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    body_html: doc.bodyHtml,
    body_text: doc.bodyText,
    category: doc.category,
    tags: doc.tags,
    breadcrumb: JSON.stringify(doc.breadcrumb),
    jurisdiction: doc.jurisdiction,
    source_name: doc.sourceName,
    source_url: doc.sourceUrl,
    license: doc.license,
    language: doc.language,
    audiences: doc.audiences,
    sheet_date: doc.sheetDate,
    content_hash: hash,
  };
}

/** Stores a batch in one transaction; returns each document's outcome, in order. */
export async function storeDocuments(db: Db, docs: LibraryDocument[]): Promise<StoreOutcome[]> {
  if (docs.length === 0) return [];
  const hashes = docs.map(contentHash);
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('library_documents')
      .select(['id', 'content_hash'])
      .where(
        'id',
        'in',
        docs.map((d) => d.id),
      )
      .execute();
    const known = new Map(stored.map((r) => [r.id, r.content_hash]));
    const outcomes = docs.map((d, i): StoreOutcome => {
      const hash = known.get(d.id);
      return hash === undefined ? 'added' : hash === hashes[i] ? 'unchanged' : 'updated';
    });
    const changed = docs.flatMap((d, i) => (outcomes[i] === 'unchanged' ? [] : [row(d, hashes[i] ?? '')]));
    if (changed.length > 0) {
      await trx
        .insertInto('library_documents')
        .values(changed)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            slug: eb.ref('excluded.slug'),
            title: eb.ref('excluded.title'),
            summary: eb.ref('excluded.summary'),
            body_html: eb.ref('excluded.body_html'),
            body_text: eb.ref('excluded.body_text'),
            category: eb.ref('excluded.category'),
            tags: eb.ref('excluded.tags'),
            breadcrumb: eb.ref('excluded.breadcrumb'),
            jurisdiction: eb.ref('excluded.jurisdiction'),
            source_name: eb.ref('excluded.source_name'),
            source_url: eb.ref('excluded.source_url'),
            license: eb.ref('excluded.license'),
            language: eb.ref('excluded.language'),
            audiences: eb.ref('excluded.audiences'),
            sheet_date: eb.ref('excluded.sheet_date'),
            content_hash: eb.ref('excluded.content_hash'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
    }
    return outcomes;
  });
}

/** Deletes the documents of the scope whose ids are not in `keep`; returns how many. */
export async function removeDocumentsNotIn(db: Db, scope: SourceScope, keep: string[]): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('library_documents')
    .where(sql<boolean>`starts_with(id, ${scope.idPrefix})`)
    .where('source_name', '=', scope.sourceName)
    .where(sql<boolean>`not (id = any(${keep}::text[]))`)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
