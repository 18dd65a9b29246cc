import { describe, expect, it } from 'vitest';
import { topDocuments } from './bm25f.ts';
import { fuse, fusedTop, lexicalDepth, placesOf, reorderFirst } from './fusion.ts';

/** Seeded, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Places as a comparison sort gives them: best first, ties by position. */
function sortedPlaces(scores: Float64Array, candidates: readonly number[]): number[] {
  const order = [...candidates].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const place = new Map(order.map((doc, i) => [doc, i]));
  return candidates.map((doc) => place.get(doc) ?? -1);
}

describe('reciprocal rank fusion', () => {
  it('places each candidate as sorting them would, ties (zeros, negatives, repeats) by position', () => {
    const next = random(7);
    for (let round = 0; round < 20; round++) {
      const scores = Float64Array.from({ length: 500 }, () => {
        const r = next();
        // Many ties: a few repeated values, zeros and negative cosines.
        return r < 0.3 ? Math.round(r * 10) / 10 - 0.1 : r < 0.4 ? 0 : r - 0.5;
      });
      const candidates = [...scores.keys()].filter(() => next() < 0.8);
      expect([...placesOf(scores, candidates)]).toEqual(sortedPlaces(scores, candidates));
    }
  });

  it('adds 1 / (k + place) of each ranking, the semantic one weighted', () => {
    const lexical = Float64Array.from([3, 1, 2, 0]);
    const semantic = Float64Array.from([0.1, 0.9, 0.5, 0.7]);
    const fused = fuse(lexical, semantic, [0, 1, 2], { weight: 0.5, k: 60 });
    expect(fused[0]).toBeCloseTo(1 / 61 + 0.5 / 63);
    expect(fused[1]).toBeCloseTo(1 / 63 + 0.5 / 61);
    expect(fused[2]).toBeCloseTo(1 / 62 + 0.5 / 62);
    // Not a candidate: no score.
    expect(fused[3]).toBe(0);
  });

  it("picks the fused ranking's first sheets from the lexical head alone, as fusing every candidate does", () => {
    const next = random(11);
    for (let round = 0; round < 40; round++) {
      const n = 400 + Math.floor(next() * 400);
      // Lexical scores with ties and zeros; cosines with repeats.
      const lexical = Float64Array.from({ length: n }, () => (next() < 0.2 ? 0 : Math.round(next() * 50) / 10));
      const semantic = Float64Array.from({ length: n }, () => Math.round((next() - 0.3) * 100) / 100);
      const candidates = [...lexical.keys()].filter((doc) => (lexical[doc] ?? 0) > 0 && next() < 0.9);
      const isCandidate = new Set(candidates);
      const params = { weight: [0.2, 0.5, 1][round % 3] ?? 0.2, k: [60, 10][round % 2] ?? 60 };
      const limit = [10, 40, 64][round % 3] ?? 40;
      expect(
        fusedTop(lexical, semantic, candidates, params, limit, (depth) =>
          topDocuments(lexical, depth, (doc) => isCandidate.has(doc)),
        ),
      ).toEqual(topDocuments(fuse(lexical, semantic, candidates, params), limit));
    }
  });

  it('reads no further than the lexical place a sheet could still be lifted from', () => {
    // k 60, weight 0.2, the first 40: the 88th lexical sheet may still be lifted (1 / 148 + 0.2 / 61
    // > 1 / 100), the 89th not (1 / 149 + 0.2 / 61 < 1 / 100); the depth rounds up.
    expect(lexicalDepth(40, { weight: 0.2, k: 60 })).toBe(89);
    expect(lexicalDepth(40, { weight: 0, k: 60 })).toBe(40);
    // The semantic ranking alone may lift any sheet: every candidate is placed.
    expect(lexicalDepth(40, { weight: 1, k: 60 })).toBeNull();
  });

  it('reorders the first places as a stable sort of their scores would, the rest left in place', () => {
    const next = random(7);
    for (let trial = 0; trial < 200; trial++) {
      const order = Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 1000));
      const depth = Math.floor(next() * 35);
      // Few distinct scores: ties are common and keep their order.
      const scores = order.map(() => Math.floor(next() * 4) - 1);
      const head = order
        .slice(0, depth)
        .map((doc, place) => ({ doc, place, score: scores[place] ?? 0 }))
        .sort((a, b) => b.score - a.score || a.place - b.place)
        .map((h) => h.doc);
      expect(reorderFirst(order, depth, (_, place) => scores[place] ?? 0)).toEqual([...head, ...order.slice(depth)]);
    }
    expect(reorderFirst([], 30, () => 1)).toEqual([]);
    expect(reorderFirst([4, 5], 0, () => 1)).toEqual([4, 5]);
  });
});
