import { describe, expect, it } from 'vitest';
import { localizePath, pickLocale, splitLocale } from './paths.ts';

describe('locale paths', () => {
  it('keeps French unprefixed and prefixes the others', () => {
    expect(localizePath('/about-us', 'fr')).toBe('/about-us');
    expect(localizePath('/about-us', 'en')).toBe('/en/about-us');
    expect(localizePath('/', 'yo')).toBe('/yo');
  });

  it('splits a prefixed path into locale and locale-free path', () => {
    expect(splitLocale('/fon/help')).toEqual({ locale: 'fon', path: '/help', prefixed: true });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/', prefixed: true });
    expect(splitLocale('/help')).toEqual({ locale: 'fr', path: '/help', prefixed: false });
    // Two letters that are not a locale are an ordinary path segment.
    expect(splitLocale('/xx/help')).toEqual({ locale: 'fr', path: '/xx/help', prefixed: false });
  });

  it('round-trips every path through localize and split', () => {
    for (const locale of ['fr', 'en', 'zh', 'fon'] as const) {
      expect(splitLocale(localizePath('/library/documents/F1', locale))).toMatchObject({
        locale,
        path: '/library/documents/F1',
      });
    }
  });
});

describe('pickLocale (Accept-Language)', () => {
  it('picks the best supported language by quality', () => {
    expect(pickLocale('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(pickLocale('sw;q=1, yo;q=0.7, en;q=0.5')).toBe('yo');
    expect(pickLocale('fr-BJ,fr;q=0.9')).toBe('fr');
    expect(pickLocale('de;q=0.2, ja;q=0.9')).toBe('ja');
  });

  it('returns null when nothing is supported or the header is missing', () => {
    expect(pickLocale('sw, ha;q=0.5')).toBeNull();
    expect(pickLocale(undefined)).toBeNull();
    expect(pickLocale('en;q=0')).toBeNull();
  });
});
