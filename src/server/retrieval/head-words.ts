/**
 * The words sheets name their subject with, learnt for each word of their bodies
 * (docs/RETRIEVAL.md "Head words"): a lay word ("frappe", "vacances") is used in the bodies of
 * the sheets whose titles say what it is about ("violences", "congés"). For a question word,
 * the title words that the sheets using it share far more often than the library does, each
 * with the share of those sheets naming it. A translation model from bodies to titles, learnt
 * from the library alone.
 */
import { type Bm25Index, sheetsWith } from './bm25f.ts';

export interface HeadWords {
  /** The title terms a term leads to, with their strength (0 to 1), the strongest first. */
  of(term: number): readonly { term: number; share: number }[];
}

export interface HeadWordParams {
  /** Title terms kept per word. */
  terms: number;
  /** Sheets that must share a title term for it to count. */
  minSheets: number;
  /** How many times more often than in the library a title term must be among them. */
  minLift: number;
}

export const DEFAULT_HEAD_WORDS: HeadWordParams = { terms: 3, minSheets: 3, minLift: 8 };

/** Each sheet's title terms, from the title postings. */
function titleTermsOf(index: Bm25Index): Int32Array[] {
  const lists: number[][] = Array.from({ length: index.size }, () => []);
  index.fields.title.postings.forEach((postings, term) => {
    if (!postings) return;
    for (const doc of postings.docs) lists[doc]?.push(term);
  });
  return lists.map((list) => Int32Array.from(list));
}

/** Learns lazily: a term's head words are counted the first time a question asks for them. */
export function createHeadWords(index: Bm25Index, params: HeadWordParams = DEFAULT_HEAD_WORDS): HeadWords {
  let titles: Int32Array[] | undefined;
  const cache = new Map<number, { term: number; share: number }[]>();
  return {
    of(term) {
      const known = cache.get(term);
      if (known) return known;
      titles ??= titleTermsOf(index);
      const docs = sheetsWith(index, term);
      const counts = new Map<number, number>();
      for (const doc of docs)
        for (const t of titles[doc] ?? []) if (t !== term) counts.set(t, (counts.get(t) ?? 0) + 1);
      const found = [...counts]
        .filter(
          ([t, n]) =>
            n >= params.minSheets &&
            n / docs.size >= params.minLift * ((index.fields.title.postings[t]?.docs.length ?? 0) / index.size),
        )
        .map(([t, n]) => ({ term: t, share: n / docs.size }))
        .sort((a, b) => b.share - a.share || a.term - b.term)
        .slice(0, params.terms);
      cache.set(term, found);
      return found;
    },
  };
}
