/**
 * Where to go after signing in. Only a path of this site: one leading slash, not `//` or `/\`
 * (which browsers read as another host), no control characters. Anything else goes home.
 */
import type { Locale } from '../../i18n/locales.ts';
import { localizePath, splitLocale } from '../../i18n/paths.ts';

export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.test` would become `//evil.test`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    // Resolved against a dummy origin: a path that changes the origin is not a path.
    return new URL(value, 'http://same.invalid').origin === 'http://same.invalid' ? value : '/';
  } catch {
    return '/';
  }
}

/** The page to land on after signing in: the safe `redirect`, in the visitor's language unless it names one. */
export function landingPath(value: unknown, locale: Locale): string {
  const target = safeRedirect(value);
  return splitLocale(new URL(target, 'http://same.invalid').pathname).prefixed ? target : localizePath(target, locale);
}

/**
 * The e-mail verification page for `email`, keeping where the visitor was going (`redirect`,
 * when it is a safe path other than home) so the code's page sends them there.
 */
export function verifyEmailPath(email: string, redirect: unknown, locale: Locale, { sent = false } = {}): string {
  const query = new URLSearchParams({ email });
  const target = safeRedirect(redirect);
  if (target !== '/') query.set('redirect', target);
  if (sent) query.set('sent', '1');
  return `${localizePath('/verify-email', locale)}?${query}`;
}
