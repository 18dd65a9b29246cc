/**
 * The field rules of the account forms, as the server applies them (AUTH-CONTRACT "Screens"),
 * so a visitor with JavaScript learns of a mistake while typing instead of after a round trip.
 * The server stays the judge: the common-password list, for one, is only checked there.
 */
export const RULES = ['email', 'password', 'code', 'match', 'confirmWord'] as const;
export type Rule = (typeof RULES)[number];
export type Problem =
  | 'required'
  | 'tooShort'
  | 'tooLarge'
  | 'email'
  | 'passwordLength'
  | 'code'
  | 'match'
  | 'confirmWord';

/**
 * The attributes a field says its own texts of its problems in (`tooShort` → `data-problem-too-short`),
 * read by the form's enhancement (enhance-form.ts) before the form's `data-problems`.
 */
export const problemAttribute = (problem: Problem): string =>
  `data-problem-${problem.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const problemAttributes = (texts: Partial<Record<Problem, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([problem, text]) => [problemAttribute(problem as Problem), text]));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
/** The word typed to confirm an account deletion (AUTH-CONTRACT: POST /api/e/user/delete). */
export const DELETE_WORD = 'SUPPRIMER';

// zod's e-mail pattern, the one the API validates with.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const CODE = /^\d{6}$/;

export interface FieldRule {
  required: boolean;
  rule: Rule | null;
  /** For `match`: the value the field must repeat. */
  other?: string;
  /** Characters the text must hold at least, its spaces around it aside (a message to a lawyer). */
  minLength?: number;
}

export function isRule(value: string | undefined): value is Rule {
  return (RULES as readonly string[]).includes(value ?? '');
}

export function problemOf(value: string, { required, rule, other, minLength = 0 }: FieldRule): Problem | null {
  if (value.trim() === '') return required ? 'required' : null;
  if (value.trim().length < minLength) return 'tooShort';
  switch (rule) {
    case 'email':
      return value.trim().length <= EMAIL_MAX && EMAIL.test(value.trim()) ? null : 'email';
    case 'password':
      return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? null : 'passwordLength';
    case 'code':
      return CODE.test(value.trim()) ? null : 'code';
    case 'match':
      return value === other ? null : 'match';
    case 'confirmWord':
      return value.trim() === DELETE_WORD ? null : 'confirmWord';
    default:
      return null;
  }
}
