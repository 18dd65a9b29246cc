/** SPEC-COVERAGE §9 locale values written out: the other tests count in LOCALES and its constants. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales.ts';

describe('SPEC-COVERAGE §9 locales', () => {
  it('has exactly the 18 locales fon, yo, en, fr, es, de, pt, pl, ru, zh, ja, ko, tr, id, el, fi, cs, ro', () => {
    expect([...LOCALES]).toEqual([
      'fon',
      'yo',
      'en',
      'fr',
      'es',
      'de',
      'pt',
      'pl',
      'ru',
      'zh',
      'ja',
      'ko',
      'tr',
      'id',
      'el',
      'fi',
      'cs',
      'ro',
    ]);
  });

  it('defaults to fr', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it('keeps the locale in the cookie i18n_redirected for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });
});
