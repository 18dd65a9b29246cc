import { describe, expect, it } from 'vitest';
import { withNamedWordsSpelt } from './named-words.ts';

describe('withNamedWordsSpelt', () => {
  it('reads a word after a possessive as the party or relative it misspells', () => {
    expect(withNamedWordsSpelt('mon patro me paie pas')).toBe('mon patron me paie pas');
    expect(withNamedWordsSpelt('mon patorn m’a chassé')).toBe('mon patron m’a chassé');
    expect(withNamedWordsSpelt('Mon propriétiare garde ma caution')).toBe('Mon proprietaire garde ma caution');
    expect(withNamedWordsSpelt('mon compagno veut partir')).toBe('mon compagnon veut partir');
    expect(withNamedWordsSpelt('my landlrd keeps my deposit')).toBe('my landlord keeps my deposit');
  });

  it('prefers the word a typo cuts short', () => {
    // « employeu » is one letter from « employé » too.
    expect(withNamedWordsSpelt('Mon employeu dit non')).toBe('Mon employeur dit non');
    expect(withNamedWordsSpelt('ma copin accouche')).toBe('ma copine accouche');
  });

  it('leaves words of their own', () => {
    for (const text of ['ma maison', 'mon appart', 'mon cdi', 'mon avocat', 'mon proprio', 'mes enfnats', 'mon mar'])
      expect(withNamedWordsSpelt(text)).toBe(text);
  });
});
