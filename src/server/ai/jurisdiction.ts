/**
 * Which law a question is about, when it is not French law (docs/RETRIEVAL.md "Jurisdiction"):
 * the country or city it names where the asker lives or the matter is ("à Cotonou", "ici au
 * Sénégal"), OHADA, the Beninese land agency (ANDF), the land titles and certificates of
 * African land law, which French law does not have, or amounts in francs CFA. A gazetteer of
 * places, not of questions: the countries and main cities of francophone Africa and of the
 * neighbouring English-speaking ones. A question that also names France or one of its cities (a
 * Senegalese spouse joining a partner in France, a Paris–Dakar flight) is about French law, whatever
 * other country it names; so is a country named as home, where the asker is not (« mon papa est
 * décédé au pays (Côte d'Ivoire) »).
 */
import { spacedWords } from '../retrieval/text.ts';
import { BODIES, CITIES, COUNTRIES, CURRENCIES, DEMONYMS, FRENCH_CITIES, TOWNS } from './jurisdiction-places.ts';

export interface ForeignJurisdiction {
  /**
   * ISO 3166 alpha-2 code, 'OHADA', 'LAND' when only an African land title tells, or 'CFA' when
   * only the currency does.
   */
  code: string;
  /** The city named, as written in the gazetteer. */
  city?: string;
}

/** Names that say the matter is in France. */
const FRANCE = new RegExp(
  `\\b(?:france|francais|francaise|french|metropole|prefecture|caf|pole emploi|france travail|${FRENCH_CITIES.join('|')})\\b`,
);
/** Someone coming here from there: the other country is where they come from, not where the matter is. */
const COMING = /\b(?:venir|viens|vient|venu|venue|venus|arrive|arrivee|arrives|originaire|come|coming|came|moved)\b/;
/** A place named as an origin ("du Mali", "from Ghana"). */
const ORIGIN = /\b(?:du|de|d|des|depuis|from)\s*$/;
/** A place named as home, where the asker is not: « au pays (Côte d'Ivoire) », « dans mon pays, au Mali ». */
const HOME = /\b(?:au|mon|notre|du) pays\s+(?:(?:en|au|aux|a|le|la|du)\s+)?$/;
const OHADA = /\b(?:ohada|auscgie|ccja)\b/;
const CURRENCY = CURRENCIES.map(([pattern, code]) => ({ pattern: new RegExp(`\\b(?:${pattern})\\b`), code }));
const BODY = new RegExp(`\\b(${Object.keys(BODIES).join('|')})\\b`);
const BENIN_LAND = /\bandf\b/;
/**
 * The titre foncier and certificat foncier of the land codes of francophone Africa, and those codes
 * themselves (Benin's « code foncier et domanial »): French law registers no such title and has no
 * such code.
 */
const LAND_TITLE = /\b(?:titres?|certificats?) fonciers?\b|\bland titles?\b|\bcodes? (?:foncier|domanial)\b/;
/**
 * Francs CFA, written as such, as francs alone or as an F after thousands (« 500 000 F »): France
 * has counted in euros since 2002. So is the family code of Benin, Burkina Faso, Mali and Togo,
 * all of the CFA franc zone: French family law is the Code civil's.
 */
const CFA =
  /\b(?:f ?cfa|francs? cfa|cfa|xof|xaf)\b|\d ?(?:francs|frs)\b|\d ?000 ?f\b|\bcode des personnes et de la famille\b/;
/** A country's adjective, in any of its forms (« ivoirien », « ivoiriennes »): the country's is the match's first group. */
const DEMONYM = `(${Object.keys(DEMONYMS).join('|')})(?:e|s|es|ne|nes)?`;
/** A country's law, courts or police (« la police togolaise », « le droit ivoirien »), not its people. */
const INSTITUTION = new RegExp(
  `\\b(?:loi|lois|droit|code|justice|police|gendarmerie|tribunal|tribunaux|juge|administration|gouvernement|douane|douanes) ${DEMONYM}\\b`,
);
/**
 * An identity paper that country's state issues (« un passeport ivoirien pour mon fils »): its own
 * law and offices make it. Not one the asker holds and travels or lives with (« avec mon passeport
 * ivoirien », « j'ai un passeport malien »), nor one a French procedure for foreigners asks for
 * (a residence permit, a visa, naturalisation), which French rules concern.
 */
const STATE_PAPER = new RegExp(`\\b(?:passeport|carte (?:nationale )?d identite) ${DEMONYM}\\b`);
const HELD_PAPER = /\b(?:avec|ai|as|a|avons|avez|ont) (?:un|une|mon|ma|son|sa|notre|leur|des|nos|mes|ses|le|la)? ?$/;
const FOREIGNERS_PROCEDURE =
  /\b(?:titres? de sejour|cartes? de sejour|recepisse|visas?|naturalisation|asile|regroupement familial)\b/;

/**
 * Longest names first, so "rd congo" wins over "congo" and "porto novo" is one city. The towns
 * built from GeoNames (jurisdiction-places.ts TOWNS) are places as cities are, but the directory
 * is filtered on their country: a town that size seldom has a lawyer of its own listed.
 */
const PLACES = [
  ...Object.entries(COUNTRIES).map(([name, code]) => ({
    name,
    code,
    city: undefined as string | undefined,
    town: false,
  })),
  ...Object.entries(CITIES).map(([name, [code, city]]) => ({ name, code, city, town: false })),
  ...Object.entries(TOWNS).map(([name, [code]]) => ({ name, code, city: undefined, town: true })),
]
  .sort((a, b) => b.name.length - a.name.length)
  .map((place, rank) => ({ ...place, rank }));
type Place = (typeof PLACES)[number];

/** The places by name (a name may be a country's and its capital's), and the most words a name has. */
const PLACES_NAMED = new Map<string, Place[]>();
for (const place of PLACES) PLACES_NAMED.set(place.name, [...(PLACES_NAMED.get(place.name) ?? []), place]);
const MOST_WORDS = Math.max(...PLACES.map((place) => place.name.split(' ').length));

/**
 * Each place the text names, where its name first stands (the space before it), read in one pass
 * over the text's runs of words: about 1,000 names looked for one by one cost a question 0.12 ms
 * (docs/PERFORMANCE.md "The library's answers composed on the retrieval thread").
 */
function placesNamed(text: string): { at: number; place: Place }[] {
  const words = text.split(' ');
  const named: { at: number; place: Place }[] = [];
  const seen = new Set<string>();
  let at = -1;
  for (let i = 0; i < words.length; i++) {
    let name = '';
    for (let n = 0; n < MOST_WORDS && i + n < words.length; n++) {
      const word = words[i + n] as string;
      if (word === '') break;
      name = n === 0 ? word : `${name} ${word}`;
      const places = PLACES_NAMED.get(name);
      if (!places || seen.has(name)) continue;
      seen.add(name);
      for (const place of places) named.push({ at, place });
    }
    at += (words[i] as string).length + 1;
  }
  return named.sort((a, b) => a.at - b.at || a.place.rank - b.place.rank);
}
/**
 * A name after a street's word is a street's (« avenue Carnot », « rue de Bamako »), and one after a
 * person's (« ma fille Safi », « madame Saïda ») a person's: not where the matter is.
 */
const STREET =
  /\b(?:rue|avenue|av|boulevard|bd|place|quai|allee|impasse|chemin|square|cours|street|road)(?: de| du| des| d)? $/;
const PERSON =
  /\b(?:(?:mon|ma|notre|son|sa|my|our|his|her) (?:fille|fils|femme|mari|ami|amie|copain|copine|voisin|voisine|frere|soeur|cousin|cousine|tante|tantie|oncle|enfant|bebe|daughter|son|wife|husband|friend|neighbour|neighbor|sister|brother)|madame|monsieur|mme|mr|mrs|ms|mlle|appele|appelee|named|called) $/;

/** True when the question says the matter is in France. */
export const namesFrance = (question: string): boolean => FRANCE.test(spacedWords(question));

/** True for a country's code, false for what tells a law but not its country (OHADA, LAND, CFA). */
export const isCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code);

/** The directory's address for lawyers of a jurisdiction: its city when named, else its country. */
export function lawyersOf(place: ForeignJurisdiction): string {
  if (place.city) return `/lawyers?city=${encodeURIComponent(place.city)}`;
  if (isCountry(place.code)) return `/lawyers?country=${place.code}`;
  return place.code === 'LAND' ? '/lawyers?specialty=land' : '/lawyers';
}

/** The foreign law a question is about, or null when it is (or may be) French law. */
export function foreignJurisdiction(question: string): ForeignJurisdiction | null {
  const text = spacedWords(question);
  if (FRANCE.test(text)) return null;
  const coming = COMING.test(text);
  // The place named first is where the story is (« une boutique au marché de Lomé … il est parti au
  // Ghana »); at one place, the longest name wins ("rd congo" over "congo"). Each name counts where
  // it first stands.
  const found = placesNamed(text).find(({ at, place }) => {
    if (HOME.test(text.slice(Math.max(0, at - 20), at + 1))) return false;
    const before = text.slice(Math.max(0, at - 24), at + 1);
    if (STREET.test(before) || PERSON.test(before)) return false;
    if (coming && ORIGIN.test(text.slice(Math.max(0, at - 12), at))) return false;
    return !(coming && !place.city && !place.town);
  });
  if (found) return found.place.city ? { code: found.place.code, city: found.place.city } : { code: found.place.code };
  const institution = INSTITUTION.exec(text)?.[1];
  if (institution) return { code: DEMONYMS[institution] as string };
  const paper = STATE_PAPER.exec(text);
  const held = (at: number) => HELD_PAPER.test(text.slice(Math.max(0, at - 12), at));
  if (paper?.[1] && !coming && !held(paper.index) && !FOREIGNERS_PROCEDURE.test(text))
    return { code: DEMONYMS[paper[1]] as string };
  const body = BODY.exec(text)?.[1];
  if (body) return { code: BODIES[body] as string };
  if (BENIN_LAND.test(text)) return { code: 'BJ' };
  if (LAND_TITLE.test(text)) return { code: 'LAND' };
  if (OHADA.test(text)) return { code: 'OHADA' };
  const currency = CURRENCY.find(({ pattern }) => pattern.test(text));
  if (currency) return { code: currency.code };
  if (CFA.test(text)) return { code: 'CFA' };
  return null;
}
