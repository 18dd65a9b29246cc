import { describe, expect, it } from 'vitest';
import { addConfused, confusedWith, mineConfusions } from './confusions.ts';
import { buildBm25Index } from './bm25f.ts';
import { termsOf } from './text.ts';

describe('the things the library warns not to confuse', () => {
  const confusions = mineConfusions([
    "À noter il ne faut pas confondre caution (personne ou organisme) et dépôt de garantie (somme d'argent).",
    'Attention il ne faut pas confondre le contrat d’extra avec le contrat à temps partiel. Un salarié…',
    // The same warning again, and one whose side is too long to be a thing's name.
    'Il ne faut pas confondre une caution et un dépôt de garantie.',
    "Attention ne pas confondre l'enregistrement auprès du service des impôts des entreprises (SIE) et l'immatriculation.",
    'Le locataire verse un dépôt de garantie.',
  ]);

  it('reads the pairs from the sheets’ own warnings, each once', () => {
    expect(confusions).toEqual([
      [termsOf('caution'), termsOf('dépôt de garantie')],
      [termsOf('contrat d’extra'), termsOf('contrat à temps partiel')],
    ]);
  });

  it('gives what a question naming one of them may mean, unless it names both', () => {
    const named = (question: string) => new Set(termsOf(question));
    expect(confusedWith(confusions, named('Mon propriétaire garde ma caution'))).toEqual([
      { asked: termsOf('caution'), meant: termsOf('dépôt de garantie') },
    ]);
    expect(confusedWith(confusions, named('Le dépôt de garantie est-il une caution ?'))).toEqual([]);
    expect(confusedWith(confusions, named('Mon contrat de travail'))).toEqual([]);
  });

  it('leaves a name longer than the other as said: those who say it know what it names', () => {
    const named = (question: string) => new Set(termsOf(question));
    expect(confusedWith(confusions, named('Mon propriétaire garde mon dépôt de garantie'))).toEqual([]);
    expect(confusedWith(confusions, named('Je suis en contrat à temps partiel'))).toEqual([]);
    expect(confusedWith(confusions, named('Je suis en contrat d’extra'))).toEqual([
      { asked: termsOf('contrat d’extra'), meant: termsOf('contrat à temps partiel') },
    ]);
    // Names as long as each other: either may be meant.
    const even = mineConfusions(['Il ne faut pas confondre la zone d’attente et le centre de rétention.']);
    expect(confusedWith(even, named('Il est en centre de rétention'))).toEqual([
      { asked: termsOf('centre de rétention'), meant: termsOf('zone d’attente') },
    ]);
  });

  it('searches the thing meant as much as the one named, and gives its name as a compound', () => {
    const docs = [termsOf('caution dépôt de garantie'), termsOf('propriétaire garde')];
    const index = buildBm25Index(docs.length, (i) => ({
      title: docs[i] ?? [],
      summary: [],
      path: [],
      links: [],
      body: [],
    }));
    const id = (word: string) => index.terms.get(termsOf(word)[0] ?? '') as number;
    const query = new Map([
      [id('caution'), 0.6],
      [id('propriétaire'), 0.7],
    ]);
    expect(addConfused(index, confusions, query)).toEqual([[id('dépôt'), id('garantie')]]);
    expect(query.get(id('dépôt'))).toBe(0.6);
    expect(query.get(id('garantie'))).toBe(0.6);
  });
});
