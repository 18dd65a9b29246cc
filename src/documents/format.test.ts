import { describe, expect, it } from 'vitest';
import { formatAmount, formatLongDate, isoDay, numberInWords, parseIsoDate, parseNumberInput } from './format.ts';

const NNBSP = '\u202f';

describe('parseIsoDate', () => {
  it('reads real calendar days as midnight UTC', () => {
    expect(parseIsoDate('2026-03-14')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('0050-01-01')?.getUTCFullYear()).toBe(50);
  });

  it('refuses impossible days and other shapes', () => {
    for (const value of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '14/03/2026',
      '2026-3-14',
      ' 2026-03-14',
      '',
      'demain',
    ]) {
      expect(parseIsoDate(value), value).toBeNull();
    }
  });
});

describe('isoDay', () => {
  it('writes the local calendar day', () => {
    expect(isoDay(new Date(2026, 2, 1, 23, 59))).toBe('2026-03-01');
  });
});

describe('formatLongDate', () => {
  it('writes French dates with 1er for the first day', () => {
    expect(formatLongDate('2026-03-14', 'fr')).toBe('14 mars 2026');
    expect(formatLongDate('2026-03-01', 'fr')).toBe('1er mars 2026');
    expect(formatLongDate('2026-08-02', 'fr')).toBe('2 août 2026');
    expect(formatLongDate('2026-12-31', 'fr')).toBe('31 décembre 2026');
  });

  it('writes English dates for en and its variants', () => {
    expect(formatLongDate('2026-03-14', 'en')).toBe('14 March 2026');
    expect(formatLongDate('2026-03-01', 'en-GB')).toBe('1 March 2026');
  });

  it('writes other languages in French and leaves invalid dates as they are', () => {
    expect(formatLongDate('2026-01-01', 'fon')).toBe('1er janvier 2026');
    expect(formatLongDate('2026-02-30', 'fr')).toBe('2026-02-30');
  });
});

describe('formatAmount', () => {
  it('groups thousands with narrow no-break spaces', () => {
    expect(formatAmount(150000)).toBe(`150${NNBSP}000`);
    expect(formatAmount(1234567890)).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}890`);
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(0)).toBe('0');
  });

  it('writes two decimals after a comma when not whole', () => {
    expect(formatAmount(1250.5)).toBe(`1${NNBSP}250,50`);
    expect(formatAmount(0.05)).toBe('0,05');
    expect(formatAmount(2.999)).toBe('3');
    expect(formatAmount(-1250.5)).toBe(`-1${NNBSP}250,50`);
  });
});

describe('parseNumberInput', () => {
  it('reads plain, grouped and decimal numbers', () => {
    expect(parseNumberInput('150000')).toBe(150000);
    expect(parseNumberInput('150 000')).toBe(150000);
    expect(parseNumberInput(`1${NNBSP}250,50`)).toBe(1250.5);
    expect(parseNumberInput('1\u00a0250.50')).toBe(1250.5);
    expect(parseNumberInput('1250,50')).toBe(1250.5);
    expect(parseNumberInput(' -3 ')).toBe(-3);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'abc', '1.250,50', '1,250.50', '15 00', '12e3', '1,', '+5', '1 2345']) {
      expect(parseNumberInput(value), value).toBeNull();
    }
  });
});

describe('numberInWords in French (1990 rules)', () => {
  const cases: [number, string][] = [
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt-et-un'],
    [22, 'vingt-deux'],
    [31, 'trente-et-un'],
    [61, 'soixante-et-un'],
    [70, 'soixante-dix'],
    [71, 'soixante-et-onze'],
    [72, 'soixante-douze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent-un'],
    [180, 'cent-quatre-vingts'],
    [200, 'deux-cents'],
    [201, 'deux-cent-un'],
    [280, 'deux-cent-quatre-vingts'],
    [1000, 'mille'],
    [1001, 'mille-un'],
    [1990, 'mille-neuf-cent-quatre-vingt-dix'],
    [2000, 'deux-mille'],
    [21000, 'vingt-et-un-mille'],
    [80000, 'quatre-vingt-mille'],
    [150000, 'cent-cinquante-mille'],
    [200000, 'deux-cent-mille'],
    [1000000, 'un-million'],
    [2000000, 'deux-millions'],
    [80000000, 'quatre-vingts-millions'],
    [200000000, 'deux-cents-millions'],
    [1200000, 'un-million-deux-cent-mille'],
    [2500380, 'deux-millions-cinq-cent-mille-trois-cent-quatre-vingts'],
    [1000000000, 'un-milliard'],
    [3000001000, 'trois-milliards-mille'],
    [
      999999999999,
      'neuf-cent-quatre-vingt-dix-neuf-milliards-neuf-cent-quatre-vingt-dix-neuf-millions-neuf-cent-quatre-vingt-dix-neuf-mille-neuf-cent-quatre-vingt-dix-neuf',
    ],
  ];
  it.each(cases)('%d → %s', (n, words) => {
    expect(numberInWords(n, 'fr')).toBe(words);
  });

  it('words only the whole part, and negatives with moins', () => {
    expect(numberInWords(1250.5, 'fr')).toBe('mille-deux-cent-cinquante');
    expect(numberInWords(-21, 'fr')).toBe('moins vingt-et-un');
  });

  it('refuses numbers beyond 999 999 999 999', () => {
    expect(() => numberInWords(1e12, 'fr')).toThrow(RangeError);
    expect(() => numberInWords(Number.NaN, 'fr')).toThrow(RangeError);
  });
});

describe('numberInWords in English', () => {
  const cases: [number, string][] = [
    [0, 'zero'],
    [13, 'thirteen'],
    [21, 'twenty-one'],
    [80, 'eighty'],
    [100, 'one hundred'],
    [101, 'one hundred and one'],
    [1000, 'one thousand'],
    [2005, 'two thousand and five'],
    [150000, 'one hundred and fifty thousand'],
    [1000000, 'one million'],
    [2500380, 'two million five hundred thousand three hundred and eighty'],
    [3000000000, 'three billion'],
  ];
  it.each(cases)('%d → %s', (n, words) => {
    expect(numberInWords(n, 'en')).toBe(words);
  });
});
