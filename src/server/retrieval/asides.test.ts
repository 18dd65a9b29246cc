import { describe, expect, it } from 'vitest';
import { withoutAsides, withoutLawInGeneral, withoutWhatToDoInGeneral } from './asides.ts';

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

describe('withoutLawInGeneral', () => {
  it('drops the law asked about in general, the rest of the sentence kept', () => {
    expect(withoutLawInGeneral("mon patron m'a viré, c'est légal ?")).toBe("mon patron m'a viré, c'est  ?");
    expect(withoutLawInGeneral('c legal ça')).toBe('c  ça');
    expect(withoutLawInGeneral('que dit la loi sur les loyers ?')).toBe('que  sur les loyers ?');
    expect(withoutLawInGeneral('Selon la loi, il peut ?')).toBe('Selon , il peut ?');
    expect(withoutLawInGeneral('is that even legal?')).toBe('is that even ?');
    expect(withoutLawInGeneral('il a fait ça illégalement')).toBe('il a fait ça ');
  });

  it("keeps the law and the adjective where they are the matter's", () => {
    expect(withoutLawInGeneral('la durée légale du travail')).toBe('la durée légale du travail');
    expect(withoutLawInGeneral('mon représentant légal')).toBe('mon représentant légal');
    expect(withoutLawInGeneral('que dit la loi Carrez ?')).toBe('que dit la loi Carrez ?');
    expect(withoutLawInGeneral('the legal age to work')).toBe('the legal age to work');
  });
});

describe('withoutWhatToDoInGeneral', () => {
  it('drops what to do asked with nothing after it', () => {
    expect(withoutWhatToDoInGeneral('Mon proprio garde ma caution. Quelles sont les démarches à suivre ?')).toBe(
      'Mon proprio garde ma caution. ?',
    );
    expect(withoutWhatToDoInGeneral('Quels sont mes recours ? Comment dois-je procéder ?')).toBe('? ?');
    expect(withoutWhatToDoInGeneral('Dites-moi ce que je dois faire.')).toBe(' ce que je dois faire.');
  });

  it('keeps them said of something', () => {
    expect(withoutWhatToDoInGeneral('quels recours contre la CAF ?')).toBe('quels recours contre la CAF ?');
    expect(withoutWhatToDoInGeneral('quelle procédure pour divorcer ?')).toBe('quelle procédure pour divorcer ?');
  });
});
