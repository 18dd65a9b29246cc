/**
 * A failed form post re-renders the lawyer's space with what was typed (src/http/form-page.ts),
 * whose state carries text only: a checkbox group travels as its values joined by commas
 * (specialty ids and language codes never contain one).
 */
import { APPLICATION_FIELDS, LIST_FIELDS } from './application-input.ts';

/** The application form's name in the page's FormState. */
export const APPLICATION_FORM = 'lawyerApplication';

const SEPARATOR = ',';
const LISTS: ReadonlySet<string> = new Set(LIST_FIELDS);

export function applicationFormValues(data: Record<string, unknown>): Record<string, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(
    APPLICATION_FIELDS.map((field) => {
      const value = data[field];
      if (!LISTS.has(field)) return [field, text(value)];
      return [field, (Array.isArray(value) ? value : [value]).map(text).filter(Boolean).join(SEPARATOR)];
    }),
  );
}

/** The values of a checkbox group put back by `applicationFormValues`. */
export function formListValues(value: string | undefined): string[] {
  return value ? value.split(SEPARATOR) : [];
}
