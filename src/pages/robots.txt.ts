/** /robots.txt, generated so the Sitemap line carries the public origin (src/seo/robots.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '~/seo/robots';

export const GET: APIRoute = ({ locals, url }) =>
  new Response(robotsTxt(locals.platform.config.publicUrl ?? url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
