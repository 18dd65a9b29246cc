import { describe, expect, it } from 'vitest';
import { addAdjectiveNouns, NOUN_CO_USE, nounStem } from './adjective-nouns.ts';
import { testBm25Index, testSheet } from './test-bm25.ts';
import { termOf } from './text.ts';

// « violent » always with « violences »; « comment » in many sheets, « commence » in one of them.
const index = testBm25Index([
  testSheet('Violence conjugale', 'Un conjoint violent : les violences sont punies.'),
  testSheet('Programmes violents', 'Les violences à l’écran sont classées.'),
  testSheet('Comment faire ?', 'Comment déposer une demande.'),
  testSheet('Comment payer ?', 'Comment payer en ligne.'),
  testSheet('Comment saisir le juge ?', 'Le délai commence le jour de la décision.'),
  testSheet('Comment voter ?', 'Comment donner procuration.'),
]);
const id = (word: string) => index.terms.get(termOf(word)) as number;
const added = (word: string) => {
  const query = new Map([[id(word), 1]]);
  addAdjectiveNouns(index, query, [id(word)], () => 0.8);
  return [...query.keys()].filter((term) => term !== id(word)).map((term) => index.names[term]);
};

describe('an adjective in -ent read as its noun in -ence', () => {
  it('makes the noun’s stem from the adjective’s', () => {
    expect(termOf('violent')).toBe('violent');
    expect(termOf('violences')).toBe('violenc');
    expect(nounStem(termOf('violent'))).toBe(termOf('violence'));
    expect(nounStem(termOf('absent'))).toBe(termOf('absence'));
    expect(nounStem(termOf('loyer'))).toBeUndefined();
  });

  it('adds the noun where the library uses the two together, at the noun’s own weight', () => {
    expect(added('violent')).toEqual([termOf('violences')]);
    const query = new Map([[id('violent'), 1]]);
    addAdjectiveNouns(index, query, [id('violent')], () => 0.8);
    expect(query.get(id('violences'))).toBe(0.8);
  });

  it('leaves a noun the library uses apart from the word (« comment », « commence »)', () => {
    expect(added('comment')).toEqual([]);
    expect(NOUN_CO_USE).toBeGreaterThan(0.25);
  });
});
