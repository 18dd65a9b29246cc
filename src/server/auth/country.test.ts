import { describe, expect, it } from 'vitest';
import { countryOf, defaultCountry, isCountry } from './country.ts';

describe('the country a new account starts with', () => {
  it('is the first known region of the browser’s languages', () => {
    expect(defaultCountry('fr', 'fr-SN,fr;q=0.9,en;q=0.8')).toBe('SN');
    expect(defaultCountry('fr', 'en-US,fr-CI;q=0.8')).toBe('CI');
  });

  it('else the country of the interface language, else France', () => {
    expect(defaultCountry('yo', 'yo')).toBe('BJ');
    expect(defaultCountry('fon', null)).toBe('BJ');
    expect(defaultCountry('fr', 'fr')).toBe('FR');
    expect(defaultCountry('en', 'en-US')).toBe('FR');
  });

  it('is one of the list', () => {
    expect(isCountry('BJ')).toBe(true);
    expect(isCountry('US')).toBe(false);
  });
});

describe('a user’s country', () => {
  it('is the one set, else the one of their language (accounts made before the setting)', () => {
    expect(countryOf('CI', 'fon')).toBe('CI');
    expect(countryOf(null, 'fon')).toBe('BJ');
    expect(countryOf(null, 'fr')).toBe('FR');
  });
});
