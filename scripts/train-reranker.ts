/**
 * Fits the reranker of the ranking's first places (src/server/retrieval/rerank.ts;
 * docs/RETRIEVAL.md "Reranking").
 *
 *   node_modules/.bin/node scripts/train-reranker.ts
 *
 * Input: the whole corpus as `bench:answers` reads it (the PGlite copy it shares with
 * `bench:library-search` under node_modules/.cache/jurisia-bench, imported here if missing), and
 * the French lay questions of the dev set's tuning half and of the validation set's diagnosis
 * half (bench/answers/dev-set.ts); the test and held-out halves are never read.
 *
 * Model: each question is ranked as the product ranks it without the reranker; the first
 * `DEPTH` places' features (rerank.ts `rerankFeatures`) are standardised over all of them, and
 * a linear score is fitted by pairwise logistic regression (every right sheet against every
 * other sheet of its question's places, L2 penalty, plain gradient ascent from "keep the
 * order"): no randomness, so two runs write the same file.
 *
 * Output: src/server/retrieval/reranker.json, { depth, mean, scale, weights, features, trainedOn }.
 * Re-run it when the ranking before the reranker or the corpus changes.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readDevSets } from '../bench/answers/dev-set.ts';
import { openBenchLibrary } from '../bench/bench-library.ts';
import { libraryIndexFor } from '../src/server/retrieval/library-index.ts';
import { rankSheets } from '../src/server/retrieval/rank.ts';
import { RERANK_FEATURES, rerankFeatures } from '../src/server/retrieval/rerank.ts';
import { themeLikelihoods } from '../src/server/retrieval/themes.ts';

const DEPTH = 30;
const L2 = 1;
const STEPS = 300;
const RATE = 0.5;
const OUTPUT = fileURLToPath(new URL('../src/server/retrieval/reranker.json', import.meta.url));

const handle = await openBenchLibrary();
const index = await libraryIndexFor(handle.db);

const { questions, parts } = readDevSets();
const training = new Set([...parts.tuning, ...parts.diagnosis]);
const lists = questions
  .filter((q) => training.has(q.id) && q.kind === 'lay')
  .map((q) => {
    const ranking = rankSheets(index, q.question, { limit: DEPTH, rerank: null });
    const order = ranking.sheets.map((s) => s.position);
    const features = rerankFeatures(index, ranking, order, themeLikelihoods(index.themes, ranking.query));
    return order.map((doc, place) => ({
      right: q.sheets.includes(index.sheets[doc]?.id ?? ''),
      x: features[place] ?? [],
    }));
  });
await handle.close();

const D = RERANK_FEATURES.length;
const rows = lists.flat();
const mean = Array.from({ length: D }, (_, j) => rows.reduce((s, r) => s + (r.x[j] ?? 0), 0) / rows.length);
const scale = Array.from(
  { length: D },
  (_, j) => Math.sqrt(rows.reduce((s, r) => s + ((r.x[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / rows.length) || 1,
);
const z = (x: number[]) => x.map((v, j) => (v - (mean[j] ?? 0)) / (scale[j] ?? 1));
const pairs: number[][] = [];
for (const list of lists) {
  for (const right of list.filter((r) => r.right))
    for (const other of list.filter((r) => !r.right)) {
      const a = z(right.x);
      const b = z(other.x);
      pairs.push(a.map((v, j) => v - (b[j] ?? 0)));
    }
}
// Start from the order as it is: the place's weight negative, the rest 0.
const weights: number[] = Array.from({ length: D }, (_, j) => (RERANK_FEATURES[j] === 'place' ? -1 : 0));
for (let step = 0; step < STEPS; step++) {
  const gradient = new Array<number>(D).fill(0);
  for (const d of pairs) {
    const s = d.reduce((sum, v, j) => sum + v * (weights[j] ?? 0), 0);
    const p = 1 / (1 + Math.exp(-s));
    for (let j = 0; j < D; j++) gradient[j] = (gradient[j] ?? 0) + (1 - p) * (d[j] ?? 0);
  }
  for (let j = 0; j < D; j++)
    weights[j] = (weights[j] ?? 0) + RATE * (((gradient[j] ?? 0) - 10 * L2 * (weights[j] ?? 0)) / pairs.length);
}

const round = (xs: number[]) => xs.map((x) => Number(x.toFixed(6)));
const model = {
  depth: DEPTH,
  features: RERANK_FEATURES,
  mean: round(mean),
  scale: round(scale),
  weights: round(weights),
  trainedOn: `${lists.length} French lay questions (dev set tuning half, validation diagnosis half), ${pairs.length} pairs`,
};
await writeFile(OUTPUT, `${JSON.stringify(model, null, 2)}\n`);
console.log(RERANK_FEATURES.map((f, j) => `${f} ${(weights[j] ?? 0).toFixed(2)}`).join(', '));
console.log(`wrote ${OUTPUT}`);
