/**
 * Sitemaps (sitemaps.org): an index pointing at one sitemap per locale, each listing the
 * public pages in that locale with the 18 language versions as xhtml:link alternates
 * (Google's hreflang in sitemaps). Pure: the endpoints pass the pages and the origin.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import type { RouteDef } from '../routes.ts';
import { OFFLINE_PATH } from '../shared/offline.ts';

export interface SitemapPage {
  /** Locale-free path. */
  path: string;
  /** YYYY-MM-DD, when known. */
  lastModified?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapPath(locale: Locale): string {
  return `/sitemap-${locale}.xml`;
}

export function sitemapIndex(origin: string): string {
  const entries = LOCALES.map(
    (locale) => `<sitemap><loc>${escapeXml(new URL(sitemapPath(locale), origin).href)}</loc></sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function localeSitemap(locale: Locale, pages: readonly SitemapPage[], origin: string): string {
  const url = (path: string, code: Locale) => escapeXml(new URL(localizePath(path, code), origin).href);
  const entries = pages.map((page) => {
    const alternates = LOCALES.map(
      (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${url(page.path, code)}"/>`,
    );
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path, DEFAULT_LOCALE)}"/>`);
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return `<url><loc>${url(page.path, locale)}</loc>${lastmod}${alternates.join('')}</url>`;
  });
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Pages anyone may open and a search engine should list: no guard, no parameter, and not a
 * page reached from an e-mail with a token (the `auth` layout: verify-email, reset-password),
 * nor the offline page, which only the service worker shows.
 */
export function publicRoutePaths(routes: readonly RouteDef[]): string[] {
  return routes
    .filter((r) => r.guards.length === 0 && !r.path.includes(':') && r.layout !== 'auth' && r.path !== OFFLINE_PATH)
    .map((r) => r.path);
}
