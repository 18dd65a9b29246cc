/** What every input (sheet JSON, sheet XML, JSON corpus) is converted to before it is stored. */
import { createHash } from 'node:crypto';
import type { BreadcrumbLevel } from '../../db/schema.ts';

export interface LibraryDocument {
  id: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  bodyText: string;
  category: string;
  tags: string[];
  breadcrumb: BreadcrumbLevel[];
  jurisdiction: string;
  sourceName: string;
  sourceUrl: string | null;
  license: string;
  language: string;
  audiences: string[];
  /** ISO date (YYYY-MM-DD) the document carries, when it has one. */
  sheetDate: string | null;
}

/** Lower-case ASCII words joined by dashes, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The id ends the slug, so two documents with the same title never collide. */
export function documentSlug(title: string, id: string): string {
  return [slugify(title), slugify(id)].filter(Boolean).join('-');
}

/** Changes whenever anything stored changes, including the converter's own output. */
export function contentHash(doc: LibraryDocument): string {
  return createHash('sha256').update(JSON.stringify(doc)).digest('hex');
}

export function uniqueStrings(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v)))];
}
