import { describe, expect, it } from 'vitest';
import { foldText, termOf } from './text.ts';

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
});
