/** Display helpers of the legal search island: links, dates and short labels. */
import type { AnswerSource } from '~/shared/events.ts';
import type { Locale } from '~/i18n/locales.ts';
import { localizePath } from '~/i18n/paths.ts';
import { isLocalPath } from '~/shared/answer-markdown.ts';

/** Our library page of a source, in the page's locale. */
export function sourceHref(source: AnswerSource, locale: Locale): string {
  const path = isLocalPath(source.url) ? source.url : `/library/documents/${encodeURIComponent(source.documentId)}`;
  return localizePath(path, locale);
}

/** Fɔngbè has no locale data in browsers (nor in Node): it is written the French way. */
const intlLocales = (locale: Locale) => [locale, 'fr'];

/** A `YYYY-MM-DD` day as the locale writes it; the text itself when it is not such a day. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocales(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** When a search was asked, in the reader's own time zone. */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocales(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The character counter of a question field appears from this length on. */
export const COUNTER_FROM = 9000;

export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales(locale)).format(count);
}

/** A question cut to fit a button's accessible name. */
export function shortQuestion(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
