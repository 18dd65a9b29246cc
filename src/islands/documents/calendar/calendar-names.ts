/**
 * Month and day names in the reader's language, from Intl (SPEC: no name lists of our own).
 * Locales Intl does not know (Fon, Yoruba on many phones) fall back to French.
 */
import { parseIsoDate } from '~/documents/format.ts';

export interface CalendarNames {
  /** « mars 2026 » */
  month(iso: string): string;
  /** Monday first: short (« lun. ») and full (« lundi ») names. */
  weekdays: { short: string; long: string }[];
  /** « samedi 14 mars 2026 », the accessible name of a day. */
  day(iso: string): string;
}

const cache = new Map<string, CalendarNames>();
// 2024-01-01 was a Monday.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export function calendarNames(locale: string): CalendarNames {
  const known = cache.get(locale);
  if (known) return known;
  const locales = [locale, 'fr'];
  const month = new Intl.DateTimeFormat(locales, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const full = new Intl.DateTimeFormat(locales, { dateStyle: 'full', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locales, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locales, { weekday: 'long', timeZone: 'UTC' });
  const dateOf = (iso: string) => parseIsoDate(iso) ?? new Date(NaN);
  const names: CalendarNames = {
    month: (iso) => month.format(dateOf(iso)),
    weekdays: Array.from({ length: 7 }, (_, index) => {
      const day = new Date(A_MONDAY + index * DAY_MS);
      return { short: short.format(day), long: long.format(day) };
    }),
    day: (iso) => full.format(dateOf(iso)),
  };
  cache.set(locale, names);
  return names;
}
