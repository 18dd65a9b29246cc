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

export interface ForeignJurisdiction {
  /**
   * ISO 3166 alpha-2 code, 'OHADA', 'LAND' when only an African land title tells, or 'CFA' when
   * only the currency does.
   */
  code: string;
  /** The city named, as written in the gazetteer. */
  city?: string;
}

/** Country names (French and English, folded) → code. */
const COUNTRIES: Record<string, string> = {
  benin: 'BJ',
  togo: 'TG',
  'cote d ivoire': 'CI',
  'ivory coast': 'CI',
  senegal: 'SN',
  cameroun: 'CM',
  cameroon: 'CM',
  'burkina faso': 'BF',
  burkina: 'BF',
  mali: 'ML',
  niger: 'NE',
  gabon: 'GA',
  congo: 'CG',
  'rd congo': 'CD',
  rdc: 'CD',
  guinee: 'GN',
  guinea: 'GN',
  tchad: 'TD',
  chad: 'TD',
  centrafrique: 'CF',
  mauritanie: 'MR',
  mauritania: 'MR',
  maroc: 'MA',
  morocco: 'MA',
  algerie: 'DZ',
  algeria: 'DZ',
  tunisie: 'TN',
  tunisia: 'TN',
  madagascar: 'MG',
  comores: 'KM',
  djibouti: 'DJ',
  rwanda: 'RW',
  burundi: 'BI',
  nigeria: 'NG',
  ghana: 'GH',
  gambie: 'GM',
  gambia: 'GM',
  'guinee bissau': 'GW',
  'cap vert': 'CV',
  haiti: 'HT',
  belgique: 'BE',
  belgium: 'BE',
  suisse: 'CH',
  switzerland: 'CH',
  quebec: 'CA',
  canada: 'CA',
  luxembourg: 'LU',
};

/** Cities (folded) → [code, name as written]. */
const CITIES: Record<string, [string, string]> = {
  cotonou: ['BJ', 'Cotonou'],
  'porto novo': ['BJ', 'Porto-Novo'],
  'abomey calavi': ['BJ', 'Abomey-Calavi'],
  calavi: ['BJ', 'Abomey-Calavi'],
  abomey: ['BJ', 'Abomey'],
  parakou: ['BJ', 'Parakou'],
  ouidah: ['BJ', 'Ouidah'],
  bohicon: ['BJ', 'Bohicon'],
  natitingou: ['BJ', 'Natitingou'],
  lome: ['TG', 'Lomé'],
  kara: ['TG', 'Kara'],
  sokode: ['TG', 'Sokodé'],
  abidjan: ['CI', 'Abidjan'],
  yopougon: ['CI', 'Abidjan'],
  cocody: ['CI', 'Abidjan'],
  yamoussoukro: ['CI', 'Yamoussoukro'],
  bouake: ['CI', 'Bouaké'],
  'san pedro': ['CI', 'San-Pédro'],
  dakar: ['SN', 'Dakar'],
  thies: ['SN', 'Thiès'],
  ziguinchor: ['SN', 'Ziguinchor'],
  touba: ['SN', 'Touba'],
  douala: ['CM', 'Douala'],
  yaounde: ['CM', 'Yaoundé'],
  buea: ['CM', 'Buea'],
  bafoussam: ['CM', 'Bafoussam'],
  garoua: ['CM', 'Garoua'],
  ouagadougou: ['BF', 'Ouagadougou'],
  ouaga: ['BF', 'Ouagadougou'],
  'bobo dioulasso': ['BF', 'Bobo-Dioulasso'],
  bamako: ['ML', 'Bamako'],
  niamey: ['NE', 'Niamey'],
  libreville: ['GA', 'Libreville'],
  'port gentil': ['GA', 'Port-Gentil'],
  brazzaville: ['CG', 'Brazzaville'],
  'pointe noire': ['CG', 'Pointe-Noire'],
  kinshasa: ['CD', 'Kinshasa'],
  lubumbashi: ['CD', 'Lubumbashi'],
  conakry: ['GN', 'Conakry'],
  ndjamena: ['TD', 'N’Djamena'],
  'n djamena': ['TD', 'N’Djamena'],
  bangui: ['CF', 'Bangui'],
  nouakchott: ['MR', 'Nouakchott'],
  lagos: ['NG', 'Lagos'],
  abuja: ['NG', 'Abuja'],
  accra: ['GH', 'Accra'],
  kumasi: ['GH', 'Kumasi'],
};

/**
 * French cities (folded): the largest communes, the prefectures of the overseas departments and
 * the suburbs people name. Names that are also common words (Nice, Tours, Orange, Lens, Grasse,
 * Sens, Vienne) are left out: a question naming no place is French law anyway.
 */
const FRENCH_CITIES = [
  'paris',
  'marseille',
  'lyon',
  'toulouse',
  'nantes',
  'strasbourg',
  'montpellier',
  'bordeaux',
  'lille',
  'rennes',
  'reims',
  'le havre',
  'saint etienne',
  'toulon',
  'grenoble',
  'dijon',
  'angers',
  'nimes',
  'villeurbanne',
  'clermont ferrand',
  'le mans',
  'aix en provence',
  'brest',
  'limoges',
  'amiens',
  'perpignan',
  'metz',
  'besancon',
  'orleans',
  'rouen',
  'mulhouse',
  'caen',
  'argenteuil',
  'montreuil',
  'saint denis',
  'roubaix',
  'tourcoing',
  'nanterre',
  'creteil',
  'bobigny',
  'versailles',
  'poitiers',
  'avignon',
  'cergy',
  'evry',
  'aubervilliers',
  'vitry sur seine',
  'seine saint denis',
  'ile de france',
  'cayenne',
  'fort de france',
  'pointe a pitre',
  'mamoudzou',
];

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
const BENIN_LAND = /\bandf\b/;
/** The titre foncier and certificat foncier of the land codes of francophone Africa; French law registers no such title. */
const LAND_TITLE = /\b(?:titres?|certificats?) fonciers?\b/;
const CFA = /\b(?:f ?cfa|francs? cfa|cfa|xof|xaf)\b/;

/** Longest names first, so "rd congo" wins over "congo" and "porto novo" is one city. */
const PLACES = [
  ...Object.entries(COUNTRIES).map(([name, code]) => ({ name, code, city: undefined as string | undefined })),
  ...Object.entries(CITIES).map(([name, [code, city]]) => ({ name, code, city })),
].sort((a, b) => b.name.length - a.name.length);

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
  for (const place of PLACES) {
    const at = text.indexOf(` ${place.name} `);
    if (at < 0 || HOME.test(text.slice(Math.max(0, at - 20), at + 1))) continue;
    if (coming && ORIGIN.test(text.slice(Math.max(0, at - 12), at))) continue;
    if (coming && !place.city) continue;
    return place.city ? { code: place.code, city: place.city } : { code: place.code };
  }
  if (BENIN_LAND.test(text)) return { code: 'BJ' };
  if (LAND_TITLE.test(text)) return { code: 'LAND' };
  if (OHADA.test(text)) return { code: 'OHADA' };
  if (CFA.test(text)) return { code: 'CFA' };
  return null;
}
