// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import buildMeta from './scripts/build-meta.mjs';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [UnoCSS({ injectReset: true }), react(), buildMeta()],
  // Locale routing is done by src/middleware.ts (French unprefixed, others prefixed) so
  // every page is written once; see docs/ARCHITECTURE.md.
  security: { checkOrigin: true },
  build: { inlineStylesheets: 'always' },
  server: { port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
});
