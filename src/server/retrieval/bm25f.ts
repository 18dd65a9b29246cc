/**
 * BM25F over a document's fields (docs/RETRIEVAL.md "Lexical ranking"): a term's frequencies
 * in each field, weighted and normalised by that field's length, are added into one frequency
 * before the saturation, so a word in the title counts more than in the body without a
 * sheet winning by sheer length. The index is built in memory from the library's rows: the
 * corpus is a few thousand sheets, and scoring every posting of a few dozen terms takes a
 * millisecond or two, on either database engine.
 */
export const FIELDS = ['title', 'summary', 'path', 'links', 'body'] as const;
export type Field = (typeof FIELDS)[number];

/** The fields that say what a sheet is about. */
const HEAD: ReadonlySet<Field> = new Set(['title', 'summary', 'path']);

export interface FieldParams {
  weight: number;
  /** Length normalisation, 0 (none) to 1 (full). */
  b: number;
}

export interface Bm25Params {
  k1: number;
  fields: Record<Field, FieldParams>;
}

/** Chosen on the tuning half of bench/answers (docs/RETRIEVAL.md). */
export const DEFAULT_PARAMS: Bm25Params = {
  k1: 1.6,
  fields: {
    title: { weight: 3, b: 0.5 },
    summary: { weight: 2, b: 0.5 },
    path: { weight: 1, b: 0.3 },
    links: { weight: 0.3, b: 0.5 },
    body: { weight: 1, b: 0.75 },
  },
};

interface Postings {
  docs: Int32Array;
  tfs: Uint16Array;
}

interface FieldIndex {
  postings: (Postings | undefined)[];
  lengths: Float32Array;
  average: number;
}

export interface Bm25Index {
  size: number;
  /** Term → id. */
  terms: Map<string, number>;
  /** Id → term. */
  names: string[];
  /** Per term id: in how many documents it occurs, any field. */
  df: Int32Array;
  /** Per term id: the share of those documents naming it in their title, summary or path. */
  headShare: Float32Array;
  fields: Record<Field, FieldIndex>;
}

/** Builds the index from each document's analysed fields (`analysed(i)`: the terms of each field, in order). */
export function buildBm25Index(count: number, analysed: (i: number) => Record<Field, string[]>): Bm25Index {
  const terms = new Map<string, number>();
  const idOf = (term: string) => {
    let id = terms.get(term);
    if (id === undefined) {
      id = terms.size;
      terms.set(term, id);
    }
    return id;
  };
  const pairs = Object.fromEntries(FIELDS.map((f) => [f, [] as number[][]])) as Record<Field, number[][]>;
  const lengths = Object.fromEntries(FIELDS.map((f) => [f, new Float32Array(count)])) as Record<Field, Float32Array>;
  // Document frequency over all fields: a document counts once per term.
  const seen: number[] = [];
  const counts: number[] = [];
  const seenInHead: number[] = [];
  const inHead: number[] = [];
  for (let doc = 0; doc < count; doc++) {
    const fields = analysed(doc);
    for (const field of FIELDS) {
      const words = fields[field];
      lengths[field][doc] = words.length;
      const tf = new Map<number, number>();
      for (const word of words) {
        const id = idOf(word);
        tf.set(id, (tf.get(id) ?? 0) + 1);
      }
      const lists = pairs[field];
      for (const [id, n] of tf) {
        let list = lists[id];
        if (!list) {
          list = [];
          lists[id] = list;
        }
        list.push(doc, Math.min(n, 65_535));
        if (seen[id] !== doc + 1) {
          seen[id] = doc + 1;
          counts[id] = (counts[id] ?? 0) + 1;
        }
        if (HEAD.has(field) && seenInHead[id] !== doc + 1) {
          seenInHead[id] = doc + 1;
          inHead[id] = (inHead[id] ?? 0) + 1;
        }
      }
    }
  }
  const df = new Int32Array(terms.size);
  const fields = {} as Record<Field, FieldIndex>;
  for (const field of FIELDS) {
    const postings: (Postings | undefined)[] = new Array(terms.size);
    pairs[field].forEach((list, id) => {
      const n = list.length / 2;
      const docs = new Int32Array(n);
      const tfs = new Uint16Array(n);
      for (let i = 0; i < n; i++) {
        docs[i] = list[2 * i] ?? 0;
        tfs[i] = list[2 * i + 1] ?? 0;
      }
      postings[id] = { docs, tfs };
    });
    const total = lengths[field].reduce((a, b) => a + b, 0);
    fields[field] = { postings, lengths: lengths[field], average: count > 0 ? Math.max(total / count, 1) : 1 };
  }
  counts.forEach((n, id) => {
    df[id] = n;
  });
  const headShare = new Float32Array(terms.size);
  for (let id = 0; id < terms.size; id++) headShare[id] = (df[id] ?? 0) > 0 ? (inHead[id] ?? 0) / (df[id] ?? 1) : 0;
  return { size: count, terms, names: [...terms.keys()], df, headShare, fields };
}

/** Sheets using a term in any field. */
export function sheetsWith(index: Bm25Index, term: number): Set<number> {
  const docs = new Set<number>();
  for (const field of Object.values(index.fields)) {
    const postings = field.postings[term];
    if (postings) for (const doc of postings.docs) docs.add(doc);
  }
  return docs;
}

/**
 * How much more often the sheets using `given` use a term (`withTerm`, its sheetsWith, read once
 * for all the terms it is weighed against) than the library does: 1 when the two are
 * independent, above when the library speaks of them together ("impayé" and "loyer": 7.4),
 * below when apart ("impayé" and "employeur": 0.5). 0 when either is in no sheet.
 */
export function lift(index: Bm25Index, withTerm: ReadonlySet<number>, given: number): number {
  const withGiven = sheetsWith(index, given);
  if (withTerm.size === 0 || withGiven.size === 0) return 0;
  return sheetsInBoth(withTerm, withGiven) / withGiven.size / (withTerm.size / index.size);
}

/** How many sheets two sets of sheets (sheetsWith) share. */
export function sheetsInBoth(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let both = 0;
  for (const doc of small) if (large.has(doc)) both++;
  return both;
}

/** How often `doc` says `term` in `field`: a binary search, the postings being in ascending document order. */
export function termFrequency(index: Bm25Index, field: Field, term: number, doc: number): number {
  const postings = index.fields[field].postings[term];
  if (!postings) return 0;
  const { docs } = postings;
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((docs[mid] ?? 0) < doc) lo = mid + 1;
    else hi = mid;
  }
  return docs[lo] === doc ? (postings.tfs[lo] ?? 0) : 0;
}

/**
 * One field's BM25 alone for each of `docs` (as `scoreQuery` with that field only, at weight 1),
 * the query read once for all of them: the reranker's features read a question's few dozen terms
 * for each of its first places and fields, and reading the map's entries for each was a seventh
 * of a ranking's garbage (docs/PERFORMANCE.md "A deoptimisation at every question, and less
 * garbage").
 */
export function fieldScores(
  index: Bm25Index,
  query: ReadonlyMap<number, number>,
  docs: readonly number[],
  field: Field,
  params: Bm25Params = DEFAULT_PARAMS,
): number[] {
  const terms: number[] = [];
  const weights: number[] = [];
  query.forEach((weight, term) => {
    terms.push(term);
    weights.push(weight * idf(index, term));
  });
  const norms = lengthNorms(index, params)[field];
  const { k1 } = params;
  return docs.map((doc) => {
    const norm = norms[doc] ?? 1;
    let score = 0;
    for (let i = 0; i < terms.length; i++) {
      const tf = termFrequency(index, field, terms[i] ?? 0, doc) / norm;
      if (tf > 0) score += ((weights[i] ?? 0) * tf) / (k1 + tf);
    }
    return score;
  });
}

/** Each index's idf per term, computed on first use: a question reads the same few thousand times. */
const idfs = new WeakMap<Bm25Index, Float64Array>();

export function idf(index: Bm25Index, termId: number): number {
  let all = idfs.get(index);
  if (!all) {
    all = Float64Array.from(index.df, (df) => idfOf(index.size, df));
    idfs.set(index, all);
  }
  return all[termId] ?? idfOf(index.size, 0);
}

/** What is kept per index and parameters, made on first use (`make`). */
function keptFor<T>(
  kept: WeakMap<Bm25Index, Map<Bm25Params, T>>,
  index: Bm25Index,
  params: Bm25Params,
  make: () => T,
): T {
  let byParams = kept.get(index);
  if (!byParams) {
    byParams = new Map();
    kept.set(index, byParams);
  }
  let found = byParams.get(params);
  if (found === undefined) {
    found = make();
    byParams.set(params, found);
  }
  return found;
}

/**
 * Each field's length normalisation per document (1 − b + b × length / average), computed once
 * per index and parameters rather than at each posting read.
 */
const norms = new WeakMap<Bm25Index, Map<Bm25Params, Record<Field, Float64Array>>>();

function lengthNorms(index: Bm25Index, params: Bm25Params): Record<Field, Float64Array> {
  return keptFor(norms, index, params, () => {
    const found = {} as Record<Field, Float64Array>;
    for (const field of FIELDS) {
      const { lengths, average } = index.fields[field];
      const { b } = params.fields[field];
      found[field] = Float64Array.from(lengths, (length) => 1 - b + (b * length) / average);
    }
    return found;
  });
}

const idfOf = (size: number, df: number) => Math.log(1 + (size - df + 0.5) / (df + 0.5));

/** The idf a word in no document would have. */
export const unseenIdf = (index: Bm25Index): number => idfOf(index.size, 0);

export interface Scores {
  /** BM25F score per document. */
  score: Float64Array;
  /** Share of the query's weight (weight × idf) the document holds, 0 to 1. */
  coverage: Float64Array;
}

/**
 * A term's frequency in each document, the documents it touched and the term each was last
 * touched by, as `termImpacts` adds up a term's fields: kept per index and reused (the
 * frequencies reset as they are read), where fresh arrays for each term were garbage
 * (docs/PERFORMANCE.md "A deoptimisation at every question, and less garbage").
 */
interface Scratch {
  tf: Float64Array;
  touched: Int32Array;
  touchedBy: Int32Array;
  /** The last term's stamp in `touchedBy`. */
  stamp: number;
}

const scratches = new WeakMap<Bm25Index, Scratch>();

function scratchOf(index: Bm25Index): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const size = index.size;
    scratch = { tf: new Float64Array(size), touched: new Int32Array(size), touchedBy: new Int32Array(size), stamp: 0 };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** A new term's stamp, never one a document holds. */
function nextStamp(scratch: Scratch): number {
  if (scratch.stamp === 0x7fffffff) {
    scratch.touchedBy.fill(0);
    scratch.stamp = 0;
  }
  scratch.stamp += 1;
  return scratch.stamp;
}

/** A term's documents (in the order its fields' postings first name them) and in each its fields' frequencies merged. */
export interface TermImpacts {
  docs: Int32Array;
  tfs: Float64Array;
}

const impacts = new WeakMap<Bm25Index, Map<Bm25Params, (TermImpacts | undefined)[]>>();

/**
 * A term's fields merged for one set of parameters: each document using it, with the frequency
 * BM25F saturates (each field's frequency × its weight / its length norm, added in FIELDS order).
 * Kept per index, parameters and term once read: a question's terms are the library's commonest,
 * and merging their five fields' postings at each question was about a quarter of its ranking's
 * time (docs/PERFORMANCE.md "Each term's fields merged once"). Every term's would take about 11 MB
 * for the whole library: the product ranks with one set of parameters, and a run trying many
 * should reuse one object per setting.
 */
export function termImpacts(index: Bm25Index, params: Bm25Params, term: number): TermImpacts {
  const terms = keptFor(impacts, index, params, (): (TermImpacts | undefined)[] => new Array(index.names.length));
  let found = terms[term];
  if (!found) {
    found = mergeFields(index, params, term);
    terms[term] = found;
  }
  return found;
}

function mergeFields(index: Bm25Index, params: Bm25Params, term: number): TermImpacts {
  const scratch = scratchOf(index);
  const { tf, touched, touchedBy } = scratch;
  const norm = lengthNorms(index, params);
  const stamp = nextStamp(scratch);
  let count = 0;
  for (const field of FIELDS) {
    const p = index.fields[field].postings[term];
    if (!p) continue;
    const fw = params.fields[field].weight;
    const fieldNorm = norm[field];
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i] ?? 0;
      // A document holding the term in a field weighing nothing holds it all the same.
      if (touchedBy[doc] !== stamp) {
        touchedBy[doc] = stamp;
        touched[count++] = doc;
      }
      tf[doc] = (tf[doc] ?? 0) + (fw * (p.tfs[i] ?? 0)) / (fieldNorm[doc] ?? 1);
    }
  }
  const docs = new Int32Array(count);
  const tfs = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const doc = touched[i] ?? 0;
    docs[i] = doc;
    tfs[i] = tf[doc] ?? 0;
    tf[doc] = 0;
  }
  return { docs, tfs };
}

/** Scores every document for a weighted query (term id → weight). */
export function scoreQuery(
  index: Bm25Index,
  query: ReadonlyMap<number, number>,
  params: Bm25Params = DEFAULT_PARAMS,
): Scores {
  const score = new Float64Array(index.size);
  const coverage = new Float64Array(index.size);
  const { k1 } = params;
  let mass = 0;
  query.forEach((weight, term) => {
    const w = weight * idf(index, term);
    mass += w;
    const { docs, tfs } = termImpacts(index, params, term);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] ?? 0;
      const t = tfs[i] ?? 0;
      score[doc] = (score[doc] ?? 0) + (w * t) / (k1 + t);
      coverage[doc] = (coverage[doc] ?? 0) + w;
    }
  });
  if (mass > 0) for (let i = 0; i < coverage.length; i++) coverage[i] = (coverage[i] ?? 0) / mass;
  return { score, coverage };
}

/** Up to this many, the best documents are picked as the scores are read, in order. */
const SELECTED_AT_MOST = 64;
/** Up to this many, a heap of the best keeps them; past it, all are sorted (a search's every page). */
const HEAP_AT_MOST = 512;

/** Documents with a positive score, best first (ties by position), at most `limit`. */
export function topDocuments(
  score: Float64Array,
  limit: number,
  keep: (doc: number) => boolean = () => true,
): number[] {
  const before = (a: number, b: number) =>
    (score[a] ?? 0) > (score[b] ?? 0) || ((score[a] ?? 0) === (score[b] ?? 0) && a < b);
  if (limit > HEAP_AT_MOST) {
    const hits: number[] = [];
    for (let i = 0; i < score.length; i++) if ((score[i] ?? 0) > 0 && keep(i)) hits.push(i);
    hits.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b);
    return hits.slice(0, limit);
  }
  if (limit > SELECTED_AT_MOST) return heapTop(score, limit, keep, before);
  // The best `limit` kept in order as the scores are read: a question touches thousands of
  // sheets and keeps a handful, so sorting them all would be most of the work.
  const best: number[] = [];
  for (let doc = 0; doc < score.length; doc++) {
    if ((score[doc] ?? 0) <= 0 || limit <= 0) continue;
    if (best.length === limit && !before(doc, best[limit - 1] ?? 0)) continue;
    if (!keep(doc)) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && before(doc, best[at - 1] ?? 0)) {
      best[at] = best[at - 1] ?? 0;
      at--;
    }
    best[at] = doc;
  }
  return best;
}

/**
 * The best `limit` documents through a heap whose root is the worst kept: each score is compared
 * with that one only, and the few that beat it are sifted in (proximity's hundred candidates
 * among thousands of matching sheets).
 */
function heapTop(
  score: Float64Array,
  limit: number,
  keep: (doc: number) => boolean,
  before: (a: number, b: number) => boolean,
): number[] {
  const heap: number[] = [];
  const sift = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && before(heap[worst] ?? 0, heap[left] ?? 0)) worst = left;
      if (right < heap.length && before(heap[worst] ?? 0, heap[right] ?? 0)) worst = right;
      if (worst === at) return;
      // Swapped through a variable: a destructuring swap allocated two arrays a step.
      const held = heap[at] ?? 0;
      heap[at] = heap[worst] ?? 0;
      heap[worst] = held;
      at = worst;
    }
  };
  for (let doc = 0; doc < score.length; doc++) {
    if ((score[doc] ?? 0) <= 0) continue;
    if (heap.length === limit && !before(doc, heap[0] ?? 0)) continue;
    if (!keep(doc)) continue;
    if (heap.length < limit) {
      heap.push(doc);
      // Up from the new leaf while it is worse than its parent.
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent] ?? 0, heap[at] ?? 0)) break;
        const held = heap[at] ?? 0;
        heap[at] = heap[parent] ?? 0;
        heap[parent] = held;
        at = parent;
      }
    } else {
      heap[0] = doc;
      sift(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}
