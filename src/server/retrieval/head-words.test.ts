import { describe, expect, it } from 'vitest';
import { createHeadWords } from './head-words.ts';
import { testBm25Index, testSheet } from './test-bm25.ts';
import { termsOf } from './text.ts';

const sheet = testSheet;
const docs = [
  sheet('Violences conjugales', 'Votre conjoint vous frappe ou vous menace.'),
  sheet('Violences sur un enfant', 'Un adulte qui frappe un enfant commet un délit.'),
  sheet('Violences au travail', 'Un collègue vous frappe sur le lieu de travail.'),
  sheet('Congés payés', 'Vos vacances se calculent en jours ouvrables.'),
  sheet('Congés du salarié', 'Les vacances sont fixées par l’employeur.'),
  sheet('Carte de séjour', 'La préfecture délivre la carte.'),
  sheet('Passeport', 'La mairie reçoit la demande.'),
  ...Array.from({ length: 30 }, (_, i) => sheet(`Fiche ${i} sur le logement`, 'Le loyer du logement.')),
];
const index = testBm25Index(docs);
const id = (word: string) => index.terms.get(termsOf(word)[0] ?? '') as number;
const names = (word: string) =>
  createHeadWords(index, { terms: 3, minSheets: 2, minLift: 4 })
    .of(id(word))
    .map((h) => index.names[h.term]);

describe('the title words a word of the sheets leads to', () => {
  it('leads a lay word of the bodies to the word the sheets using it are titled with', () => {
    expect(names('frappe')).toEqual(termsOf('violences'));
    expect(names('vacances')).toEqual(termsOf('congés'));
  });

  it('gives the share of the word’s sheets so titled', () => {
    expect(createHeadWords(index, { terms: 3, minSheets: 2, minLift: 4 }).of(id('frappe'))[0]?.share).toBe(1);
  });

  it('leads nowhere from a word every kind of sheet uses, nor from a title word found in one sheet', () => {
    expect(names('loyer')).toEqual([]);
    expect(names('préfecture')).toEqual([]);
  });
});
