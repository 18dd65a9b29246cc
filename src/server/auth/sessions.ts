/**
 * Database sessions behind an httpOnly cookie. The cookie holds a random token; the table
 * holds only its SHA-256, so reading the database does not yield usable sessions.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { processWide } from '../process-wide.ts';
import { type PublicUser, toPublicUser } from './user.ts';

export const SESSION_COOKIE = 'jurisia_session';
export const SECURE_SESSION_COOKIE = '__Host-jurisia_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session token: 32 random bytes, base64url (the cookie's value; the table keeps its hash). */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export async function createSession(
  db: Db,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      ip_address: meta.ip ?? null,
      user_agent: meta.userAgent ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The signed-in user of a session token, or null when unknown or expired. */
export async function findSessionUser(db: Db, token: string | undefined, now = new Date()): Promise<PublicUser | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ? toPublicUser(row) : null;
}

/**
 * How long the page cache's fast path trusts a session it looked up: a session ended in another
 * process still shows its own name in a public page's header for at most this long (this
 * process forgets at once). Nothing but public pages is served from it.
 */
export const SESSION_MEMORY_MS = 5_000;

interface Remembered {
  user: PublicUser | null;
  at: number;
}

/**
 * Per database: token hash → the user found (or not) and when. Process-wide: the fast path
 * (server.mjs) reads it and sign-outs (Astro's bundle) empty it.
 */
const remembered = processWide('session-memory', () => new WeakMap<Db, Map<string, Remembered>>());
const REMEMBERED_MAX = 10_000;

/**
 * `findSessionUser` remembered for SESSION_MEMORY_MS, for the page cache's fast path
 * (serve-cached-page.ts): a signed-in reader of public pages costs a map lookup, not a query.
 */
export async function findSessionUserQuickly(db: Db, token: string, now = Date.now()): Promise<PublicUser | null> {
  let memory = remembered.get(db);
  if (!memory) {
    memory = new Map();
    remembered.set(db, memory);
  }
  const key = hashToken(token);
  const known = memory.get(key);
  if (known && now - known.at < SESSION_MEMORY_MS) return known.user;
  const user = await findSessionUser(db, token, new Date(now));
  if (memory.size >= REMEMBERED_MAX) memory.clear();
  memory.set(key, { user, at: now });
  return user;
}

/**
 * The users looked up are forgotten at once in this process: after a session ends, and after a
 * change of what a page shows of its reader (a payment, a name, a picture), so that the page
 * cache's fast path does not serve the reader as they were (a subscriber the free plan's pricing).
 */
export function forgetSessionUsers(db: Db): void {
  remembered.get(db)?.clear();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  forgetSessionUsers(db);
}

/** Ends every session of the user, except the one holding `keepToken` when given. */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
  forgetSessionUsers(db);
}

/** Pushes a live session's expiry 30 days ahead; null when the session is gone or expired. */
export async function extendSession(db: Db, token: string, now = new Date()): Promise<Date | null> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const row = await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt, updated_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row ? expiresAt : null;
}
