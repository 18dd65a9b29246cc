/**
 * Concrete URLs for the route table, and whether a page answers them yet. Page existence is
 * read from src/pages with Astro's file-routing rules, so the route journeys stay true as
 * later issues add pages: a missing page must show the 404 page, an existing one must render.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROUTES, type RouteDef } from '../../../src/routes.ts';

const PAGES_DIR = join(import.meta.dirname, '../../../src/pages');
const PAGE_EXTENSIONS = /\.(astro|md|mdx|html)$/;
/** Pages that are not routes of the table: error pages, the error preview and the API. */
const NOT_ROUTE_PAGES = /^(api|error)\/|^(404|500)\./;

export interface RouteSample {
  route: RouteDef;
  /** The URL path visited, with sample parameters. */
  path: string;
  /** A query string the page needs to be itself ('' when none). */
  query: string;
}

/** /checkout is for one plan: bare, it sends the visitor to /pricing to choose one. */
const SAMPLE_QUERIES: Record<string, string> = { '/checkout': '?plan=essentiel-month-xof' };

/** One path per route; an optional last parameter gives two (with and without it). */
export function routeSamples(routes: readonly RouteDef[] = ROUTES): RouteSample[] {
  return routes.flatMap((route) => {
    const query = SAMPLE_QUERIES[route.path] ?? '';
    const withParams = route.path.replace(/:\w+\??/g, 'x1');
    if (!/:\w+\?$/.test(route.path)) return [{ route, path: withParams, query }];
    const without = route.path.replace(/\/:\w+\?$/, '') || '/';
    return [
      { route, path: without, query },
      { route, path: withParams, query },
    ];
  });
}

function listPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return PAGE_EXTENSIONS.test(entry.name) ? [relative(PAGES_DIR, full).split(sep).join('/')] : [];
  });
}

/** `lawyers/[id].astro` → /^\/lawyers\/[^/]+$/ ; `chat/[...rest].astro` also matches /chat. */
function pageRegExp(file: string): RegExp {
  const segments = file
    .replace(PAGE_EXTENSIONS, '')
    .split('/')
    .filter((s) => s !== 'index');
  const body = segments
    .map((segment) => {
      if (/^\[\.\.\.\w+\]$/.test(segment)) return '(?:/.*)?';
      return `/${segment.replace(/[.+*?^$()|{}]/g, '\\$&').replace(/\[\w+\]/g, '[^/]+')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}$`);
}

const pagePatterns = listPages(PAGES_DIR)
  .filter((file) => !NOT_ROUTE_PAGES.test(file))
  .map(pageRegExp);

export function pageExists(path: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(path));
}
