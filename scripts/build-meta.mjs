// Astro integration: stamps each build with an id (polled by clients to detect a new
// version), bundles the service worker (src/service-worker/sw.ts → /sw.js, with that id) and
// precompresses client files so the server sends .br/.gz without work.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export default function buildMeta() {
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'jurisia:build-meta',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(buildId) } } });
      },
      'astro:build:done': async ({ dir }) => {
        const client = dir.pathname;
        await mkdir(join(client, '_build'), { recursive: true });
        await writeFile(
          join(client, '_build', 'latest.json'),
          JSON.stringify({ id: buildId, builtAt: new Date().toISOString() }),
        );
        // One classic script (module workers are not in every browser we serve), at the root so its
        // scope is the whole site (docs/ARCHITECTURE.md "Offline").
        await build({
          entryPoints: [new URL('../src/service-worker/sw.ts', import.meta.url).pathname],
          outfile: join(client, 'sw.js'),
          bundle: true,
          format: 'iife',
          target: 'es2020',
          minify: true,
          define: { BUILD_ID: JSON.stringify(buildId) },
          logLevel: 'warning',
        });
        for await (const path of files(client)) {
          if (!COMPRESSIBLE.test(path) || (await stat(path)).size < 1024) continue;
          const body = await readFile(path);
          await writeFile(`${path}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, await gz(body, { level: 9 }));
        }
      },
    },
  };
}
