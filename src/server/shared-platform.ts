/**
 * The process-wide platform. server.mjs installs it (under the same global key) before
 * serving; under `astro dev` (no server.mjs) the first request creates it here (src/middleware.ts).
 */
import { startBackgroundWork } from './background.ts';
import { createPlatform, type Platform, startLibraryImport } from './platform.ts';

const GLOBAL_KEY = Symbol.for('jurisia.platform');
type GlobalWithPlatform = typeof globalThis & { [GLOBAL_KEY]?: Promise<Platform> };

export function sharedPlatform(
  create: () => Promise<Platform> = () =>
    createPlatform().then(async (platform) => {
      void startLibraryImport(platform);
      // No socket server under `astro dev`: pushes go nowhere and pages fall back to polling.
      await startBackgroundWork(platform, { push: () => {} });
      return platform;
    }),
): Promise<Platform> {
  const g = globalThis as GlobalWithPlatform;
  g[GLOBAL_KEY] ??= create();
  return g[GLOBAL_KEY];
}
