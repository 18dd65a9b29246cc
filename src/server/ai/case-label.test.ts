import { describe, expect, it } from 'vitest';
import { withCase } from './case-label.ts';

const opened = ['Logement vide', 'Délai de préavis'];

describe('a quoted passage of another case', () => {
  it('is named by the heading where its case parts from the part the answer opens on', () => {
    expect(withCase('Le préavis est de 1 mois.', ['Logement meublé', 'Délai de préavis'], opened)).toBe(
      'Logement meublé : Le préavis est de 1 mois.',
    );
    expect(withCase('Le congé est envoyé 2 mois avant.', ['Logement vide', 'Forme du congé'], opened)).toBe(
      'Forme du congé : Le congé est envoyé 2 mois avant.',
    );
  });

  it('is left as it is when it gives no figure, or belongs to the part opened or one under it', () => {
    expect(withCase('Le congé est envoyé par lettre recommandée.', ['Logement meublé'], opened)).toBe(
      'Le congé est envoyé par lettre recommandée.',
    );
    expect(withCase('Le préavis est de 3 mois.', opened, opened)).toBe('Le préavis est de 3 mois.');
    expect(withCase('Zone tendue : 1 mois.', [...opened, 'Zone tendue'], opened)).toBe('Zone tendue : 1 mois.');
    // The sheet's opening, before any heading.
    expect(withCase('Le bail dure 3 ans.', [], opened)).toBe('Le bail dure 3 ans.');
  });
});
