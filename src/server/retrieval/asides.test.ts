import { describe, expect, it } from 'vitest';
import { withoutAsides } from './asides.ts';

describe('withoutAsides', () => {
  it('drops the greeting and address, the wishes, the thanks, the blessings and the closing', () => {
    expect(
      withoutAsides(
        "Bonsoir maître, j'espère que vous allez bien. Mon patron ne me paie pas. Merci d'avance pour votre aide, que Dieu vous bénisse.",
      ),
    ).toBe('Mon patron ne me paie pas.');
    expect(withoutAsides('Bonjour Madame, Monsieur, je veux divorcer. Cordialement')).toBe('je veux divorcer.');
    expect(withoutAsides('Cher maître, je vous remercie par avance. Mon loyer a augmenté ?')).toBe(
      'Mon loyer a augmenté ?',
    );
    expect(withoutAsides('slt, mon proprio garde ma caution merci bcp')).toBe('mon proprio garde ma caution');
    expect(withoutAsides('Hello sir, I hope you are well. My boss fired me. Thanks in advance, God bless you.')).toBe(
      'My boss fired me.',
    );
  });

  it('drops a request to answer, a postscript’s mark and a doubt', () => {
    expect(withoutAsides('Mon proprio garde ma caution. Je vous remercie de me répondre rapidement.')).toBe(
      'Mon proprio garde ma caution.',
    );
    expect(withoutAsides('Mon proprio garde ma caution. PS : il dit que c’est pour la peinture')).toBe(
      'Mon proprio garde ma caution. il dit que c’est pour la peinture',
    );
    expect(withoutAsides('Il peut me virer ? Mais je ne suis pas sûre.')).toBe('Il peut me virer ?');
    expect(withoutAsides('le PS a voté la loi')).toBe('le PS a voté la loi');
  });

  it('drops where the asker comes from', () => {
    expect(withoutAsides('Je viens du Cameroun. Mon proprio garde ma caution')).toBe('Mon proprio garde ma caution');
    expect(withoutAsides("je suis originaire de Côte d'Ivoire et mon patron me vire")).toBe('et mon patron me vire');
    expect(withoutAsides('My landlord keeps my deposit. Im from Nigeria.')).toBe('My landlord keeps my deposit.');
    expect(withoutAsides('i am from ghana my visa ends next week')).toBe('my visa ends next week');
    // « venir de » and a verb is what was just done.
    expect(withoutAsides('je viens de perdre mon emploi')).toBe('je viens de perdre mon emploi');
    expect(withoutAsides('can i stop him from taking him out of france')).toBe(
      'can i stop him from taking him out of france',
    );
  });

  it('drops where the asker lives, the place read from the question as typed', () => {
    expect(withoutAsides("J'habite à Paris. Mon proprio garde ma caution")).toBe('Mon proprio garde ma caution');
    expect(withoutAsides("Moi j'habite en France depuis 5 ans. Ma banque me prend des frais")).toBe(
      'Ma banque me prend des frais',
    );
    expect(withoutAsides('Je vis à Cotonou depuis 3 ans, mon patron me vire')).toBe('mon patron me vire');
    expect(withoutAsides('I live in Lagos. My boss fired me.')).toBe('My boss fired me.');
    // Where and with whom one lives, named by no place, may be the matter.
    expect(withoutAsides("j'habite chez mes parents")).toBe("j'habite chez mes parents");
    expect(withoutAsides('je vis avec mon copain')).toBe('je vis avec mon copain');
  });

  it('drops what the message says of itself, and whom the asker asks for', () => {
    expect(withoutAsides('Je vous explique ma situation : mon mari est parti')).toBe('mon mari est parti');
    expect(withoutAsides('Voici ma situation. Mon problème est le suivant : mon mari est parti')).toBe(
      'mon mari est parti',
    );
    expect(
      withoutAsides("Je me permets de vous écrire car j'ai besoin de conseils. Je suis dans une situation compliquée."),
    ).toBe('');
    expect(withoutAsides('Désolée pour le long message, excusez mon français. Sorry for my bad English.')).toBe('');
    expect(withoutAsides("Mon frère m'a dit de vous écrire. Son mari est parti")).toBe('Son mari est parti');
    expect(withoutAsides("J'ai trouvé votre site sur Facebook. Son mari est parti")).toBe('Son mari est parti');
    // What someone told the asker to do is the story's.
    expect(withoutAsides("ma voisine m'a dit d'aller faire une main courante")).toBe(
      "ma voisine m'a dit d'aller faire une main courante",
    );
    expect(withoutAsides('Je demande pour une amie. Son mari est parti')).toBe('Son mari est parti');
    expect(withoutAsides("C'est pour ma sœur. Son mari est parti")).toBe('Son mari est parti');
    // Help of a kind is the matter; a level of French may be (naturalisation asks one).
    expect(withoutAsides("j'ai besoin d'aide juridictionnelle")).toBe("j'ai besoin d'aide juridictionnelle");
    expect(withoutAsides("J'ai besoin d'aide svp. Mon patron me vire")).toBe('Mon patron me vire');
    expect(withoutAsides("mon français n'est pas bon, je peux être naturalisé ?")).toBe(
      "mon français n'est pas bon, je peux être naturalisé ?",
    );
  });

  it('drops a cry for help, the thanks for reading, and who the asker is in general', () => {
    expect(withoutAsides('Au secours ! Mon patron me vire. Je vous en prie aidez-moi.')).toBe(
      'Mon patron me vire. aidez-moi.',
    );
    expect(withoutAsides("j'ai appris à l'aide de mon ami")).toBe("j'ai appris à l'aide de mon ami");
    expect(withoutAsides('Mon patron me vire. Merci de lire mon message et de me répondre.')).toBe(
      'Mon patron me vire.',
    );
    expect(withoutAsides("Merci de m'aider. Mon patron me vire")).toBe('Mon patron me vire');
    expect(withoutAsides('Je suis une femme de 35 ans. Mon mari est parti')).toBe('Mon mari est parti');
    expect(withoutAsides('je suis une femme enceinte')).toBe('je suis une femme enceinte');
  });

  it('drops the asking frame, what the asker did or offers with the message, and a person named by title', () => {
    expect(withoutAsides('Tu peux me dire une chose. Mon patron me vire')).toBe('Mon patron me vire');
    expect(withoutAsides('Pouvez-vous me dire si mon patron peut me virer ?')).toBe('si mon patron peut me virer ?');
    expect(
      withoutAsides('Je vous ai écrit sur WhatsApp aussi. Mon patron me vire. Je peux vous envoyer les photos.'),
    ).toBe('Mon patron me vire.');
    expect(withoutAsides('mon proprio M. Dupont a gardé mes clés')).toBe('mon proprio a gardé mes clés');
    expect(withoutAsides('Monsieur le maire a refusé')).toBe('Monsieur le maire a refusé');
    expect(withoutAsides('I can send you the pictures if needed. My boss fired me.')).toBe('My boss fired me.');
  });

  it('drops a question announced, the problem shown, the hope to be clear, a sentence’s summing up', () => {
    expect(withoutAsides("J'ai une petite question juridique. Bref, mon patron me vire. Voilà mon problème.")).toBe(
      'mon patron me vire.',
    );
    expect(
      withoutAsides("En résumé : mon patron me vire. J'espère que j'ai bien expliqué. Votre avis m'aiderait beaucoup."),
    ).toBe('mon patron me vire.');
    expect(withoutAsides("À l'aide ! Mon patron me vire. Répondez-moi vite s'il vous plaît.")).toBe(
      'Mon patron me vire.',
    );
    // The same words saying the matter stay.
    expect(withoutAsides("j'ai une question sur le loyer, c'est mon problème de santé")).toBe(
      "j'ai une question sur le loyer, c'est mon problème de santé",
    );
  });

  it('drops contact details and the asker’s name, and reads a web address as its site’s name', () => {
    expect(withoutAsides('Je m’appelle Aminata Diallo. Mon patron me vire. Mon numéro : 06 12 34 56 78.')).toBe(
      'Mon patron me vire.',
    );
    expect(withoutAsides('Mon patron me vire. Mon mail : aminata.diallo@gmail.com')).toBe('Mon patron me vire.');
    expect(withoutAsides('arnaqué sur https://www.leboncoin.fr/annonce/12345 hier')).toBe('arnaqué sur leboncoin hier');
    expect(withoutAsides('Voici le lien : leboncoin.fr/annonce/123')).toBe('leboncoin');
    // Numbers of the matter, and a number's own words, stay.
    expect(withoutAsides('mon numéro de sécurité sociale est faux, le loyer est de 650 €')).toBe(
      'mon numéro de sécurité sociale est faux, le loyer est de 650 €',
    );
    expect(withoutAsides('j’ai payé 20.50 euros, etc. et appelé le 3919')).toBe(
      'j’ai payé 20.50 euros, etc. et appelé le 3919',
    );
  });

  it('drops the same in English', () => {
    expect(
      withoutAsides('Good day sir, please I need your help. My boss fired me. Thanks for reading and God bless.'),
    ).toBe('My boss fired me. and');
    expect(withoutAsides('Here is my situation: I am writing to ask for some advice. My boss fired me.')).toBe(
      'My boss fired me.',
    );
    expect(
      withoutAsides('URGENT please!! Sorry for the long message. I am asking for a friend. My boss fired me.'),
    ).toBe('My boss fired me.');
    expect(withoutAsides('Last week, I am a 30 year old woman. My boss fired me.')).toBe('My boss fired me.');
    expect(withoutAsides('Quick question. I was wondering if you could help me. My boss fired me.')).toBe(
      'My boss fired me.',
    );
    expect(withoutAsides('a legal question about my deposit')).toBe('a legal question about my deposit');
    // Who the asker is, said with the matter, stays.
    expect(withoutAsides('I am a woman and my boss harasses me')).toBe('I am a woman and my boss harasses me');
    expect(withoutAsides('please help me with my deposit')).toBe('please help me with my deposit');
  });

  it('drops when the story happened, at a sentence’s opening', () => {
    expect(withoutAsides('Hier soir, mon mari est parti')).toBe('mon mari est parti');
    expect(withoutAsides('La semaine dernière, ma banque a fermé mon compte')).toBe('ma banque a fermé mon compte');
    expect(withoutAsides('Le patron, il dit non')).toBe('Le patron, il dit non');
  });

  it('drops how the asker feels', () => {
    expect(withoutAsides('Mon mari est parti. Je suis vraiment stressée, je n’en dors plus. Aidez-moi.')).toBe(
      'Mon mari est parti. Aidez-moi.',
    );
    expect(withoutAsides("j'ai peur qu'il revienne, je suis perdue")).toBe("qu'il revienne");
    // Having lost something is the matter.
    expect(withoutAsides("j'ai perdu mon passeport")).toBe("j'ai perdu mon passeport");
  });

  it("keeps the same words where they are the matter's", () => {
    expect(withoutAsides('Monsieur le maire a refusé, que faire ?')).toBe('Monsieur le maire a refusé, que faire ?');
    expect(withoutAsides("j'ai demandé une avance sur salaire")).toBe("j'ai demandé une avance sur salaire");
    expect(withoutAsides("Le maître d'ouvrage refuse de payer")).toBe("Le maître d'ouvrage refuse de payer");
    expect(withoutAsides('Merci')).toBe('');
    // A greeting is a whole word: « Hier » is no "hi", « Salutations » no « salut ».
    expect(withoutAsides('Hier mon patron m’a viré')).toBe('Hier mon patron m’a viré');
    expect(withoutAsides('Coucher chez ma mère, c’est possible ?')).toBe('Coucher chez ma mère, c’est possible ?');
  });
});
