/**
 * Reciprocal rank fusion (docs/RETRIEVAL.md "Semantic similarity"): each sheet scores
 * 1 / (k + its place) in each ranking, the semantic one weighted. A question's candidates are
 * most of the library, so the places are counted from the scores sorted as numbers, not by
 * sorting thousands of sheets through a comparison (two fifths of the ranking's time until
 * 2026-11-28; with the heap of bm25f.ts `topDocuments`, 4.5 → 3.1 ms a question over the dev
 * set, the same rankings).
 */

export interface SemanticParams {
  /** Weight of the semantic ranking in the reciprocal rank fusion (the lexical one weighs 1). */
  weight: number;
  /** RRF's constant: how fast a rank's contribution falls. */
  k: number;
}

/**
 * Each candidate's place in a ranking by `scores` (best first, ties by position), counted from
 * the scores sorted as numbers rather than by sorting the candidates through a comparison:
 * `candidates` are in ascending order, so a tie's earlier sheets come first as they are met.
 */
export function placesOf(scores: Float64Array, candidates: readonly number[]): Int32Array {
  const n = candidates.length;
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i++) sorted[i] = scores[candidates[i] ?? 0] ?? 0;
  sorted.sort();
  const places = new Int32Array(n);
  // Ties are rare: only their scores are counted in a map.
  const tiedSoFar = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const value = scores[candidates[i] ?? 0] ?? 0;
    // The first index past `value`: the scores above it are the rest.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? 0) <= value) lo = mid + 1;
      else hi = mid;
    }
    let place = n - lo;
    if (lo >= 2 && sorted[lo - 2] === value) {
      const tied = tiedSoFar.get(value) ?? 0;
      tiedSoFar.set(value, tied + 1);
      place += tied;
    }
    places[i] = place;
  }
  return places;
}

/** Reciprocal rank fusion of the lexical and semantic rankings, over the sheets `candidates` holds (ascending). */
export function fuse(
  lexical: Float64Array,
  semantic: Float64Array,
  candidates: readonly number[],
  params: SemanticParams,
): Float64Array {
  const fused = new Float64Array(lexical.length);
  const lexicalPlaces = placesOf(lexical, candidates);
  for (let i = 0; i < candidates.length; i++) fused[candidates[i] ?? 0] = 1 / (params.k + (lexicalPlaces[i] ?? 0) + 1);
  if (params.weight > 0) {
    const semanticPlaces = placesOf(semantic, candidates);
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i] ?? 0;
      fused[doc] = (fused[doc] ?? 0) + params.weight / (params.k + (semanticPlaces[i] ?? 0) + 1);
    }
  }
  return fused;
}

/**
 * `order`'s first `depth` places sorted by `score(doc, place)`, best first, ties in their order;
 * the places past them as they are (themes.ts and rerank.ts reorder so).
 */
export function reorderFirst(
  order: readonly number[],
  depth: number,
  score: (doc: number, place: number) => number,
): number[] {
  const head = order.slice(0, depth).map((doc, place) => ({ doc, place, score: score(doc, place) }));
  head.sort((a, b) => b.score - a.score || a.place - b.place);
  return [...head.map((h) => h.doc), ...order.slice(depth)];
}
