/** The web app manifest in the page's language (src/seo/web-manifest.ts); /en/manifest.webmanifest in English. */
import type { APIRoute } from 'astro';
import { createTranslator } from '~/i18n/messages';
import { webManifest } from '~/seo/web-manifest';

export const GET: APIRoute = ({ locals }) => {
  const { appName } = locals.platform.config;
  const t = createTranslator(locals.locale);
  const manifest = webManifest({ appName, description: t('home.meta.description'), locale: locals.locale });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
};
