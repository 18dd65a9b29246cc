import { describe, expect, it } from 'vitest';
import { infinitivesOf } from './french-lemma.ts';

describe('conjugated verbs read as their infinitive', () => {
  it('finds the infinitive of a verb the stemmer leaves as it is', () => {
    expect(infinitivesOf('gardent')).toEqual(['garder']);
    expect(infinitivesOf('rajoutent')).toEqual(['rajouter']);
    expect(infinitivesOf('licencie')).toContain('licencier');
  });

  it('gives only French words', () => {
    expect(infinitivesOf('xyzbent')).toEqual([]);
    expect(infinitivesOf('loyer')).not.toContain('loyer');
  });
});
