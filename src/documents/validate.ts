/**
 * The checks of a template's fields, the same in the browser (as the user types) and on the
 * server (before generating). A problem is a message key of `documents.errors.*` with its
 * parameters, translated by the caller.
 */
import { formatAmount, parseIsoDate, parseNumberInput } from './format.ts';
import type {
  DocumentTemplate,
  FieldProblem,
  TemplateField,
  TemplateValues,
  ValidationResult,
} from './template.types.ts';

export const DEFAULT_MAX_LENGTH = 200;
export const DEFAULT_TEXTAREA_MAX_LENGTH = 4000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[\d\s+\-.()]+$/;
const PHONE_MIN_DIGITS = 6;
const PHONE_MAX_DIGITS = 20;

/** Whether a field is asked: it has no `showIf`, or the field it depends on is filled (with the given value). */
export function isVisible(field: TemplateField, values: TemplateValues): boolean {
  if (!field.showIf) return true;
  const other = (values[field.showIf.field] ?? '').trim();
  return field.showIf.equals === undefined ? other !== '' : other === field.showIf.equals;
}

/** The fields asked for these values, in the template's order. */
export function visibleFields(template: DocumentTemplate, values: TemplateValues): TemplateField[] {
  return template.fields.filter((field) => isVisible(field, values));
}

export function maxLengthOf(field: TemplateField): number {
  return field.maxLength ?? (field.type === 'textarea' ? DEFAULT_TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}

const problem = (name: string, params?: Record<string, string | number>): FieldProblem =>
  params ? { key: `documents.errors.${name}`, params } : { key: `documents.errors.${name}` };

/**
 * The first problem of `value` (surrounding spaces ignored) for `field`, or null when it is
 * fine. A hidden field (its `showIf` unmet in `values`) has none: it is neither asked nor used.
 * An empty optional field has none.
 */
export function fieldProblem(
  field: TemplateField,
  value: string,
  values: TemplateValues,
  /** The template's fields, to name the one a date cannot precede. */
  fields: readonly TemplateField[] = [],
): FieldProblem | null {
  if (!isVisible(field, values)) return null;
  const text = value.trim();
  if (text === '') return field.required ? problem('required', { label: field.label }) : null;
  switch (field.type) {
    case 'date':
      return dateProblem(field, text, values, fields);
    case 'number':
      return numberProblem(field, text);
    case 'select':
      return field.options?.some((option) => option.value === text) ? null : problem('option');
    default: {
      const max = maxLengthOf(field);
      if (text.length > max) return problem('tooLong', { max });
      if (field.type === 'email' && !EMAIL.test(text)) return problem('email');
      if (field.type === 'phone' && !isPhoneNumber(text)) return problem('phone');
      return null;
    }
  }
}

/** A day later than this is to come wherever the writer is (UTC−12 to UTC+14), whatever the clock's zone. */
const LATEST_TIME_ZONE_MS = 14 * 60 * 60 * 1000;
/** No one a document names was born, nor anything it tells done, before this year: 1850 is a slip. */
export const EARLIEST_YEAR = 1900;
/** Years ahead a document's date may lie (a loan's last instalment, a lease's end); 2099 is a slip. */
export const YEARS_AHEAD = 30;

function dateProblem(
  field: TemplateField,
  text: string,
  values: TemplateValues,
  fields: readonly TemplateField[],
): FieldProblem | null {
  const date = parseIsoDate(text);
  if (!date) return problem('date');
  if (field.past && date.getTime() > Date.now() + LATEST_TIME_ZONE_MS) return problem('datePast');
  const latestYear = new Date().getUTCFullYear() + YEARS_AHEAD;
  const year = date.getUTCFullYear();
  if (year < EARLIEST_YEAR || year > latestYear) return problem('dateRange', { from: EARLIEST_YEAR, to: latestYear });
  const before = field.notBefore === undefined ? null : parseIsoDate((values[field.notBefore] ?? '').trim());
  if (before && date < before) {
    const label = fields.find((other) => other.name === field.notBefore)?.label ?? field.notBefore ?? '';
    return problem('dateBefore', { label });
  }
  return null;
}

function numberProblem(field: TemplateField, text: string): FieldProblem | null {
  const n = parseNumberInput(text);
  if (n === null) return problem('number');
  if (field.min !== undefined && n < field.min) return problem('min', { min: formatAmount(field.min) });
  if (field.max !== undefined && n > field.max) return problem('max', { max: formatAmount(field.max) });
  return null;
}

function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(text) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * The server's check of the values posted for `template`. `input` must be an object whose
 * values are strings (anything else is treated as no values at all); a non-string value is
 * that field's `invalid` problem. Keys that are not fields are dropped, values are trimmed
 * (line ends made '\n'), hidden fields are dropped, and every visible field is checked.
 * On success the values hold every visible field ('' when empty), numbers written
 * '150000' / '1250.5'.
 */
export function validateValues(template: DocumentTemplate, input: unknown): ValidationResult {
  const posted: Record<string, unknown> = isRecord(input) ? input : {};
  const texts: TemplateValues = {};
  const notText = new Set<string>();
  for (const field of template.fields) {
    const raw = Object.hasOwn(posted, field.name) ? posted[field.name] : '';
    if (typeof raw === 'string') texts[field.name] = raw.replace(/\r\n?/g, '\n').trim();
    else {
      texts[field.name] = '';
      notText.add(field.name);
    }
  }
  const values: TemplateValues = {};
  const errors: Record<string, FieldProblem> = {};
  for (const field of visibleFields(template, texts)) {
    const text = texts[field.name] ?? '';
    const found = notText.has(field.name) ? problem('invalid') : fieldProblem(field, text, texts, template.fields);
    if (found) errors[field.name] = found;
    else values[field.name] = normalised(field, text);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

function normalised(field: TemplateField, text: string): string {
  if (field.type !== 'number' || text === '') return text;
  return String(parseNumberInput(text));
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}
