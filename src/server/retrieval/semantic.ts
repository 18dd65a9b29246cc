/**
 * Semantic similarity (docs/RETRIEVAL.md "Semantic similarity"): a sheet is the weighted mean of
 * the word vectors of what it is about (title, summary, themes: the short fields), a question
 * the weighted mean of its words' vectors, and the two compare by cosine. Words weigh by their
 * idf, the rare ones telling most (the smooth inverse frequency idea), so "mon", "faire" and
 * "mois" do not pull every question to the same place. A question in lay words ("chassé de la
 * maison") reaches sheets in legal words ("expulsion") through words used alike in the corpus.
 */
import type { WordVectors } from './word-vectors.ts';

export interface SheetVectors {
  dim: number;
  /** Row i: sheet i's unit vector (zero when none of its words has a vector). */
  matrix: Float32Array;
}

/** Field weights of a sheet's vector: the title says most. */
export const SHORT_FIELDS = { title: 2, summary: 1, path: 1 } as const;

/** The unit mean of the terms' vectors, each weighted; null when none has a vector. */
export function meanVector(vectors: WordVectors, terms: Iterable<[string, number]>): Float32Array | null {
  const sum = new Float32Array(vectors.dim);
  let any = false;
  for (const [term, weight] of terms) {
    const v = vectors.vector(term);
    if (!v || weight <= 0) continue;
    any = true;
    for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) + weight * (v[k] ?? 0);
  }
  if (!any) return null;
  let norm = 0;
  for (const x of sum) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) / norm;
  return sum;
}

/** `sheets[i]`: sheet i's terms with their weights (field weight × idf, summed). */
export function buildSheetVectors(vectors: WordVectors, sheets: readonly Map<string, number>[]): SheetVectors {
  const { dim } = vectors;
  const matrix = new Float32Array(sheets.length * dim);
  sheets.forEach((terms, i) => {
    const mean = meanVector(vectors, terms);
    if (mean) matrix.set(mean, i * dim);
  });
  return { dim, matrix };
}

/**
 * The cosine of each sheet `among` (every sheet when absent) with the question's vector; 0 for the
 * others. The fusion ranks the question's candidates only, often a fraction of the library.
 */
export function similarities(sheets: SheetVectors, question: Float32Array, among?: readonly number[]): Float64Array {
  const count = sheets.matrix.length / sheets.dim;
  const out = new Float64Array(count);
  const docs = among ?? Array.from({ length: count }, (_, i) => i);
  for (const i of docs) {
    let dot = 0;
    const base = i * sheets.dim;
    for (let k = 0; k < sheets.dim; k++) dot += (sheets.matrix[base + k] ?? 0) * (question[k] ?? 0);
    out[i] = dot;
  }
  return out;
}
