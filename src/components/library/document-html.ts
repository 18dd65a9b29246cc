/**
 * Adjusts a document's stored HTML for the page showing it. The importer writes links between
 * sheets as `/library/documents/<id>` whatever the reader's language and whether or not the
 * sheet was imported; here they become the localized URL of our page, or the sheet on its
 * source site when we do not hold it (a link to our 404 would look broken).
 */
import { unescapeHtml } from '~/server/library/importer/html';

const INTERNAL_LINK = /href="\/library\/documents\/([^"#?]+)(#[^"]*)?"/g;

export function linkedDocumentIds(html: string): string[] {
  return [...new Set([...html.matchAll(INTERNAL_LINK)].map((m) => m[1] ?? ''))].filter(Boolean);
}

export interface LinkTargets {
  /** Slugs of the linked documents the library holds. */
  slugs: ReadonlyMap<string, string>;
  /** The locale-aware URL of a locale-free path. */
  href: (path: string) => string;
  /** Where a missing document lives on its source site, or null to leave the link as it is. */
  sourceUrl: (id: string) => string | null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function rewriteDocumentLinks(html: string, targets: LinkTargets): string {
  return html.replace(INTERNAL_LINK, (whole, id: string, fragment: string | undefined) => {
    const slug = targets.slugs.get(id);
    if (slug) return `href="${escapeAttribute(targets.href(`/library/documents/${slug}`))}${fragment ?? ''}"`;
    const external = targets.sourceUrl(id);
    return external ? `href="${escapeAttribute(external)}"` : whole;
  });
}

/**
 * The source URL of a sibling document, when ids follow the source's URLs: the document
 * `vdd-F31272` from `…/vosdroits/F31272` gives `…/vosdroits/F1736` for `vdd-F1736`.
 */
export function siblingSourceUrl(documentId: string, sourceUrl: string | null): (id: string) => string | null {
  if (!sourceUrl) return () => null;
  const url = new URL(sourceUrl);
  const last = url.pathname.split('/').pop() ?? '';
  if (!last || !documentId.endsWith(last)) return () => null;
  const prefix = documentId.slice(0, documentId.length - last.length);
  return (id) => {
    if (!id.startsWith(prefix) || !/^[\w-]+$/.test(id)) return null;
    const sibling = new URL(url);
    sibling.pathname = url.pathname.replace(/[^/]+$/, id.slice(prefix.length));
    sibling.search = '';
    sibling.hash = '';
    return sibling.href;
  };
}

/**
 * Wide tables scroll inside their own box instead of widening the page on a phone; the box
 * is focusable and named so keyboard and screen reader users can scroll it too.
 */
export function wrapTables(html: string, label: string): string {
  return html
    .replace(
      /<table\b/g,
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(label)}"><table`,
    )
    .replace(/<\/table>/g, '</table></div>');
}

/** Whether the body opens with the summary already (sheets often do), so it is not shown twice. */
export function opensWithSummary(html: string, summary: string): boolean {
  const start = summary.trim().slice(0, 120);
  if (!start) return true;
  const text = unescapeHtml(html.slice(0, start.length * 3 + 200).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.startsWith(start.replace(/\s+/g, ' '));
}
