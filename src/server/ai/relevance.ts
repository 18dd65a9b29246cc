/**
 * Which search results are worth answering from, and in which order. The question's words
 * are compared as the search configuration writes them (lexemes), each word as a group of
 * lexemes: its singular and its plural may stem apart ("loyer" → loi, "loyers" → loyer).
 */

/** The lexemes one word of the question may take in a sheet. */
export type WordGroup = readonly string[];

export interface QuestionWords {
  /** One group per content word of the question, as typed. */
  plain: WordGroup[];
  /** The same after lay words were put in legal wording (synonyms.ts); empty when none were. */
  legal: WordGroup[];
}

/** Which question lexemes a document holds, as read from the database. */
export interface DocumentWords {
  /** Anywhere (title, summary, tags, body). */
  present: readonly string[];
  /** In its title or summary. */
  head: readonly string[];
  title: readonly string[];
  /** How many lexemes its title has in all. */
  titleSize: number;
}

/** Share of the question's words a document must hold, in lay or in legal wording. */
const MIN_COVERAGE = 0.5;

export const allLexemes = (words: QuestionWords): string[] => [...new Set([...words.plain, ...words.legal].flat())];

const matched = (lexemes: ReadonlySet<string>, groups: WordGroup[]) => groups.filter((g) => g.some((l) => lexemes.has(l))).length;

/** How many of the question's words the lexemes hold, in the better of the two wordings. */
function named(lexemes: readonly string[], words: QuestionWords): number {
  const set = new Set(lexemes);
  return Math.max(matched(set, words.plain), matched(set, words.legal));
}

function covered(doc: DocumentWords, words: QuestionWords): boolean {
  const set = new Set(doc.present);
  const share = (groups: WordGroup[]) => (groups.length === 0 ? 0 : matched(set, groups) / groups.length);
  return Math.max(share(words.plain), share(words.legal)) >= MIN_COVERAGE;
}

/**
 * The documents to answer from, at most `limit`, among `candidates` in the search's order:
 * those holding at least half of the question's words; among them, those about it (naming
 * one of its words in their title or summary) unless none is, the others then answering.
 * The sheet whose title names the most of the question comes first, and among equals one
 * whose title is nothing but the question ("Se pacser" before "Peut-on se pacser avec un
 * membre de sa famille ?"); otherwise the search's order stands.
 */
export function chooseDocuments<T extends { _id: string }>(
  candidates: readonly T[],
  docs: ReadonlyMap<string, DocumentWords>,
  words: QuestionWords,
  limit: number,
): T[] {
  const relevant = candidates.filter((c) => {
    const doc = docs.get(c._id);
    return doc !== undefined && covered(doc, words);
  });
  const about = relevant.filter((c) => named(docs.get(c._id)?.head ?? [], words) > 0);
  const inTitle = (c: T) => named(docs.get(c._id)?.title ?? [], words);
  const titledExactly = (c: T) => (inTitle(c) > 0 && inTitle(c) === docs.get(c._id)?.titleSize ? 1 : 0);
  return (about.length > 0 ? about : relevant).sort((a, b) => inTitle(b) - inTitle(a) || titledExactly(b) - titledExactly(a)).slice(0, limit);
}
