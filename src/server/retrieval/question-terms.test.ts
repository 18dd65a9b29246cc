import { describe, expect, it } from 'vitest';
import type { LibraryIndex } from './library-index.ts';
import { questionTerms } from './rank.ts';
import { isFrenchWord } from './french-words.ts';
import { createSpeller } from './spelling.ts';
import { termOf } from './text.ts';

const words = ['clic', 'vente', 'vehicule', 'appart', 'opine', 'apl', 'laps'];
const index = {
  bm25: { terms: new Map(words.map((w, i) => [termOf(w), i])), df: words.map(() => 5), names: words.map(termOf) },
  // A word of a single sheet (« appart ») is no correction target for the speller.
  speller: createSpeller(new Map(words.map((w) => [w, w === 'appart' ? 1 : 5])), isFrenchWord),
} as unknown as LibraryIndex;

describe('the question’s terms', () => {
  it('reads a typo as the library word it stands for, and a proper name as itself', () => {
    expect(questionTerms(index, ['clio', 'vehicul'])).toEqual([
      { word: 'clio', term: 0 },
      { word: 'vehicul', term: 2 },
    ]);
    // « ma vieille Clio »: a car, not a click.
    expect(questionTerms(index, ['clio', 'vente'], new Set(['clio']))).toEqual([
      { word: 'clio' },
      { word: 'vente', term: 1 },
    ]);
  });

  it('reads a word whose elision was typed joined as the word it elides before', () => {
    expect(questionTerms(index, ['lappart'])).toEqual([{ word: 'lappart', term: 3 }]);
    // « toucher lapl »: the APL, not « laps », one letter away.
    expect(questionTerms(index, ['lapl'])).toEqual([{ word: 'lapl', term: 5 }]);
    // « dimpots » (d'impôts) is no French word: the word list's false positives are rare enough.
    expect(isFrenchWord('dimpots')).toBe(false);
    // « copine » is a French word of its own, no « c'opine ».
    expect(questionTerms(index, ['copine'])).toEqual([{ word: 'copine' }]);
  });

  it('gives every term one shape, known or not', () => {
    // docs/PERFORMANCE.md "Deoptimisations after the warm-up": terms of several shapes sent the
    // optimised ranking back to the interpreter.
    const terms = questionTerms(index, ['clio', 'vente', 'copine', 'zzzz'], new Set(['clio']));
    expect(terms.map((t) => Object.keys(t))).toEqual(terms.map(() => ['word', 'term']));
  });
});
