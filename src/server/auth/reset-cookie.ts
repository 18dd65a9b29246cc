/**
 * The reset token between the two steps of /reset-password without JavaScript (AUTH-CONTRACT.md
 * "Screens"): once the e-mailed code is checked the browser is sent to the page with a GET, the
 * token in this cookie, so a reload shows step 2 again instead of posting the spent code a second
 * time, and the token is in no address. httpOnly, SameSite=Strict, `__Host-` and Secure over
 * HTTPS in production as the session cookie is, and kept for the browser's session only: the
 * token itself ends 15 minutes after the code's check (reset-tokens.ts).
 */
import type { AstroCookies } from 'astro';
import type { Config } from '../config.ts';
import { usesSecureCookie } from './session-cookie.ts';

export const RESET_COOKIE = 'jurisia_reset';
export const SECURE_RESET_COOKIE = '__Host-jurisia_reset';

type CookieConfig = Pick<Config, 'env' | 'publicUrl'>;

const nameFor = (config: CookieConfig, url: URL) =>
  usesSecureCookie(config, url) ? SECURE_RESET_COOKIE : RESET_COOKIE;

export function setResetCookie(cookies: AstroCookies, config: CookieConfig, url: URL, token: string): void {
  const secure = usesSecureCookie(config, url);
  cookies.set(nameFor(config, url), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** The token this browser carries, read only under the name this origin sets. */
export function resetCookieToken(cookies: AstroCookies, config: CookieConfig, url: URL): string | undefined {
  return cookies.get(nameFor(config, url))?.value || undefined;
}

export function clearResetCookie(cookies: AstroCookies, config: CookieConfig, url: URL): void {
  const secure = usesSecureCookie(config, url);
  cookies.delete(nameFor(config, url), { path: '/', httpOnly: true, sameSite: 'strict', secure });
}
