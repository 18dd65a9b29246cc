/** Dates and jurisdictions of library documents in the reader's language. */

// Building an Intl formatter costs far more than using one: keep one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** `2020-03-26` → « 26 mars 2020 »; the date is a calendar day, so read and shown in UTC. */
export function formatSheetDate(iso: string, locale: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Country codes get their name (FR → France, Faransé…); other codes (OHADA) stay as they are. */
export function jurisdictionName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'fr'], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
