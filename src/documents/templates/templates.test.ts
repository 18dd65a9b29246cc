import { describe, expect, it } from 'vitest';
import { formatAmount, formatLongDate, numberInWords, parseNumberInput } from '../format.ts';
import { renderDocument, templateErrors } from '../template-language.ts';
import type { DocumentTemplate, TemplateField, TemplateValues } from '../template.types.ts';
import { FIELD_TYPES, TEMPLATE_CATEGORIES } from '../template.types.ts';
import { isVisible } from '../validate.ts';
import { findTemplate, TEMPLATES } from './index.ts';

const TODAY = new Date(2026, 10, 23);
const JURISDICTIONS = ['FR', 'BJ', 'OHADA'];
const FILTERS_BY_TYPE: Record<string, string[]> = {
  date: ['date', 'upper'],
  number: ['amount', 'words', 'upper'],
  select: ['option', 'upper'],
};

/** Every `{{…}}` of a body, with the field it names and its filter (null for directives without a field). */
interface BodyReference {
  name: string;
  filter: string | null;
  equals: string | null;
}

function bodyReferences(body: string): BodyReference[] {
  return [...body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].flatMap((match): BodyReference[] => {
    const inner = match[1] ?? '';
    const condition = /^#(?:if|unless)\s+([a-z][a-z0-9_]*)(?:\s*=\s*"([^"]*)")?$/.exec(inner);
    if (condition) return [{ name: condition[1] ?? '', filter: null, equals: condition[2] ?? null }];
    if (inner === 'else' || inner === '/if' || inner === '/unless' || inner === 'today') return [];
    const value = /^([a-z][a-z0-9_]*)(?:\|([a-z]+))?$/.exec(inner);
    if (!value) throw new Error(`unexpected "{{${inner}}}"`);
    return [{ name: value[1] ?? '', filter: value[2] ?? null, equals: null }];
  });
}

/** The document as plain text, and the texts of the values it shows. */
function rendered(template: DocumentTemplate, values: TemplateValues) {
  const doc = renderDocument(template, values, { today: TODAY });
  const runs = doc.blocks.flatMap((block) => block.runs);
  return {
    doc,
    text: doc.blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n\n'),
    valueTexts: runs.filter((run) => run.value).map((run) => run.text),
    missing: runs.filter((run) => run.missing).map((run) => run.text),
  };
}

/** How a value may appear in the document: each filter the body applies to the field, or as typed. */
function expectedTexts(field: TemplateField, value: string, filters: Set<string | null>): string[] {
  const texts: string[] = [];
  const number = parseNumberInput(value);
  for (const filter of filters) {
    if (filter === null) texts.push(value);
    else if (filter === 'date') texts.push(formatLongDate(value, 'fr'));
    else if (filter === 'amount' && number !== null) texts.push(formatAmount(number));
    else if (filter === 'words' && number !== null) texts.push(numberInWords(number, 'fr'));
    else if (filter === 'upper') texts.push(value.toUpperCase());
    else if (filter === 'option') texts.push(field.options?.find((option) => option.value === value)?.label ?? value);
  }
  return texts;
}

describe('the template registry', () => {
  it('holds at least eight templates', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every template its own id and slug, the id being tpl-<slug>', () => {
    expect(new Set(TEMPLATES.map((t) => t._id)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.slug)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      expect(t.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(t._id).toBe(`tpl-${t.slug}`);
    }
  });

  it('finds a template by its id and by its slug', () => {
    for (const t of TEMPLATES) {
      expect(findTemplate(t._id)).toBe(t);
      expect(findTemplate(t.slug)).toBe(t);
    }
    expect(findTemplate('tpl-inconnu')).toBeNull();
  });

  it('covers the documents the product promises', () => {
    const slugs = TEMPLATES.map((t) => t.slug);
    for (const slug of [
      'mise-en-demeure-de-payer',
      'lettre-de-resiliation-de-contrat',
      'procuration',
      'attestation-sur-l-honneur',
      'bail-d-habitation',
      'reconnaissance-de-dette',
      'demande-de-conge',
      'plainte-simple',
    ]) {
      expect(slugs).toContain(slug);
    }
  });
});

describe.each(TEMPLATES.map((t) => [t.slug, t] as const))('the template %s', (_slug, t) => {
  const fieldsByName = new Map(t.fields.map((field) => [field.name, field]));

  it('is described: a category, an honest jurisdiction, French, a guide and steps', () => {
    expect(TEMPLATE_CATEGORIES).toContain(t.category);
    expect(JURISDICTIONS).toContain(t.jurisdiction);
    expect(t.language).toBe('fr');
    expect(t.title.trim()).not.toBe('');
    expect(t.description).toMatch(/^[A-ZÀ-Ý].*\.$/);
    expect(t.guide.length).toBeGreaterThanOrEqual(3);
    expect(t.guide.length).toBeLessThanOrEqual(5);
    expect(t.guide.join(' ')).toMatch(/avocat/);
    expect(t.steps.length).toBeGreaterThanOrEqual(2);
    expect(t.steps.length).toBeLessThanOrEqual(4);
  });

  it('asks something at every step, with well-formed fields', () => {
    t.steps.forEach((_title, index) => {
      expect(t.fields.some((field) => field.step === index)).toBe(true);
    });
    for (const field of t.fields) {
      expect(field.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(FIELD_TYPES).toContain(field.type);
      expect(field.label.trim()).not.toBe('');
      if (field.type === 'select') {
        const values = (field.options ?? []).map((option) => option.value);
        expect(values.length).toBeGreaterThan(1);
        expect(new Set(values).size).toBe(values.length);
      } else expect(field.options).toBeUndefined();
      if (field.showIf) {
        const other = fieldsByName.get(field.showIf.field);
        expect(other, `${field.name} depends on a field`).toBeDefined();
        if (other?.type === 'select' && field.showIf.equals !== undefined) {
          expect(other.options?.map((option) => option.value)).toContain(field.showIf.equals);
        }
      }
    }
    expect(new Set(t.fields.map((field) => field.name)).size).toBe(t.fields.length);
  });

  it('has a sample value for every field, and none for anything else', () => {
    expect(Object.keys(t.sample).sort()).toEqual(t.fields.map((field) => field.name).sort());
  });

  it('refers in its body only to its fields, with filters that suit them', () => {
    for (const { name, filter, equals } of bodyReferences(t.body)) {
      const field = fieldsByName.get(name);
      expect(field, `{{${name}}} is a field`).toBeDefined();
      if (field && filter) expect(FILTERS_BY_TYPE[field.type] ?? ['upper'], `${name}|${filter}`).toContain(filter);
      if (field?.type === 'select' && equals !== null)
        expect(field.options?.map((option) => option.value)).toContain(equals);
    }
  });

  it('uses every field in its body or a showIf', () => {
    const used = new Set([
      ...bodyReferences(t.body).map((ref) => ref.name),
      ...t.fields.flatMap((field) => (field.showIf ? [field.showIf.field] : [])),
    ]);
    for (const field of t.fields) expect(used, field.name).toContain(field.name);
  });

  it('passes the template language checks', () => {
    expect(templateErrors(t)).toEqual([]);
  });

  it('renders its sample completely, with every value shown as the body formats it', () => {
    const { doc, valueTexts, missing } = rendered(t, t.sample);
    expect(doc.title).toBe(t.title);
    expect(missing).toEqual([]);
    const references = bodyReferences(t.body);
    for (const field of t.fields) {
      const value = (t.sample[field.name] ?? '').trim();
      // A select often only steers conditions; a hidden field is not part of the document.
      if (field.type === 'select' || !isVisible(field, t.sample)) continue;
      const filters = new Set(
        references.filter((ref) => ref.name === field.name && ref.equals === null).map((ref) => ref.filter),
      );
      const expected = expectedTexts(field, value, filters);
      expect(
        valueTexts.some((text) => expected.includes(text)),
        `${field.name}: one of ${JSON.stringify(expected)} in the document`,
      ).toBe(true);
    }
  });

  it('ends with a signature', () => {
    expect(rendered(t, t.sample).doc.blocks.at(-1)?.type).toBe('signature');
  });

  it('leaves no dangling punctuation when the optional fields are left empty', () => {
    const values = Object.fromEntries(
      t.fields.map((field) => [field.name, field.required ? (t.sample[field.name] ?? '') : '']),
    );
    const { text, missing } = rendered(t, values);
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/ [,.)]|\( |: [.,]|n° [,.]|, ,/);
  });

  it('shows the labels of missing required fields instead of failing when nothing is filled in', () => {
    const { missing } = rendered(t, {});
    const shownRequired = t.fields.filter((field) => field.required && isVisible(field, {}));
    expect(missing.length).toBeGreaterThan(0);
    for (const text of missing) expect(shownRequired.map((field) => `[${field.label}]`)).toContain(text);
  });
});
