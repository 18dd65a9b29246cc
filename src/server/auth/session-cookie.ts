/**
 * The session cookie: httpOnly, SameSite=Lax, path /. In production over HTTPS it is the
 * `__Host-` cookie with Secure, which a sibling subdomain or plain-HTTP page cannot set; there the
 * plain name is never read, so a session planted under it signs no one in (docs/AUTH-CONTRACT.md).
 */
import type { AstroCookies } from 'astro';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  createSession,
  deleteSession,
  newSessionToken,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from './sessions.ts';

export function usesSecureCookie(config: Pick<Config, 'env' | 'publicUrl'>, url: URL): boolean {
  return config.env === 'production' && (url.protocol === 'https:' || config.publicUrl?.startsWith('https:') === true);
}

/**
 * The one name a cookie of ours goes by on this origin, and whether it is Secure: over HTTPS in
 * production the `__Host-` name, which a sibling subdomain or a plain-HTTP answer cannot set.
 */
export function originCookie(
  name: string,
  config: Pick<Config, 'env' | 'publicUrl'>,
  url: URL,
): { name: string; secure: boolean } {
  const secure = usesSecureCookie(config, url);
  return { name: secure ? `__Host-${name}` : name, secure };
}

/** The one name this origin's session cookie goes by (`SECURE_SESSION_COOKIE` or `SESSION_COOKIE`). */
export function sessionCookieName(config: Pick<Config, 'env' | 'publicUrl'>, url: URL): string {
  return originCookie(SESSION_COOKIE, config, url).name;
}

export function sessionToken(
  cookies: AstroCookies,
  config: Pick<Config, 'env' | 'publicUrl'>,
  url: URL,
): string | undefined {
  return cookies.get(sessionCookieName(config, url))?.value || undefined;
}

export function setSessionCookie(
  cookies: AstroCookies,
  config: Pick<Config, 'env' | 'publicUrl'>,
  url: URL,
  token: string,
  expires: Date,
): void {
  const { name, secure } = originCookie(SESSION_COOKIE, config, url);
  cookies.set(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

export function clearSessionCookies(cookies: AstroCookies): void {
  // Browsers only accept a __Host- cookie, even an expired one, when it is Secure with path /.
  cookies.delete(SECURE_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  cookies.delete(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

export interface SessionContext {
  cookies: AstroCookies;
  url: URL;
  request: Request;
  config: Pick<Config, 'env' | 'publicUrl'>;
  db: Db;
  ip: string | null;
}

/**
 * Signs the user in with a brand-new session id (ASVS: rotate at sign-in), ending the session
 * this browser held before so a planted (fixated) id never becomes authenticated.
 */
export async function startSession(context: SessionContext, userId: string): Promise<void> {
  const previous = sessionToken(context.cookies, context.config, context.url);
  if (previous) await deleteSession(context.db, previous);
  const { token, expiresAt } = await createSession(context.db, userId, {
    ip: context.ip,
    userAgent: context.request.headers.get('user-agent')?.slice(0, 500) ?? null,
  });
  if (previous) clearSessionCookies(context.cookies);
  setSessionCookie(context.cookies, context.config, context.url, token, expiresAt);
}

/**
 * What a registration of a taken address sends in place of a session (docs/ARCHITECTURE.md "No
 * account enumeration"): the same cookie, a token like any other, stored nowhere, so it signs in
 * no one; the session the browser held ends, as at any sign-in.
 */
export async function setDecoySessionCookie(context: SessionContext): Promise<void> {
  const previous = sessionToken(context.cookies, context.config, context.url);
  if (previous) {
    await deleteSession(context.db, previous);
    clearSessionCookies(context.cookies);
  }
  setSessionCookie(
    context.cookies,
    context.config,
    context.url,
    newSessionToken(),
    new Date(Date.now() + SESSION_TTL_MS),
  );
}

/** Signs this browser out: its session row (read as every request reads it) and both cookies. */
export async function endSession(context: Pick<SessionContext, 'cookies' | 'db' | 'config' | 'url'>): Promise<void> {
  const token = sessionToken(context.cookies, context.config, context.url);
  if (token) await deleteSession(context.db, token);
  clearSessionCookies(context.cookies);
}
