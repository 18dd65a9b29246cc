/**
 * Amounts are integers in the currency's minor unit from the plan to the provider (docs/ARCHITECTURE.md "API conventions").
 * Only display and PayPal's decimal strings convert, and they do it on digits, not floats.
 */
import type { Currency } from './billing.types.ts';

/** ISO 4217 exponents: the franc CFA has no subunit, the euro has cents. */
export const CURRENCY_EXPONENT: Record<Currency, number> = { XOF: 0, EUR: 2 };

/** `499, 'EUR'` → `'4.99'`; `2500, 'XOF'` → `'2500'` (PayPal's `value`). */
export function toDecimalString(minor: number, currency: Currency): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const exponent = CURRENCY_EXPONENT[currency];
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** `'4.99'`, 'EUR' → 499; null when the text is not an amount with at most the currency's decimals. */
export function fromDecimalString(text: string, currency: Currency): number | null {
  const exponent = CURRENCY_EXPONENT[currency];
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > exponent && /[1-9]/.test(fraction.slice(exponent))) return null;
  return Number(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
}

/** `2500, 'XOF', 'fr'` → `2 500 F CFA`; `499, 'EUR', 'fr'` → `4,99 €`. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const exponent = CURRENCY_EXPONENT[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(Number(toDecimalString(minor, currency)));
}
