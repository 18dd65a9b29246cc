/**
 * How much a ranking's best sheets speak of the same thing (docs/RETRIEVAL.md "Relevance
 * threshold"), a query-clarity measure: the mean cosine of their term vectors (each sheet's most
 * telling terms, library-index.ts). A question the library answers draws sheets on one matter;
 * one it does not ("how long do I boil an egg", "who won the cup") draws sheets that each share a
 * stray word with it, and agree on nothing.
 */
import type { TermVector } from './library-index.ts';

/** The best sheets whose agreement is measured. */
export const COHERENCE_SHEETS = 5;

/**
 * Below this many sheets holding a word of the question, coherence is not judged (1): in a small
 * library, or a small jurisdiction's, the best sheets differ because there is little else.
 */
export const COHERENCE_CANDIDATES = 50;

function asMap(vector: TermVector | undefined): Map<number, number> {
  const map = new Map<number, number>();
  if (vector) for (let i = 0; i < vector.terms.length; i++) map.set(vector.terms[i] ?? 0, vector.weights[i] ?? 0);
  return map;
}

const norm = (map: ReadonlyMap<number, number>) => Math.sqrt([...map.values()].reduce((sum, w) => sum + w * w, 0)) || 1;

/** Mean pairwise cosine of the term vectors of `docs`; 0 for fewer than two. */
export function meanCosine(vectors: readonly TermVector[], docs: readonly number[]): number {
  const maps = docs.map((doc) => asMap(vectors[doc]));
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < maps.length; i++) {
    for (let j = i + 1; j < maps.length; j++) {
      const a = maps[i] as Map<number, number>;
      const b = maps[j] as Map<number, number>;
      let dot = 0;
      for (const [term, w] of a) dot += w * (b.get(term) ?? 0);
      total += dot / (norm(a) * norm(b));
      pairs++;
    }
  }
  return pairs > 0 ? total / pairs : 0;
}

/** The coherence of a ranking (`best` first), out of `candidates` sheets holding a word of the question. */
export function rankingCoherence(vectors: readonly TermVector[], best: readonly number[], candidates: number): number {
  return candidates < COHERENCE_CANDIDATES ? 1 : meanCosine(vectors, best.slice(0, COHERENCE_SHEETS));
}
