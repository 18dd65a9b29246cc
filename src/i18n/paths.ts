/** French URLs carry no prefix; every other locale is prefixed (`/en/…`). */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(pathname);
  const candidate = match?.[1];
  if (candidate && candidate !== DEFAULT_LOCALE && isLocale(candidate)) {
    return { locale: candidate, path: match?.[2] ?? '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * The preferred supported locale of an Accept-Language header, by quality then order;
 * regional tags match their language (`en-GB` → `en`). Null when none is supported.
 */
export function pickLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? null;
}
