// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import buildMeta from './scripts/build-meta.mjs';

export default defineConfig({
  output: 'server',
  // Largest accepted request body: uploads are capped at 10 MB, so 1 GB (the default) only helps attackers.
  adapter: node({ mode: 'middleware', bodySizeLimit: 16 * 1024 * 1024 }),
  integrations: [UnoCSS({ injectReset: true }), react(), buildMeta()],
  // Locale routing is done by src/middleware.ts (French unprefixed, others prefixed) so
  // every page is written once; see docs/ARCHITECTURE.md.
  // Origins are checked by src/middleware.ts for every unsafe method. Astro's own check would
  // also refuse a multipart POST that has no Origin at all, i.e. every non-browser client of
  // the multipart API of SPEC §7 (apps, scripts), which cannot be a cross-site forgery.
  security: { checkOrigin: false },
  build: { inlineStylesheets: 'always' },
  server: { port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
});
