/**
 * /sitemap-<locale>.xml: the public pages and, when the library is on, /library and every
 * library document, in one locale with their alternates. An unknown locale is a 404.
 */
import type { APIRoute } from 'astro';
import { isLocale } from '~/i18n/locales';
import { ROUTES } from '~/routes';
import { sitemapDocuments } from '~/server/library/links';
import { localeSitemap, publicRoutePaths, type SitemapPage } from '~/seo/sitemap';

export const GET: APIRoute = async ({ locals, params, url }) => {
  const { locale } = params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const { config, database } = locals.platform;
  const pages: SitemapPage[] = publicRoutePaths(ROUTES).map((path) => ({ path }));
  if (config.features.library) {
    pages.push({ path: '/library' });
    for (const doc of await sitemapDocuments(database.db)) {
      pages.push({ path: `/library/documents/${doc.slug}`, lastModified: doc.lastModified });
    }
  }
  return new Response(localeSitemap(locale, pages, config.publicUrl ?? url.origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
