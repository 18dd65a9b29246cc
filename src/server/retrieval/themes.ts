/**
 * The library's themes as language models, a cluster-based prior (docs/RETRIEVAL.md "Themes"):
 * each sheet sits in a theme of the library's own tree (its breadcrumb's first two levels:
 * « Travail > Maladie ou accident du travail dans le secteur privé », 344 in the whole corpus),
 * and a theme's words are those of its sheets' titles, summaries and, lightly, bodies. A
 * question's words vote together for the themes that use them (query likelihood, Dirichlet
 * smoothed), so that its matter ("accident", "travail", "boulot") outweighs an incidental noun
 * ("scooter") that draws sheets from another theme; the best sheets of the likeliest themes then
 * move up the first places of the ranking.
 */
import type { Bm25Index, Field } from './bm25f.ts';
import { reorderFirst } from './fusion.ts';

export interface ThemeModel {
  /** Per sheet: its theme's number. */
  themeOf: Int32Array;
  /** Per theme: its weighted number of words. */
  lengths: Float64Array;
  /** Per term: the themes using it and how much (weighted counts). */
  postings: ({ themes: Int32Array; counts: Float32Array } | undefined)[];
  /** Per term: its weighted count over the library. */
  totals: Float64Array;
  total: number;
}

export interface ThemeParams {
  /** Weight of the theme's likelihood against a sheet's place (1 / (k + place)); 0 leaves the order. */
  weight: number;
  /** Dirichlet smoothing of a theme's words towards the library's. */
  smoothing: number;
  /** Temperature of the themes' likelihoods: higher spreads them over more themes. */
  temperature: number;
  /** The first places reordered. */
  depth: number;
  /** Rank constant, as reciprocal rank fusion's. */
  k: number;
}

/**
 * Chosen on 2026-11-28 on the dev set's tuning half with the validation set's diagnosis half
 * (ranking alone, MRR 0.473 → 0.491); the other halves, 0.420 → 0.448. Settings around it
 * (smoothing 2,000–12,000, temperature 10–30, weight 0.3–1) all lie within 0.486–0.491.
 */
export const DEFAULT_THEMES: ThemeParams = { weight: 0.5, smoothing: 3000, temperature: 20, depth: 100, k: 60 };

/** What a theme is made of: what its sheets are about, and their bodies a little. */
const THEME_FIELDS: Partial<Record<Field, number>> = { title: 3, summary: 2, body: 0.3 };

/** Builds the model from the index's postings and each sheet's theme (a name; sheets sharing it share a theme). */
export function buildThemeModel(bm25: Bm25Index, themes: readonly string[]): ThemeModel {
  const numbers = new Map<string, number>();
  const themeOf = Int32Array.from(themes, (name) => {
    let n = numbers.get(name);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(name, n);
    }
    return n;
  });
  const lengths = new Float64Array(numbers.size);
  const totals = new Float64Array(bm25.names.length);
  const byTerm: Map<number, number>[] = bm25.names.map(() => new Map());
  let total = 0;
  for (const [field, weight] of Object.entries(THEME_FIELDS) as [Field, number][]) {
    bm25.fields[field].postings.forEach((postings, term) => {
      if (!postings) return;
      const counts = byTerm[term] as Map<number, number>;
      for (let i = 0; i < postings.docs.length; i++) {
        const theme = themeOf[postings.docs[i] ?? 0] ?? 0;
        const count = weight * (postings.tfs[i] ?? 0);
        counts.set(theme, (counts.get(theme) ?? 0) + count);
        lengths[theme] = (lengths[theme] ?? 0) + count;
        totals[term] = (totals[term] ?? 0) + count;
        total += count;
      }
    });
  }
  const postings = byTerm.map((counts) =>
    counts.size === 0
      ? undefined
      : { themes: Int32Array.from(counts.keys()), counts: Float32Array.from(counts.values()) },
  );
  return { themeOf, lengths, postings, totals, total };
}

/**
 * How likely each theme is to have said the question (term id → weight), relative to the
 * likeliest (1). The smoothed likelihood's log is, per theme, the question's weight times
 * log(μ / (length + μ)) plus, for each of its words the theme uses, weight × log(1 + count / (μ ×
 * the word's library share)): only the themes using a word are visited.
 */
export function themeLikelihoods(
  model: ThemeModel,
  query: ReadonlyMap<number, number>,
  params: ThemeParams = DEFAULT_THEMES,
): Float64Array {
  const mu = params.smoothing;
  let weight = 0;
  const log = new Float64Array(model.lengths.length);
  for (const [term, w] of query) {
    weight += w;
    const postings = model.postings[term];
    if (!postings) continue;
    const share = ((model.totals[term] ?? 0) + 0.5) / (model.total + 1);
    for (let i = 0; i < postings.themes.length; i++) {
      const theme = postings.themes[i] ?? 0;
      log[theme] = (log[theme] ?? 0) + w * Math.log1p((postings.counts[i] ?? 0) / (mu * share));
    }
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let theme = 0; theme < log.length; theme++) {
    log[theme] = (log[theme] ?? 0) + weight * Math.log(mu / ((model.lengths[theme] ?? 0) + mu));
    best = Math.max(best, log[theme] ?? 0);
  }
  return log.map((value) => Math.exp((value - best) / params.temperature));
}

/**
 * The first `depth` places of `order` (sheet positions, best first) reordered by 1 / (k + place)
 * plus the weight times their theme's likelihood over k; the rest stay as they are.
 */
export function reorderByTheme(
  order: readonly number[],
  model: ThemeModel,
  likelihoods: Float64Array,
  params: ThemeParams = DEFAULT_THEMES,
): number[] {
  return reorderFirst(
    order,
    params.depth,
    (doc, place) => 1 / (params.k + place) + (params.weight * (likelihoods[model.themeOf[doc] ?? 0] ?? 0)) / params.k,
  );
}
