/** A BM25F index of a few sheets written out field by field, for the retrieval's unit tests. */
import { type Bm25Index, buildBm25Index, FIELDS, type Field } from './bm25f.ts';
import { termsOf } from './text.ts';

export function testBm25Index(docs: readonly Record<Field, string>[]): Bm25Index {
  return buildBm25Index(docs.length, (i) => {
    const doc = docs[i] as Record<Field, string>;
    return Object.fromEntries(FIELDS.map((field) => [field, termsOf(doc[field])])) as Record<Field, string[]>;
  });
}

/** A text's terms the index knows, each weighing 1. */
export function testQuery(index: Bm25Index, text: string): Map<number, number> {
  return new Map(
    termsOf(text).flatMap((t) => (index.terms.has(t) ? [[index.terms.get(t) as number, 1] as const] : [])),
  );
}

/** A sheet of a title and a body only, the other fields empty. */
export const testSheet = (title: string, body: string): Record<Field, string> => ({
  title,
  summary: '',
  path: '',
  links: '',
  body,
});
