import { describe, expect, it } from 'vitest';
import { withoutLawInGeneral, withoutWhatToDoInGeneral } from './asked-in-general.ts';

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
    expect(withoutWhatToDoInGeneral('Mon patron me vire. Que me conseillez-vous ?')).toBe('Mon patron me vire. ?');
    expect(withoutWhatToDoInGeneral('My boss fired me. Any advice?')).toBe('My boss fired me. ?');
    expect(withoutWhatToDoInGeneral('My boss fired me. Kindly advise.')).toBe('My boss fired me. .');
  });

  it('keeps them said of something', () => {
    expect(withoutWhatToDoInGeneral('quels recours contre la CAF ?')).toBe('quels recours contre la CAF ?');
    expect(withoutWhatToDoInGeneral('quelle procédure pour divorcer ?')).toBe('quelle procédure pour divorcer ?');
    expect(withoutWhatToDoInGeneral('des conseils pour bien vendre ma maison ?')).toBe(
      'des conseils pour bien vendre ma maison ?',
    );
  });
});
