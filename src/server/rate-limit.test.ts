import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './db/client.ts';
import { testEngines } from './db/test-databases.ts';
import { hit, purgeRateLimits, RATE_LIMIT_RETENTION_MS } from './rate-limit.ts';

const HOUR = 3_600_000;
const rule = { limit: 5, windowMs: HOUR };

describe.each(testEngines())('rate limit on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('allows up to the limit in a window, then refuses with the seconds left in it', async () => {
    const start = new Date('2025-03-01T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      expect(await hit(handle.db, 'k:basic', rule, new Date(start.getTime() + i * 1000))).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    const tenMinutesIn = new Date(start.getTime() + 10 * 60_000);
    expect(await hit(handle.db, 'k:basic', rule, tenMinutesIn)).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });

  it('opens a new window once the old one has closed', async () => {
    const start = new Date('2025-03-01T10:00:00Z');
    for (let i = 0; i < 6; i++) await hit(handle.db, 'k:reset', rule, start);
    expect((await hit(handle.db, 'k:reset', rule, new Date(start.getTime() + HOUR - 1))).allowed).toBe(false);
    expect(await hit(handle.db, 'k:reset', rule, new Date(start.getTime() + HOUR))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
  });

  it('counts keys apart', async () => {
    const now = new Date('2025-03-01T10:00:00Z');
    for (let i = 0; i < 5; i++) await hit(handle.db, 'k:a', rule, now);
    expect((await hit(handle.db, 'k:a', rule, now)).allowed).toBe(false);
    expect((await hit(handle.db, 'k:b', rule, now)).allowed).toBe(true);
  });

  it('purges the counters of windows opened longer ago than the retention, keeping the others', async () => {
    const now = new Date('2025-06-01T10:00:00Z');
    await hit(handle.db, 'k:old', rule, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - 1));
    await hit(handle.db, 'k:recent', rule, new Date(now.getTime() - HOUR));
    expect(await purgeRateLimits(handle.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await handle.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain('k:old');
    expect(keys).toContain('k:recent');
  });

  it('refuses a window longer than the retention, which a purge would cut short', async () => {
    await expect(hit(handle.db, 'k:long', { limit: 1, windowMs: RATE_LIMIT_RETENTION_MS + 1 })).rejects.toThrow(
      RangeError,
    );
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(handle.db, 'k:burst', rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const row = await handle.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', 'k:burst')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(20);
  });
});
