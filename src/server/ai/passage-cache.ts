/**
 * A document's sections and passages with the stemmed words of each, kept for the documents
 * asked about most. Cutting and stemming a long sheet is most of an answer's own work, and a
 * sheet only changes with an import: entries are keyed by the document's content hash, so a
 * changed sheet is simply analysed again. On the retrieval thread every sheet's analysis is made
 * as the index reads it (prepared-passages.ts): a document is then unpacked, not read and cut.
 */
import { createLru } from '../lru.ts';
import type { Passage } from './passages.ts';
import { type AnalysedSection, analyseSections } from './section-choice.ts';

export interface AnalysedPassages {
  sections: AnalysedSection[];
  /** Every passage worth quoting (neither link lists nor where to go), in reading order. */
  passages: Passage[];
  /** The stemmed words of `passages[i]`. */
  words: ReadonlySet<string>[];
}

/** Sheets kept: a few hundred cover the questions people ask most, at roughly 40 KB each. */
const CAPACITY = 300;

/** A sheet's analysis from its sections: the passages of its own text, with their stems, read flat. */
export function analysisOf(sections: AnalysedSection[]): AnalysedPassages {
  const text = sections.filter((s) => s.kind === 'text');
  return { sections, passages: text.flatMap((s) => s.passages), words: text.flatMap((s) => s.words) };
}

/** A sheet's analysis from its stored HTML. */
export const analyseSheet = (html: string): AnalysedPassages => analysisOf(analyseSections(html));

export interface PassageCache {
  /** Each document's analysis; `loadBodies` (their HTML) is called once, for the documents not kept yet. */
  get(
    docs: readonly { id: string; hash: string }[],
    loadBodies: (ids: string[]) => Promise<Map<string, string>>,
  ): Promise<Map<string, AnalysedPassages>>;
}

/** One version of a document: its analysis is kept under its id and content hash. */
export const analysisKey = (doc: { id: string; hash: string }): string => `${doc.id}:${doc.hash}`;

/** A sheet's analysis made ahead (prepared-passages.ts), if there is one of this version. */
export type PreparedAnalysis = (doc: { id: string; hash: string }) => AnalysedPassages | undefined;

export function createPassageCache(capacity = CAPACITY, prepared: PreparedAnalysis = () => undefined): PassageCache {
  const kept = createLru<string, AnalysedPassages>(capacity);
  return {
    async get(docs, loadBodies) {
      const found = new Map(docs.map((doc) => [doc.id, kept.get(analysisKey(doc)) ?? prepared(doc)]));
      const missing = docs.filter((doc) => found.get(doc.id) === undefined);
      const bodies = missing.length > 0 ? await loadBodies(missing.map((d) => d.id)) : new Map<string, string>();
      const result = new Map<string, AnalysedPassages>();
      for (const doc of docs) {
        const analysed = found.get(doc.id) ?? analyseSheet(bodies.get(doc.id) ?? '');
        kept.set(analysisKey(doc), analysed);
        result.set(doc.id, analysed);
      }
      return result;
    },
  };
}

/** How many of `lexemes` the passage's words hold. */
export function sharedCount(words: ReadonlySet<string>, lexemes: ReadonlySet<string>): number {
  let n = 0;
  for (const lexeme of lexemes) if (words.has(lexeme)) n++;
  return n;
}
