/**
 * The account rate limits (ASVS 5 §6.3). Failed sign-ins are counted per address and per
 * (account, address): an attacker hammering an account from their own addresses exhausts only
 * their own budget, so the owner signing in from theirs is never locked out; successful
 * sign-ins are not counted, so people sharing a carrier's address do not block each other.
 */
import type { Db } from '../db/client.ts';
import { hit, type RateLimit } from '../rate-limit.ts';
import { rateLimited } from './errors.ts';

const MINUTE = 60_000;
export const LIMITS = {
  loginFailuresPerIp: { limit: 5, windowMs: MINUTE },
  loginFailuresPerAccountIp: { limit: 5, windowMs: MINUTE },
  codeMailsPerEmail: { limit: 3, windowMs: 5 * MINUTE },
  passwordChecksPerUser: { limit: 5, windowMs: MINUTE },
  // Each registration sends an e-mail and tells whether an address is taken: both invite abuse.
  registrationsPerIp: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;

/** Counts one hit; throws the 429 refusal past the limit. */
export async function spend(db: Db, key: string, limit: RateLimit, now = new Date()): Promise<void> {
  const result = await hit(db, key, limit, now);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

/** Throws the 429 refusal when `key` is over its limit, without counting a hit. */
export async function ensureUnder(
  db: Db,
  key: string,
  { limit, windowMs }: RateLimit,
  now = new Date(),
): Promise<void> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return;
  const closesAt = new Date(row.window_start).getTime() + windowMs;
  if (closesAt > now.getTime() && row.hits >= limit)
    throw rateLimited(Math.max(1, Math.ceil((closesAt - now.getTime()) / 1000)));
}

export const loginIpKey = (ip: string | null) => `login:ip:${ip ?? 'unknown'}`;
export const loginFailureKey = (email: string, ip: string | null) => `login:fail:${email}:${ip ?? 'unknown'}`;
export const codeMailKey = (purpose: string, email: string) => `code-mail:${purpose}:${email}`;
export const registrationIpKey = (ip: string | null) => `register:ip:${ip ?? 'unknown'}`;
export const passwordCheckKey = (userId: string) => `password-check:${userId}`;
