/**
 * Lay words → the legal wording the sheets use. French stemming already joins inflections
 * (divorcer/divorce, licencié/licenciement); this table covers what stemming cannot: a different
 * word for the same thing ("héritage" is a "succession"). Keys and values are matched and
 * written without accents, in lower case; a key is a whole word or phrase of the query.
 * To add one: a key people type, and the words the right sheet's title uses.
 */
const SYNONYMS: Record<string, string> = {
  heritage: 'succession',
  heriter: 'succession',
  herite: 'succession',
  heritier: 'succession heritier',
  caution: 'depot de garantie',
  proprio: 'proprietaire',
  bail: 'location',
  virer: 'licenciement',
  vire: 'licenciement',
  renvoye: 'licenciement',
  chomage: 'allocation chomage',
  'loyer impaye': 'impayes de loyer',
  expulse: 'expulsion',
  pacse: 'pacs',
  garde: 'residence enfant',
  papiers: 'titre de sejour',
  amende: 'contravention amende',
  pv: 'contravention',
  retraite: 'retraite pension',
  arnaque: 'escroquerie',
  vol: 'vol plainte',
  porter: 'deposer',
  mutuelle: 'complementaire sante',
  apl: 'aide personnalisee au logement',
  rsa: 'revenu de solidarite active',
  smic: 'salaire minimum',
  patron: 'employeur',
  demission: 'demission salarie',
  permis: 'permis de conduire',
  voisin: 'voisinage',
  bruit: 'nuisances sonores',
  testament: 'testament succession',
  naissance: 'acte de naissance',
  deces: 'deces succession',
  dettes: 'surendettement',
  amiable: 'consentement mutuel',
  refuser: 'renoncer',
  perte: 'perdre',
  'non payee': 'impayee',
  'ne paie plus': 'impaye',
  'ne paye plus': 'impaye',
  licencie: 'licenciement',
  'sans enfants': 'n ayant pas eu d enfants',
};

/** Lower case without accents, words separated by single spaces. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}"-]+/gu, ' ')
    .trim();
}

const KEYS = Object.keys(SYNONYMS).sort((a, b) => b.length - a.length);

/**
 * The query with each lay word or phrase replaced by its legal wording, or null when none
 * occurs. Longer phrases first, so "loyer impayé" wins over a shorter key inside it.
 */
export function legalWording(query: string): string | null {
  let text = ` ${normalizeQuery(query)} `;
  let changed = false;
  for (const key of KEYS) {
    const needle = ` ${key} `;
    if (text.includes(needle)) {
      text = text.split(needle).join(` ${SYNONYMS[key]} `);
      changed = true;
    }
  }
  return changed ? text.trim() : null;
}
