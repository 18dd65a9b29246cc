/** How a lawyer's name, languages and figures read on the directory's pages. */
import type { Translate } from '~/i18n/messages.ts';
import type { Lawyer } from '~/server/lawyers/lawyer.types.ts';

export const fullName = (lawyer: Pick<Lawyer, 'firstName' | 'lastName'>): string =>
  `${lawyer.firstName} ${lawyer.lastName}`.trim();

/**
 * Languages whose name the platform's own texts give: Intl knows Fon and Wolof poorly, and
 * Dendi, Kabiyè, Gen (Mina) and Bariba not at all (it showed « Ddn »).
 */
const NAMED_LANGUAGES = {
  fr: 'lawyers.language.fr',
  en: 'lawyers.language.en',
  fon: 'lawyers.language.fon',
  yo: 'lawyers.language.yo',
  wo: 'lawyers.language.wo',
  ddn: 'lawyers.language.ddn',
  kbp: 'lawyers.language.kbp',
  gej: 'lawyers.language.gej',
  bba: 'lawyers.language.bba',
} as const;

// Building an Intl formatter costs far more than using one: keep one per locale.
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language code's name in the page's language (`fon` → « Fon », `de` → « allemand »). */
export function languageName(code: string, locale: string, t: Translate): string {
  if (Object.hasOwn(NAMED_LANGUAGES, code)) return t(NAMED_LANGUAGES[code as keyof typeof NAMED_LANGUAGES]);
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'fr'], { type: 'language', fallback: 'code' });
    languageNames.set(locale, names);
  }
  try {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

/** The language codes ordered by their name in the page's language. */
export function sortedLanguages(
  codes: readonly string[],
  locale: string,
  t: Translate,
): { code: string; name: string }[] {
  return codes
    .map((code) => ({ code, name: languageName(code, locale, t) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

// Likewise one region-name formatter per locale; locales without names (fon) fall back to French.
const countryNames = new Map<string, Intl.DisplayNames>();

/** An ISO 3166-1 alpha-2 code's name in the page's language (`BJ` → « Bénin »), the code if unknown. */
export function countryName(code: string, locale: string): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'fr'], { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country codes ordered by their name in the page's language. */
export function sortedCountries(codes: readonly string[], locale: string): { code: string; name: string }[] {
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** « 12 ans d’expérience », « 1 an d’expérience », « Moins d’un an d’expérience ». */
export function yearsOfPractice(years: number, t: Translate): string {
  if (years < 1) return t('lawyers.years.none');
  if (years === 1) return t('lawyers.years.one');
  return t('lawyers.years.many', { count: years });
}

/** « 4,6 » in French, « 4.6 » in English. */
export function formatRating(rating: number, locale: string): string {
  try {
    return new Intl.NumberFormat([locale, 'fr'], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  } catch {
    return rating.toFixed(1);
  }
}
