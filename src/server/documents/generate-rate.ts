/**
 * How often one person may generate documents: rendering a PDF or a DOCX costs real CPU, and
 * the endpoint is open to anonymous visitors.
 */
import type { Db } from '../db/client.ts';
import { hit, type RateLimit, type RateLimitResult } from '../rate-limit.ts';

export const GENERATE_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60_000 };

/** Counted per user when signed in (their allowance follows them across networks), else per address. */
export function countGeneration(
  db: Db,
  who: { userId: string | null; ip: string | null },
  now = new Date(),
): Promise<RateLimitResult> {
  const key = who.userId ? `document-generate:user:${who.userId}` : `document-generate:ip:${who.ip ?? 'unknown'}`;
  return hit(db, key, GENERATE_RATE_LIMIT, now);
}
