/**
 * The calendar input's days, as ISO `YYYY-MM-DD` texts (what the form keeps): reading what a
 * person types, writing it back as dd/mm/yyyy, moving by days and months, and the weeks of a
 * month. Days are handled in UTC so no time zone or summer time shifts them.
 */
import { parseIsoDate } from '~/documents/format.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A day written in another way, for `parseIsoDate` to say whether it exists. */
function isoFromParts(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}

/**
 * What a person typed as an ISO day: `14/03/2026`, `1/3/2026`, `14.03.2026`, `14-03-2026`,
 * `14 03 2026` or ISO `2026-03-14`. Null for anything else, including days that do not exist
 * (`31/04/2026`) and two-digit years, which would be a guess.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoFromParts(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(trimmed);
  if (dayFirst) return isoFromParts(dayFirst[3] ?? '', dayFirst[2] ?? '', dayFirst[1] ?? '');
  return null;
}

/** An ISO day as dd/mm/yyyy; anything else (a text being corrected) is shown as it is. */
export function formatTypedDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)}` : value;
}

/**
 * What the form keeps for a typed text: '' when empty, the ISO day when it reads as one,
 * otherwise the text itself, so the field's check says the date is not valid.
 */
export function valueOfTypedText(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseTypedDate(trimmed) ?? trimmed);
}

function dateOf(iso: string): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO day: ${iso}`);
  return date;
}

export function addDays(iso: string, days: number): string {
  const date = dateOf(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** The same day `months` later, or the month's last day when it has fewer (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = dateOf(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(day, daysInMonth(date.getUTCFullYear(), date.getUTCMonth() + 1)));
  return isoOf(date);
}

/** `month` from 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Benin and France. */
export function weekdayIndex(iso: string): number {
  return (dateOf(iso).getUTCDay() + 6) % 7;
}

/** The weeks of `iso`'s month, Monday first; days of other months are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const first = `${iso.slice(0, 8)}01`;
  const length = daysInMonth(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The day the grid's focus moves to for a key (WAI-ARIA date picker): arrows by a day or a
 * week, PageUp/PageDown by a month (with Shift, a year), Home/End to the week's first or last
 * day. Null for any other key.
 */
export function dayForKey(iso: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'PageUp':
      return addMonths(iso, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shiftKey ? 12 : 1);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    default:
      return null;
  }
}
