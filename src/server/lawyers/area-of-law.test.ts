import { describe, expect, it } from 'vitest';
import { areaOfLaw, lawyersPath } from './area-of-law.ts';

describe('area of law of a question', () => {
  it.each([
    ['Comment divorcer par consentement mutuel ?', 'family'],
    ['Mon ex ne paie plus la pension alimentaire des enfants', 'family'],
    ['Mon locataire ne paie plus son loyer depuis trois mois', 'housing'],
    ['Mon employeur veut me licencier sans préavis', 'labour'],
    ['Mon père est décédé, comment se passe la succession ?', 'inheritance'],
    ['Un voisin occupe une partie de ma parcelle, j’ai un titre foncier', 'land'],
    ['Je veux créer une SARL au Bénin', 'business'],
    ['On m’a volé mon téléphone, comment porter plainte ?', 'criminal'],
    ['Comment renouveler mon titre de séjour ?', 'immigration'],
    ['Le vendeur refuse le remboursement d’un produit défectueux', 'consumer'],
    ['My landlord wants to evict me', 'housing'],
    ['I was fired without notice by my employer', 'labour'],
  ])('%s → %s', (question, area) => {
    expect(areaOfLaw({ question })).toBe(area);
  });

  it('matches whole words where a stem would mislead', () => {
    expect(areaOfLaw({ question: 'Quelle est la volonté du législateur ?' })).toBeNull();
  });

  it('lets the sheets decide when the question says little, the question weighing double', () => {
    expect(
      areaOfLaw({ question: 'Que dois-je faire maintenant ?', titles: ['Bail d’habitation : droits du locataire'] }),
    ).toBe('housing');
    expect(areaOfLaw({ question: 'Mon employeur ne me paie plus', titles: ['Succession : qui hérite ?'] })).toBe(
      'labour',
    );
  });

  it('gives no area for a question about nothing in particular, or split evenly between two', () => {
    expect(areaOfLaw({ question: 'Bonjour, j’ai une question' })).toBeNull();
    expect(areaOfLaw({ question: 'divorce et licenciement' })).toBeNull();
  });
});

describe('directory address', () => {
  it('filters on the area when there is one', () => {
    expect(lawyersPath('housing')).toBe('/lawyers?specialty=housing');
    expect(lawyersPath(null)).toBe('/lawyers');
  });
});
