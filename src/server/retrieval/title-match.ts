/**
 * A sheet the search box names by its title comes first (docs/RETRIEVAL.md "A sheet named by its
 * title"): « surendettement » opens on « Surendettement », « créer une association » on « Je crée
 * une association », « accident du travail » on « Qu'est-ce qu'un accident du travail ? », as a
 * site's search puts the page whose title was typed before the pages that speak of it.
 */
import type { Bm25Index } from './bm25f.ts';
import { questionContentWords } from './question-words.ts';
import { foldedWords, foldText, termOf } from './text.ts';

/**
 * A sheet whose body holds fewer content words than this is no page to open on, whatever its
 * title: a search tool's (« Carte grise », 15 words), or an empty one (two of the three sheets
 * titled « Passeport »).
 */
export const MIN_BODY_WORDS = 40;

/** A title's terms as a question's are read (question-words.ts): its question words, verbs of asking and numbers left out. */
export function titleTerms(bm25: Bm25Index, title: string): Int32Array {
  const terms = new Set<number>();
  for (const word of questionContentWords(title)) {
    const term = bm25.terms.get(termOf(word));
    if (term !== undefined) terms.add(term);
  }
  return Int32Array.from(terms);
}

/** An acronym's letters at most, and at least. */
const ACRONYM_LETTERS = [2, 8] as const;

/**
 * The acronym a title ends on, folded, when it abbreviates the words before it (its first letter
 * theirs, its letters theirs in order, as Schwartz and Hearst find abbreviations): « Revenu de
 * solidarité active (RSA) »: rsa; « Pacte civil de solidarité (Pacs) »: pacs. Null otherwise.
 */
export function titleAcronym(title: string): string | null {
  const found = /^(.+?)\s*\(([\p{L}]+)\)\s*$/u.exec(title.trim());
  if (!found) return null;
  const short = foldText(found[2] ?? '');
  const long = foldedWords(found[1] ?? '').join(' ');
  if (short.length < ACRONYM_LETTERS[0] || short.length > ACRONYM_LETTERS[1] || short[0] !== long[0]) return null;
  let at = 0;
  for (const letter of short) {
    at = long.indexOf(letter, at);
    if (at < 0) return null;
    at++;
  }
  return short;
}

/** Whether a title's terms are the question's, no more and no fewer. */
function names(title: Int32Array, asked: ReadonlySet<number>): boolean {
  if (title.length !== asked.size || asked.size === 0) return false;
  for (const term of title) if (!asked.has(term)) return false;
  return true;
}

/**
 * `order` with the sheets whose title says the question's words, and nothing else, moved to
 * its front, in their order, after those whose title's acronym is the question's one word
 * (`abbreviated`, found or not: « rsa » opens on « Revenu de solidarité active (RSA) »); the
 * others after them, in theirs. `titles` and `bodyWords` by sheet.
 */
export function namedFirst(
  order: readonly number[],
  asked: ReadonlySet<number>,
  titles: readonly Int32Array[],
  bodyWords: ArrayLike<number>,
  abbreviated: readonly number[] = [],
): readonly number[] {
  const long = (doc: number) => (bodyWords[doc] ?? 0) >= MIN_BODY_WORDS;
  const first = abbreviated.filter(long);
  const named: number[] = [];
  const rest: number[] = [];
  for (const doc of order) {
    const title = titles[doc];
    if (first.includes(doc)) continue;
    if (title && long(doc) && names(title, asked)) named.push(doc);
    else rest.push(doc);
  }
  return first.length + named.length === 0 ? order : [...first, ...named, ...rest];
}
