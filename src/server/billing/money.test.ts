import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromDecimalString, toDecimalString } from './money.ts';

describe('money in minor units', () => {
  it('writes and reads decimal strings on digits', () => {
    expect(toDecimalString(499, 'EUR')).toBe('4.99');
    expect(toDecimalString(5, 'EUR')).toBe('0.05');
    expect(toDecimalString(2500, 'XOF')).toBe('2500');
    expect(fromDecimalString('4.99', 'EUR')).toBe(499);
    expect(fromDecimalString('4.9', 'EUR')).toBe(490);
    expect(fromDecimalString('2500.00', 'XOF')).toBe(2500);
    expect(fromDecimalString('4.999', 'EUR')).toBeNull();
    expect(fromDecimalString('-1', 'EUR')).toBeNull();
    expect(() => toDecimalString(4.99, 'EUR')).toThrow(RangeError);
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('XOF' as const, 'EUR' as const),
        (amount, currency) => {
          expect(fromDecimalString(toDecimalString(amount, currency), currency)).toBe(amount);
        },
      ),
    );
  });

  it('formats for the reader', () => {
    expect(formatMoney(2500, 'XOF', 'fr').replace(/\s/g, ' ')).toBe('2 500 F CFA');
    expect(formatMoney(499, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('4,99 €');
  });
});
