import { describe, expect, it } from 'vitest';
import { confusedWith, mineConfusions } from './confusions.ts';
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
});
