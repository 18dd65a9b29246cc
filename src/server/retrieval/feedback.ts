/**
 * Pseudo-relevance feedback (RM3, docs/RETRIEVAL.md "Feedback"): the first ranking's best
 * sheets are taken as relevant, the terms that weigh most in them (each sheet's term vector,
 * weighted by its share of the first ranking's score) are added to the question with a smaller
 * weight, and the library is ranked again. A question in lay words reaches the sheet whose title
 * uses the legal words when sheets that share both kinds of words come first.
 */
import type { TermVector } from './library-index.ts';

export interface FeedbackParams {
  /** Sheets taken as relevant. */
  documents: number;
  /** Terms added. */
  terms: number;
  /** Weight of the added terms against the question's (whose weights add up to 1). */
  weight: number;
}

export const DEFAULT_FEEDBACK: FeedbackParams = { documents: 8, terms: 10, weight: 0.2 };

/** The question's terms (weights summing to 1) mixed with the feedback terms. */
export function expandQuery(
  query: ReadonlyMap<number, number>,
  ranked: readonly number[],
  score: Float64Array,
  vectors: readonly TermVector[],
  params: FeedbackParams = DEFAULT_FEEDBACK,
): Map<number, number> {
  const top = ranked.slice(0, params.documents);
  const total = top.reduce((s, d) => s + (score[d] ?? 0), 0);
  const original = [...query.values()].reduce((s, w) => s + w, 0) || 1;
  const mixed = new Map<number, number>();
  for (const [term, w] of query) mixed.set(term, ((1 - params.weight) * w) / original);
  if (total <= 0 || params.weight <= 0) return mixed;
  const model = new Map<number, number>();
  for (const doc of top) {
    const vector = vectors[doc];
    if (!vector) continue;
    const share = (score[doc] ?? 0) / total;
    for (let i = 0; i < vector.terms.length; i++) {
      const term = vector.terms[i] ?? 0;
      model.set(term, (model.get(term) ?? 0) + share * (vector.weights[i] ?? 0));
    }
  }
  const added = [...model].sort((a, b) => b[1] - a[1]).slice(0, params.terms);
  const mass = added.reduce((s, [, w]) => s + w, 0) || 1;
  for (const [term, w] of added) mixed.set(term, (mixed.get(term) ?? 0) + (params.weight * w) / mass);
  return mixed;
}
