import { describe, expect, it } from 'vitest';
import { buildSheetVectors, meanVector, similarities } from './semantic.ts';
import type { WordVectors } from './word-vectors.ts';

const unit = (...xs: number[]) => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs.map((x) => x / n));
};
const table: Record<string, Float32Array> = {
  loyer: unit(1, 0, 0),
  locatair: unit(0.9, 0.1, 0),
  expuls: unit(0.8, 0.2, 0),
  divorc: unit(0, 0, 1),
};
const vectors: WordVectors = { dim: 3, vector: (term) => table[term] };

describe('semantic similarity', () => {
  it('averages the words of a sheet or question, weighted, into a unit vector', () => {
    const v = meanVector(vectors, [
      ['loyer', 1],
      ['divorc', 1],
    ]);
    expect(Math.hypot(...(v ?? []))).toBeCloseTo(1);
    expect(meanVector(vectors, [['inconnu', 1]])).toBeNull();
  });

  it('ranks the sheet whose words are used like the question’s first, with no word in common', () => {
    const sheets = buildSheetVectors(vectors, [
      new Map([['divorc', 1]]),
      new Map([
        ['expuls', 1],
        ['locatair', 1],
      ]),
      new Map(),
    ]);
    const question = meanVector(vectors, [['loyer', 1]]) as Float32Array;
    const [divorce = 0, eviction = 0, empty = 0] = similarities(sheets, question);
    expect(eviction).toBeGreaterThan(divorce);
    expect(empty).toBe(0);
    // Only the question's candidates are compared; the others read 0.
    const among = similarities(sheets, question, [1]);
    expect([...among]).toEqual([0, eviction, 0]);
  });
});
