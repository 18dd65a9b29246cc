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
import { originCookie } from './session-cookie.ts';

export const RESET_COOKIE = 'jurisia_reset';

type CookieConfig = Pick<Config, 'env' | 'publicUrl'>;

export function setResetCookie(cookies: AstroCookies, config: CookieConfig, url: URL, token: string): void {
  const { name, secure } = originCookie(RESET_COOKIE, config, url);
  cookies.set(name, token, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}

/** The token this browser carries, read only under the name this origin sets. */
export function resetCookieToken(cookies: AstroCookies, config: CookieConfig, url: URL): string | undefined {
  return cookies.get(originCookie(RESET_COOKIE, config, url).name)?.value || undefined;
}

export function clearResetCookie(cookies: AstroCookies, config: CookieConfig, url: URL): void {
  const { name, secure } = originCookie(RESET_COOKIE, config, url);
  cookies.delete(name, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}
