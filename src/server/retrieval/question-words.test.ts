import { describe, expect, it } from 'vitest';
import {
  askingSentence,
  negatedStates,
  negatedVerbs,
  properNames,
  questionCompounds,
  questionContentWords,
  subjectVerbPairs,
  withoutElision,
} from './question-words.ts';

describe('the words of a question', () => {
  it('keeps what the question is about, not how it is asked or its story’s numbers', () => {
    expect(questionContentWords('Bonjour svp, comment je peux récupérer ma caution depuis 2 mois ?')).toEqual([
      'recuperer',
      'caution',
      'depuis',
      'mois',
    ]);
    expect(questionContentWords('g perdu 3 points cmt faire')).toEqual(['perdu', 'points']);
    // Phone typing's short forms (veut, pas, quel) and when the story happened are no subject.
    expect(questionContentWords('mon proprio veu pa me rendr ma caution kel recour')).toEqual([
      'proprio',
      'rendr',
      'caution',
      'recour',
    ]);
    expect(questionContentWords('la police a arrêté mon fils hier')).toEqual(['police', 'arrete', 'fils']);
    // « etc. » ends a list, and France frames every sheet of the library.
    expect(questionContentWords('je vis en France, loyer, charges etc...')).toEqual(['vis', 'loyer', 'charges']);
    // The verbs of asking and « parce que » typed as they sound, and « peu » (a little, or « peut »).
    expect(questionContentWords('je ve divorcer ke faut il fer stp')).toEqual(['divorcer']);
    // « aller » conjugated, as « vais » and « va » (« vous allez m'aider »).
    expect(questionContentWords('vous allez m’aider, ils vont payer')).toEqual(['payer']);
    expect(questionContentWords('il fo koi pr reconnaitre le bebe')).toEqual(['reconnaitre', 'bebe']);
    expect(questionContentWords('on me refuse la location pasque je suis noir')).toEqual([
      'refuse',
      'location',
      'noir',
    ]);
    expect(questionContentWords('mon fils a 17 ans il peu travailler')).toEqual(['fils', 'ans', 'travailler']);
    // "en tant que" says in which role, not about what.
    expect(questionContentWords('Quels sont mes droits en tant que locataire ?')).toEqual(['droits', 'locataire']);
  });

  it('finds the verbs a question negates, pronouns between or not', () => {
    expect(negatedVerbs('Mon locataire ne paie plus le loyer')).toEqual(['paie']);
    expect(negatedVerbs('Mon employeur ne me paie pas depuis 3 mois')).toEqual(['paie']);
    expect(negatedVerbs('Je veux payer')).toEqual([]);
  });

  it('finds them when spoken French drops the "ne", and a negated past tense\'s participle', () => {
    expect(negatedVerbs('le pere paye plus la pension depuis 5 mois')).toEqual(['paye']);
    expect(negatedVerbs('il me paye pas')).toEqual(['paye']);
    expect(negatedVerbs("Il n'a jamais payé le loyer")).toEqual(['paye']);
    expect(negatedVerbs('il paye plus cher que moi')).toEqual([]);
  });

  it('finds them when a phone joins the elided pronoun or "ne" to the auxiliary', () => {
    expect(negatedVerbs('il ma pas payé')).toEqual(['paye']);
    expect(negatedVerbs('jai pas été payé ce mois')).toEqual(['paye']);
    expect(negatedVerbs('je nai jamais reçu mon salaire')).toEqual(['recu']);
    expect(negatedVerbs('jarrive pas a payer le loyer')).toContain('payer');
  });

  it('finds the states the asker says they are not in, told by their participle’s « é »', () => {
    expect(negatedStates('on est pas mariés ni pacsés, on peut déclarer ensemble ?')).toEqual(['maries', 'pacses']);
    expect(negatedStates('nous vivons ensemble sans être mariés')).toEqual(['maries']);
    expect(negatedStates("j'ai un appart non meublé")).toEqual(['meuble']);
    // A noun, a verb or an adjective is no state of the asker's.
    expect(negatedStates("c'est pas grave, il a pas de mutuelle, je veux pas perdre")).toEqual([]);
  });

  it('cuts an elision typed joined to its word, if a word is left', () => {
    expect(withoutElision('lappart')).toBe('appart');
    expect(withoutElision('lemployeur')).toBe('employeur');
    expect(withoutElision('dargent')).toBe('argent');
    // A library's acronym typed so (« lapl »: l'APL), but not « dun », « jai ».
    expect(withoutElision('lapl')).toBe('apl');
    expect(withoutElision('dun')).toBeNull();
    expect(withoutElision('quil')).toBeNull();
    expect(withoutElision('loyer')).toBe('oyer');
    expect(withoutElision('bail')).toBeNull();
  });

  it('reads an elision typed joined to a word of no content as a filler ("pour lavoir", "cetait")', () => {
    expect(questionContentWords('je veux lavoir, dautres disent que cetait promis')).toEqual(['disent', 'promis']);
    expect(questionContentWords('lappart de lemployeur')).toEqual(['lappart', 'lemployeur']);
    // However short the word left (d'un, qu'il, l'un), unless the whole is a French word (« dune »).
    expect(questionContentWords('le preavis dun appartement quil a loué')).toEqual(['preavis', 'appartement', 'loue']);
    expect(questionContentWords('une dune de sable')).toEqual(['dune', 'sable']);
  });

  it('finds the verb one can no longer do: "je n\'arrive plus à payer", "on peut pas payer"', () => {
    expect(negatedVerbs("Je n'arrive plus à payer le loyer")).toEqual(['payer']);
    expect(negatedVerbs('on peut pas payer la cantine')).toEqual(['payer']);
    // As a phone types it: « peut » short, the infinitive written as it sounds.
    expect(negatedVerbs('jai des dettes partout je peu plus payé')).toEqual(['paye']);
    expect(negatedVerbs('je ne parviens pas à rembourser mon crédit')).toContain('rembourser');
    expect(negatedVerbs("j'arrive à payer")).toEqual([]);
  });

  it('finds the compounds it names, side by side or joined by a preposition only', () => {
    expect(questionCompounds("Le docteur m'a donné un arrêt de travail")).toEqual([['arret', 'travail']]);
    expect(questionCompounds('Mon locataire a un loyer impayé, que faire ?')).toEqual([['loyer', 'impaye']]);
    expect(questionCompounds("Combien dure la période d'essai ?")).toEqual([['periode', 'essai']]);
    expect(questionCompounds('mon fils est en garde à vue')).toEqual([['garde', 'vue']]);
  });

  it('pairs a subject with its verb across the negation and object pronouns only', () => {
    // The sheets say « si l'employeur ne paie pas le salarié ».
    expect(subjectVerbPairs('Mon employeur ne me paie pas depuis 3 mois')).toEqual([['employeur', 'paie']]);
    expect(subjectVerbPairs('mon patron me paye pas')).toEqual([['patron', 'paye']]);
    expect(subjectVerbPairs('mon patron a payé')).toEqual([]);
    expect(questionCompounds('Mon employeur ne me paie pas')).toEqual([]);
  });

  it('finds the sentences that ask, else the last one', () => {
    expect(askingSentence("Je suis tombé en scooter en allant au boulot. C'est un accident du travail ?")).toBe(
      "C'est un accident du travail ?",
    );
    expect(askingSentence('Mon patron me doit 3 mois. Je fais quoi ? Et les prud’hommes, combien ?')).toBe(
      'Et les prud’hommes, combien ?',
    );
    // A sentence asking nothing of its own asks about the story before it.
    expect(askingSentence('Mon patron me doit 3 mois de salaire. Que faire ? Est-ce normal ?')).toBe(
      'Mon patron me doit 3 mois de salaire.',
    );
    expect(askingSentence('j ai perdu mon permis\nje veux le refaire')).toBe('je veux le refaire');
    expect(askingSentence('Porter plainte pour un vol')).toBe('Porter plainte pour un vol');
    expect(askingSentence('')).toBe('');
  });

  it('finds the names written with a capital inside a sentence, not a sentence’s first word', () => {
    expect([...properNames('Je vends ma vieille Clio à Lomé. Papiers ? La CNPS dit non')]).toEqual([
      'clio',
      'lome',
      'cnps',
    ]);
    expect(properNames('mon proprio garde ma caution').size).toBe(0);
    // Written in capitals: « PROPRIO » is still read as « propriétaire ».
    expect(properNames('MON PROPRIO GARDE MA CAUTION').size).toBe(0);
    expect(properNames('Mon Proprio Garde Ma Caution').size).toBe(0);
  });
});
