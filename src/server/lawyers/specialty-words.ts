/**
 * The French words people type for each area of law, so a search for 'famille', 'bail' or
 * 'pénal' finds the lawyers practising it. Kept here rather than read from the locale files:
 * the directory is searched in French whatever the page's language, and synonyms
 * ('héritage', 'loyer') are not names to show.
 */
import { SPECIALTIES, type Specialty } from './lawyer.types.ts';
import { foldAccents } from '../../shared/text-fold.ts';

const WORDS: Record<Specialty, string> = {
  family: 'droit de la famille, divorce, mariage, garde des enfants, pension alimentaire, filiation',
  land: 'droit foncier, terrain, parcelle, titre foncier, immobilier, propriété',
  business: 'droit des affaires, entreprise, société, commercial, commerce, OHADA, recouvrement',
  labour: 'droit du travail, travail, licenciement, salarié, employeur, emploi, social',
  criminal: 'droit pénal, pénal, plainte, garde à vue, défense pénale',
  housing: 'logement, bail, loyer, locataire, bailleur, expulsion',
  inheritance: 'successions, succession, héritage, héritier, testament, donation',
  administrative: 'droit administratif, administration, fonction publique, marchés publics',
  consumer: 'droit de la consommation, consommation, consommateur, litige commercial',
  immigration: 'droit des étrangers, immigration, titre de séjour, visa, nationalité, asile',
};

/** Lower case without accents: 'Pénal' and 'penal' meet. */
/** Text without accents, in lower case (shared/text-fold.ts): what the folded columns are compared with. */
export const fold = foldAccents;

const FOLDED = SPECIALTIES.map((id) => [id, fold(WORDS[id])] as const);

/** The specialties whose words contain `q` (already folded or not). */
export function specialtiesMatching(q: string): Specialty[] {
  const folded = fold(q.trim());
  if (!folded) return [];
  return FOLDED.filter(([, words]) => words.includes(folded)).map(([id]) => id);
}
