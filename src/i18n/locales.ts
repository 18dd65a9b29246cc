/** The 18 locales of the interface (SPEC-COVERAGE §9). Only fon, yo, en and fr have their own messages. */
export const LOCALES = [
  'fon',
  'yo',
  'en',
  'fr',
  'es',
  'de',
  'pt',
  'pl',
  'ru',
  'zh',
  'ja',
  'ko',
  'tr',
  'id',
  'el',
  'fi',
  'cs',
  'ro',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Locales with a message file of their own; the others read fr.json. */
export const TRANSLATED_LOCALES = ['fr', 'en', 'fon', 'yo'] as const satisfies readonly Locale[];

/** Language entry of SPEC-COVERAGE §3. `hasVocalMode` is set from the public config's voiceLanguages. */
export interface LanguageEntry {
  name: string;
  icon: string;
  code: Locale;
  hasTranslation: boolean;
  active: boolean;
  hasVocalMode: boolean;
  file: string;
}

const NAMES: Record<Locale, [name: string, icon: string]> = {
  fon: ['Fɔngbè', '🇧🇯'],
  yo: ['Yorùbá', '🇧🇯'],
  en: ['English', '🇬🇧'],
  fr: ['Français', '🇫🇷'],
  es: ['Español', '🇪🇸'],
  de: ['Deutsch', '🇩🇪'],
  pt: ['Português', '🇵🇹'],
  pl: ['Polski', '🇵🇱'],
  ru: ['Русский', '🇷🇺'],
  zh: ['中文', '🇨🇳'],
  ja: ['日本語', '🇯🇵'],
  ko: ['한국어', '🇰🇷'],
  tr: ['Türkçe', '🇹🇷'],
  id: ['Bahasa Indonesia', '🇮🇩'],
  el: ['Ελληνικά', '🇬🇷'],
  fi: ['Suomi', '🇫🇮'],
  cs: ['Čeština', '🇨🇿'],
  ro: ['Română', '🇷🇴'],
};

export function isLocale(value: string | undefined | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

export function hasOwnMessages(locale: Locale): boolean {
  return (TRANSLATED_LOCALES as readonly string[]).includes(locale);
}

export function languageEntries(voiceLanguages: readonly string[]): LanguageEntry[] {
  return LOCALES.map((code) => ({
    name: NAMES[code][0],
    icon: NAMES[code][1],
    code,
    hasTranslation: hasOwnMessages(code),
    active: true,
    hasVocalMode: voiceLanguages.includes(code),
    file: `${hasOwnMessages(code) ? code : DEFAULT_LOCALE}.json`,
  }));
}
