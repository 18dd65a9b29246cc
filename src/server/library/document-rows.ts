/** The columns the library reads and how a row becomes the API's document shapes. */
import { type RawBuilder, sql } from 'kysely';
import type { BreadcrumbLevel } from '../db/schema.ts';
import type { LibraryDocument, LibraryDocumentSummary } from './library.types.ts';

export interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  jurisdiction: string;
  source_name: string;
  source_url: string | null;
  license: string;
  language: string;
  /** YYYY-MM-DD: the sheet's date, else the day it was imported. */
  day: string;
}

export interface DocumentRow extends SummaryRow {
  body_html: string;
  breadcrumb: BreadcrumbLevel[];
  audiences: string[];
}

/** Text, not a date: drivers would turn a `date` into local midnight and shift the day. */
export const DAY: RawBuilder<string> = sql<string>`to_char(coalesce(sheet_date, updated_at::date), 'YYYY-MM-DD')`;

export const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'summary',
  'category',
  'tags',
  'jurisdiction',
  'source_name',
  'source_url',
  'license',
  'language',
] as const;

export function toSummary(row: SummaryRow, excerpt?: string | null): LibraryDocumentSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    jurisdiction: row.jurisdiction,
    source: { name: row.source_name, url: row.source_url, license: row.license },
    language: row.language,
    updatedAt: `${row.day}T00:00:00.000Z`,
    ...(excerpt ? { excerpt } : {}),
  };
}

export function toDocument(row: DocumentRow): LibraryDocument {
  return { ...toSummary(row), body: row.body_html, breadcrumb: row.breadcrumb, audiences: row.audiences };
}
