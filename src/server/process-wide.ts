/**
 * One value per process under `name`, whichever copy of a module asks for it. server.mjs runs
 * the server's sources as they are (the job runner, the page cache's fast path, the library
 * import) while Astro's build bundles its own copies of the same modules for the pages and the
 * API: module state kept in a plain top-level variable would exist twice (docs/ARCHITECTURE.md
 * "One process, two copies of the server's modules"). Kept on globalThis under a registered
 * symbol, as the platform itself is (shared-platform.ts).
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`jurisia.${name}`);
  const scope = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in scope)) scope[key] = create();
  return scope[key] as T;
}
