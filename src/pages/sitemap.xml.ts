/** /sitemap.xml: the index of the per-locale sitemaps (src/seo/sitemap.ts). */
import type { APIRoute } from 'astro';
import { sitemapIndex } from '~/seo/sitemap';

export const GET: APIRoute = ({ locals, url }) =>
  new Response(sitemapIndex(locals.platform.config.publicUrl ?? url.origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
