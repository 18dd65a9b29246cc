import { describe, expect, it } from 'vitest';
import { dayFormatter } from './dates.ts';

describe('dayFormatter', () => {
  it('shows the UTC day in the language of the locale', () => {
    expect(dayFormatter('fr')('2026-11-23T23:30:00.000Z')).toBe('23 novembre 2026');
    expect(dayFormatter('en')('2026-11-23')).toBe('November 23, 2026');
    expect(dayFormatter('yo')('2026-11-23')).toBe('23 Oṣù Bélú 2026');
  });

  it('uses French for a locale Intl does not know or whose months the fonts cannot print', () => {
    for (const locale of ['fon', 'ru', 'zh', 'el', 'not a locale']) {
      expect(dayFormatter(locale)('2026-11-23')).toBe('23 novembre 2026');
    }
  });

  it('returns a value that is not a date as it is', () => {
    expect(dayFormatter('fr')('bientôt')).toBe('bientôt');
  });
});
