import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './default-currency.ts';

describe('defaultCurrency', () => {
  it('is francs CFA without a header, or with nothing that points to Europe', () => {
    expect(defaultCurrency(null)).toBe('XOF');
    expect(defaultCurrency('')).toBe('XOF');
    expect(defaultCurrency('*')).toBe('XOF');
    expect(defaultCurrency('fr')).toBe('XOF');
    expect(defaultCurrency('en, fr;q=0.8')).toBe('XOF');
    expect(defaultCurrency('nonsense;;;,')).toBe('XOF');
  });

  it('follows the region of the best tag: West Africa and elsewhere in francs CFA, Europe in euros', () => {
    expect(defaultCurrency('fr-BJ,fr;q=0.9')).toBe('XOF');
    expect(defaultCurrency('fr-SN')).toBe('XOF');
    expect(defaultCurrency('en-NG,en;q=0.9')).toBe('XOF');
    expect(defaultCurrency('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('EUR');
    for (const region of ['BE', 'CH', 'LU', 'MC', 'DE', 'ES', 'IT', 'PT', 'NL', 'AT', 'IE', 'GB']) {
      expect(defaultCurrency(`fr-${region}`), region).toBe('EUR');
    }
    expect(defaultCurrency('en-US')).toBe('XOF');
  });

  it('is francs CFA for a reader of the Fon or Yoruba interface, or a browser that lists a language of West or Central Africa', () => {
    expect(defaultCurrency('fr-FR,fr;q=0.9', 'fon')).toBe('XOF');
    expect(defaultCurrency('fr-FR', 'yo')).toBe('XOF');
    expect(defaultCurrency('fr-FR', 'fr')).toBe('EUR');
    expect(defaultCurrency('fr-FR,fr;q=0.9,fon;q=0.5')).toBe('XOF');
    expect(defaultCurrency('fr-FR, wo;q=0.3')).toBe('XOF');
    expect(defaultCurrency('fr-FR, fon;q=0')).toBe('EUR');
  });

  it('ranks tags by quality, then order, and skips q=0', () => {
    expect(defaultCurrency('fr-BJ;q=0.5, fr-FR;q=0.9')).toBe('EUR');
    expect(defaultCurrency('fr-FR;q=0, fr-BJ;q=0.4')).toBe('XOF');
    expect(defaultCurrency('fr, fr-FR;q=0.8, fr-BJ;q=0.8')).toBe('EUR');
  });

  it('reads the region after a script subtag, is case-blind, and ignores numeric regions', () => {
    expect(defaultCurrency('sr-Latn-RS')).toBe('EUR');
    expect(defaultCurrency('FR-fr')).toBe('EUR');
    expect(defaultCurrency('es-419, es-ES;q=0.5')).toBe('EUR');
  });

  it('takes a language spoken only in Europe as Europe when it comes before any region', () => {
    expect(defaultCurrency('de')).toBe('EUR');
    expect(defaultCurrency('nl, en;q=0.5')).toBe('EUR');
    expect(defaultCurrency('en, de;q=0.5')).toBe('EUR');
    expect(defaultCurrency('fr-CI, de;q=0.5')).toBe('XOF');
  });
});
