/**
 * Days in the PDF ('23 novembre 2026'). Shown in UTC: a file has no reader time zone, the
 * output must not depend on the server's, and the day then matches the one in the file name.
 */
import { fitsWinAnsi } from './win-ansi.ts';

const FALLBACK_LOCALE = 'fr';

function longDate(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
}

function isSupported(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}

/**
 * A formatter in `locale`, or in French when Intl does not know the locale (fon: it would
 * silently use the server's default) or when its month names need letters the standard fonts
 * lack (ru, el, zh, tr…, whose interface texts are French anyway). Decided once for all twelve
 * months, so one PDF never mixes two languages of dates.
 */
function formatterFor(locale: string): Intl.DateTimeFormat {
  if (!isSupported(locale)) return longDate(FALLBACK_LOCALE);
  const format = longDate(locale);
  const months = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 28)));
  return months.every(fitsWinAnsi) ? format : longDate(FALLBACK_LOCALE);
}

/**
 * `dayFormatter(locale)(value)` shows an ISO date or timestamp as a long day; a value that is not
 * a date is returned as it is rather than failing the whole export.
 */
export function dayFormatter(locale: string): (value: string) => string {
  const format = formatterFor(locale);
  return (value) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}
