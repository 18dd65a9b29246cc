import { describe, expect, it } from 'vitest';
import { sharedCount } from './passage-cache.ts';
import {
  classify,
  continuesBefore,
  pickPassages,
  pointsBack,
  saidIn,
  LIST_ITEM,
  splitPassages,
  stemmedWords,
} from './passages.ts';

const sharedWords = (text: string, lexemes: ReadonlySet<string>) => sharedCount(stemmedWords(text), lexemes);

const BODY = [
  'Cas général',
  'Le divorce par consentement mutuel suppose que les époux soient d’accord sur tout.',
  'Il ne peut pas avoir lieu si :',
  "l'un des époux est sous tutelle,",
  "l'enfant demande à être entendu par le juge.",
  'À savoir',
  "jusqu'au dépôt chez un notaire, les époux peuvent saisir le tribunal.",
  'Code civil : articles 229-1 à 229-4 – Texte de référence',
  'Peut-on changer de type de divorce pendant la procédure ?',
  'Attention : cette page ne présente que la procédure de divorce.',
  'Le divorce par consentement mutuel suppose que les époux soient d’accord sur tout.',
].join('\n');

describe('splitPassages', () => {
  const texts = splitPassages(BODY).map((p) => p.text);

  it('drops headings, references, related questions and repeated paragraphs', () => {
    expect(texts).toEqual([
      'Le divorce par consentement mutuel suppose que les époux soient d’accord sur tout.',
      "Il ne peut pas avoir lieu si : l'un des époux est sous tutelle ; l'enfant demande à être entendu par le juge.",
      "Jusqu'au dépôt chez un notaire, les époux peuvent saisir le tribunal.",
    ]);
  });

  it('numbers passages in reading order', () => {
    expect(splitPassages(BODY).map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it('cuts a long paragraph between sentences, never inside one', () => {
    const sentence = 'La convention est signée par les époux et leurs avocats en trois exemplaires originaux. ';
    const passages = splitPassages(sentence.repeat(10).trim());
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) {
      expect(p.text.length).toBeLessThanOrEqual(400);
      expect(p.text).toMatch(/^La convention.*originaux\.$/);
    }
  });

  it('joins a list whose items end on the source’s own typos (",,") with one ";" each', () => {
    const text =
      'La Caf demande :\nau bailleur qu’il mette en place un plan d’apurement de la dette,,\nou au fonds de solidarité qu’il mette en place un dispositif.';
    expect(splitPassages(text).map((p) => p.text)).toEqual([
      'La Caf demande : au bailleur qu’il mette en place un plan d’apurement de la dette ; ou au fonds de solidarité qu’il mette en place un dispositif.',
    ]);
  });

  it('tells a passage that another already says, but not one with figures of its own', () => {
    const said = stemmedWords("L'indemnité est calculée sur la rémunération brute. Les primes sont prises en compte.");
    expect(saidIn(stemmedWords("L'indemnité est calculée sur la rémunération brute."), said)).toBe(true);
    expect(saidIn(stemmedWords('Les congés payés sont pris en compte.'), said)).toBe(false);
    const child = stemmedWords('Entre 0 et 14 ans, le passeport coûte 17 €.');
    expect(saidIn(stemmedWords('Entre 15 et 17 ans, le passeport coûte 42 €.'), child)).toBe(false);
  });

  it('joins the items a line mark says are items, whatever their case', () => {
    expect(
      splitPassages(`Il faut fournir :\n${LIST_ITEM}Formulaire cerfa rempli\n${LIST_ITEM}Copie du passeport`),
    ).toMatchObject([{ text: 'Il faut fournir : Formulaire cerfa rempli ; Copie du passeport.' }]);
    // An item no introduction took is a line like any other: short and unpunctuated, a label.
    expect(
      splitPassages(`Pièces\n${LIST_ITEM}Rapprochement du lieu de travail : pièce justifiant de l'emploi`),
    ).toEqual([]);
  });

  it('keeps a label given its figure, and drops a label alone', () => {
    expect(
      splitPassages('Cas général\nDélai de préavis : 3 mois\nSituation particulière : conditions').map((p) => p.text),
    ).toEqual(['Délai de préavis : 3 mois']);
  });

  it('drops an introduction whose list does not follow', () => {
    expect(splitPassages('Les pièces à fournir sont les suivantes :\nPièces justificatives')).toEqual([]);
  });

  it('joins a sentence left open to the list that ends it, and never quotes a piece ending on a comma', () => {
    const text =
      'Pour les infractions les plus graves, la garde à vue peut être prolongée jusqu’à 72 heures, et la décision est prise par\n' +
      "le juge d'instruction, lors d'une information judiciaire,\nle juge des libertés et de la détention dans les autres cas.";
    expect(splitPassages(text).map((p) => p.text)).toEqual([
      "Pour les infractions les plus graves, la garde à vue peut être prolongée jusqu’à 72 heures, et la décision est prise par le juge d'instruction, lors d'une information judiciaire ; le juge des libertés et de la détention dans les autres cas.",
    ]);
    expect(splitPassages("Le juge d'instruction, lors d'une information judiciaire, peut le décider,")).toEqual([]);
  });

  it('leaves out worked computations, examples whose figures are not the reader’s', () => {
    expect(splitPassages("L'impayé est établi lorsque la dette est de 430 - 200 = 230, soit 230 x 2 = 460 €.")).toEqual(
      [],
    );
    expect(
      splitPassages(
        "Pour un salaire de référence de 1 500 €, l'indemnité minimale avec une ancienneté de 3 ans et 6 mois est de : [(1 500 x 1/4) x 3] + [(1 500 x 1/4) x (6/12)] = 1 312,50 €.",
      ),
    ).toEqual([]);
    expect(
      splitPassages('Le dépôt de garantie est au plus de 1 mois de loyer, soit 600 € pour un loyer de 600 €.'),
    ).toHaveLength(1);
  });
});

describe('pointsBack', () => {
  it('tells a passage that needs the one before it: a pronoun, a demonstrative, a continuing connective', () => {
    expect(pointsBack("Elles sont applicables jusqu'au jugement.")).toBe(true);
    expect(pointsBack('Passé ce délai, la carte est détruite.')).toBe(true);
    expect(pointsBack('Dans ce cas, l’employeur doit respecter la procédure.')).toBe(true);
    expect(pointsBack('Soit la moyenne des 12 derniers mois.')).toBe(true);
    expect(pointsBack('Toutefois, après 121 jours de chômage, vous pouvez demander un réexamen.')).toBe(false);
    expect(pointsBack('Certaines démarches se font en ligne.')).toBe(false);
    expect(pointsBack('Ouvrir un compte est gratuit.')).toBe(false);
    // At a section's head, a demonstrative points at its heading; a connective still at the passage before.
    expect(continuesBefore('Ce testament est dit authentique.')).toBe(false);
    expect(continuesBefore('Soit d’un compromis de vente.')).toBe(true);
  });
});

describe('classify', () => {
  it('tells costs, deadlines and offices apart from steps to take', () => {
    expect(classify('Le dépôt chez le notaire s’élève à 42,00 € hors taxe.')).toEqual({
      procedural: false,
      practical: true,
    });
    expect(classify('Les frais sont de 25 000 FCFA.').practical).toBe(true);
    expect(classify('La demande est adressée à la mairie dans un délai de 15 jours.').practical).toBe(true);
    expect(classify('Vous devez remplir le formulaire et le déposer.')).toEqual({ procedural: true, practical: false });
    expect(classify('Aucune durée minimale de mariage n’est exigée.')).toEqual({ procedural: false, practical: false });
  });

  it('does not take an age for a deadline', () => {
    expect(classify('Enfant âgé de moins de 25 ans.').practical).toBe(false);
  });
});

describe('sharedWords', () => {
  it('counts the query words a text contains as the French search stems them, accents ignored', () => {
    // "loyer impayé" stems to these lexemes in the jurisia_fr configuration.
    const lexemes = new Set(['loyer', 'impay']);
    expect(sharedWords('Loyers IMPAYÉS et expulsion', lexemes)).toBe(2);
    expect(sharedWords("En cas d'impayé, l'impayé est signalé", lexemes)).toBe(1);
    expect(sharedWords('Rien à voir', lexemes)).toBe(0);
  });
});

describe('pickPassages', () => {
  const passages = splitPassages(
    [
      'Le divorce se prépare avec un avocat pour chacun des deux époux concernés.',
      'Aucune durée minimale de mariage n’est exigée pour divorcer.',
      'Le dépôt chez le notaire s’élève à 42,00 € hors taxe.',
      'Les époux doivent signer la convention de divorce devant leurs avocats.',
      'Le régime matrimonial doit être liquidé avant le dépôt.',
    ].join('\n'),
  );

  it('keeps the passages sharing the most words, in reading order, with the best apart', () => {
    const picked = pickPassages(passages, [1, 0, 0, 2, 0], 2);
    expect(picked?.best.position).toBe(3);
    expect(picked?.chosen.map((p) => p.position)).toEqual([0, 3]);
  });

  it('adds passages on costs or steps that share no word, when details are asked for', () => {
    const picked = pickPassages(passages, [1, 0, 0, 2, 0], 2, 2);
    expect(picked?.chosen.map((p) => p.position)).toEqual([0, 2, 3, 4]);
    // Another sheet's: only those sharing a word.
    expect(pickPassages(passages, [1, 0, 1, 2, 0], 1, 2, true)?.chosen.map((p) => p.position)).toEqual([2, 3]);
  });

  it('never quotes alone a passage that continues the one before it', () => {
    const continued = splitPassages(
      [
        'Le locataire peut donner congé à tout moment pendant le bail.',
        'Dans ce cas, le préavis du locataire est réduit à 1 mois.',
        'Toutefois, le préavis du locataire est de 3 mois hors des zones tendues.',
      ].join('\n'),
    );
    // The continuation shares the most words, yet without its case it would mislead; an exception reads alone.
    expect(pickPassages(continued, [1, 3, 2], 1)?.best.text).toMatch(/^Toutefois/);
    expect(pickPassages(continued, [0, 3, 0], 1)?.best.position).toBe(0);
  });

  it('falls back to the opening when no passage shares a word, and gives nothing for an empty text', () => {
    expect(pickPassages(passages, [0, 0, 0, 0, 0], 2)?.chosen.map((p) => p.position)).toEqual([0, 1]);
    expect(pickPassages([], [], 2)).toBeNull();
  });
});
