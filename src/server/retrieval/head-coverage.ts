/**
 * How much of a question the best sheets are about (docs/RETRIEVAL.md "Relevance threshold"):
 * the share of the question's weight (weight × idf) a sheet holds in the fields that say what
 * it is about (title, summary, themes), the best of the first few sheets. A question matched
 * only through a sheet's body ("j'ai mal au bas du dos": the passport sheets speak of a card's
 * back and of the left eye) is not about what the sheet is about, however many of its words the
 * body holds.
 */
import { type Bm25Index, type Field, idf, termFrequency } from './bm25f.ts';

const HEAD_FIELDS: readonly Field[] = ['title', 'summary', 'path'];

/** The best sheets whose head coverage is read. */
export const HEAD_COVERAGE_SHEETS = 3;

/** Share of `query`'s weight × idf that `doc` holds in its head fields, 0 to 1. */
export function headCoverage(index: Bm25Index, query: ReadonlyMap<number, number>, doc: number): number {
  let total = 0;
  let held = 0;
  for (const [term, weight] of query) {
    const mass = weight * idf(index, term);
    total += mass;
    if (HEAD_FIELDS.some((field) => termFrequency(index, field, term, doc) > 0)) held += mass;
  }
  return total > 0 ? held / total : 0;
}
