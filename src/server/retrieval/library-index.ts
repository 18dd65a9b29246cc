/**
 * The library's search index, in memory (docs/RETRIEVAL.md): read from `library_documents`, so
 * PGlite and PostgreSQL rank alike, and rebuilt when the library changes. An import in this
 * process says so at once (`libraryChanged`); another process's import is noticed by a cheap
 * version check (row count and latest update) at most every VERSION_CHECK_MS, while the index
 * in hand keeps answering until the new one is ready.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { unescapeHtml } from '../library/importer/html.ts';
import { processWide } from '../process-wide.ts';
import { type Bm25Index, buildBm25Index, type Field, FIELDS, idf } from './bm25f.ts';
import type { ProximityInput, SequenceField, TermSequences } from './proximity.ts';
import { buildSheetVectors, type SheetVectors, SHORT_FIELDS } from './semantic.ts';
import { type Confusion, mineConfusions } from './confusions.ts';
import { isFrenchWord } from './french-words.ts';
import { databaseLibraryReader, type LibraryReader, type SheetRow } from './library-reader.ts';
import { createHeadWords, type HeadWords } from './head-words.ts';
import { createSpeller, type Speller } from './spelling.ts';
import { contentWords, termOf } from './text.ts';
import { buildThemeModel, type ThemeModel } from './themes.ts';
import { titleAcronym, titleTerms } from './title-match.ts';
import { loadWordVectors } from './word-vectors.ts';

export interface IndexedSheet {
  id: string;
  slug: string;
  title: string;
  category: string;
  jurisdiction: string;
  language: string;
  /** YYYY-MM-DD, for ordering by date. */
  day: string;
  /** Content hash: the passage cache's key. */
  hash: string;
  /** What the sheet is about in a few sentences: what an overview of a broad question quotes (ai/overview.ts). */
  summary: string;
}

/** A document's most telling terms, for pseudo-relevance feedback (feedback.ts). */
export interface TermVector {
  terms: Int32Array;
  weights: Float32Array;
}

export interface LibraryIndex {
  sheets: IndexedSheet[];
  position: Map<string, number>;
  bm25: Bm25Index;
  vectors: TermVector[];
  /** Each sheet's place in the word-vector space (semantic.ts). */
  semantic: SheetVectors;
  /** The title words each word of the library leads to (head-words.ts). */
  headWords: HeadWords;
  speller: Speller;
  /** Each sheet's content words in order, for term proximity (proximity.ts). */
  proximity: ProximityInput;
  /** Per sheet: how many other sheets link to it. */
  inlinks: Uint16Array;
  /** The things the sheets warn not to confuse (confusions.ts). */
  confusions: Confusion[];
  /** The themes' language models (themes.ts). */
  themes: ThemeModel;
  /** Each sheet's title read as a question's words are (title-match.ts). */
  titles: Int32Array[];
  /** The sheets whose title ends on each acronym, folded (title-match.ts): « rsa ». */
  acronyms: Map<string, number[]>;
  version: string;
}

/** Sheets read at a time. */
const PAGE = 250;
/** Another process's import is seen within this delay. */
const VERSION_CHECK_MS = 5_000;
/** Terms kept per document for feedback: the body's long tail only adds noise. */
const VECTOR_TERMS = 40;
/** Field weights of a feedback vector: what a sheet is about is in its head. */
const VECTOR_WEIGHTS: Record<Field, number> = { title: 3, summary: 2, path: 1, links: 0.5, body: 0.3 };

/** A link to another sheet: its id, and its anchor text up to the first inner tag. */
const LINK = /<a href="\/library\/documents\/([^"#?]+)"[^>]*>([^<]*)/g;

/** The themes a sheet sits in, broadest first; "Accueil …" and its own title left out. */
const themeLevels = (row: SheetRow): string[] =>
  (row.breadcrumb ?? []).map((l) => l.title).filter((t) => !/^accueil\b/i.test(t) && t !== row.title);

/** Where a sheet sits (its themes), its category and tags. */
function pathText(row: SheetRow): string {
  return [...themeLevels(row), row.category, ...(row.tags ?? [])].join(' \n ');
}

/** A sheet's theme for the themes' model (themes.ts): its first two levels, else its category. */
const themeName = (row: SheetRow): string => themeLevels(row).slice(0, 2).join(' > ') || `category:${row.category}`;

/**
 * Each sheet's links field: the words other sheets use when they link to it (often the lay
 * name: a link "caution" to the guarantor's sheet), the titles of the sheets linking to it, and
 * the titles of those it links to.
 */
function linkTexts(
  rows: SheetRow[],
  links: readonly (readonly [string, string])[][],
): { texts: string[]; inlinks: Uint16Array } {
  const position = new Map(rows.map((r, i) => [r.id, i]));
  const texts = rows.map(() => [] as string[]);
  const linking = rows.map(() => new Set<number>());
  rows.forEach((row, from) => {
    for (const [target, anchor] of links[from] ?? []) {
      const to = position.get(target);
      if (to === undefined || to === from) continue;
      texts[to]?.push(unescapeHtml(anchor), row.title);
      texts[from]?.push(rows[to]?.title ?? '');
      linking[to]?.add(from);
    }
  });
  return {
    texts: texts.map((t) => [...new Set(t)].join(' \n ')),
    inlinks: Uint16Array.from(linking, (from) => Math.min(from.size, 65_535)),
  };
}

/** A field's terms as ids, in order. */
const idsOf = (index: Bm25Index, terms: readonly string[]) =>
  Int32Array.from(terms, (term) => index.terms.get(term) ?? -1);

function proximityInput(bm25: Bm25Index, analysed: readonly Record<Field, string[]>[]): ProximityInput {
  const sequences: TermSequences[] = analysed.map((fields) => ({
    title: idsOf(bm25, fields.title),
    summary: idsOf(bm25, fields.summary),
    body: idsOf(bm25, fields.body),
  }));
  const mean = (field: SequenceField) =>
    sequences.reduce((sum, s) => sum + s[field].length, 0) / (sequences.length || 1);
  return { bm25, sequences, averages: { title: mean('title'), summary: mean('summary'), body: mean('body') } };
}

function termVector(index: Bm25Index, fields: Record<Field, string[]>): TermVector {
  const weights = new Map<number, number>();
  for (const field of FIELDS) {
    const w = VECTOR_WEIGHTS[field];
    for (const term of fields[field]) {
      const id = index.terms.get(term);
      if (id !== undefined) weights.set(id, (weights.get(id) ?? 0) + w);
    }
  }
  const ranked = [...weights].map(([id, w]) => [id, w * idf(index, id)] as const).sort((a, b) => b[1] - a[1]);
  const kept = ranked.slice(0, VECTOR_TERMS);
  const total = kept.reduce((s, [, w]) => s + w, 0) || 1;
  return { terms: Int32Array.from(kept.map(([id]) => id)), weights: Float32Array.from(kept.map(([, w]) => w / total)) };
}

/** A sheet's short-field terms, each weighted by its field and its idf, for its semantic vector. */
function shortFieldWeights(index: Bm25Index, fields: Record<Field, string[]>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [field, weight] of Object.entries(SHORT_FIELDS) as [keyof typeof SHORT_FIELDS, number][]) {
    for (const term of fields[field]) {
      const id = index.terms.get(term);
      if (id !== undefined) weights.set(term, (weights.get(term) ?? 0) + weight * idf(index, id));
    }
  }
  return weights;
}

/** Builds the index from the library, yielding to the event loop between documents. */
export async function loadLibraryIndex(reader: LibraryReader): Promise<LibraryIndex> {
  const version = await reader.version();
  const rows: SheetRow[] = [];
  // Each sheet's links (target, anchor), its HTML let go as soon as they are read.
  const links: (readonly [string, string])[][] = [];
  for (let page = await reader.sheets(null, PAGE); ; page = await reader.sheets(page.at(-1)?.id ?? null, PAGE)) {
    for (const row of page) {
      links.push([...row.body_html.matchAll(LINK)].map(([, target = '', anchor = '']) => [target, anchor] as const));
      row.body_html = '';
      rows.push(row);
    }
    if (page.length < PAGE) break;
  }
  const { texts: linkFields, inlinks } = linkTexts(rows, links);
  const analysed: Record<Field, string[]>[] = [];
  const frequency = new Map<string, number>();
  for (const [i, row] of rows.entries()) {
    if (i % 50 === 0) await nextTurn();
    const words = {
      title: contentWords(row.title),
      summary: contentWords(row.summary),
      path: contentWords(pathText(row)),
      links: contentWords(linkFields[i] ?? ''),
      body: contentWords(row.body_text),
    };
    countSheetWords(frequency, words);
    analysed.push(Object.fromEntries(FIELDS.map((f) => [f, words[f].map(termOf)])) as Record<Field, string[]>);
  }
  const confusions = mineConfusions(rows.map((row) => row.body_text));
  await nextTurn();
  const bm25 = buildBm25Index(rows.length, (i) => analysed[i] as Record<Field, string[]>);
  await nextTurn();
  const vectors = analysed.map((fields) => termVector(bm25, fields));
  await nextTurn();
  const semantic = buildSheetVectors(
    loadWordVectors(),
    analysed.map((fields) => shortFieldWeights(bm25, fields)),
  );
  await nextTurn();
  const themes = buildThemeModel(bm25, rows.map(themeName));
  return {
    sheets: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      jurisdiction: r.jurisdiction,
      language: r.language,
      day: r.day,
      hash: r.content_hash,
      summary: r.summary,
    })),
    position: new Map(rows.map((r, i) => [r.id, i])),
    bm25,
    vectors,
    semantic,
    headWords: createHeadWords(bm25),
    speller: createSpeller(frequency, isFrenchWord),
    proximity: proximityInput(bm25, analysed),
    inlinks,
    confusions,
    themes,
    titles: rows.map((row) => titleTerms(bm25, row.title)),
    acronyms: acronymsOf(rows.map((row) => row.title)),
    version,
  };
}

/** Counts, for the speller, one more sheet using each word of this one's title, summary and body (folded content words). */
export function countSheetWords(
  frequency: Map<string, number>,
  words: { title: readonly string[]; summary: readonly string[]; body: readonly string[] },
): void {
  for (const word of new Set([...words.title, ...words.summary, ...words.body]))
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
}

/** The sheets by the acronym their title ends on (title-match.ts `titleAcronym`). */
function acronymsOf(titles: readonly string[]): Map<string, number[]> {
  const sheets = new Map<string, number[]>();
  titles.forEach((title, doc) => {
    const acronym = titleAcronym(title);
    if (acronym) sheets.set(acronym, [...(sheets.get(acronym) ?? []), doc]);
  });
  return sheets;
}

export interface IndexHolder {
  /** The index: built on first use, rebuilt when the library changed. */
  get(): Promise<LibraryIndex>;
  /** The library changed through this process: the next `get` reads it again. */
  invalidate(): void;
}

/**
 * Holds one library's index. `seenChanged` is called when the version check finds the library
 * changed by another process, once the new index answers.
 */
export function createIndexHolder(reader: LibraryReader, seenChanged: () => void): IndexHolder {
  let current: LibraryIndex | null = null;
  let building: Promise<LibraryIndex> | null = null;
  let checkedAt = 0;
  // Bumped by invalidate: a build started before the change is not kept as current.
  let generation = 0;

  const rebuild = (): Promise<LibraryIndex> => {
    if (!building) {
      const started = generation;
      building = loadLibraryIndex(reader)
        .then((index) => {
          if (started === generation) {
            current = index;
            checkedAt = Date.now();
          }
          return index;
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  };

  const get = async (): Promise<LibraryIndex> => {
    const inHand = current;
    if (!inHand) {
      const started = generation;
      const built = await rebuild();
      // The library changed while this build read it: read it again.
      return started === generation ? built : get();
    }
    if (Date.now() - checkedAt >= VERSION_CHECK_MS && !building) {
      checkedAt = Date.now();
      const version = await reader.version();
      if (version !== inHand.version) {
        // Another process imported: what was drawn from the old library is stale once the new index answers.
        const rebuilt = rebuild().then((index) => {
          seenChanged();
          return index;
        });
        // An empty index is no answer worth keeping while the new one builds.
        if (inHand.sheets.length === 0) return rebuilt;
        // The index in hand answers while the new one builds; a failed build is tried again at the next check.
        rebuilt.catch(() => {});
      }
    }
    return inHand;
  };

  return {
    get,
    invalidate() {
      current = null;
      checkedAt = 0;
      generation++;
    },
  };
}

// Process-wide: the answers' job (server.mjs) and the library's pages (Astro's bundle) share one index.
const holders = processWide('library-index', () => new WeakMap<Db, IndexHolder>());

/** The index of this database's library, built in this thread. */
export function libraryIndexFor(db: Db): Promise<LibraryIndex> {
  let holder = holders.get(db);
  if (!holder) {
    holder = createIndexHolder(databaseLibraryReader(db), () => libraryChangeSeen(db));
    holders.set(db, holder);
  }
  return holder.get();
}

/** How the library changed: through this process (`local`), or another's import seen since. */
export interface LibraryChange {
  local: boolean;
}

const watchers = processWide('library-watchers', () => new WeakMap<Db, Set<(change: LibraryChange) => void>>());

/**
 * Calls `listener` each time the library is seen to change: an import in this process, or
 * another process's noticed by the version check. Returns what stops it.
 */
export function onLibraryChanged(db: Db, listener: (change: LibraryChange) => void): () => void {
  let listeners = watchers.get(db);
  if (!listeners) {
    listeners = new Set();
    watchers.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(db: Db, change: LibraryChange): void {
  for (const listener of watchers.get(db) ?? []) listener(change);
}

/** Called after this process changed the library: the next search reads the new one. */
export function libraryChanged(db: Db): void {
  holders.get(db)?.invalidate();
  announce(db, { local: true });
}

/** Called when another process's change was seen (by an index's version check, wherever it is built). */
export function libraryChangeSeen(db: Db): void {
  announce(db, { local: false });
}
