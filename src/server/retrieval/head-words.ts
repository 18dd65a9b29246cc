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

/**
 * Learns every term's head words as the index is built, off the requests' path: 19,029 terms of
 * the whole library in about 0.12 s, where learning a term the first time a question asked for
 * it cost the distinct questions of a fresh process about 0.6 ms each (docs/PERFORMANCE.md
 * "Less CPU per question on the retrieval thread, again").
 */
export function createHeadWords(index: Bm25Index, params: HeadWordParams = DEFAULT_HEAD_WORDS): HeadWords {
  const titles = titleTermsOf(index);
  const titleSheets = index.fields.title.postings.map((postings) => postings?.docs.length ?? 0);
  const learnt = new Map<number, { term: number; share: number }[]>();
  const counts = new Int32Array(titleSheets.length);
  for (const term of index.terms.values()) {
    const docs = sheetsWith(index, term);
    const counted: number[] = [];
    for (const doc of docs)
      for (const t of titles[doc] ?? []) {
        if (t === term) continue;
        if (counts[t] === 0) counted.push(t);
        counts[t] = (counts[t] ?? 0) + 1;
      }
    const found: { term: number; share: number }[] = [];
    for (const t of counted) {
      const n = counts[t] ?? 0;
      counts[t] = 0;
      if (n >= params.minSheets && n / docs.size >= params.minLift * ((titleSheets[t] ?? 0) / index.size))
        found.push({ term: t, share: n / docs.size });
    }
    if (found.length === 0) continue;
    found.sort((a, b) => b.share - a.share || a.term - b.term);
    learnt.set(term, found.slice(0, params.terms));
  }
  return { of: (term) => learnt.get(term) ?? [] };
}
