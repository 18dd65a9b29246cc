/**
 * Retrieval over the public library: the library's one ranking (src/server/retrieval/rank.ts:
 * BM25F over the sheets' fields, spelling tolerance, feedback), none answered when the best ranked
 * hold too little of the question (coverage.ts answeringSheets), then each kept sheet's passages
 * that share the most stemmed words with the question.
 */
import type { AnswerSource } from '../../shared/events.ts';
import type { Db } from '../db/client.ts';
import { type IndexedSheet, type LibraryIndex, libraryIndexFor } from '../retrieval/library-index.ts';
import { answeringSheets, MIN_COHERENCE, MIN_HEAD_COVERAGE } from '../retrieval/coverage.ts';
import { databaseLibraryReader } from '../retrieval/library-reader.ts';
import { rankSheets } from '../retrieval/rank.ts';
import { idf } from '../retrieval/bm25f.ts';
import { details } from './details.ts';
import { createLru, type Lru } from '../lru.ts';
import { type AnalysedPassages, createPassageCache, type PassageCache, sharedCount } from './passage-cache.ts';
import { type Passage, pickPassages, stemmedWords } from './passages.ts';
import { questionCues } from './question-cues.ts';
import { answerFromSections, scoreSections } from './section-choice.ts';
import { isBroadQuestion } from './broad-question.ts';

/**
 * A sheet none of whose passages says a word of the question is not quoted: the next ranked
 * sheets take its place, up to this many (Instant's right sheet among those cited, tuning half of
 * bench/answers: 0.60 → 0.62; test half unchanged).
 */
const SPARE_SHEETS = 2;

export interface RetrievedPassage {
  /** `excerpt` is the document's most relevant passage. */
  source: AnswerSource;
  /**
   * The first document's sections that answer the question (section-choice.ts): the best one's
   * headings, and their passages in reading order.
   */
  section?: { title: string; passages: string[]; cases?: Record<string, string> };
  /** Other relevant sentences or paragraphs of the document, in reading order. */
  passages: string[];
  /**
   * One of the sheets an overview lists, the question being broad (broad-question.ts): the
   * excerpt is its summary, and nothing else of it is quoted (overview.ts).
   */
  overview?: true;
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
  /** Characters of the first document's best sections to quote (default: none, passages only). */
  sectionChars?: number;
  /** Its passages quoted by their sentences that say something of the question (section-choice.ts quotedSentences). */
  tellingSentences?: boolean;
  /** Only sheets of this jurisdiction ('BJ', 'OHADA'…). */
  jurisdiction?: string;
  signal?: AbortSignal;
}

export interface Retriever {
  /**
   * Nothing relevant: an empty list. A question asked again may get the very list it got before
   * (RESULTS_KEPT): read it, never change it.
   */
  retrieve(question: string, options: RetrieveOptions): Promise<RetrievedPassage[]>;
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

/** The question's terms as strings (stems, as the passages' words are written) with their weights. */
function termWeights(index: LibraryIndex, query: ReadonlyMap<number, number>): Map<string, number> {
  const names = new Map<string, number>();
  for (const [id, weight] of query) names.set(index.bm25.names[id] ?? '', weight * idf(index.bm25, id));
  return names;
}

/** Where a retriever reads the library: its index, and the HTML of the sheets it quotes. */
export interface RetrieverSource {
  index(): Promise<LibraryIndex>;
  bodies(ids: readonly string[]): Promise<Map<string, string>>;
}

/** The retriever over this database's library, its index built in this thread. */
export function createLibraryRetriever(db: Db, passages: PassageCache = createPassageCache()): Retriever {
  const reader = databaseLibraryReader(db);
  return createIndexRetriever({ index: () => libraryIndexFor(db), bodies: (ids) => reader.bodies(ids) }, passages);
}

/**
 * Questions whose passages are kept: a chat's starter questions and the commonest matters are
 * asked again in the very same words. A result holds a few sources and their passages, a few
 * kilobytes (docs/PERFORMANCE.md "Questions asked again").
 */
export const RESULTS_KEPT = 500;

/**
 * What a retrieval's result depends on: the library's version (an import retrieves afresh), the
 * question as typed, its spaces aside, and the options (mode, jurisdiction, translations).
 */
function resultsKey(version: string, question: string, options: Omit<RetrieveOptions, 'signal'>): string {
  return JSON.stringify([version, question.trim().replace(/\s+/g, ' '), options]);
}

export function createIndexRetriever(
  source: RetrieverSource,
  passages: PassageCache = createPassageCache(),
  results: Lru<string, RetrievedPassage[]> = createLru(RESULTS_KEPT),
): Retriever {
  return {
    async retrieve(question, { signal, ...options }) {
      const index = await source.index();
      signal?.throwIfAborted();
      // Only the library is read to answer: the same words on the same library retrieve the same.
      const key = resultsKey(index.version, question, options);
      const kept = results.get(key);
      if (kept) return kept;
      const found = await retrieveFrom(source, passages, index, question, options, signal);
      results.set(key, found);
      return found;
    },
  };
}

/**
 * One filter per jurisdiction for the life of the process: the ranking makes its mask of the
 * index's sheets once per filter (rank.ts `maskOf`), not at every question.
 */
const jurisdictionFilters = new Map<string, (sheet: IndexedSheet) => boolean>();

function keepJurisdiction(code: string): (sheet: IndexedSheet) => boolean {
  let keep = jurisdictionFilters.get(code);
  if (!keep) {
    keep = (sheet) => sheet.jurisdiction === code;
    jurisdictionFilters.set(code, keep);
  }
  return keep;
}

/**
 * A summary that is whole: a sentence ended, not the sheet's title again (a few sheets' summaries
 * are cut short, or only repeat their title).
 */
const wholeSummary = (sheet: IndexedSheet) =>
  /[.!?»")]$/u.test(sheet.summary.trim()) && sheet.summary.trim() !== sheet.title.trim();

/**
 * The sheets an overview lists (broad-question.ts), each with its summary, or its text's opening
 * when the summary is not whole.
 */
async function overviewOf(
  sheets: readonly IndexedSheet[],
  source: RetrieverSource,
  passages: PassageCache,
): Promise<RetrievedPassage[]> {
  const unsummed = sheets.filter((sheet) => !wholeSummary(sheet));
  const analysed =
    unsummed.length > 0
      ? await passages.get(
          unsummed.map((sheet) => ({ id: sheet.id, hash: sheet.hash })),
          (ids) => source.bodies(ids),
        )
      : new Map<string, AnalysedPassages>();
  return sheets.map((sheet) => {
    const opening = analysed.get(sheet.id)?.passages[0]?.text;
    const excerpt = wholeSummary(sheet) ? sheet.summary : (opening ?? sheet.summary);
    return { source: toSource(sheet, excerpt), passages: [], overview: true };
  });
}

/** The passages of the question's best sheets, read from `index` and `source` (what `retrieve` keeps). */
async function retrieveFrom(
  source: RetrieverSource,
  passages: PassageCache,
  index: LibraryIndex,
  question: string,
  {
    limit,
    passagesPerSource = 3,
    detailsPerSource = 0,
    sectionChars = 0,
    tellingSentences = false,
    extra,
    jurisdiction,
  }: RetrieveOptions,
  signal: AbortSignal | undefined,
): Promise<RetrievedPassage[]> {
  // The options in one shape whatever is set: options of several shapes sent the optimised
  // ranking back to the interpreter (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
  const ranking = rankSheets(index, question, {
    limit: limit + SPARE_SHEETS,
    extra,
    keep: jurisdiction ? keepJurisdiction(jurisdiction) : undefined,
    // A question, however short: reranked (rank.ts keptFirst), unlike the search box's keywords.
    shortReranked: true,
  });
  // Sheets agreeing on no one matter each share a stray word with the question, and sheets
  // about none of it hold its words in their bodies only: no answer.
  const unrelated = ranking.coherence < MIN_COHERENCE || ranking.headCoverage < MIN_HEAD_COVERAGE;
  const chosen = unrelated ? [] : answeringSheets(ranking.sheets);
  if (chosen.length === 0) return [];
  const cues = questionCues(question);
  // A matter named and none of its cases: its sheets listed with what they are about.
  if (isBroadQuestion(index, ranking, cues.kind))
    return overviewOf(
      chosen.slice(0, limit).map((s) => s.sheet),
      source,
      passages,
    );
  const weights = termWeights(index, ranking.query);
  const lexemes = new Set(weights.keys());
  const results: RetrievedPassage[] = [];
  let analysed = new Map<string, AnalysedPassages>();
  for (const [i, { sheet }] of chosen.entries()) {
    if (results.length === limit) break;
    // The sheets are read as many at a time as places are left: a spare only when needed.
    if (!analysed.has(sheet.id)) {
      analysed = await passages.get(
        chosen.slice(i, i + limit - results.length).map((s) => ({ id: s.sheet.id, hash: s.sheet.hash })),
        (ids) => source.bodies(ids),
      );
      signal?.throwIfAborted();
    }
    const document = analysed.get(sheet.id);
    if (!document) continue;
    const titleWords = i === 0 && sectionChars > 0 ? stemmedWords(sheet.title) : null;
    const answer = titleWords
      ? answerFromSections(
          document.sections,
          scoreSections(document.sections, weights, cues, titleWords),
          sectionChars,
          weights,
          cues,
          {
            // A sheet titled as a question ("Peut-on déshériter ses enfants ?") answers it first.
            leadWithOpening: sheet.title.trim().endsWith('?'),
            titleWords,
            onlyTelling: tellingSentences,
          },
        )
      : null;
    if (answer) {
      const quoted = new Set(answer.passages);
      const first = answer.passages[0] as Passage;
      results.push({
        source: toSource(sheet, first.text),
        section: { title: answer.title, passages: answer.texts, cases: answer.cases },
        passages: details(document, quoted, lexemes, detailsPerSource * 2).map((p) => p.text),
      });
      continue;
    }
    const shared = document.words.map((w) => sharedCount(w, lexemes));
    // The first document usually is the sheet on the very question: it is read more fully.
    const more = i === 0 ? 2 : 1;
    // Another sheet's steps and costs are quoted only if they say a word of the question.
    const picked = pickPassages(document.passages, shared, passagesPerSource * more, detailsPerSource * more, i > 0);
    if (picked) results.push({ source: toSource(sheet, picked.best.text), passages: picked.chosen.map((p) => p.text) });
  }
  return results;
}
