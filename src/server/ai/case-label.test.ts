import { describe, expect, it } from 'vitest';
import { caseOf } from './case-label.ts';

const opened = ['Logement vide', 'Délai de préavis'];

describe('the case of a quoted passage', () => {
  it('is the heading where its part parts from the part the answer opens on', () => {
    expect(caseOf('Le préavis est de 1 mois.', ['Logement meublé', 'Délai de préavis'], opened)).toBe(
      'Logement meublé',
    );
    expect(caseOf('Le congé est envoyé 2 mois avant.', ['Logement vide', 'Forme du congé'], opened)).toBe(
      'Forme du congé',
    );
  });

  it('is its first heading when the answer opens on the sheet’s opening, a part of its own', () => {
    expect(caseOf('Le mariage est dissous 15 jours après.', ['Enfant auditionné', 'Effets'], [])).toBe(
      'Enfant auditionné',
    );
    expect(caseOf('Le bail dure 3 ans.', [], [])).toBeUndefined();
  });

  it('is none when the passage gives no figure, or belongs to the part opened or one under it', () => {
    expect(caseOf('Le congé est envoyé par lettre recommandée.', ['Logement meublé'], opened)).toBeUndefined();
    expect(caseOf('Le préavis est de 3 mois.', opened, opened)).toBeUndefined();
    expect(caseOf('Zone tendue : 1 mois.', [...opened, 'Zone tendue'], opened)).toBeUndefined();
    // The sheet's opening, before any heading.
    expect(caseOf('Le bail dure 3 ans.', [], opened)).toBeUndefined();
  });
});
