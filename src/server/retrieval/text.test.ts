import { describe, expect, it } from 'vitest';
import { foldedWords, foldText, termOf } from './text.ts';

const term = (word: string) => termOf(foldText(word));

describe('index terms', () => {
  it('stems plurals and forms of a word alike', () => {
    expect(term('loyers')).toBe(term('loyer'));
    expect(term('payés')).toBe(term('payé'));
    expect(term('mariés')).toBe(term('mari'));
  });

  it('keeps an invariable word in -s and a month apart from the word Snowball would make them', () => {
    expect(term('pays')).not.toBe(term('payé'));
    expect(term('permis')).not.toBe(term('permet'));
    expect(term('temps')).not.toBe(term('temp'));
    expect(term('décès')).toBe('deces');
    expect(term('mars')).not.toBe(term('mari'));
  });

  it('reads the same words in a text with or without accents (ASCII or Unicode patterns)', () => {
    expect(foldedWords("Peut-on payer l'amende en 3 fois ?")).toEqual([
      'peut',
      'on',
      'payer',
      'amende',
      'en',
      '3',
      'fois',
    ]);
    expect(foldedWords('Peut-on payer l’amende à Lomé en 3 fois ?')).toEqual([
      'peut',
      'on',
      'payer',
      'amende',
      'a',
      'lome',
      'en',
      '3',
      'fois',
    ]);
    // A letter folding leaves as it is (Fon's « ɖ ») stays in its word.
    expect(foldedWords('Un ɖò mɛ')).toEqual(['un', 'ɖo', 'mɛ']);
  });
});
