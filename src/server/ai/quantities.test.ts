import { describe, expect, it } from 'vitest';
import { caseFits, conditionsOf, quantitiesOf } from './quantities.ts';

const fits = (heading: string, question: string) => caseFits(conditionsOf(heading), quantitiesOf(question));

describe('the asker’s figures', () => {
  it('reads a figure with what it counts, and whether it is a length of time or an age', () => {
    expect(quantitiesOf("j'ai acheté un frigo il y a 8 mois")).toEqual([
      { value: 8, unit: 'month', sense: 'duration' },
    ]);
    expect(quantitiesOf('Ma fille de 15 ans part en Espagne')).toEqual([{ value: 15, unit: 'year', sense: 'age' }]);
    expect(quantitiesOf("j'ai prêté 2 000 € à un collègue")).toEqual([{ value: 2000, unit: 'euro', sense: null }]);
    expect(quantitiesOf('la caution de 750e, il dit non')).toEqual([{ value: 750, unit: 'euro', sense: null }]);
    expect(quantitiesOf('I have worked there for 3 years')).toEqual([{ value: 3, unit: 'year', sense: 'duration' }]);
    expect(quantitiesOf('il y a un an')).toEqual([{ value: 1, unit: 'year', sense: 'duration' }]);
  });

  it('gives a list’s figures its last one’s unit', () => {
    expect(quantitiesOf('mes enfants ont 8 et 16 ans').map((q) => [q.value, q.unit, q.sense])).toEqual([
      [8, 'year', 'age'],
      [16, 'year', 'age'],
    ]);
  });

  it('reads no figure in an article, an ordinal or a count of nothing', () => {
    expect(quantitiesOf('une vieille facture de salle de sport, plusieurs fois par jour')).toEqual([]);
    expect(quantitiesOf('garé dans le 18e arrondissement, après le 12e mois')).toEqual([]);
    expect(quantitiesOf('le loyer passe de 620 a 700e')).toEqual([{ value: 700, unit: 'euro', sense: null }]);
  });
});

describe('the cases a sheet tells apart by a figure', () => {
  it('reads the bounds its headings set', () => {
    expect(conditionsOf('Enfant de moins de 16 ans')).toEqual([
      { unit: 'year', sense: 'age', min: -Infinity, max: 16, open: true },
    ]);
    expect(conditionsOf('Entre 12 et 13 ans')).toEqual([{ unit: 'year', sense: null, min: 12, max: 13 }]);
    expect(conditionsOf('Entre 6 mois et 2 ans')).toEqual([
      { unit: 'year', sense: null, min: 0.5, max: 2, mixed: true },
    ]);
    expect(conditionsOf('3 enfants ou +')).toEqual([{ unit: 'child', sense: null, min: 3, max: Infinity }]);
    expect(conditionsOf('Au-delà de 188 €')).toMatchObject([{ unit: 'euro', min: 188, open: true }]);
    expect(conditionsOf('Vous avez 66 ans et 2 mois (ou plus)')).toMatchObject([{ unit: 'year', min: 66 + 2 / 12 }]);
    expect(conditionsOf('Contrat de 1 mois maximum')).toEqual([{ unit: 'month', sense: null, min: -Infinity, max: 1 }]);
  });

  it('sets no bound with a figure compared with nothing', () => {
    expect(conditionsOf('Engagement de 24 mois')).toEqual([]);
    expect(conditionsOf('Vous êtes locataire')).toEqual([]);
  });

  it('tells the case the asker is in from the one they are not', () => {
    const question = "j'ai acheté un frigo il y a 8 mois, il refroidit plus";
    expect(fits('Vous constatez un défaut moins de 6 mois après la livraison', question)).toBe(-1);
    expect(fits('Vous constatez un défaut plus de 6 mois après la livraison', question)).toBe(1);
    expect(fits('Créance inférieure à 10 000 €', 'je lui ai prêté 2 000 €')).toBe(1);
    expect(fits('Créance supérieure à 10 000 €', 'je lui ai prêté 2 000 €')).toBe(-1);
    // « moins de 16 ans » leaves 16 out.
    expect(fits('Enfant de moins de 16 ans', 'mon fils a 16 ans')).toBe(-1);
    expect(fits('Enfant de moins de 16 ans', 'mes enfants ont 8 et 16 ans')).toBe(1);
  });

  it('says nothing of a case its figures do not count', () => {
    // A CDD's months say nothing of an age in years; an age, nothing of a length of time.
    expect(fits('55 ans et plus', 'Mon CDD de 8 mois est fini')).toBe(0);
    expect(fits('Le locataire a plus de 65 ans', 'je loue depuis 2 ans')).toBe(0);
    expect(fits('Créance inférieure à 10 000 €', 'il y a 3 mois')).toBe(0);
    expect(fits('Entre 6 mois et 2 ans', "J'ai fait 8 mois dans la boîte")).toBe(1);
  });
});
