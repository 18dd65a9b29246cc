/**
 * Request bodies of the account endpoints. Error messages are message keys, so the API answers
 * in the request's language and the pages show them next to each field. Password strength is
 * checked afterwards (passwordProblem), as it needs the user's e-mail and name.
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { COUNTRIES } from './country.ts';

const key = (k: MessageKey) => ({ error: k });

const email = z
  .string(key('auth.errors.emailRequired'))
  .trim()
  .min(1, key('auth.errors.emailRequired'))
  .max(254, key('auth.errors.emailInvalid'))
  .pipe(z.email(key('auth.errors.emailInvalid')))
  .transform((e) => e.toLowerCase());

/** Any non-empty password; the rules for a new one come later. The cap keeps hashing cheap. */
const password = z
  .string(key('auth.errors.passwordRequired'))
  .min(1, key('auth.errors.passwordRequired'))
  .max(1024, key('auth.errors.passwordTooLong'));

const name = (required: MessageKey, tooLong: MessageKey) =>
  z
    .string(key(required))
    .trim()
    .min(1, key(required))
    .max(100, key(tooLong))
    // One-line fields that end up in e-mail greetings: no control characters.
    .transform((s) => s.replace(/\s+/g, ' '));

const firstName = name('auth.errors.firstNameRequired', 'auth.errors.firstNameTooLong');
const lastName = name('auth.errors.lastNameRequired', 'auth.errors.lastNameTooLong');
const language = z.enum(LOCALES, key('auth.errors.languageInvalid'));
const code = z
  .string(key('auth.errors.codeRequired'))
  .trim()
  .regex(/^\d{6}$/, key('auth.errors.codeFormat'));
/** Forms send an empty string for a field left alone. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const redirect = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : undefined));

export const registerInput = z.object({ firstName, lastName, email, password, language: optional(language), redirect });
export const loginInput = z.object({ email, password, redirect });
export const emailInput = z.object({ email, redirect });
export const codeInput = z.object({ email, code, redirect });
export const resetInput = z.object({
  token: z
    .string(key('auth.errors.invalidToken'))
    .min(1, key('auth.errors.invalidToken'))
    .max(200, key('auth.errors.invalidToken')),
  password,
});
export const profileInput = z.object({
  firstName: optional(firstName),
  lastName: optional(lastName),
  language: optional(language),
  country: optional(z.enum(COUNTRIES, key('auth.errors.country'))),
  avatar: z.instanceof(Uint8Array, key('auth.errors.avatarType')).optional(),
});
export const changePasswordInput = z.object({ currentPassword: password, newPassword: password });
export const deleteInput = z.object({
  password: z.string(key('auth.errors.passwordRequired')).max(1024, key('auth.errors.passwordWrong')).optional(),
  confirm: z.literal('SUPPRIMER', key('auth.errors.confirmDelete')),
});
export const googleInput = z.object({
  id_token: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v.length > 0 && v.length < 10_000 ? v : undefined)),
  access_token: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' && v.length > 0 && v.length < 10_000 ? v : undefined)),
});

/** Fields put back into a form after a failure; passwords never are. */
export const KEPT_FIELDS = {
  register: ['firstName', 'lastName', 'email', 'language', 'redirect'],
  login: ['email', 'redirect'],
  email: ['email', 'redirect'],
  code: ['email', 'code', 'redirect'],
  reset: ['token', 'email'],
  profile: ['firstName', 'lastName', 'language', 'country'],
  none: [],
} as const satisfies Record<string, readonly string[]>;
