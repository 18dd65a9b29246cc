import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayForKey,
  daysInMonth,
  formatTypedDate,
  monthWeeks,
  parseTypedDate,
  valueOfTypedText,
  weekdayIndex,
} from './calendar-date.ts';

describe('reading a typed date', () => {
  it('reads day first with slashes, dots, dashes or spaces, and ISO', () => {
    expect(parseTypedDate('14/03/2026')).toBe('2026-03-14');
    expect(parseTypedDate('1/3/2026')).toBe('2026-03-01');
    expect(parseTypedDate(' 14.03.2026 ')).toBe('2026-03-14');
    expect(parseTypedDate('14-03-2026')).toBe('2026-03-14');
    expect(parseTypedDate('14 03 2026')).toBe('2026-03-14');
    expect(parseTypedDate('14 / 03 / 2026')).toBe('2026-03-14');
    expect(parseTypedDate('2026-03-14')).toBe('2026-03-14');
    expect(parseTypedDate('2026-3-4')).toBe('2026-03-04');
  });

  it('refuses days that do not exist, two-digit years and other texts', () => {
    expect(parseTypedDate('31/04/2026')).toBeNull();
    expect(parseTypedDate('29/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2024')).toBe('2024-02-29');
    expect(parseTypedDate('14/13/2026')).toBeNull();
    expect(parseTypedDate('14/03/26')).toBeNull();
    expect(parseTypedDate('14/03')).toBeNull();
    expect(parseTypedDate('demain')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('keeps ISO for a readable text, nothing for an empty one, and the text itself otherwise', () => {
    expect(valueOfTypedText('14/03/2026')).toBe('2026-03-14');
    expect(valueOfTypedText('   ')).toBe('');
    expect(valueOfTypedText(' 32/01/2026 ')).toBe('32/01/2026');
  });
});

describe('writing a date back', () => {
  it('writes an ISO day as dd/mm/yyyy and leaves any other text alone', () => {
    expect(formatTypedDate('2026-03-04')).toBe('04/03/2026');
    expect(formatTypedDate('')).toBe('');
    expect(formatTypedDate('32/01/2026')).toBe('32/01/2026');
  });

  it('reads back what it writes', () => {
    for (const iso of ['2026-01-01', '2024-02-29', '1999-12-31', '2026-10-09'])
      expect(parseTypedDate(formatTypedDate(iso))).toBe(iso);
  });
});

describe('moving through the calendar', () => {
  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('keeps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('counts the days of a month', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2024, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([
      28, 29, 30, 31,
    ]);
  });

  it('lays a month out in weeks starting on Monday', () => {
    expect(weekdayIndex('2026-03-02')).toBe(0);
    expect(weekdayIndex('2026-03-01')).toBe(6);
    const weeks = monthWeeks('2026-03-14');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]?.[0]).toBe('2026-03-02');
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves the focused day by the keys of a date picker', () => {
    const day = '2026-03-14'; // a Saturday
    expect(dayForKey(day, 'ArrowLeft')).toBe('2026-03-13');
    expect(dayForKey(day, 'ArrowRight')).toBe('2026-03-15');
    expect(dayForKey(day, 'ArrowUp')).toBe('2026-03-07');
    expect(dayForKey(day, 'ArrowDown')).toBe('2026-03-21');
    expect(dayForKey(day, 'PageUp')).toBe('2026-02-14');
    expect(dayForKey(day, 'PageDown')).toBe('2026-04-14');
    expect(dayForKey(day, 'PageUp', true)).toBe('2025-03-14');
    expect(dayForKey(day, 'PageDown', true)).toBe('2027-03-14');
    expect(dayForKey(day, 'Home')).toBe('2026-03-09');
    expect(dayForKey(day, 'End')).toBe('2026-03-15');
    expect(dayForKey(day, 'Enter')).toBeNull();
  });
});
