import { describe, expect, it } from 'vitest';
import { ayerPresentsAsAie, participlesAsInfinitives, vivreAsVerb } from './verb-forms.ts';

describe('ayerPresentsAsAie', () => {
  it('writes the present of a verb in -ayer after a pronoun, « ne » or « qui » as its -aie form', () => {
    expect(ayerPresentsAsAie('mon employeur me paye pas')).toBe('mon employeur me paie pas');
    expect(ayerPresentsAsAie('ils ne payent plus, qui paye ?')).toBe('ils ne paient plus, qui paie ?');
    expect(ayerPresentsAsAie("j'essaye, elles essayent, tu balayes")).toBe("j'essaie, elles essaient, tu balaies");
  });

  it('leaves the participle, a noun and a word of no -ayer verb as they are', () => {
    // After « été » or « suis », « paye » is « payé » typed without its accent.
    expect(ayerPresentsAsAie("j'ai pas été paye, je suis pas paye")).toBe("j'ai pas été paye, je suis pas paye");
    expect(ayerPresentsAsAie('ma fiche de paye')).toBe('ma fiche de paye');
    expect(ayerPresentsAsAie('qui abbaye, se cobaye')).toBe('qui abbaye, se cobaye');
    expect(ayerPresentsAsAie('il a payé, il payera')).toBe('il a payé, il payera');
  });
});

describe('vivreAsVerb', () => {
  it('reads « vis » and « vit » after their subject as vivre, and leaves them out before a place', () => {
    expect(vivreAsVerb("elle vit avec moi, j'vis seule")).toBe("elle vivre avec moi, j'vivre seule");
    expect(vivreAsVerb('on vit ensemble depuis 8 ans')).toBe('on vivre ensemble depuis 8 ans');
    expect(vivreAsVerb('Je vis en France depuis 10 ans, il vit à Paris')).toBe(
      'Je en France depuis 10 ans, il à Paris',
    );
  });

  it('leaves the library’s « vis-à-vis » and the screws as they are', () => {
    expect(vivreAsVerb("mes droits vis-à-vis de l'employeur")).toBe("mes droits vis-à-vis de l'employeur");
    expect(vivreAsVerb('une vis de la porte')).toBe('une vis de la porte');
  });
});

describe('participlesAsInfinitives', () => {
  it('reads a participle typed after a verb taking an infinitive, « pour », « sans », « de » or « à » as that infinitive', () => {
    expect(participlesAsInfinitives('Je dois payé quand même ?')).toBe('Je dois payer quand même ?');
    expect(participlesAsInfinitives("qu'on peut se marié ?")).toBe("qu'on peut se marier ?");
    expect(participlesAsInfinitives('je dois l’envoyé à qui')).toBe('je dois l’envoyer à qui');
    expect(participlesAsInfinitives('je ne peux pas tout payé, il refuse de payé')).toBe(
      'je ne peux pas tout payer, il refuse de payer',
    );
  });

  it('leaves a participle where French writes one, and a word that only begins like a preposition', () => {
    expect(participlesAsInfinitives("il m'a payé, le salaire payé")).toBe("il m'a payé, le salaire payé");
    expect(participlesAsInfinitives('je les avait demandé')).toBe('je les avait demandé');
    expect(participlesAsInfinitives('3 jours de congé')).toBe('3 jours de congé');
  });
});
