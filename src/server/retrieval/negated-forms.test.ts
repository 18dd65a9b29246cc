import { describe, expect, it } from 'vitest';
import { buildBm25Index } from './bm25f.ts';
import { addNegatedForms, NEGATED_FORM_LIFT } from './negated-forms.ts';
import { termOf, termsOf } from './text.ts';

// Ten sheets: "impayé" in the two on rent, "employeur" in four others.
const texts = [
  'Loyer impayé : le locataire doit payer',
  'Loyers impayés et expulsion du locataire',
  ...Array.from({ length: 4 }, (_, i) => `L'employeur verse le salaire ${i}`),
  ...Array.from({ length: 4 }, (_, i) => `Démarches diverses ${i}`),
];
const index = buildBm25Index(texts.length, (i) => ({
  title: termsOf(texts[i] ?? ''),
  summary: [],
  path: [],
  links: [],
  body: [],
}));
const id = (word: string) => index.terms.get(termsOf(word)[0] ?? '') as number;
const negated = (words: string[]) => {
  const query = new Map(words.map((w) => [id(w), 1]));
  addNegatedForms(index, query, ['paie'], () => 1, termOf);
  return query.get(id('impayé')) ?? 0;
};

describe('a negated verb read as its prefixed form', () => {
  it('weighs it fully with a word the library uses it with, and less with one it does not', () => {
    expect(negated(['locataire', 'paie'])).toBe(1);
    // "impayé" is in 2 sheets of 10, in none of the employer's: lift 0.
    expect(negated(['employeur', 'paie'])).toBe(0);
    // Alone with its verb, the form keeps the verb's weight.
    expect(negated(['paie'])).toBe(1);
    expect(NEGATED_FORM_LIFT).toBeGreaterThan(1);
  });

  it('says which negated acts the library has a word for with the question’s words', () => {
    const carried = (words: string[]) =>
      addNegatedForms(index, new Map(words.map((w) => [id(w), 1])), ['paie'], () => 1, termOf);
    expect(carried(['locataire', 'paie'])).toEqual(new Set(['paie']));
    expect(carried(['employeur', 'paie'])).toEqual(new Set());
  });
});
