import { describe, expect, it } from 'vitest';
import { frenchWordsFor, isEnglish } from './translate.ts';

describe('English questions', () => {
  it('tells English from French by their common words', () => {
    expect(isEnglish('my landlord will not give back my deposit, what can I do?')).toBe(true);
    expect(isEnglish('Mon propriétaire ne me rend pas ma caution, que faire ?')).toBe(false);
    expect(isEnglish('divorce')).toBe(false);
  });

  it('translates content words through the lexicon, inflected forms brought to their lemma', () => {
    const words = frenchWordsFor('The tenants were fired and the rent is unpaid').flatMap((t) => t.french);
    expect(words).toContain('locataire');
    expect(words).toContain('loyer');
    expect(words).toContain('licencier');
  });

  it('keeps the words the lexicon cannot translate, with no French', () => {
    expect(frenchWordsFor('my quixotic zorblax')).toContainEqual({ english: 'zorblax', french: [] });
  });
});
