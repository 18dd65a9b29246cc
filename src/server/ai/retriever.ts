/**
 * Retrieval over the public library: the library's one ranking (src/server/retrieval/rank.ts:
 * BM25F over the sheets' fields, spelling tolerance, feedback), the sheets holding too little of
 * the question dropped (MIN_COVERAGE), then each kept sheet's passages that share the most
 * stemmed words with the question.
 */
import type { AnswerSource } from '../../realtime/events.ts';
import type { Db } from '../db/client.ts';
import { type IndexedSheet, type LibraryIndex, libraryIndexFor } from '../retrieval/library-index.ts';
import { MIN_COVERAGE } from '../retrieval/coverage.ts';
import { rankSheets } from '../retrieval/rank.ts';
import { createPassageCache, type PassageCache, sharedCount } from './passage-cache.ts';
import { pickPassages } from './passages.ts';

export interface RetrievedPassage {
  /** `excerpt` is the document's most relevant passage. */
  source: AnswerSource;
  /** The most relevant sentences or paragraphs of the document, in reading order. */
  passages: string[];
}

export interface RetrieveOptions {
  /** Documents at most, the most relevant first. */
  limit: number;
  /** Passages per document (default 3). */
  passagesPerSource?: number;
  /** Passages on what to do or what it costs, added per document beyond those (default 0). */
  detailsPerSource?: number;
  /** French words standing for a question asked in another language (translate.ts), with their weights. */
  extra?: readonly { word: string; weight: number }[];
  /** Only sheets of this jurisdiction ('BJ', 'OHADA'…). */
  jurisdiction?: string;
  signal?: AbortSignal;
}

export interface Retriever {
  /** Nothing relevant: an empty list. */
  retrieve(question: string, options: RetrieveOptions): Promise<RetrievedPassage[]>;
}

/** Reading all of the longest sheets brings little: their first part (nine in ten are shorter) is enough. */
const MAX_BODY_CHARS = 30_000;

async function readBodies(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('library_documents')
    .select(['id', (eb) => eb.fn<string>('left', ['body_text', eb.val(MAX_BODY_CHARS)]).as('body')])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.body]));
}

function toSource(sheet: IndexedSheet, excerpt: string): AnswerSource {
  return {
    documentId: sheet.id,
    title: sheet.title,
    url: `/library/documents/${sheet.slug}`,
    excerpt,
    jurisdiction: sheet.jurisdiction,
    date: sheet.day,
  };
}

/** The question's terms as strings (stems), as the passages' words are written. */
const termNames = (index: LibraryIndex, ids: readonly number[]): Set<string> => {
  const wanted = new Set(ids);
  const names = new Set<string>();
  for (const [name, id] of index.bm25.terms) if (wanted.has(id)) names.add(name);
  return names;
};

export function createLibraryRetriever(db: Db, passages: PassageCache = createPassageCache()): Retriever {
  return {
    async retrieve(question, { limit, passagesPerSource = 3, detailsPerSource = 0, extra, jurisdiction, signal }) {
      const index = await libraryIndexFor(db);
      signal?.throwIfAborted();
      const ranking = rankSheets(index, question, {
        limit,
        ...(extra ? { extra } : {}),
        ...(jurisdiction ? { keep: (sheet: IndexedSheet) => sheet.jurisdiction === jurisdiction } : {}),
      });
      const chosen = ranking.sheets.filter((s) => s.coverage >= MIN_COVERAGE);
      if (chosen.length === 0) return [];
      const analysed = await passages.get(
        chosen.map((s) => ({ id: s.sheet.id, hash: s.sheet.hash })),
        (ids) => readBodies(db, ids),
      );
      signal?.throwIfAborted();
      const lexemes = termNames(index, [...ranking.words.flatMap((w) => (w.term === undefined ? [] : [w.term])), ...ranking.extraTerms]);
      const results: RetrievedPassage[] = [];
      for (const [i, { sheet }] of chosen.entries()) {
        const document = analysed.get(sheet.id);
        if (!document) continue;
        const shared = document.words.map((w) => sharedCount(w, lexemes));
        // The first document usually is the sheet on the very question: it is read more fully.
        const more = i === 0 ? 2 : 1;
        const picked = pickPassages(document.passages, shared, passagesPerSource * more, detailsPerSource * more);
        if (picked) results.push({ source: toSource(sheet, picked.best.text), passages: picked.chosen.map((p) => p.text) });
      }
      return results;
    },
  };
}
