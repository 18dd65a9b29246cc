import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createPlatform, startLibraryImport } from './platform.ts';

const VDD = join(import.meta.dirname, '../../tests/fixtures/vdd');

describe('the library at start', () => {
  it('imports the library, forgets the pages drawn before, then builds its search index before the first question', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = createLogger('info', {}, (line) => logs.push(JSON.parse(line)));
    const platform = await createPlatform({
      env: { DATA_DIR: 'memory://', NODE_ENV: 'test', LIBRARY_SOURCE: `vdd:${VDD}` },
      logger,
    });
    try {
      // A visitor's library page drawn while the library was still empty.
      const page = {
        status: 200,
        headers: [],
        body: new Uint8Array(1),
        etag: '"0"',
        storedAt: Date.now(),
        shared: true,
      };
      platform.pageCache.set('/library|', page);
      expect(await startLibraryImport(platform)).toBe('imported');
      expect(platform.pageCache.get('/library|')).toBeUndefined();
      // Generous: on a loaded 2-core machine the index takes many seconds.
      await expect
        .poll(() => logs.find((l) => l['msg'] === 'library index ready'), { timeout: 50_000 })
        .toMatchObject({ sheets: 19 });
    } finally {
      await platform.close();
    }
  }, 60_000);
});

describe('closing the platform', () => {
  it('closes the database even when the speech synthesizer fails to close, and says so', async () => {
    const logs: Record<string, unknown>[] = [];
    const logger = createLogger('info', {}, (line) => logs.push(JSON.parse(line)));
    const platform = await createPlatform({
      env: { DATA_DIR: 'memory://', NODE_ENV: 'test', LIBRARY_SOURCE: 'none', TTS_PROVIDER: 'espeak' },
      logger,
    });
    const synthesizer = platform.speech.synthesizer ?? expect.unreachable();
    synthesizer.close = () => Promise.reject(new Error('child gone'));
    await platform.close();
    await expect(platform.database.db.selectFrom('users').select('id').execute()).rejects.toThrow();
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'speech synthesizer not closed' }));
  });
});
