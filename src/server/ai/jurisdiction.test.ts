import { describe, expect, it } from 'vitest';
import { isFrenchWord } from '../retrieval/french-words.ts';
import { frameFor } from './frame.ts';
import { foreignJurisdiction, lawyersOf } from './jurisdiction.ts';
import { BODIES, CITIES, COUNTRIES, COUNTRY_NAMES, CURRENCIES, FRENCH_CITIES, TOWNS } from './jurisdiction-places.ts';

describe('the law a question is about', () => {
  it('names the country of a city or a country where the matter is', () => {
    expect(foreignJurisdiction('Comment obtenir un titre foncier à Cotonou ?')).toEqual({
      code: 'BJ',
      city: 'Cotonou',
    });
    expect(foreignJurisdiction('mon bailleur à Lomé garde ma caution')).toEqual({ code: 'TG', city: 'Lomé' });
    expect(foreignJurisdiction('le divorce ici au Sénégal')).toEqual({ code: 'SN' });
    expect(foreignJurisdiction('My landlord in Douala kept my deposit')).toEqual({ code: 'CM', city: 'Douala' });
  });

  it('takes the place named first as where the story is, a quarter as its city', () => {
    expect(
      foreignJurisdiction('Notre boutique au marché de Lomé : mon associé a vidé le compte et il est parti au Ghana'),
    ).toEqual({ code: 'TG', city: 'Lomé' });
    expect(foreignJurisdiction('mon bailleur à Akpakpa garde ma caution')).toEqual({ code: 'BJ', city: 'Cotonou' });
    expect(foreignJurisdiction('ma boutique à Adjamé a été fermée par la mairie')).toEqual({
      code: 'CI',
      city: 'Abidjan',
    });
    expect(foreignJurisdiction('un terrain à Godomey, vers Calavi')).toEqual({ code: 'BJ', city: 'Abomey-Calavi' });
  });

  it('knows the other towns of those countries, built from GeoNames, and sends them to the country’s lawyers', () => {
    const tahoua = foreignJurisdiction('mon bailleur à Tahoua veut me mettre dehors');
    expect(tahoua).toEqual({ code: 'NE' });
    expect(lawyersOf(tahoua as NonNullable<typeof tahoua>)).toBe('/lawyers?country=NE');
    expect(foreignJurisdiction('je suis à Kenitra, mon mari est parti avec les enfants')).toEqual({ code: 'MA' });
    expect(foreignJurisdiction('I live in Sokoto and my landlord wants to evict me')).toEqual({ code: 'NG' });
    expect(foreignJurisdiction('je suis venue de Meknès il y a deux ans, j’ai droit au RSA ?')).toBeNull();
  });

  it('knows the bodies of those countries’ law that French law has not', () => {
    expect(foreignJurisdiction('comment immatriculer ma boutique au RCCM ?')).toEqual({ code: 'OHADA' });
    expect(foreignJurisdiction('je cotise à l’IPRES depuis 20 ans, à quel âge la retraite ?')).toEqual({ code: 'SN' });
    expect(foreignJurisdiction('mon employeur ne m’a jamais déclaré à la CNSS')).toEqual({ code: 'CFA' });
    expect(foreignJurisdiction('le SMIG est à combien ?')).toEqual({ code: 'CFA' });
    expect(foreignJurisdiction('le SMIC est à combien ?')).toBeNull();
  });

  it('reads those countries’ other currencies as it reads francs CFA, not their people', () => {
    expect(foreignJurisdiction('mon loyer est de 150 000 nairas par mois')).toEqual({ code: 'NG' });
    expect(foreignJurisdiction('il me doit 2 000 dirhams depuis l’an dernier')).toEqual({ code: 'MA' });
    expect(foreignJurisdiction('j’ai payé 5 millions de francs guinéens pour le terrain')).toEqual({ code: 'GN' });
    expect(foreignJurisdiction('mon cousin est guinéen, il m’a volé mon téléphone')).toBeNull();
  });

  it('reads a name after a street’s or a person’s word as theirs, not as a town', () => {
    expect(foreignJurisdiction('ma fille Safi a 17 ans, elle peut travailler cet été ?')).toBeNull();
    expect(foreignJurisdiction('madame Saida me doit 300 euros')).toBeNull();
    expect(foreignJurisdiction('j’habite avenue Carnot, mon bailleur veut m’expulser')).toBeNull();
    expect(foreignJurisdiction('mon frère à Safi a eu un accident')).toEqual({ code: 'MA' });
  });

  it('keeps out of the towns every name a French question may say otherwise', () => {
    const codes = new Set(Object.values(COUNTRIES));
    const french = new Set(FRENCH_CITIES);
    expect(Object.keys(TOWNS).length).toBeGreaterThan(400);
    for (const [name, [code]] of Object.entries(TOWNS)) {
      expect(codes.has(code), name).toBe(true);
      expect(name.length, name).toBeGreaterThanOrEqual(4);
      expect(french.has(name) || name.split(' ').every(isFrenchWord), name).toBe(false);
    }
  });

  it('names in French and English the law of every place, body and currency it knows', () => {
    const codes = new Set([
      ...Object.values(COUNTRIES),
      ...Object.values(CITIES).map(([code]) => code),
      ...Object.values(TOWNS).map(([code]) => code),
      ...Object.values(BODIES),
      ...CURRENCIES.map(([, code]) => code),
    ]);
    for (const code of codes) {
      expect(frameFor('fr').law(code), code).not.toContain(`(${code})`);
      expect(frameFor('en').law(code), code).not.toContain(`(${code})`);
    }
    // Fon and Yoruba name a country they do not list by its French name, never by its code.
    for (const code of Object.values(COUNTRIES)) {
      expect(COUNTRY_NAMES[code], code).toBeDefined();
      for (const language of ['fon', 'yo'] as const)
        expect(frameFor(language).law(code), `${language} ${code}`).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });

  it('reads a country’s law, courts or police by its adjective, not its people', () => {
    expect(foreignJurisdiction('est-ce que la police togolaise peut le chercher ?')).toEqual({ code: 'TG' });
    expect(foreignJurisdiction('que dit le droit ivoirien sur l’héritage des filles ?')).toEqual({ code: 'CI' });
    expect(foreignJurisdiction('le code béninois des personnes et de la famille')).toEqual({ code: 'BJ' });
    expect(foreignJurisdiction('je suis ivoirienne, mon patron ne me paie plus')).toBeNull();
  });

  it('reads an identity paper a country issues as its law, not one the asker holds or a French procedure asks for', () => {
    expect(foreignJurisdiction('Comment obtenir un passeport ivoirien pour mon fils de 5 ans ?')).toEqual({
      code: 'CI',
    });
    expect(foreignJurisdiction('ma carte d’identité camerounaise est perdue, où la refaire ?')).toEqual({ code: 'CM' });
    expect(foreignJurisdiction('avec mon passeport ivoirien, il me faut un visa pour l’Espagne ?')).toBeNull();
    expect(foreignJurisdiction('j’ai un passeport malien et je veux travailler, c’est quoi les papiers')).toBeNull();
    expect(foreignJurisdiction('pour la naturalisation il faut mon passeport ivoirien ?')).toBeNull();
    expect(foreignJurisdiction('je suis venu avec un passeport togolais, je veux une carte')).toBeNull();
  });

  it('knows OHADA, the Beninese land agency and amounts in francs CFA', () => {
    expect(foreignJurisdiction('créer une SARL selon l’acte uniforme OHADA')).toEqual({ code: 'OHADA' });
    expect(foreignJurisdiction('mon dossier à l’ANDF traîne')).toEqual({ code: 'BJ' });
    expect(foreignJurisdiction('il me doit 500 000 FCFA')).toEqual({ code: 'CFA' });
    // France has counted in euros since 2002: francs alone are CFA francs.
    expect(foreignJurisdiction('le loyer est de 75 000 francs par mois')).toEqual({ code: 'CFA' });
    expect(foreignJurisdiction('J’ai payé 500 000 F à un démarcheur pour un terrain')).toEqual({ code: 'CFA' });
    expect(foreignJurisdiction('il me faut 200 000f pour la dot')).toEqual({ code: 'CFA' });
    expect(foreignJurisdiction('j’ai un F3 à 650 € par mois')).toBeNull();
    // The family code of Benin, Burkina Faso, Mali and Togo; France's family law is the Code civil's.
    expect(foreignJurisdiction('selon le code des personnes et de la famille, la veuve hérite ?')).toEqual({
      code: 'CFA',
    });
    expect(foreignJurisdiction('une amende de 135 € pour un excès de vitesse')).toBeNull();
  });

  it('knows the land titles French law does not have, and sends them to land lawyers', () => {
    expect(foreignJurisdiction('Comment obtenir un titre foncier ?')).toEqual({ code: 'LAND' });
    expect(foreignJurisdiction('transformer le certificat foncier rural de papa')).toEqual({ code: 'LAND' });
    expect(foreignJurisdiction('que dit le code foncier et domanial sur les ventes sans papier ?')).toEqual({
      code: 'LAND',
    });
    expect(foreignJurisdiction('how do I get a land title for my plot?')).toEqual({ code: 'LAND' });
    expect(lawyersOf({ code: 'LAND' })).toBe('/lawyers?specialty=land');
    expect(foreignJurisdiction('Comment prouver que je suis propriétaire de ma maison ?')).toBeNull();
  });

  it('leaves French law alone: France named, a country of origin, or no place at all', () => {
    expect(foreignJurisdiction('Je suis sénégalais, je veux épouser une Française en France')).toBeNull();
    expect(foreignJurisdiction('Je suis venu du Mali, la banque refuse de m’ouvrir un compte')).toBeNull();
    expect(foreignJurisdiction('ma mère vit au Sénégal et veut venir me voir un mois')).toBeNull();
    expect(foreignJurisdiction('Mon propriétaire garde ma caution')).toBeNull();
  });

  it('reads a country named as home, or beside a French city, as where the matter is not', () => {
    expect(foreignJurisdiction('Mon papa est décédé au pays (Côte d’Ivoire), mon patron refuse le congé')).toBeNull();
    expect(foreignJurisdiction('ma maman est restée au pays au Bénin, je lui envoie de l’argent')).toBeNull();
    expect(
      foreignJurisdiction('Notre vol Paris-Dakar a été annulé la veille, la compagnie refuse de payer'),
    ).toBeNull();
    expect(foreignJurisdiction('je vis à Marseille et mon frère à Abidjan veut venir')).toBeNull();
    // The home country named apart, and the matter's own city, still tell.
    expect(foreignJurisdiction('je suis rentré au pays et mon bailleur à Cotonou garde ma caution')).toEqual({
      code: 'BJ',
      city: 'Cotonou',
    });
    expect(foreignJurisdiction('ce pays, le Togo, applique quelle loi sur le divorce ?')).toEqual({ code: 'TG' });
  });
});
