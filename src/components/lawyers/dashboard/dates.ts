/** Dates of the lawyer's space in the page's language. */

// Fon has no calendar data in every runtime: French then, as for its missing messages.
const dateLocale = (locale: string) => (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : 'fr');

/** « 2 juin 2025 ». */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long' }).format(new Date(iso));
}

/** « 2 juin 2025 à 09:30 »: requests are answered by the hour. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}
