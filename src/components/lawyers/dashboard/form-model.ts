/**
 * What the application form shows: after a failed post what was typed, else the saved
 * profile, else a blank form with the account's names and e-mail; and its choices, named and
 * ordered in the page's language.
 */
import { LOCALES } from '~/i18n/locales';
import type { Translate } from '~/i18n/messages';
import type { PublicUser } from '~/server/auth/user';
import { formListValues } from '~/server/lawyers/application-form-values';
import { SERVED_COUNTRIES } from '~/server/lawyers/application-input';
import type { OwnLawyerProfile } from '~/server/lawyers/lawyer-account.types';
import { SPECIALTIES } from '~/server/lawyers/lawyer.types';
import { jurisdictionName } from '../../library/format';
import { sortedLanguages } from '../format';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'bar',
  'barNumber',
  'city',
  'country',
  'yearsOfPractice',
  'bio',
  'fees',
  'office',
  'email',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

const textValues = (read: (name: TextFieldName) => string | number | null | undefined) =>
  Object.fromEntries(TEXT_FIELDS.map((name) => [name, String(read(name) ?? '')])) as Record<TextFieldName, string>;

export interface ApplicationFormModel {
  text: Record<TextFieldName, string>;
  specialties: ReadonlySet<string>;
  languages: ReadonlySet<string>;
}

/** Most applicants practise in Benin, the platform's first country. */
const DEFAULT_COUNTRY = 'BJ';

export interface FormSources {
  /** The values of a failed post, as src/http/form-page.ts keeps them. */
  failed: Record<string, string> | null;
  profile: OwnLawyerProfile | null;
  account: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>;
}

export function applicationFormModel({ failed, profile, account }: FormSources): ApplicationFormModel {
  if (failed) {
    return {
      text: textValues((name) => failed[name]),
      specialties: new Set(formListValues(failed['specialties'])),
      languages: new Set(formListValues(failed['languages'])),
    };
  }
  if (profile) {
    return {
      text: textValues((name) => profile[name]),
      specialties: new Set(profile.specialties),
      languages: new Set(profile.languages),
    };
  }
  const prefilled: Partial<Record<TextFieldName, string>> = {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    country: DEFAULT_COUNTRY,
  };
  return { text: textValues((name) => prefilled[name]), specialties: new Set(), languages: new Set() };
}

export interface Choice {
  value: string;
  name: string;
}

export interface ApplicationChoices {
  countries: Choice[];
  specialties: Choice[];
  languages: Choice[];
}

export function applicationChoices(t: Translate, locale: string): ApplicationChoices {
  const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name, locale);
  return {
    countries: SERVED_COUNTRIES.map((code) => ({ value: code, name: jurisdictionName(code, locale) })).sort(byName),
    specialties: SPECIALTIES.map((id) => ({ value: id, name: t(`lawyers.specialty.${id}`) })).sort(byName),
    languages: sortedLanguages(LOCALES, locale, t).map(({ code, name }) => ({ value: code, name })),
  };
}
