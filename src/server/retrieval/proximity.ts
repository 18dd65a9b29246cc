/**
 * Term proximity (docs/RETRIEVAL.md "Proximity and links"): two words the question says side by
 * side ("arrêt de travail", "acte de naissance", "heures supplémentaires") name one thing, and a
 * sheet saying them side by side is about that thing, where one using "arrêt" and "travail" far
 * apart is not. Each compound of the question (question-words.ts) scores, in the best sheets of
 * the lexical ranking, the times the sheet's own content words hold the pair next to each other
 * (either order), saturated as BM25 saturates a term's frequency: the ordered-window feature of
 * the sequential dependence model, over the fields a sheet's words are kept in order for.
 */
import { idf, type Bm25Index } from './bm25f.ts';

/** A sheet's content words as term ids, in reading order (-1 for none), per field. */
export interface TermSequences {
  title: Int32Array;
  summary: Int32Array;
  body: Int32Array;
}

export type SequenceField = keyof TermSequences;

export interface ProximityParams {
  /** Weight of the proximity score against the lexical one. */
  weight: number;
  /** Sheets of the lexical ranking rescored. */
  candidates: number;
  /** Saturation, as BM25's k1. */
  k1: number;
  fields: Record<SequenceField, number>;
}

/** Chosen on the tuning half of bench/answers (docs/RETRIEVAL.md). */
export const DEFAULT_PROXIMITY: ProximityParams = {
  weight: 3,
  candidates: 100,
  k1: 1.2,
  fields: { title: 3, summary: 2, body: 1 },
};

const SEQUENCE_FIELDS: readonly SequenceField[] = ['title', 'summary', 'body'];

/** The question's compounds (question-words.ts) as pairs of distinct known terms, each once. */
export function questionPairs(
  compounds: readonly (readonly [number | undefined, number | undefined])[],
): [number, number][] {
  const pairs: [number, number][] = [];
  const seen = new Set<string>();
  for (const [a, b] of compounds) {
    if (a === undefined || b === undefined || a === b) continue;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push([a, b]);
  }
  return pairs;
}

export interface ProximityInput {
  bm25: Bm25Index;
  sequences: readonly TermSequences[];
  /** Mean length of each field's sequence over the library. */
  averages: Record<SequenceField, number>;
}

/** For each term of a pair, the terms it pairs with and the pair's index, and a flag per term id in a pair. */
interface PairIndex {
  next: Map<number, Map<number, number>>;
  /** Most words are in no pair: a flag turns them away before any lookup. */
  inPair: Uint8Array;
}

function pairIndex(pairs: readonly [number, number][], vocabulary: number): PairIndex {
  const next = new Map<number, Map<number, number>>();
  const inPair = new Uint8Array(vocabulary);
  const link = (x: number, y: number, p: number) => {
    const after = next.get(x) ?? new Map<number, number>();
    after.set(y, p);
    next.set(x, after);
    inPair[x] = 1;
  };
  pairs.forEach(([a, b], p) => {
    link(a, b, p);
    link(b, a, p);
  });
  return { next, inPair };
}

/** Adds to `counts` how many times each pair of `index` stands side by side in `sequence`, either order, times `weight`. */
function countPairs(sequence: Int32Array, { next, inPair }: PairIndex, counts: number[], weight: number): void {
  for (let i = 0; i + 1 < sequence.length; i++) {
    const term = sequence[i] ?? -1;
    if (term < 0 || inPair[term] !== 1) continue;
    const p = next.get(term)?.get(sequence[i + 1] ?? -1);
    if (p !== undefined) counts[p] = (counts[p] ?? 0) + weight;
  }
}

/** How many times each pair stands side by side in `sequence`, either order. */
export function pairCounts(sequence: Int32Array, pairs: readonly [number, number][]): number[] {
  const counts = pairs.map(() => 0);
  countPairs(sequence, pairIndex(pairs, Math.max(0, ...sequence, ...pairs.flat()) + 1), counts, 1);
  return counts;
}

/**
 * Adds to `score` (in place) each candidate's proximity score: for each pair, the sheet's
 * length-normalised count of the pair, saturated, times the pair's weight (the rarer word's idf
 * times the mean of the two words' query weights).
 */
export function addProximity(
  input: ProximityInput,
  score: Float64Array,
  candidates: readonly number[],
  pairs: readonly [number, number][],
  query: ReadonlyMap<number, number>,
  params: ProximityParams = DEFAULT_PROXIMITY,
): void {
  if (pairs.length === 0 || params.weight <= 0) return;
  const weights = pairs.map(
    ([a, b]) => Math.min(idf(input.bm25, a), idf(input.bm25, b)) * (((query.get(a) ?? 0) + (query.get(b) ?? 0)) / 2),
  );
  const index = pairIndex(pairs, input.bm25.names.length);
  for (const doc of candidates) {
    const sequences = input.sequences[doc];
    if (!sequences) continue;
    const tf = pairs.map(() => 0);
    for (const field of SEQUENCE_FIELDS) {
      const sequence = sequences[field];
      countPairs(
        sequence,
        index,
        tf,
        params.fields[field] / (0.25 + (0.75 * sequence.length) / (input.averages[field] || 1)),
      );
    }
    let added = 0;
    tf.forEach((t, p) => {
      if (t > 0) added += ((weights[p] ?? 0) * t) / (params.k1 + t);
    });
    score[doc] = (score[doc] ?? 0) + params.weight * added;
  }
}
