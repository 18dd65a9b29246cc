import { describe, expect, it } from 'vitest';
import type { DocumentTemplate, TemplateField } from './template.types.ts';
import { fieldProblem, isVisible, validateValues, visibleFields } from './validate.ts';

const NNBSP = '\u202f';

const field = (overrides: Partial<TemplateField> & Pick<TemplateField, 'name' | 'type'>): TemplateField => ({
  label: overrides.name,
  required: false,
  step: 0,
  ...overrides,
});

const kind = field({
  name: 'kind',
  type: 'select',
  required: true,
  options: [
    { value: 'rent', label: 'Loyer' },
    { value: 'loan', label: 'Prêt' },
  ],
});
const template: DocumentTemplate = {
  _id: 't1',
  slug: 't1',
  title: 'Test',
  description: '',
  category: 'money',
  jurisdiction: 'FR',
  guide: [],
  steps: ['Tout'],
  fields: [
    field({ name: 'name', type: 'text', label: 'Nom', required: true }),
    field({ name: 'amount', type: 'number', required: true, min: 1 }),
    kind,
    field({ name: 'lease_date', type: 'date', required: true, showIf: { field: 'kind', equals: 'rent' } }),
    field({ name: 'note', type: 'textarea' }),
  ],
  body: '{{name}} {{amount}} {{kind}} {{lease_date}} {{note}}',
  sample: {},
  language: 'fr',
};

describe('isVisible and visibleFields', () => {
  const dependent = field({ name: 'b', type: 'text', showIf: { field: 'a' } });
  const onValue = field({ name: 'c', type: 'text', showIf: { field: 'a', equals: 'yes' } });

  it('shows a field with showIf only when the other is filled, or has the value', () => {
    expect(isVisible(field({ name: 'x', type: 'text' }), {})).toBe(true);
    expect(isVisible(dependent, { a: '  ' })).toBe(false);
    expect(isVisible(dependent, { a: 'x' })).toBe(true);
    expect(isVisible(onValue, { a: 'no' })).toBe(false);
    expect(isVisible(onValue, { a: ' yes ' })).toBe(true);
  });

  it('lists the fields shown, in order', () => {
    expect(visibleFields(template, { kind: 'loan' }).map((f) => f.name)).toEqual(['name', 'amount', 'kind', 'note']);
    expect(visibleFields(template, { kind: 'rent' }).map((f) => f.name)).toEqual([
      'name',
      'amount',
      'kind',
      'lease_date',
      'note',
    ]);
  });
});

describe('fieldProblem', () => {
  const check = (f: TemplateField, value: string) => fieldProblem(f, value, {});

  it('asks for a required value, with its label, and accepts an empty optional one', () => {
    expect(check(field({ name: 'n', type: 'text', label: 'Nom du créancier', required: true }), '  ')).toEqual({
      key: 'documents.errors.required',
      params: { label: 'Nom du créancier' },
    });
    expect(check(field({ name: 'n', type: 'email' }), '')).toBeNull();
  });

  it('has nothing to say about a hidden field', () => {
    expect(fieldProblem(template.fields[3] as TemplateField, '', { kind: 'loan' })).toBeNull();
    expect(fieldProblem(template.fields[3] as TemplateField, '', { kind: 'rent' })?.key).toBe(
      'documents.errors.required',
    );
  });

  it('limits text to 200 characters, a textarea to 4000, or maxLength', () => {
    const text = field({ name: 't', type: 'text' });
    expect(check(text, 'a'.repeat(200))).toBeNull();
    expect(check(text, 'a'.repeat(201))).toEqual({ key: 'documents.errors.tooLong', params: { max: 200 } });
    const area = field({ name: 'a', type: 'textarea' });
    expect(check(area, 'a'.repeat(4000))).toBeNull();
    expect(check(area, 'a'.repeat(4001))?.key).toBe('documents.errors.tooLong');
    expect(check(field({ name: 's', type: 'text', maxLength: 5 }), 'abcdef')).toEqual({
      key: 'documents.errors.tooLong',
      params: { max: 5 },
    });
    expect(check(field({ name: 'e', type: 'email' }), `${'a'.repeat(200)}@b.fr`)?.key).toBe('documents.errors.tooLong');
  });

  it('checks dates are real ISO days', () => {
    const date = field({ name: 'd', type: 'date' });
    expect(check(date, '2026-03-14')).toBeNull();
    expect(check(date, '2026-02-30')).toEqual({ key: 'documents.errors.date' });
    expect(check(date, '14/03/2026')).toEqual({ key: 'documents.errors.date' });
  });

  it('refuses a date no document holds: before 1900, or more than 30 years ahead', () => {
    const date = field({ name: 'd', type: 'date' });
    const to = new Date().getUTCFullYear() + 30;
    const outside = { key: 'documents.errors.dateRange', params: { from: 1900, to } };
    expect(check(date, '1850-06-01')).toEqual(outside);
    expect(check(date, '2099-06-01')).toEqual(outside);
    expect(check(date, '1900-01-01')).toBeNull();
    expect(check(date, `${to}-12-31`)).toBeNull();
    expect(check(date, `${to + 1}-01-01`)).toEqual(outside);
    // A birth to come is told so, not as a date out of range.
    expect(check(field({ name: 'b', type: 'date', past: true }), '2999-01-01')).toEqual({
      key: 'documents.errors.datePast',
    });
  });

  it('refuses a day to come where one that has come is asked (a birth), and a date before the one it follows', () => {
    const birth = field({ name: 'birth', type: 'date', past: true });
    expect(check(birth, '1990-05-02')).toBeNull();
    expect(check(birth, '2999-01-01')).toEqual({ key: 'documents.errors.datePast' });
    const first = field({ name: 'first', type: 'date', label: 'Date de la première échéance' });
    const last = field({ name: 'last', type: 'date', notBefore: 'first' });
    const values = { first: '2027-02-01', last: '2020-01-01' };
    expect(fieldProblem(last, values.last, values, [first, last])).toEqual({
      key: 'documents.errors.dateBefore',
      params: { label: 'Date de la première échéance' },
    });
    expect(fieldProblem(last, '2027-02-01', values, [first, last])).toBeNull();
    // The other date not given (yet): nothing to compare with.
    expect(fieldProblem(last, '2020-01-01', { first: '' }, [first, last])).toBeNull();
  });

  it('reads numbers in the usual ways and checks their bounds', () => {
    const n = field({ name: 'n', type: 'number', min: 1000, max: 150000 });
    for (const value of ['150000', '150 000', '1250,50', '1250.50']) expect(check(n, value), value).toBeNull();
    expect(check(n, '12abc')).toEqual({ key: 'documents.errors.number' });
    expect(check(n, '999')).toEqual({ key: 'documents.errors.min', params: { min: `1${NNBSP}000` } });
    expect(check(n, '150001')).toEqual({ key: 'documents.errors.max', params: { max: `150${NNBSP}000` } });
  });

  it('checks e-mail addresses', () => {
    const email = field({ name: 'e', type: 'email' });
    expect(check(email, 'awa.dossou@exemple.bj')).toBeNull();
    for (const value of ['awa', 'awa@exemple', 'awa @exemple.bj', '@exemple.bj'])
      expect(check(email, value), value).toEqual({ key: 'documents.errors.email' });
  });

  it('checks phone numbers: allowed characters and 6 to 20 digits', () => {
    const phone = field({ name: 'p', type: 'phone' });
    for (const value of ['+229 97 00 00 00', '01.23.45.67.89', '(+33) 6-12-34-56-78', '123456'])
      expect(check(phone, value), value).toBeNull();
    for (const value of ['12345', '1'.repeat(21), '97 00 00 00 ext', 'zéro'])
      expect(check(phone, value), value).toEqual({ key: 'documents.errors.phone' });
  });

  it('accepts only the values of a select', () => {
    expect(check(kind, 'rent')).toBeNull();
    expect(check(kind, 'Loyer')).toEqual({ key: 'documents.errors.option' });
  });
});

describe('validateValues', () => {
  it('trims, normalises numbers, drops unknown keys and hidden fields', () => {
    const result = validateValues(template, {
      name: '  Awa Dossou ',
      amount: '1 250,50',
      kind: 'loan',
      lease_date: '2026-01-01',
      note: 'ligne 1\r\nligne 2\n',
      admin: 'true',
    });
    expect(result).toEqual({
      ok: true,
      values: { name: 'Awa Dossou', amount: '1250.5', kind: 'loan', note: 'ligne 1\nligne 2' },
    });
  });

  it('keeps a shown conditional field and empty optional ones', () => {
    const result = validateValues(template, { name: 'A', amount: '150 000', kind: 'rent', lease_date: '2026-01-01' });
    expect(result).toEqual({
      ok: true,
      values: { name: 'A', amount: '150000', kind: 'rent', lease_date: '2026-01-01', note: '' },
    });
  });

  it('reports every visible field in error', () => {
    const result = validateValues(template, { name: '', amount: '0', kind: 'rent', lease_date: '2026-02-30' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'documents.errors.required', params: { label: 'Nom' } },
        amount: { key: 'documents.errors.min', params: { min: '1' } },
        lease_date: { key: 'documents.errors.date' },
      },
    });
  });

  it('reports a value that is not a string as invalid', () => {
    const result = validateValues(template, { name: ['A'], amount: 150000, kind: 'loan', note: null });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'documents.errors.invalid' },
        amount: { key: 'documents.errors.invalid' },
        note: { key: 'documents.errors.invalid' },
      },
    });
  });

  it('treats input that is not an object as no values', () => {
    for (const input of [null, 'name=A', ['A'], 42]) {
      const result = validateValues(template, input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['name', 'amount', 'kind']);
    }
  });

  it('does not read inherited keys', () => {
    const input = Object.create({ name: 'Awa' }) as Record<string, string>;
    const result = validateValues(template, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['name']?.key).toBe('documents.errors.required');
  });
});
