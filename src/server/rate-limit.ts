/**
 * Fixed-window rate limiting on the rate_limits table, so every server process shares the
 * counts. A window opens at a key's first hit and lasts `windowMs`; the next hit after it
 * opens a new one. One atomic upsert per hit: concurrent requests serialise on the row, so
 * none is lost and none slips past the limit.
 */
import { sql } from 'kysely';
import type { Db } from './db/client.ts';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window closes (0 when allowed): the value of a Retry-After header. */
  retryAfterSeconds: number;
}

/**
 * Rows whose window opened longer ago than this are deleted by `purgeRateLimits`: every
 * window must be shorter, or a purge would forget hits still counting.
 */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function hit(
  db: Db,
  key: string,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<RateLimitResult> {
  if (windowMs > RATE_LIMIT_RETENTION_MS)
    throw new RangeError(`rate limit window of ${windowMs} ms for ${key} is longer than the retention`);
  const expired = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ hits: number; window_start: Date | string }>`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start > ${expired} then rate_limits.hits + 1 else 1 end,
      window_start = case when rate_limits.window_start > ${expired} then rate_limits.window_start else excluded.window_start end
    returning hits, window_start`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`rate limit upsert returned no row for ${key}`);
  if (row.hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
  const closesAt = new Date(row.window_start).getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((closesAt - now.getTime()) / 1000)) };
}

/** Deletes the counters of windows long closed (one row per key ever seen would pile up); resolves to how many. */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - RATE_LIMIT_RETENTION_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
