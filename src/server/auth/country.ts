/**
 * Where a user lives, for the law their answers speak of (docs/RETRIEVAL.md "Jurisdiction"):
 * France and the countries the platform is first for, with their neighbours. Set in the
 * settings; at registration it is read from the browser's languages when one names a region
 * ("fr-BJ"), else from the interface language (Fon and Yoruba are spoken in Benin), else France.
 */
export const COUNTRIES = [
  'FR',
  'BJ',
  'TG',
  'CI',
  'SN',
  'CM',
  'BF',
  'ML',
  'NE',
  'GA',
  'CG',
  'CD',
  'GN',
  'TD',
  'CF',
  'MR',
  'MA',
  'DZ',
  'TN',
  'MG',
  'KM',
  'DJ',
  'RW',
  'BI',
  'NG',
  'GH',
  'BE',
  'CH',
  'CA',
  'LU',
  'HT',
] as const;
export type Country = (typeof COUNTRIES)[number];

const KNOWN: ReadonlySet<string> = new Set(COUNTRIES);
export const isCountry = (code: string): code is Country => KNOWN.has(code);

/** Interface languages spoken in one country above all. */
const LANGUAGE_COUNTRY: Record<string, Country> = { fon: 'BJ', yo: 'BJ' };

/** The country a new account starts with: the first region of `Accept-Language` we know, else the language's, else France. */
export function defaultCountry(language: string, acceptLanguage?: string | null): Country {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const region = part.trim().split(';')[0]?.split('-')[1]?.toUpperCase() ?? '';
    if (isCountry(region)) return region;
  }
  return LANGUAGE_COUNTRY[language] ?? 'FR';
}

/** A user's country: the one they set, else the one read from their language (accounts made before it). */
export const countryOf = (stored: string | null, language: string): string => stored ?? defaultCountry(language);
