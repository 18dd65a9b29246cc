/**
 * Retrieval over the public library: the library's own search (French stemming, accents
 * ignored, lay words in legal wording) on the question's content words; the results worth
 * answering from (relevance.ts); then each document's passages that share the most of the
 * question's words. Words are compared as the text-search configuration stems them, so
 * "divorcer" in a question meets "divorce" in a sheet.
 */
import { type RawBuilder, sql } from 'kysely';
import type { AnswerSource } from '../../realtime/events.ts';
import type { Db } from '../db/client.ts';
import type { LibraryDocumentSummary } from '../library/library.types.ts';
import { searchLibrary } from '../library/search.ts';
import { legalWording } from '../library/synonyms.ts';
import { questionKeywords } from './keywords.ts';
import { createPassageCache, type PassageCache, sharedCount } from './passage-cache.ts';
import { pickPassages } from './passages.ts';
import { allLexemes, chooseDocuments, type DocumentWords, type QuestionWords } from './relevance.ts';

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
  signal?: AbortSignal;
}

export interface Retriever {
  /** Nothing relevant: an empty list. */
  retrieve(question: string, options: RetrieveOptions): Promise<RetrievedPassage[]>;
}

/**
 * Search results read: the sheet best named for the question is not always in the search's
 * first few, and some results are dropped as too loosely related (relevance.ts).
 */
const CANDIDATES = 20;
/** Reading all of the longest sheets brings little: their first part (nine in ten are shorter) is enough. */
const MAX_BODY_CHARS = 30_000;

const lexemesOf = (text: RawBuilder<unknown>) => sql<string[]>`tsvector_to_array(to_tsvector('jurisia_fr'::regconfig, ${text}))`;

/** A word's lexemes, singular and plural: the stemmer does not always join them. */
async function questionWords(db: Db, keywords: string): Promise<QuestionWords> {
  const legal = legalWording(keywords);
  const plain = keywords.split(' ');
  const words = [...plain, ...(legal?.split(' ') ?? [])];
  const forms = words.map((w) => (/[sx]$/.test(w) ? w : `${w} ${w}s`));
  const { rows } = await sql<{ i: number; lexemes: string[] }>`
    select i::int as i, ${lexemesOf(sql`f`)} as lexemes from unnest(${forms}::text[]) with ordinality as t(f, i)`.execute(db);
  // Stop words ("de" in "dépôt de garantie") have no lexeme: they are no word of the question.
  const groups = (from: number, to: number) =>
    rows.filter((r) => r.i > from && r.i <= to && r.lexemes.length > 0).map((r) => r.lexemes);
  return { plain: groups(0, plain.length), legal: groups(plain.length, words.length) };
}

/**
 * Which of `lexemes` each document holds anywhere, in its title or summary, and in its title.
 * Each lexeme is looked up in the stored vector rather than the vector spread out, and no body
 * is read here: only the chosen few are, when the passage cache does not hold them yet.
 */
async function readDocuments(db: Db, ids: string[], lexemes: string[]) {
  const among = (text: RawBuilder<unknown>) => sql<string[]>`array(select w from unnest(${lexemesOf(text)}) w where w = any(${lexemes}::text[]))`;
  const { rows } = await sql<DocumentWords & { id: string; hash: string }>`
    select id, content_hash as hash,
      array(select w from unnest(${lexemes}::text[]) w where search @@ quote_literal(w)::tsquery) as present,
      ${among(sql`title || ' ' || summary`)} as head, ${among(sql`title`)} as title,
      cardinality(${lexemesOf(sql`title`)}) as "titleSize"
    from library_documents where id = any(${ids}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

async function readBodies(db: Db, ids: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; body: string }>`
    select id, left(body_text, ${MAX_BODY_CHARS}) as body from library_documents where id = any(${ids}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r.body]));
}

function toSource(doc: LibraryDocumentSummary, excerpt: string): AnswerSource {
  return {
    documentId: doc._id,
    title: doc.title,
    url: `/library/documents/${doc.slug}`,
    excerpt,
    jurisdiction: doc.jurisdiction,
    date: doc.updatedAt.slice(0, 10),
  };
}

export function createLibraryRetriever(db: Db, passages: PassageCache = createPassageCache()): Retriever {
  return {
    async retrieve(question, { limit, passagesPerSource = 3, detailsPerSource = 0, signal }) {
      const keywords = questionKeywords(question).join(' ');
      if (keywords === '') return [];
      const found = await searchLibrary(db, { q: keywords, page: 1, perPage: Math.max(CANDIDATES, limit * 3) });
      signal?.throwIfAborted();
      if (found.data.length === 0) return [];
      const words = await questionWords(db, keywords);
      const lexemes = allLexemes(words);
      const docs = await readDocuments(db, found.data.map((d) => d._id), lexemes);
      const chosen = chooseDocuments(found.data, docs, words, limit);
      const analysed = await passages.get(
        chosen.map((d) => ({ id: d._id, hash: docs.get(d._id)?.hash ?? '' })),
        (ids) => readBodies(db, ids),
      );
      const lexemeSet = new Set(lexemes);
      const results: RetrievedPassage[] = [];
      for (const [i, doc] of chosen.entries()) {
        const document = analysed.get(doc._id);
        if (!document) continue;
        const shared = document.words.map((w) => sharedCount(w, lexemeSet));
        // The first document usually is the sheet on the very question: it is read more fully.
        const more = i === 0 ? 2 : 1;
        const picked = pickPassages(document.passages, shared, passagesPerSource * more, detailsPerSource * more);
        if (picked) results.push({ source: toSource(doc, picked.best.text), passages: picked.chosen.map((p) => p.text) });
      }
      return results;
    },
  };
}
