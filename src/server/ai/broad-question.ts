/**
 * A question that names a matter and none of its cases (« Comment adopter un enfant ? », « Quels
 * sont mes droits en tant que locataire ? », « divorce »): the library answers it in several
 * sheets, one a case, and none is the answer. Such a question is answered by an overview of those
 * sheets (overview.ts) rather than by the first one's rules presented as the answer
 * (docs/RETRIEVAL.md "Broad questions").
 */
import type { LibraryIndex } from '../retrieval/library-index.ts';
import type { Ranking } from '../retrieval/rank.ts';
import type { QuestionKind } from './question-cues.ts';

/** A question of more content words than this tells its case (« perdu carte identité »: what happened to what). */
export const BROAD_MAX_WORDS = 2;
/** Of the first BROAD_AMONG sheets, at least BROAD_SHEETS hold the whole question… */
export const BROAD_AMONG = 6;
export const BROAD_SHEETS = 4;
/** …that is, this share of its weight at least (rank.ts `coverage`). */
const WHOLE = 0.95;
/** A question asking how long, how much, where, who or which documents asks something precise. */
const BROAD_KINDS: ReadonlySet<QuestionKind> = new Set(['how', 'rights', 'other']);

/**
 * True when the question is a few words on one matter that many sheets hold whole, none of them
 * named by it: the first sheet's title says words the question does not (« Adoption de l'enfant
 * mineur de son époux(se) »), whereas « Comment divorcer par consentement mutuel ? » names its sheet.
 */
export function isBroadQuestion(index: LibraryIndex, ranking: Ranking, kind: QuestionKind): boolean {
  if (!BROAD_KINDS.has(kind)) return false;
  const terms = new Set(ranking.words.flatMap((w) => (w.term === undefined ? [] : [w.term])));
  if (terms.size === 0 || terms.size > BROAD_MAX_WORDS) return false;
  const whole = ranking.sheets.slice(0, BROAD_AMONG).filter((s) => s.coverage >= WHOLE).length;
  if (whole < BROAD_SHEETS) return false;
  const first = ranking.sheets[0];
  const title = first ? index.titles[index.position.get(first.sheet.id) ?? -1] : undefined;
  return title?.some((term) => !terms.has(term)) ?? false;
}
