/**
 * What a question asks beyond its subject (docs/RETRIEVAL.md "Answers from sections"): its kind
 * (how, where, how much, how long, who, which documents, rights), the asker's side in a two-party
 * matter and what they do without, read from general French and English usage: "mon
 * propriétaire" is said by a tenant, "mon locataire" by a landlord, "mon patron" by an employee
 * (retrieval/parties.ts). The side picks the section written for the asker ("Vous êtes
 * locataire") over the one for the other party.
 */
import { type Quantity, quantitiesOf } from './quantities.ts';
import { withoutAsides, withoutContactDetails } from '../retrieval/asides.ts';
import { namedParty } from '../retrieval/parties.ts';
import { spacedWords, termOf } from '../retrieval/text.ts';
import { asMeant } from '../retrieval/typed-question.ts';

export type QuestionKind = 'how-long' | 'how-much' | 'where' | 'who' | 'documents' | 'how' | 'rights' | 'other';

export interface QuestionCues {
  kind: QuestionKind;
  /** Word starts (folded) a heading written for the asker has ("locatair"), and those of the other party. */
  side: { own: string[]; other: string[] } | null;
  /** Stems of what the asker does without ("sans aller chez le notaire": notair): a part headed by it is another case. */
  without: string[];
  /** The figures the asker gives ("il y a 8 mois"), against the cases a sheet tells apart by them (quantities.ts). */
  quantities: Quantity[];
}

/**
 * The kinds of question, the first that matches. « Quand » asks when unless it is « quand même »
 * (anyway) or opens a clause (« quand il veut », « quand on est étudiant »), as "when" opens one
 * in "when I renew" (docs/RETRIEVAL.md "Answers from sections").
 */
const KINDS: [QuestionKind, RegExp][] = [
  [
    'how-long',
    /\b((?:combien|cb|cmb) de temps|(?:quel|kel) delai|delais?|(?:jusqu a|a partir de|depuis) quand|quand(?! (meme|je|j|tu|il|elle|on|nous|vous|ils|elles|mon|ma|mes|le|la|les)\b)|kan(?! (meme|je|j|tu|il|elle|on|nous|vous|ils|elles|mon|ma|mes|le|la|les)\b)|duree|how long|when(?! (i|you|he|she|we|they|my|it|the)\b)|deadline|(?:combien|cb|cmb) de (jours|mois|ans))\b/,
  ],
  ['how-much', /\b(combien|cb|cmb|cout|coute|couter|prix|montant|tarif|frais|payer combien|how much|cost|price|fee)\b/],
  [
    'where',
    /\b(ou (aller|m adresser|faire|deposer|se trouve)|a (?:qui|ki)|aupres de (?:qui|ki)|quel (service|bureau|tribunal)|where|who do i)\b/,
  ],
  ['who', /\b((?:qui|ki) (doit|paie|paye|peut|garde|herite|est)|who)\b/],
  [
    'documents',
    /\b(?:quel|kel)(le)?s? (sont les )?(papiers?|documents?|pieces|justificatifs?)\b|\b(papiers?|documents?|pieces|justificatifs?) (a fournir|a donner|a amener|a apporter|a presenter|a joindre|necessaires?|demandes?)\b|\b(what|which) (documents|papers)\b|\b(documents|papers) (do|does|should|must) (i|we)\b/,
  ],
  [
    'how',
    /\b(comment|cmt|koman|komen|(?:que|ke|quoi|koi) faire|(?:quelles?|kelles?) demarches?|procedure|how|what (can|should|do) i do)\b/,
  ],
  // What one is entitled to, may or must do, or risks: asked last, when nothing more precise is.
  [
    'rights',
    /\b(droit a quoi|droits?|(a|ai|as|avons|avez|ont) le droit|est ce (legal|normal|permis)|c est (legal|normal|permis)|legal|autorise|interdit|oblige|obligatoire|risque|the right|allowed|entitled|is (it|this) legal)\b/,
  ],
];

/** "Où" loses its accent when folded, and "ou" (or) is everywhere: an accented one, or one opening the question, asks where. */
const WHERE = /(?:^|[^\p{L}])où(?:[^\p{L}]|$)/u;
const OPENING_WHERE = /^ ou (?:faut|dois|doit|puis|peut|peux|aller|va|vais|se|on|je|j|faire|deposer)\b/;

/** "sans" and what it is without, past the little words and light verbs between ("sans faire de testament"). */
const WITHOUT =
  /\bsans (?:(?:le|la|les|l|un|une|des|de|d|du|mon|ma|mes|son|sa|ses|leur|me|se|s|faire|aller|passer|avoir|etre|chez|par|devant|payer)\s+){0,3}([a-z]{3,})/g;

export function questionCues(typed: string): QuestionCues {
  // « Bonjour, comment allez-vous ? » asks nothing of the matter (retrieval/asides.ts); the story's
  // figures are read with what the asides leave out but contact details (« j'habite en France depuis
  // 5 ans », « je suis une femme de 35 ans »: a residence's length and an age tell cases apart).
  const spelt = asMeant(typed);
  const question = withoutAsides(spelt);
  const text = spacedWords(question);
  const where = WHERE.test(question.toLowerCase()) || OPENING_WHERE.test(text);
  const kind = KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? (where ? 'where' : 'other');
  const party = namedParty(question);
  const without = [...text.matchAll(WITHOUT)].map((m) => termOf(m[1] ?? ''));
  return {
    kind,
    side: party ? { own: party.asker, other: party.other } : null,
    without,
    quantities: quantitiesOf(withoutContactDetails(spelt)),
  };
}
