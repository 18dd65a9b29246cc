import { describe, expect, it } from 'vitest';
import { addDerivedNouns, NOUN_CO_USE, nounStems } from './derived-nouns.ts';
import { testBm25Index, testSheet } from './test-bm25.ts';
import { termOf } from './text.ts';

// « violent » always with « violences », « hériter » with « héritage », « mari » with « mariage »;
// « comment » in many sheets, « commence » in one of them.
const index = testBm25Index([
  testSheet('Violence conjugale', 'Un mari violent : les violences sont punies.'),
  testSheet('Programmes violents', 'Les violences à l’écran sont classées.'),
  testSheet('Héritage', 'Hériter de ses parents : l’héritage se partage.'),
  testSheet('Mariage', 'Se marier : le mari et la femme.'),
  testSheet('Licenciement', 'Licencier un salarié : le licenciement du salarié licencié.'),
  testSheet('Licence sportive', 'La licence du club.'),
  testSheet('Agression', 'Une personne agressée peut porter plainte pour agression.'),
  testSheet('Paiement', 'Payer : le paiement du loyer payé.'),
  testSheet('Comment faire ?', 'Comment déposer une demande.'),
  testSheet('Comment payer ?', 'Comment payer en ligne.'),
  testSheet('Comment saisir le juge ?', 'Le délai commence le jour de la décision.'),
  testSheet('Comment voter ?', 'Comment donner procuration.'),
]);
const term = (word: string) => index.terms.get(termOf(word)) as number;
/** The nouns added for a word typed so (folded), each with its weight. */
const added = (typed: string) => {
  const query = new Map([[term(typed), 1]]);
  addDerivedNouns(index, query, [{ word: typed, term: term(typed) }], () => 0.8);
  query.delete(term(typed));
  return Object.fromEntries([...query].map(([t, weight]) => [index.names[t], weight]));
};

describe('a word read as the noun French derives from it', () => {
  it('makes the nouns’ stems from the word’s', () => {
    expect(termOf('violent')).toBe('violent');
    expect(nounStems('violent', termOf('violent'))).toContain(termOf('violences'));
    expect(nounStems('absent', termOf('absent'))).toContain(termOf('absence'));
    expect(nounStems('herite', termOf('herite'))).toContain(termOf('heritage'));
    expect(nounStems('cambriole', termOf('cambriole'))).toContain(termOf('cambriolage'));
    expect(nounStems('licencie', termOf('licencie'))).toContain(termOf('licenciement'));
    // A noun typed as its own stem is no verb.
    expect(nounStems('mari', termOf('mari'))).toEqual([]);
  });

  it('adds the noun where the library uses the two together, at the noun’s own weight', () => {
    expect(added('violent')).toEqual({ [termOf('violences')]: 0.8 });
    expect(added('herite')).toEqual({ [termOf('heritage')]: 0.8 });
    expect(added('marier')).toEqual({ [termOf('mariage')]: 0.8 });
    expect(added('mari')).toEqual({});
    // « licencié » is the library's « licence » but for its verb.
    expect(termOf('licencie')).toBe(termOf('licence'));
    expect(added('licencie')).toEqual({ [termOf('licenciement')]: 0.8 });
    expect(added('agressee')).toEqual({ [termOf('agression')]: 0.8 });
    expect(nounStems('vends', termOf('vends'))).toContain(termOf('vendre'));
    expect(nounStems('vendu', termOf('vendu'))).toContain(termOf('vendre'));
    expect(nounStems('deduire', termOf('deduire'))).toContain(termOf('deduction'));
    expect(nounStems('inscrit', termOf('inscrit'))).toContain(termOf('inscription'));
    expect(nounStems('interdit', termOf('interdit'))).toContain(termOf('interdiction'));
    expect(nounStems('dit', termOf('dit'))).not.toContain(termOf('diction'));
    expect(nounStems('blesse', termOf('blesse'))).toContain(termOf('blessure'));
    // An employee is no employer.
    expect(termOf('employee')).toBe('employe');
    expect(nounStems('employee', termOf('employee'))).not.toContain(termOf('employeur'));
    // « met » is no « mètre ».
    expect(nounStems('met', termOf('met'))).toEqual([]);
    // A verb in -yer's infinitive is a term of its own, not its nouns'.
    expect(nounStems('payee', termOf('payee'))).not.toContain(termOf('payer'));
  });

  it('leaves a noun the library uses apart from the word (« comment », « commence »)', () => {
    expect(added('comment')).toEqual({});
    expect(NOUN_CO_USE).toBeGreaterThan(0.25);
  });
});
