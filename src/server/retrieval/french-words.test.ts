import { describe, expect, it } from 'vitest';
import { bloomFilter, bloomIndexes } from './bloom.ts';
import { isFrenchWord } from './french-words.ts';

describe('the French word list', () => {
  it('knows common words, folded, and not typos', () => {
    for (const word of ['papa', 'mourir', 'copine', 'proprietaire', 'licenciement'])
      expect(isFrenchWord(word), word).toBe(true);
    for (const typo of ['licenciment', 'emploeyur', 'zqxwv']) expect(isFrenchWord(typo), typo).toBe(false);
  });

  it('is a Bloom filter: every word put in is found', () => {
    const size = 1000;
    const bits = new Uint8Array(size / 8);
    for (const word of ['loyer', 'bail'])
      for (const i of bloomIndexes(word, 5, size)) bits[i >> 3] = (bits[i >> 3] ?? 0) | (1 << (i & 7));
    const filter = bloomFilter(bits, size, 5);
    expect(filter.has('loyer') && filter.has('bail')).toBe(true);
    expect(filter.has('divorce')).toBe(false);
  });
});
