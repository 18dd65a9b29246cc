/**
 * The lawyer's application form (LawyerApplication), sent as JSON by scripts or as a plain
 * form by the lawyer's space. Error messages are message keys, so the API answers in the
 * request's language and the page shows them next to each field.
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { LawyerApplication } from './lawyer-account.types.ts';
import { SPECIALTIES } from './lawyer.types.ts';

/** Where the platform's lawyers practise: francophone West and Central Africa first, then the diaspora's countries. */
export const SERVED_COUNTRIES = [
  'BJ',
  'BF',
  'CI',
  'CM',
  'CG',
  'CD',
  'GA',
  'GN',
  'ML',
  'NE',
  'SN',
  'TD',
  'TG',
  'MA',
  'TN',
  'FR',
  'BE',
  'CH',
  'CA',
] as const;

/** The fields a form sends several times (one per ticked box). */
export const LIST_FIELDS = ['specialties', 'languages'] as const;

export const APPLICATION_FIELDS = [
  'firstName',
  'lastName',
  'bar',
  'barNumber',
  'city',
  'country',
  'specialties',
  'languages',
  'yearsOfPractice',
  'bio',
  'fees',
  'office',
  'email',
] as const satisfies readonly (keyof LawyerApplication)[];

const key = (k: MessageKey) => ({ error: k });

// One-line fields end up in e-mail subjects and the directory's cards: no line breaks.
const oneLine = (min: number, max: number, required: MessageKey, tooLong: MessageKey) =>
  z
    .string(key(required))
    .trim()
    .min(min, key(required))
    .max(max, key(tooLong))
    .transform((s) => s.replace(/\s+/g, ' '));

/** Optional free text: blank is null. */
const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string(key(tooLong))
    .trim()
    .max(max, key(tooLong))
    .nullish()
    .transform((s) => s || null);

/** One ticked box arrives as a string, none as nothing at all; repeats are dropped. */
const list = <T extends string>(values: readonly [T, ...T[]], required: MessageKey, invalid: MessageKey) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? [v] : v),
    z
      .array(z.enum(values, key(invalid)), key(invalid))
      .min(1, key(required))
      .transform((items) => [...new Set(items)]),
  );

const years = z.preprocess(
  // A form sends text; an empty box is "not given", not 0.
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number(key('lawyers.apply.errors.yearsInvalid'))
    .int(key('lawyers.apply.errors.yearsInvalid'))
    .min(0, key('lawyers.apply.errors.yearsInvalid'))
    .max(70, key('lawyers.apply.errors.yearsInvalid')),
);

export const applicationInput = z.object({
  firstName: oneLine(1, 80, 'lawyers.apply.errors.firstNameRequired', 'lawyers.apply.errors.firstNameTooLong'),
  lastName: oneLine(1, 80, 'lawyers.apply.errors.lastNameRequired', 'lawyers.apply.errors.lastNameTooLong'),
  bar: oneLine(2, 120, 'lawyers.apply.errors.barRequired', 'lawyers.apply.errors.barTooLong'),
  barNumber: oneLine(1, 40, 'lawyers.apply.errors.barNumberRequired', 'lawyers.apply.errors.barNumberTooLong'),
  city: oneLine(1, 80, 'lawyers.apply.errors.cityRequired', 'lawyers.apply.errors.cityTooLong'),
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(SERVED_COUNTRIES, key('lawyers.apply.errors.countryInvalid')),
  ),
  specialties: list(SPECIALTIES, 'lawyers.apply.errors.specialtiesRequired', 'lawyers.apply.errors.specialtiesInvalid'),
  languages: list(LOCALES, 'lawyers.apply.errors.languagesRequired', 'lawyers.apply.errors.languagesInvalid'),
  yearsOfPractice: years,
  bio: z
    .string(key('lawyers.apply.errors.bioTooLong'))
    .trim()
    .max(2000, key('lawyers.apply.errors.bioTooLong'))
    .nullish()
    .transform((s) => s ?? ''),
  fees: optionalText(500, 'lawyers.apply.errors.feesTooLong'),
  office: optionalText(300, 'lawyers.apply.errors.officeTooLong'),
  email: z
    .string(key('lawyers.apply.errors.emailInvalid'))
    .trim()
    .max(254, key('lawyers.apply.errors.emailInvalid'))
    .pipe(z.email(key('lawyers.apply.errors.emailInvalid'))),
}) satisfies z.ZodType<LawyerApplication>;

/** The form's values as a flat object: a list field always an array, any other the last value. */
export function applicationFormData(form: FormData): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === 'string') data[name] = value;
  for (const name of LIST_FIELDS) data[name] = form.getAll(name).filter((v) => typeof v === 'string');
  return data;
}
