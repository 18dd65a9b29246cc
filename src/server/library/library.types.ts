/** The public library's shapes (docs/ARCHITECTURE.md "Library search and pages"), shared by the API routes and the pages. */
import type { BreadcrumbLevel } from '../db/schema.ts';

export type LibraryOrder = 'relevance' | 'date';

export interface LibrarySearchParams {
  q?: string | undefined;
  category?: string | undefined;
  jurisdiction?: string | undefined;
  /** Relevance by default when `q` is given, else date. */
  order?: LibraryOrder | undefined;
  /** From 1. */
  page: number;
  /** 1 to 100. */
  perPage: number;
}

export interface LibrarySource {
  name: string;
  url: string | null;
  license: string;
}

export interface LibraryDocumentSummary {
  _id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  jurisdiction: string;
  source: LibrarySource;
  language: string;
  /** ISO date of the sheet (the date the text describes the law at), else of the import. */
  updatedAt: string;
  /** Matching passage: HTML-escaped text in which only `<mark>…</mark>` are tags. */
  excerpt?: string;
}

export interface LibraryDocument extends LibraryDocumentSummary {
  /** Sanitized HTML, as stored by the importer. */
  body: string;
  breadcrumb: BreadcrumbLevel[];
  audiences: string[];
}

export interface LibraryPage {
  data: LibraryDocumentSummary[];
  page: number;
  totalPages: number;
  totalItems: number;
  perPage: number;
}

export interface LibraryCategory {
  name: string;
  count: number;
}

export interface LibraryJurisdiction {
  code: string;
  count: number;
}

/** ready: searchable; preparing: the first import is running; empty: nothing to show. */
export type LibraryState = 'ready' | 'preparing' | 'empty';
