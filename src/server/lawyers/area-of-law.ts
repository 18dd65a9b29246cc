/**
 * The area of law a question belongs to, so an answer's "consult a lawyer" link opens the
 * directory on the lawyers who practise it. Word stems in French and English are matched at
 * the start of words, in the question (which weighs double) and in the titles of the sheets
 * the answer relies on. No clear winner means no filter: a wrong one would hide the lawyers
 * the person needs, the whole directory only makes them look a little longer.
 */
import type { Specialty } from './lawyer.types.ts';
import { fold } from './specialty-words.ts';

/**
 * Folded (no accents, lower case); a stem matches any word it begins ('divorc' → divorcer),
 * one ending with a space only the whole word ('vol ' is not 'volonté').
 */
const STEMS: Record<Specialty, string[]> = {
  family: [
    'divorc',
    'mariag',
    'marie',
    'epoux',
    'epouse',
    'conjoint',
    'concubin',
    'pacs',
    'separation de corps',
    'garde des enfants',
    'garde alternee',
    'pension alimentaire',
    'autorite parentale',
    'filiation',
    'paternite',
    'adoption',
    'custody',
    'child support',
    'marriage',
    'spouse',
    'alimony',
  ],
  land: [
    'terrain',
    'parcelle',
    'foncier',
    'fonciere',
    'titre foncier',
    'cadastr',
    'bornage',
    'lotissement',
    'permis de construire',
    'coproprie',
    'land',
    'plot',
  ],
  business: [
    'entreprise',
    'societe',
    'sarl',
    'commercant',
    'fonds de commerce',
    'registre du commerce',
    'rccm',
    'ohada',
    'associe',
    'faillite',
    'liquidation judiciaire',
    'recouvrement',
    'company',
    'business',
    'bankruptcy',
  ],
  labour: [
    'licenci',
    'salari',
    'employeur',
    'contrat de travail',
    'demission',
    'preavis',
    'prud',
    'conge paye',
    'heures supplementaires',
    'salaire',
    'chomage',
    'rupture conventionnelle',
    'employ',
    'dismiss',
    'fired',
    'wage',
    'redundan',
  ],
  criminal: [
    'plainte',
    'penal',
    'garde a vue',
    'police',
    'gendarmerie',
    'vol ',
    'escroquer',
    'agression',
    'violence',
    'harcelement',
    'casier judiciaire',
    'infraction',
    'delit',
    'crime',
    'criminal',
    'arrest',
    'theft',
    'assault',
  ],
  housing: [
    'loyer',
    'locataire',
    'bailleur',
    'proprietaire',
    'bail',
    'logement',
    'expulsion',
    'caution',
    'depot de garantie',
    'etat des lieux',
    'insalubr',
    'rent',
    'tenant',
    'landlord',
    'lease',
    'evict',
  ],
  inheritance: [
    'succession',
    'heritage',
    'herit',
    'testament',
    'legs',
    'donation',
    'notaire',
    'deces',
    'defunt',
    'inherit',
    'estate',
    'heir',
  ],
  administrative: [
    'administration',
    'fonction publique',
    'fonctionnaire',
    'mairie',
    'prefecture',
    'marche public',
    'tribunal administratif',
    'permis de conduire',
    'carte d identite',
    'passeport',
    'etat civil',
    'acte de naissance',
    'public service',
  ],
  consumer: [
    'consommat',
    'remboursement',
    'garantie',
    'achat',
    'vendeur',
    'facture',
    'abonnement',
    'credit a la consommation',
    'surendettement',
    'demarchage',
    'consumer',
    'refund',
    'warranty',
  ],
  immigration: [
    'titre de sejour',
    'carte de sejour',
    'visa',
    'etranger',
    'naturalisation',
    'nationalite',
    'asile',
    'refugie',
    'regroupement familial',
    'expulsion du territoire',
    'immigra',
    'residence permit',
    'asylum',
    'citizenship',
  ],
};

const normalize = (text: string) =>
  ` ${fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const PATTERNS = Object.entries(STEMS).map(
  ([id, stems]) =>
    [id as Specialty, stems.map((stem) => ` ${normalize(stem).trim()}${stem.endsWith(' ') ? ' ' : ''}`)] as const,
);

function hits(text: string, stems: readonly string[]): number {
  return stems.filter((stem) => text.includes(stem)).length;
}

export interface AreaClues {
  question: string;
  /** Titles of the library sheets the answer relies on. */
  titles?: readonly string[];
}

/** The one area of law the clues point to most, or null when none or several tie. */
export function areaOfLaw({ question, titles = [] }: AreaClues): Specialty | null {
  const asked = normalize(question);
  const sources = titles.map(normalize);
  let best: Specialty | null = null;
  let bestScore = 0;
  let tie = false;
  for (const [id, stems] of PATTERNS) {
    const score = 2 * hits(asked, stems) + sources.reduce((sum, title) => sum + hits(title, stems), 0);
    if (score > bestScore) {
      best = id;
      bestScore = score;
      tie = false;
    } else if (score > 0 && score === bestScore) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** The directory's address for an area: filtered on it when there is one. */
export function lawyersPath(area: Specialty | null): string {
  return area ? `/lawyers?specialty=${area}` : '/lawyers';
}
