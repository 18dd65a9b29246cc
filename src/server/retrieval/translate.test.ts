import { describe, expect, it } from 'vitest';
import { frenchWordsFor, isEnglish, keptFrenchWords, negatedFrenchVerbs } from './translate.ts';

describe('English questions', () => {
  it('tells English from French by their common words', () => {
    expect(isEnglish('my landlord will not give back my deposit, what can I do?')).toBe(true);
    expect(isEnglish('Mon propriétaire ne me rend pas ma caution, que faire ?')).toBe(false);
    expect(isEnglish('divorce')).toBe(false);
  });

  it('reads the words both languages write as English only beside an English word of its own and no French one', () => {
    // French inversion and elision: « -t-on », « d' », « a », « on », « me ».
    for (const french of [
      'Peut-on me virer ?',
      'A-t-on droit au chômage ?',
      "Peut-on envoyer une œuvre d'art à l'étranger ?",
      "Doit-on s'assurer lorsqu'on circule à vélo ?",
      "on m'a volé mon sac",
      "Don d'ovules",
    ])
      expect(isEnglish(french), french).toBe(false);
    // English contractions and short questions stay English.
    for (const english of ['my boss fired me', 'is it legal?', "I'm being evicted", "don't they have to pay me?"])
      expect(isEnglish(english), english).toBe(true);
  });

  it('reads keywords typed without a function word as English when all are English words, not all French', () => {
    for (const english of ['tenant not paying rent', 'car towed']) expect(isEnglish(english), english).toBe(true);
    // Words both languages have (train, police) and French keywords stay French.
    for (const french of ['train retard', 'police plainte', 'carte grise', 'heures sup', 'justif domicile', 'divorce'])
      expect(isEnglish(french), french).toBe(false);
  });

  it('translates content words through the lexicon, inflected forms brought to their lemma', () => {
    const words = frenchWordsFor('The tenants were fired and the rent is unpaid').flatMap((t) => t.french);
    expect(words).toContain('locataire');
    expect(words).toContain('loyer');
    expect(words).toContain('licencier');
  });

  it('brings a verb ending to a base the lexicon translates as a verb', () => {
    // -ed → -e comes first ("signed", "parked" aside), and finds "passe" (antique).
    const passed = frenchWordsFor('the deadline passed').find((t) => t.english === 'passed');
    expect(passed?.french).toContain('passer');
    expect(passed?.french).not.toContain('antique');
  });

  it('leaves out the particles of phrasal verbs and the French function words a phrase translates to', () => {
    const translations = frenchWordsFor('how do i get my deposit back at the end of the lease');
    expect(translations.map((t) => t.english)).toEqual(['deposit', 'end', 'lease']);
  });

  it('reads a word typed one letter off as the one word the lexicon knows one edit away', () => {
    expect(frenchWordsFor('is he automaticaly french')).toContainEqual({
      english: 'automaticaly',
      french: ['automatiquement'],
    });
    // Two words one edit away (severance, reverence): none is chosen.
    expect(frenchWordsFor('no severence pay')).toContainEqual({ english: 'severence', french: [] });
    // A word French people keep in English is no misspelt English word (coloration).
    expect(frenchWordsFor('a colocation', (w) => w === 'colocation')).toContainEqual({
      english: 'colocation',
      french: [],
    });
  });

  it('keeps the words the lexicon cannot translate, with no French', () => {
    expect(frenchWordsFor('my quixotic zorblax')).toContainEqual({ english: 'zorblax', french: [] });
  });

  it('keeps untranslated words only when French uses them as they are: French words and acronyms', () => {
    const french = (w: string) => ['conventionnelle', 'rupture'].includes(w);
    expect(
      keptFrenchWords('my boss offered a rupture conventionnelle, the CAF said no, my kids zorblax', french),
    ).toEqual(['conventionnelle', 'caf']);
    // A French word given an English ending is kept as its base.
    expect(keptFrenchWords('we got pacsed last month', (w) => w === 'pacs')).toEqual(['pacs']);
  });

  it('reads a typo inside a French phrase as the French word it stands for, and only there', () => {
    const french = (w: string) => ['titre', 'sejour'].includes(w);
    const correct = (w: string) => (w === 'sejou' ? 'sejour' : undefined);
    expect(keptFrenchWords('my titre de sejou expires next week', french, correct)).toEqual(['titre', 'sejour']);
    expect(keptFrenchWords('my sejou expires next week', french, correct)).toEqual([]);
  });

  it('translates the verbs an English question negates, for the French negative participle', () => {
    expect(negatedFrenchVerbs('my ex stopped paying the child support')).toContain('payer');
    expect(negatedFrenchVerbs('three months of unpaid wages')).toContain('payer');
    expect(negatedFrenchVerbs('he pays the rent')).toEqual([]);
  });

  it('reads a negated verb in its first sense only', () => {
    expect(negatedFrenchVerbs('im scared he wont bring him back')).toEqual(['amener']);
  });
});
