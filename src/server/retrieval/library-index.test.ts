import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { openTestLibrary } from '../ai/test-library.ts';
import { libraryChanged, libraryIndexFor, onLibraryChanged } from './library-index.ts';

/**
 * server.mjs (the answers' job) and Astro's bundle (the library's pages) each have their own
 * copy of this module (docs/ARCHITECTURE.md "One process, two copies of the server's modules");
 * a second import under another id stands for the bundle's.
 */
// A module id of its own, so the runner loads and evaluates the module a second time.
const BUNDLED_COPY = './library-index.ts?bundled-copy';
const bundledCopy = () => import(/* @vite-ignore */ BUNDLED_COPY) as Promise<typeof import('./library-index.ts')>;

describe.each(testEngines().slice(0, 1))('the library index of a process, on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestLibrary(engine);
  }, 60_000);
  afterAll(() => handle.close());

  it('is built once, whichever copy of the module asks', async () => {
    const index = await libraryIndexFor(handle.db);
    const bundled = await bundledCopy();
    expect(bundled.libraryIndexFor).not.toBe(libraryIndexFor);
    expect(await bundled.libraryIndexFor(handle.db)).toBe(index);
  });

  it('tells whoever listens that the library changed, and stops when asked', async () => {
    const listener = vi.fn();
    const stop = onLibraryChanged(handle.db, listener);
    libraryChanged(handle.db);
    (await bundledCopy()).libraryChanged(handle.db);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    libraryChanged(handle.db);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
