import { describe, expect, it } from 'vitest';
import { COHERENCE_CANDIDATES, meanCosine, rankingCoherence } from './coherence.ts';
import type { TermVector } from './library-index.ts';

const vector = (terms: number[], weights: number[]): TermVector => ({
  terms: Int32Array.from(terms),
  weights: Float32Array.from(weights),
});
const vectors = [vector([1, 2], [0.5, 0.5]), vector([1, 2], [0.5, 0.5]), vector([3, 4], [0.5, 0.5]), vector([5], [1])];

describe('coherence of a ranking', () => {
  it('is 1 for sheets on the same terms and 0 for sheets sharing none', () => {
    expect(meanCosine(vectors, [0, 1])).toBeCloseTo(1);
    expect(meanCosine(vectors, [2, 3])).toBe(0);
    expect(meanCosine(vectors, [0, 1, 2])).toBeCloseTo(1 / 3);
  });

  it('is not judged (1) when few sheets hold a word of the question', () => {
    expect(rankingCoherence(vectors, [2, 3], COHERENCE_CANDIDATES - 1)).toBe(1);
    expect(rankingCoherence(vectors, [2, 3], COHERENCE_CANDIDATES)).toBe(0);
  });
});
