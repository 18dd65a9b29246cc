import { describe, expect, it } from 'vitest';
import { namedRelatives, RELATIVE_WORDS } from './relatives.ts';

describe('namedRelatives', () => {
  it("reads the relatives a question names with a possessive, by the library's words for them", () => {
    expect(namedRelatives('mon fils a 17 ans il peut travailler ?')).toEqual([{ names: ['enfant'], said: 'fils' }]);
    expect(namedRelatives('Ma maman est malade et mon papa est décédé')).toEqual([
      { names: ['pere'], said: 'papa' },
      { names: ['mere'], said: 'maman' },
    ]);
    expect(namedRelatives('mon mari me frappe devant nos gamins').map((r) => r.names[0])).toEqual(['enfant', 'epoux']);
    expect(namedRelatives('ma copine est enceinte')[0]?.names[0]).toBe('concubin');
    // « mon vieux », « ma vieille » said of a parent, not before a noun.
    expect(namedRelatives('mon vieux a alzheimer')).toEqual([{ names: ['pere'], said: 'vieux' }]);
    expect(namedRelatives('ma vieille est malade')).toEqual([{ names: ['mere'], said: 'vieille' }]);
    expect(namedRelatives('mon vieux téléphone est cassé, ma vieille voiture aussi')).toEqual([]);
    // The words only a family says, with an article too.
    expect(namedRelatives('comment être reconnu comme le papa du bébé ?')).toEqual([
      { names: ['enfant'], said: 'bebe' },
      { names: ['pere'], said: 'papa' },
    ]);
  });

  it('reads no relative without a possessive, nor a word of another sense', () => {
    expect(namedRelatives('la fille du voisin')).toEqual([]);
    expect(namedRelatives('une femme enceinte peut-elle être licenciée ?')).toEqual([]);
    expect(namedRelatives('mon père spirituel')).toEqual([{ names: ['pere'], said: 'pere' }]);
  });

  it('reads every word of RELATIVE_WORDS after a possessive (named-words.ts spells them)', () => {
    for (const word of RELATIVE_WORDS)
      expect([...namedRelatives(`son ${word}`), ...namedRelatives(`sa ${word}`)][0]?.said, word).toBe(word);
  });
});
