/**
 * The first places of the ranking reordered by a learnt linear model (docs/RETRIEVAL.md
 * "Reranking"): each sheet's place, its theme's likelihood (themes.ts), the question's BM25 in
 * each of its fields taken alone (relative to the best of the places reordered), how many
 * sheets link to it, and the asking sentence's BM25 in its title, summary and body. The weights
 * are fitted by `scripts/train-reranker.ts` (pairwise logistic regression) on the dev set's
 * tuning half and the validation set's diagnosis half, and shipped in `reranker.json`; the
 * ranking's own fusions weigh these signals by hand, and the same signals weighed by what the
 * labelled questions show carry over to the questions held out.
 */
import { DEFAULT_PARAMS, type Field, fieldScores } from './bm25f.ts';
import { reorderFirst } from './fusion.ts';
import type { LibraryIndex } from './library-index.ts';
import model from './reranker.json' with { type: 'json' };
import { foldedWords, termOf } from './text.ts';

export const RERANK_FIELDS: readonly Field[] = ['title', 'summary', 'body', 'links', 'path'];
/** The fields the asking sentence's words are read in (question-words.ts askingSentence). */
export const ASKING_FIELDS = ['title', 'summary', 'body'] as const satisfies readonly Field[];
export const RERANK_FEATURES = [
  'place',
  'theme',
  ...RERANK_FIELDS,
  'inlinks',
  ...ASKING_FIELDS.map((field) => `asking ${field}` as const),
  'negated state',
] as const;

/** A question's terms with their weights: all of them, and those of its asking sentence. */
export interface RerankQuery {
  query: ReadonlyMap<number, number>;
  asking: ReadonlyMap<number, number>;
  /** The terms of the states the asker says they are not in (question-words.ts negatedStates). */
  negated?: ReadonlySet<number>;
}

/** Words that deny what follows them in a title: « couple non marié », « sans contrat ». */
const DENIES = new Set(['non', 'sans', 'pas', 'ni', 'hors']);

/**
 * -1 when the sheet's title names a state the asker is not in, +1 when it names its negation
 * (« Reconnaissance d'un enfant (couple non marié) » for « on n'est pas mariés »), 0 otherwise.
 */
function negatedState(index: LibraryIndex, doc: number, negated: ReadonlySet<number> | undefined): number {
  if (!negated || negated.size === 0) return 0;
  const words = foldedWords(index.sheets[doc]?.title ?? '');
  let denied = false;
  for (const [i, word] of words.entries()) {
    const term = index.bm25.terms.get(termOf(word));
    if (term === undefined || !negated.has(term)) continue;
    if (DENIES.has(words[i - 1] ?? '')) denied = true;
    else return -1;
  }
  return denied ? 1 : 0;
}

export interface Reranker {
  /** The first places reordered. */
  depth: number;
  /** Per feature, in RERANK_FEATURES' order: the training set's mean and standard deviation, and the weight. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
}

export const SHIPPED_RERANKER: Reranker = model;

/**
 * Questions of fewer content words are left in their order unless asked of the assistant (rank.ts
 * `shortReranked`, after their first sheet): the model was fitted on questions as people ask them
 * (5 to 40 content words), and a search box's few keywords ("bail", "carte d'identité perdue") are
 * another kind of query (bench:library-search's recall@5 fell from 0.925 to 0.875 with them reranked).
 */
export const RERANK_MIN_WORDS = 5;

/**
 * Each of `order`'s sheets' features, in RERANK_FEATURES' order: log(1 + place), its theme's
 * likelihood, each field's BM25 over the best of `order` in that field, log(1 + incoming links),
 * then the asking sentence's BM25 in its fields, likewise relative.
 */
export function rerankFeatures(
  index: LibraryIndex,
  { query, asking, negated }: RerankQuery,
  order: readonly number[],
  likelihoods: Float64Array,
): number[][] {
  const relative = (terms: ReadonlyMap<number, number>, field: Field) => {
    const scores = terms.size > 0 ? fieldScores(index.bm25, terms, order, field, DEFAULT_PARAMS) : order.map(() => 0);
    const best = Math.max(0, ...scores) || 1;
    return scores.map((score) => score / best);
  };
  const fields = RERANK_FIELDS.map((field) => relative(query, field));
  const askingFields = ASKING_FIELDS.map((field) => relative(asking, field));
  return order.map((doc, place) => [
    Math.log1p(place),
    likelihoods[index.themes.themeOf[doc] ?? 0] ?? 0,
    ...fields.map((scores) => scores[place] ?? 0),
    Math.log1p(index.inlinks[doc] ?? 0),
    ...askingFields.map((scores) => scores[place] ?? 0),
    negatedState(index, doc, negated),
  ]);
}

/** `order` (sheet positions, best first) with its first `model.depth` places reordered by the model's score. */
export function rerank(
  index: LibraryIndex,
  query: RerankQuery,
  order: readonly number[],
  likelihoods: Float64Array,
  model: Reranker = SHIPPED_RERANKER,
): number[] {
  const features = rerankFeatures(index, query, order.slice(0, model.depth), likelihoods);
  return reorderFirst(order, model.depth, (_, place) =>
    (features[place] ?? []).reduce(
      (sum, value, j) => sum + (model.weights[j] ?? 0) * ((value - (model.mean[j] ?? 0)) / (model.scale[j] || 1)),
      0,
    ),
  );
}
