import { describe, expect, it } from 'vitest';
import type { DocumentTemplate, TemplateField } from '../../documents/template.types.ts';
import { DRAFT_MAX_BYTES, DraftError, draftContent } from './drafts.ts';

const field = (name: string, extra: Partial<TemplateField> = {}): TemplateField => ({
  name,
  label: name,
  type: 'text',
  required: false,
  step: 0,
  ...extra,
});

/** Twenty long notes: more than a draft may hold once full of three-byte characters. */
const longForm = {
  steps: ['Un', 'Deux'],
  fields: [
    field('nom', { maxLength: 5 }),
    field('titre'),
    ...Array.from({ length: 20 }, (_, n) => field(`note${n}`, { type: 'textarea' })),
  ],
} as DocumentTemplate;

describe('draftContent', () => {
  it('keeps only the template’s text fields, each cut to its maximum length (never inside a surrogate pair)', () => {
    const { values } = draftContent(longForm, {
      values: { nom: 'Awa Sossou', titre: `${'a'.repeat(199)}😀`, intrus: 'x', note0: 3 },
      step: 0,
    });
    expect(values).toEqual({ nom: 'Awa S', titre: 'a'.repeat(199) });
  });

  it('keeps the step within the template’s steps, one past the last allowed', () => {
    expect(draftContent(longForm, { values: {}, step: 1 }).step).toBe(1);
    expect(draftContent(longForm, { values: {}, step: 2 }).step).toBe(2);
    expect(draftContent(longForm, { values: {}, step: 40 }).step).toBe(2);
  });

  it(`refuses more than ${DRAFT_MAX_BYTES} bytes of JSON with a 413`, () => {
    const full = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`note${n}`, '€'.repeat(4000)]));
    expect(() => draftContent(longForm, { values: full, step: 0 })).toThrow(DraftError);
    expect(() => draftContent(longForm, { values: full, step: 0 })).toThrow(
      expect.objectContaining({ status: 413, key: 'documents.errors.draftTooLarge' }),
    );
    const fits = Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`note${n}`, '€'.repeat(4000)]));
    expect(Object.keys(draftContent(longForm, { values: fits, step: 0 }).values)).toHaveLength(5);
  });
});
