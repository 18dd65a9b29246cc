import { describe, expect, it } from 'vitest';
import { stemmedWords } from './passages.ts';
import { questionCues } from './question-cues.ts';
import {
  type AnalysedSection,
  analyseSections,
  answerFromSections,
  quotedSentences,
  scoreSections,
} from './section-choice.ts';

const HTML =
  '<section><h2>Vous êtes propriétaire</h2><p>Le propriétaire peut retenir une somme pour les réparations locatives justifiées.</p></section>' +
  '<section><h2>Vous êtes locataire</h2><p>Le locataire récupère son dépôt de garantie dans un délai de 2 mois au plus.</p>' +
  '<p>Sans restitution, il saisit la commission départementale de conciliation.</p></section>' +
  '<section><h2>Montant du dépôt</h2><p>Le dépôt de garantie ne dépasse pas 1 mois de loyer hors charges.</p></section>';

const sections: AnalysedSection[] = analyseSections(HTML);
const weights = (words: string) => new Map([...stemmedWords(words)].map((w) => [w, 1]));
const best = (question: string, words: string) => {
  const scores = scoreSections(sections, weights(words), questionCues(question), stemmedWords('Dépôt de garantie'));
  return answerFromSections(sections, scores, 2000, weights(words), questionCues(question))?.title;
};

/** The answer `parts` give to `question`, its words weighing 1 each. */
const answerTo = (parts: AnalysedSection[], question: string, words: string, budget = 2000, lead = false) => {
  const cues = questionCues(question);
  return answerFromSections(parts, scoreSections(parts, weights(words), cues), budget, weights(words), cues, {
    leadWithOpening: lead,
  });
};

describe('the section that answers', () => {
  it('leaves the case the asker’s figures fall out of', () => {
    const parts = analyseSections(
      '<section><h2>Vous constatez un défaut moins de 6 mois après la livraison</h2><p>Le défaut est présumé exister au moment de la livraison, le vendeur doit réparer le frigo.</p></section>' +
        '<section><h2>Vous constatez un défaut plus de 6 mois après la livraison</h2><p>Vous devez prouver que le défaut du frigo existait au moment de la livraison.</p></section>',
    );
    const words = 'défaut frigo livraison';
    expect(answerTo(parts, "j'ai acheté un frigo il y a 8 mois, défaut, que faire ?", words)?.title).toBe(
      'Vous constatez un défaut plus de 6 mois après la livraison',
    );
    expect(answerTo(parts, "j'ai acheté un frigo il y a 2 mois, défaut, que faire ?", words)?.title).toBe(
      'Vous constatez un défaut moins de 6 mois après la livraison',
    );
  });

  it('holds a long part back: it says the question’s words in passages about other things', () => {
    const other = (n: number) =>
      Array.from({ length: n }, (_, i) => `<p>Le jugement ${i} est exécuté par un huissier de justice.</p>`).join('');
    const parts = analyseSections(
      `<section><h2>À l'issue du jugement</h2>${other(7)}<p>Le salarié peut faire appel seul.</p><p>Il saisit la cour.</p></section>` +
        '<section><h2>Conciliation</h2><p>Le salarié se présente seul à la conciliation.</p></section>',
    );
    const scores = scoreSections(parts, weights('salarié seul'), questionCues('je peux y aller seul ?'));
    expect(scores[1]).toBeGreaterThan(scores[0] ?? 0);
  });

  it('reads the asker’s side from whom they call "mon"', () => {
    expect(questionCues('Mon propriétaire garde ma caution')).toMatchObject({ side: { own: ['locatair'] } });
    // The figures a left-out aside holds still tell cases apart; a phone number's digits do not.
    expect(questionCues("J'habite en France depuis 5 ans. Je peux demander la nationalité ?").quantities).toEqual(
      questionCues('Je vis en France depuis 5 ans. Je peux demander la nationalité ?').quantities,
    );
    expect(questionCues("J'habite en France depuis 5 ans. Je peux demander la nationalité ?").quantities).not.toEqual(
      [],
    );
    expect(questionCues('Mon numéro : 06 12 34 56 78. Je peux demander la nationalité ?').quantities).toEqual([]);
    expect(questionCues('mon locataire est parti sans payer')).toMatchObject({
      side: { own: ['proprietair', 'bailleur'] },
    });
    expect(questionCues('My boss fired me')).toMatchObject({ side: { own: ['salari'] } });
    expect(questionCues('Comment faire ?').side).toBeNull();
  });

  it('reads the kind of question', () => {
    expect(questionCues('Combien de temps a-t-il pour me rendre ma caution ?').kind).toBe('how-long');
    expect(questionCues('Ça coûte combien ?').kind).toBe('how-much');
    expect(questionCues('Où faut-il déposer la demande ?').kind).toBe('where');
    expect(questionCues('Comment récupérer mon dépôt ?').kind).toBe('how');
    expect(questionCues("J'ai été licencié pour faute grave, j'ai droit à quoi ?").kind).toBe('rights');
    expect(questionCues('Il a le droit de garder mes affaires ?').kind).toBe('rights');
    expect(questionCues('Quels papiers on doit amener pour se marier ?').kind).toBe('documents');
    expect(questionCues('faut quels documents pour la demande stp').kind).toBe('documents');
    expect(questionCues('What documents do I need for the CAF?').kind).toBe('documents');
    // As typed on a phone.
    expect(questionCues('mariage a la mairie kel papier amener').kind).toBe('documents');
    expect(questionCues('g perdu mon permis koi faire').kind).toBe('how');
    expect(questionCues('le proprio garde ma caution cb de temps').kind).toBe('how-long');
    expect(questionCues('ki doit payer la taxe ?').kind).toBe('who');
    // « Quand » asks when, not in « quand même » (anyway) nor opening a clause (« quand il veut »).
    expect(questionCues('c quand que la caf verse la prime ?').kind).toBe('how-long');
    expect(questionCues('Il peut rester jusqu’à quand ?').kind).toBe('how-long');
    expect(questionCues('Jusqu’à quand le propriétaire peut garder ma caution ?').kind).toBe('how-long');
    expect(questionCues('When is the deadline?').kind).toBe('how-long');
    expect(questionCues('Je dois payer quand même ?').kind).not.toBe('how-long');
    expect(questionCues('Il peut changer mes dates quand il veut ?').kind).not.toBe('how-long');
    expect(questionCues('will i lose my papers when i renew?').kind).not.toBe('how-long');
    // Being without papers is no question about documents.
    expect(questionCues("Je suis sans papiers, j'ai droit à quoi ?").kind).toBe('rights');
  });

  it('picks the part written for the asker, and the part on the amount when that is asked', () => {
    expect(best('Mon propriétaire ne me rend pas mon dépôt de garantie, que faire ?', 'dépôt garantie rendre')).toBe(
      'Vous êtes locataire',
    );
    expect(best('Le dépôt de garantie, ça peut monter à combien ?', 'dépôt garantie montant')).toBe('Montant du dépôt');
  });

  it('answers each kind of question asked of the same sheet in turn', () => {
    const parts = analyseSections(
      '<section><h2>Principe</h2><p>La prime de fin de contrat récompense le salarié dont le contrat prend fin.</p></section>' +
        '<section><h2>Versement</h2><p>La prime de fin de contrat est versée dans un délai de 15 jours.</p></section>' +
        '<section><h2>Calcul</h2><p>La prime de fin de contrat est égale à 10 % de la rémunération brute.</p></section>',
    );
    const opening = (question: string) => answerTo(parts, question, 'prime fin contrat')?.passages[0]?.text;
    for (let round = 0; round < 2; round++) {
      expect(opening('La prime de fin de contrat, ça fait combien ?')).toContain('10 %');
      expect(opening('La prime de fin de contrat, je la touche dans combien de temps ?')).toContain('15 jours');
    }
  });

  it('reads a percentage as an amount when the question asks how much', () => {
    const end = analyseSections(
      '<section><h2>Principe</h2><p>Le salarié a droit à une prime de fin de contrat lorsque le contrat arrive à son terme.</p></section>' +
        '<section><h2>Cas particuliers</h2><p>La prime de fin de contrat est égale à 10 % de la rémunération brute.</p></section>',
    );
    const asked = weights('prime fin contrat');
    const cues = questionCues('Mon contrat se termine, la prime de fin de contrat ça fait combien ?');
    expect(cues.kind).toBe('how-much');
    expect(answerFromSections(end, scoreSections(end, asked, cues), 2000, asked, cues)?.title).toBe('Cas particuliers');
  });

  it('leaves a part naming a party as the one acting to the question’s words, not to the asker’s side', () => {
    const trial = analyseSections(
      '<section><h2>Rupture par l’employeur</h2><p>Pendant la période d’essai, le contrat peut être rompu librement par l’employeur, avec un délai de prévenance.</p></section>' +
        '<section><h2>Rupture par le salarié</h2><p>Le salarié qui rompt la période d’essai respecte un délai de prévenance.</p></section>',
    );
    const asked = weights('période essai rompre employeur');
    const cues = questionCues('Mon patron peut-il rompre ma période d’essai comme ça ?');
    expect(cues.side?.own).toEqual(['salari']);
    // « Salarié » as the actor: the side gives it nothing, and the employer's part says more of the question.
    expect(answerFromSections(trial, scoreSections(trial, asked, cues), 2000, asked, cues)?.title).toBe(
      'Rupture par l’employeur',
    );
  });

  it('picks the part listing the documents when that is asked, not the conditions', () => {
    const wedding = analyseSections(
      '<section><h2>Qui peut se marier ?</h2><p>Le mariage est célébré à la mairie si les époux sont majeurs.</p></section>' +
        '<section><h2>Pièces à produire</h2><p>Pour le mariage, chaque futur époux remet à la mairie une pièce d’identité et un acte de naissance de moins de 3 mois.</p></section>',
    );
    const asked = weights('mariage mairie');
    const title = (question: string) => {
      const cues = questionCues(question);
      return answerFromSections(wedding, scoreSections(wedding, asked, cues), 2000, asked, cues)?.title;
    };
    expect(title('Quels papiers faut-il pour le mariage à la mairie ?')).toBe('Pièces à produire');
    expect(title('Qui peut demander le mariage à la mairie ?')).toBe('Qui peut se marier ?');
  });

  it('quotes the best part first, and nothing when no part scores', () => {
    const cues = questionCues('Quel délai ?');
    const scores = scoreSections(sections, weights('dépôt garantie délai'), cues, stemmedWords('Dépôt de garantie'));
    const answer = answerFromSections(sections, scores, 2000, weights('dépôt garantie délai'), cues);
    expect(answer?.title).toBe('Vous êtes locataire');
    expect(answer?.passages[0]?.text).toMatch(/délai de 2 mois/);
    const none = questionCues('?');
    expect(
      answerFromSections(
        sections,
        scoreSections(sections, weights('xylophone'), none),
        2000,
        weights('xylophone'),
        none,
      ),
    ).toBeNull();
  });

  it('quotes from a section the passages that say what is asked, in reading order', () => {
    const long = analyseSections(
      '<section><h2>Restitution du dépôt</h2><p>Le dépôt de garantie est rendu au locataire en fin de bail.</p>' +
        '<p>Le propriétaire peut retenir les sommes dues au titre des réparations.</p>' +
        '<p>Le dépôt de garantie est restitué dans un délai maximal de 2 mois après la remise des clés.</p></section>',
    );
    const question = 'Il a combien de temps pour me rendre mon dépôt de garantie ?';
    const cues = questionCues(question);
    // Room for two of the three: the one saying the delay asked, and the rule it follows.
    const chosen = answerFromSections(
      long,
      scoreSections(long, weights('dépôt garantie'), cues),
      160,
      weights('dépôt garantie'),
      cues,
    );
    expect(chosen?.passages.map((p) => p.text)).toEqual([
      'Le dépôt de garantie est rendu au locataire en fin de bail.',
      'Le dépôt de garantie est restitué dans un délai maximal de 2 mois après la remise des clés.',
    ]);
  });

  it('answers each thing a question asks before saying one twice', () => {
    const parts = analyseSections(
      '<section><h2>Durée</h2><p>La garde à vue dure 24 heures.</p><p>La garde à vue se déroule dans les locaux de la police.</p></section>' +
        '<section><h2>Avocat</h2><p>La personne peut demander un avocat dès le début.</p></section>',
    );
    const question = 'Combien de temps peut durer la garde à vue, et a-t-il droit à un avocat ?';
    const cues = questionCues(question);
    const asked = weights('durée garde vue avocat');
    const chosen = answerFromSections(parts, scoreSections(parts, asked, cues), 120, asked, cues);
    expect(chosen?.passages.map((p) => p.text)).toEqual([
      'La garde à vue dure 24 heures.',
      'La personne peut demander un avocat dès le début.',
    ]);
  });

  it('reads what the asker does without, and does not pick the part headed by it', () => {
    expect(questionCues('Je peux le faire sans aller chez le notaire ?').without).toEqual(['notair']);
    expect(questionCues('Notre père est décédé sans faire de testament').without).toEqual(['test']);
    expect(questionCues('Je veux faire mon testament').without).toEqual([]);
    const will = analyseSections(
      '<section><h2>Faire seul son testament</h2><p>Le testament écrit seul est valable s’il est daté et signé.</p></section>' +
        '<section><h2>Testament chez le notaire</h2><p>Le testament est dicté au notaire, devant 2 témoins.</p></section>',
    );
    const words = 'testament notaire valable';
    expect(answerTo(will, 'Mon testament chez le notaire est-il valable ?', words)?.title).toBe(
      'Testament chez le notaire',
    );
    expect(answerTo(will, 'Mon testament est-il valable sans aller chez le notaire ?', words)?.title).toBe(
      'Faire seul son testament',
    );
    // Even where the notary's part says more of the question's words: it is another case.
    const richer = analyseSections(
      '<section><h2>Faire seul son testament</h2><p>Le testament olographe est écrit à la main, daté et signé.</p></section>' +
        '<section><h2>Faire établir son testament par un notaire</h2><p>Le notaire écrit le testament sur une feuille, valable devant 2 témoins.</p></section>',
    );
    const asked = 'Je peux écrire mon testament sur une feuille sans aller chez le notaire ? Il sera valable ?';
    expect(answerTo(richer, asked, 'écrire testament feuille notaire valable')?.title).toBe('Faire seul son testament');
  });

  it('opens on the sheet’s first sentence when its title asks a question, as that sentence answers it', () => {
    const sheet = analyseSections(
      '<section><p>Non, une personne résidant en France ne peut pas déshériter ses enfants.</p></section>' +
        '<section><h2>Résidence à l’étranger</h2><p>La loi étrangère peut permettre de déshériter ses enfants.</p></section>',
    );
    const texts = (lead: boolean) =>
      answerTo(
        sheet,
        'Je vis à l’étranger, je peux déshériter mon fils ?',
        'déshériter fils étranger',
        1000,
        lead,
      )?.passages.map((p) => p.text);
    expect(texts(false)?.[0]).toMatch(/^La loi étrangère/);
    expect(texts(true)).toEqual([
      'Non, une personne résidant en France ne peut pas déshériter ses enfants.',
      'La loi étrangère peut permettre de déshériter ses enfants.',
    ]);
  });

  it('quotes the part it names first, then the other parts, each in reading order', () => {
    const parts = analyseSections(
      '<section><h2>Conditions</h2><p>Le divorce à l’amiable suppose que les époux soient d’accord.</p></section>' +
        '<section><h2>Coût</h2><p>Le divorce à l’amiable coûte 50 € au notaire, plus les honoraires des avocats.</p></section>',
    );
    const answer = answerTo(parts, 'Combien coûte un divorce à l’amiable ?', 'divorce amiable');
    expect(answer?.title).toBe('Coût');
    expect(answer?.passages.map((p) => p.text)).toEqual([
      'Le divorce à l’amiable coûte 50 € au notaire, plus les honoraires des avocats.',
      'Le divorce à l’amiable suppose que les époux soient d’accord.',
    ]);
  });

  it('quotes a section opening on a connective ("Soit…") only after the section before it', () => {
    const list = analyseSections(
      '<section><h2>Avant-contrat</h2><p>La vente est précédée d’une promesse unilatérale de vente.</p></section>' +
        '<section><h2>Compromis</h2><p>Soit d’un compromis de vente, qui engage le vendeur et l’acheteur.</p></section>',
    );
    const texts = (budget: number) =>
      answerTo(list, 'Le compromis de vente engage qui ?', 'compromis vente engage', budget)?.passages.map(
        (p) => p.text,
      );
    expect(texts(1000)).toEqual([
      'La vente est précédée d’une promesse unilatérale de vente.',
      'Soit d’un compromis de vente, qui engage le vendeur et l’acheteur.',
    ]);
    // No room for both: the list's second item is not quoted alone.
    expect(texts(70)).toEqual(['La vente est précédée d’une promesse unilatérale de vente.']);
    // Nothing before it in the sheet: never, and then no answer from the sections.
    expect(answerTo(list.slice(1), 'Le compromis de vente engage qui ?', 'compromis vente engage')).toBeNull();
  });

  it('quotes a passage pointing back ("Elles…") only after the one it follows', () => {
    const parts = analyseSections(
      '<section><h2>Mesures provisoires</h2><p>Le juge peut fixer une pension alimentaire pendant la procédure.</p><p>Elles sont applicables jusqu’au jugement de divorce.</p><p>Le jugement de divorce est ensuite transcrit à la mairie.</p></section>',
    );
    const cues = questionCues('Jusqu’à quand le jugement de divorce ?');
    const asked = weights('jugement divorce');
    const texts = (budget: number) =>
      answerFromSections(parts, scoreSections(parts, asked, cues), budget, asked, cues)?.passages.map((p) => p.text);
    // Room for one: the passage pointing back is not quoted alone.
    expect(texts(60)).toEqual(['Le jugement de divorce est ensuite transcrit à la mairie.']);
    expect(texts(1000)).toContain('Elles sont applicables jusqu’au jugement de divorce.');
  });

  it('does not quote a passage saying again what another said', () => {
    const parts = analyseSections(
      '<section><h2>Impayé</h2><p>Pour la Caf, il y a impayé dès que la dette du locataire est égale à 2 fois le loyer hors charges.</p>' +
        '<p>Pour la Caf, il y a impayé dès que la dette du locataire est égale à 2 fois le loyer net hors charges.</p>' +
        '<p>Le propriétaire signale le loyer impayé à la Caf dans les 2 mois.</p></section>',
    );
    const cues = questionCues('Mon locataire a un loyer impayé');
    const asked = weights('locataire loyer impayé');
    const chosen = answerFromSections(parts, scoreSections(parts, asked, cues), 1000, asked, cues)?.passages.map(
      (p) => p.text,
    );
    expect(chosen).toHaveLength(2);
    expect(chosen).toContain('Le propriétaire signale le loyer impayé à la Caf dans les 2 mois.');
  });

  it('answers what one is entitled to from the part saying what is paid, when rights are asked', () => {
    const parts = analyseSections(
      '<section><h2>Faute grave</h2><section><h3>Conditions</h3><p>La faute grave rend impossible le maintien du salarié licencié dans l’entreprise.</p></section>' +
        '<section><h3>Effet sur les indemnités</h3><p>L’indemnité de licenciement n’est pas versée. Il reçoit l’indemnité de congés payés.</p></section></section>',
    );
    const question = "J'ai été licencié pour faute grave, j'ai droit à quoi ?";
    const asked = weights('licencié faute grave droit');
    const cues = questionCues(question);
    expect(answerFromSections(parts, scoreSections(parts, asked, cues), 1000, asked, cues)?.title).toBe(
      'Faute grave › Effet sur les indemnités',
    );
  });

  it('opens on the sheet’s own text rather than its glossary, which only says what a thing is', () => {
    const withGlossary = analyseSections(
      `${HTML}<section><h2>Définitions</h2><dl><dt>Dépôt de garantie</dt><dd><p>Somme versée au propriétaire à la signature du bail pour couvrir les manquements du locataire.</p></dd></dl></section>`,
    );
    const glossary = withGlossary.findIndex((s) => s.kind === 'glossary');
    const ask = (question: string) => {
      const cues = questionCues(question);
      const scores = scoreSections(withGlossary, weights('dépôt garantie propriétaire'), cues);
      return {
        scores,
        answer: answerFromSections(withGlossary, scores, 2000, weights('dépôt garantie propriétaire'), cues),
      };
    };
    const how = ask('Comment récupérer mon dépôt de garantie chez le propriétaire ?');
    expect(how.scores[glossary]).toBe(0);
    expect(how.answer?.passages.some((p) => p.text.startsWith('Dépôt de garantie :'))).toBe(false);
    const what = ask("C'est quoi un dépôt de garantie pour le propriétaire");
    expect(what.scores[glossary]).toBeGreaterThan(0);
    expect(what.answer?.title).not.toBe('Définitions');
    // Only the glossary says the words asked about: it answers.
    const cues = questionCues("C'est quoi ce qu'on verse à la signature pour les manquements ?");
    const only = weights('versée signature manquements');
    const scores = scoreSections(withGlossary, only, cues);
    expect(answerFromSections(withGlossary, scores, 2000, only, cues)?.title).toBe('Définitions');
  });

  it('names the part it opens on by all its headings, the case they open on first', () => {
    const parts = analyseSections(
      '<section><h2>Demande en France</h2><section><h3>Où faire la démarche ?</h3><p>L’électeur se présente au commissariat.</p></section></section>' +
        '<section><h2>Demande à l’étranger</h2><section><h3>Pour voter en France</h3><section><h4>Où faire la démarche ?</h4>' +
        '<p>L’électeur se présente au consulat pour voter en France.</p></section></section></section>',
    );
    const answer = answerTo(parts, 'où faire la procuration pour voter en France ?', 'démarche voter France');
    expect(answer?.title).toBe('Demande à l’étranger › Pour voter en France › Où faire la démarche ?');
  });

  it('names the case of a passage giving another case’s figure', () => {
    const parts = analyseSections(
      '<section><h2>Logement vide</h2><section><h3>Délai de préavis</h3><p>Le locataire donne un préavis de 3 mois.</p></section></section>' +
        '<section><h2>Logement meublé</h2><section><h3>Délai de préavis</h3><p>En meublé, le préavis du locataire est de 1 mois.</p></section></section>',
    );
    const answer = answerTo(
      parts,
      'combien de temps de préavis pour quitter mon logement vide ?',
      'préavis locataire vide',
    );
    expect(answer?.title).toBe('Logement vide › Délai de préavis');
    expect(answer?.texts).toEqual([
      'Le locataire donne un préavis de 3 mois.',
      'En meublé, le préavis du locataire est de 1 mois.',
    ]);
    expect(answer?.cases).toEqual({ 'En meublé, le préavis du locataire est de 1 mois.': 'Logement meublé' });
  });

  it('quotes a rule once where two cases repeat it, the fuller saying', () => {
    const cases = analyseSections(
      '<section><h2>Ancienneté inférieure à 10 ans</h2><p>L’indemnité est calculée sur la rémunération brute.</p></section>' +
        '<section><h2>Ancienneté supérieure à 10 ans</h2><p>L’indemnité est calculée sur la rémunération brute. Les primes sont prises en compte.</p></section>',
    );
    const answer = answerTo(cases, 'Comment est calculée mon indemnité ?', 'indemnité calculée rémunération');
    expect(answer?.passages.map((p) => p.text)).toEqual([
      'L’indemnité est calculée sur la rémunération brute. Les primes sont prises en compte.',
    ]);
  });

  it('quotes a passage by its first sentence and those saying something of the question, when asked to', () => {
    const keep = (sentence: string) => sentence.includes('délai');
    expect(quotedSentences('Le bail est signé. Il est écrit. Le délai est de 1 mois. Il est long.', keep)).toBe(
      'Le bail est signé. (…) Le délai est de 1 mois.',
    );
    expect(quotedSentences('Une seule phrase sans rien.', keep)).toBe('Une seule phrase sans rien.');
    const custody = analyseSections(
      '<section><h2>Durée</h2><p>La garde à vue dure 24 heures. Elle peut être prolongée de 24 heures. ' +
        "Le point de départ est l'heure de l'arrestation. Un registre est tenu au commissariat par l'officier.</p></section>",
    );
    const cues = questionCues('Combien de temps ils peuvent le garder ?');
    const asked = weights('garde temps');
    const title = stemmedWords('Garde à vue');
    const answer = (onlyTelling: boolean) =>
      answerFromSections(custody, scoreSections(custody, asked, cues, title), 2000, asked, cues, {
        titleWords: title,
        onlyTelling,
      });
    // The durations say what is asked (how long); the register, nothing of it.
    expect(answer(true)?.texts).toEqual(['La garde à vue dure 24 heures. Elle peut être prolongée de 24 heures.']);
    expect(answer(false)?.texts[0]).toContain('Un registre est tenu');
    expect(answer(true)?.passages[0]?.text).toContain('Un registre est tenu');
  });
});
