import { describe, expect, it } from 'vitest';
import { infinitivesOf } from './french-lemma.ts';

describe('conjugated verbs read as their infinitive', () => {
  it('finds the infinitive of a verb the stemmer leaves as it is', () => {
    expect(infinitivesOf('gardent')).toEqual(['garder']);
    expect(infinitivesOf('rajoutent')).toEqual(['rajouter']);
    expect(infinitivesOf('licencie')).toContain('licencier');
  });

  it('reads the short irregular verbs, whose stem is a single letter', () => {
    expect(infinitivesOf('vivons')).toEqual(['vivre']);
    expect(infinitivesOf('disent')).toEqual(['dire']);
    expect(infinitivesOf('meurt')).toEqual(['mourir']);
  });

  it('gives only French words', () => {
    expect(infinitivesOf('xyzbent')).toEqual([]);
    expect(infinitivesOf('loyer')).not.toContain('loyer');
  });
});
