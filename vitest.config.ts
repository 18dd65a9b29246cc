import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig.json's `~/*` paths, which Astro reads itself (docs/ARCHITECTURE.md "Boundaries").
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: ['default', './tests/count-reporter.ts'],
    // Every in-memory PGlite starts from one initialised data folder (src/server/db/pglite-template.ts).
    globalSetup: ['./tests/pglite-template.ts'],
    pool: 'forks',
  },
});
