/**
 * Reciprocal rank fusion (docs/RETRIEVAL.md "Semantic similarity"): each sheet scores
 * 1 / (k + its place) in each ranking, the semantic one weighted. A question's candidates are
 * most of the library, so the places are counted from the scores sorted as numbers, not by
 * sorting thousands of sheets through a comparison (two fifths of the ranking's time until
 * 2026-11-28; with the heap of bm25f.ts `topDocuments`, 4.5 → 3.1 ms a question over the dev
 * set, the same rankings).
 */

import { topDocuments } from './bm25f.ts';

export interface SemanticParams {
  /** Weight of the semantic ranking in the reciprocal rank fusion (the lexical one weighs 1). */
  weight: number;
  /** RRF's constant: how fast a rank's contribution falls. */
  k: number;
}

/**
 * The candidates' scores, ascending. Copied by a loop: `Float64Array.from` with a mapping reads
 * the candidates through the iterator protocol, a result object and a boxed number each, a tenth
 * of a ranking's garbage (docs/PERFORMANCE.md "A deoptimisation at every question, and less
 * garbage").
 */
function sortedScores(scores: Float64Array, candidates: readonly number[]): Float64Array {
  const sorted = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) sorted[i] = scores[candidates[i] ?? 0] ?? 0;
  return sorted.sort();
}

/** The first index of `sorted` (ascending) past `value`: the scores above it are the rest. */
function pastValue(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Each candidate's place in a ranking by `scores` (best first, ties by position), counted from
 * the scores sorted as numbers rather than by sorting the candidates through a comparison:
 * `candidates` are in ascending order, so a tie's earlier sheets come first as they are met.
 */
export function placesOf(scores: Float64Array, candidates: readonly number[]): Int32Array {
  const n = candidates.length;
  const sorted = sortedScores(scores, candidates);
  const places = new Int32Array(n);
  // Ties are rare: only their scores are counted in a map.
  const tiedSoFar = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const value = scores[candidates[i] ?? 0] ?? 0;
    const lo = pastValue(sorted, value);
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
 * The lexical places past which no sheet can be among the fused ranking's first `limit`: the
 * first `limit` lexical sheets each score more than 1 / (k + limit), and a sheet at lexical
 * place p at most 1 / (k + p + 1) plus the semantic ranking's best, weight / (k + 1). Null when
 * that best alone may lift any sheet (a heavy semantic weight).
 */
export function lexicalDepth(limit: number, params: SemanticParams): number | null {
  const room = 1 / (params.k + limit) - params.weight / (params.k + 1);
  return room > 0 ? Math.max(limit, Math.ceil(1 / room - params.k)) : null;
}

/**
 * The first `limit` sheets of `fuse`'s ranking (best first, ties by position), as
 * `topDocuments(fuse(…), limit)` gives them, without placing every candidate in both rankings:
 * only the lexical head (`lexicalDepth`) can reach them, so only its sheets are placed in the
 * semantic ranking (a quarter of a question's ranking time, docs/PERFORMANCE.md "Less CPU per question").
 * `lexicalTop(depth)`: the candidates' best `depth` by `lexical`, best first, ties by position.
 */
export function fusedTop(
  lexical: Float64Array,
  semantic: Float64Array,
  candidates: readonly number[],
  params: SemanticParams,
  limit: number,
  lexicalTop: (depth: number) => number[],
): number[] {
  const depth = params.weight > 0 ? lexicalDepth(limit, params) : limit;
  const head = depth === null || depth >= candidates.length ? null : lexicalTop(depth);
  // A head shorter than asked holds candidates scoring 0, which only the whole ranking places.
  if (head === null || depth === null || head.length < depth) {
    return topDocuments(fuse(lexical, semantic, candidates, params), limit);
  }
  const placed = head.map((doc, place) => ({ doc, score: 1 / (params.k + place + 1) }));
  if (params.weight > 0) {
    const semanticPlaces = placesAmong(semantic, candidates, head);
    placed.forEach((p, i) => {
      p.score += params.weight / (params.k + (semanticPlaces[i] ?? 0) + 1);
    });
  }
  placed.sort((a, b) => b.score - a.score || a.doc - b.doc);
  return placed.slice(0, limit).map((p) => p.doc);
}

/** The places of `docs` in the ranking of `candidates` (ascending) by `scores`, ties by position, as `placesOf` counts them. */
function placesAmong(scores: Float64Array, candidates: readonly number[], docs: readonly number[]): number[] {
  const sorted = sortedScores(scores, candidates);
  return docs.map((doc) => {
    const value = scores[doc] ?? 0;
    const lo = pastValue(sorted, value);
    let place = candidates.length - lo;
    // Ties are rare: the candidates before it with the same score come first.
    if (lo >= 2 && sorted[lo - 2] === value)
      for (const other of candidates) {
        if (other >= doc) break;
        if (scores[other] === value) place++;
      }
    return place;
  });
}

/**
 * `order`'s first `depth` places sorted by `score(doc, place)`, best first, ties in their order;
 * the places past them as they are (themes.ts and rerank.ts reorder so). Sorted in typed arrays
 * and returned as an array built one sheet at a time: an array of objects sorted and spread here
 * had another hidden class when the ranking was short, and the optimised ranking was thrown away
 * at this line for many real questions (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
 */
export function reorderFirst(
  order: readonly number[],
  depth: number,
  score: (doc: number, place: number) => number,
): number[] {
  const n = Math.max(0, Math.min(depth, order.length));
  const scores = new Float64Array(n);
  // The head's places in their new order: an insertion sort, the head being 30 places at most.
  const sorted = new Int32Array(n);
  for (let place = 0; place < n; place++) {
    const value = score(order[place] ?? 0, place);
    scores[place] = value;
    let at = place;
    // Before a place whose score is lower; an equal score keeps the earlier place first.
    while (at > 0 && value > (scores[sorted[at - 1] ?? 0] ?? 0)) {
      sorted[at] = sorted[at - 1] ?? 0;
      at--;
    }
    sorted[at] = place;
  }
  const reordered: number[] = [];
  for (let i = 0; i < n; i++) reordered.push(order[sorted[i] ?? 0] ?? 0);
  for (let place = n; place < order.length; place++) reordered.push(order[place] ?? 0);
  return reordered;
}
