import { describe, expect, it } from 'vitest';
import type { LibraryIndex } from './library-index.ts';
import { RERANK_FEATURES, type Reranker, rerank, rerankFeatures, SHIPPED_RERANKER } from './rerank.ts';
import { testBm25Index, testQuery, testSheet } from './test-bm25.ts';
import { termOf } from './text.ts';
import { buildThemeModel, themeLikelihoods } from './themes.ts';

const sheet = testSheet;
const docs = [
  sheet('Prime à la conversion d’un véhicule', 'Un accident de scooter sur le trajet du travail.'),
  sheet('Accident de trajet', 'Un accident sur le trajet entre le domicile et le travail.'),
  sheet('Congés payés', 'Les congés du salarié.'),
];
const bm25 = testBm25Index(docs);
const index = {
  bm25,
  themes: buildThemeModel(bm25, ['Transports', 'Travail', 'Travail']),
  inlinks: Uint16Array.from([0, 12, 3]),
} as unknown as LibraryIndex;
const terms = testQuery(bm25, 'accident de trajet en scooter');
// Told as a story: « J'ai eu un accident en scooter. C'est un accident de trajet ? »
const query = { query: terms, asking: testQuery(bm25, 'accident de trajet') };
const likelihoods = themeLikelihoods(index.themes, terms);
/** A model of one feature: its weight, the others 0, nothing standardised. */
const only = (feature: (typeof RERANK_FEATURES)[number], weight: number, depth = 3): Reranker => ({
  depth,
  mean: RERANK_FEATURES.map(() => 0),
  scale: RERANK_FEATURES.map(() => 1),
  weights: RERANK_FEATURES.map((f) => (f === feature ? weight : 0)),
});

describe('the reranker', () => {
  it('reads each place’s features: its place, its theme, each field relative to the best, its links', () => {
    const features = rerankFeatures(index, query, [0, 1, 2], likelihoods);
    const at = (row: number, feature: (typeof RERANK_FEATURES)[number]) =>
      features[row]?.[RERANK_FEATURES.indexOf(feature)];
    expect(at(0, 'place')).toBe(0);
    expect(at(2, 'place')).toBeCloseTo(Math.log(3));
    // Only « Accident de trajet » says the question in its title: the best, 1; the others 0.
    expect(at(1, 'title')).toBe(1);
    expect(at(0, 'title')).toBe(0);
    expect(at(2, 'body')).toBe(0);
    expect(at(1, 'inlinks')).toBeCloseTo(Math.log(13));
    expect(at(0, 'theme')).toBe(likelihoods[0]);
    // The asking sentence's words, read apart: « trajet » is in both bodies, « scooter » is not asked.
    expect(at(1, 'asking title')).toBe(1);
    expect(at(0, 'asking title')).toBe(0);
    expect(at(2, 'asking body')).toBe(0);
    expect(at(1, 'asking body')).toBeGreaterThan(0);
  });

  it('reads the asking sentence’s features as 0 when it has no words of the query', () => {
    const features = rerankFeatures(index, { query: terms, asking: new Map() }, [0, 1, 2], likelihoods);
    const askingColumns = RERANK_FEATURES.flatMap((f, j) => (f.startsWith('asking') ? [j] : []));
    expect(askingColumns).toHaveLength(3);
    for (const row of features) for (const j of askingColumns) expect(row[j]).toBe(0);
  });

  it('reorders by the asking sentence alone when its model says so', () => {
    // « Prime à la conversion » says « scooter », the story's word; the asking sentence does not.
    const scooter = { query: testQuery(bm25, 'scooter'), asking: testQuery(bm25, 'accident de trajet') };
    expect(rerank(index, scooter, [0, 2, 1], likelihoods, only('asking title', 1))).toEqual([1, 0, 2]);
  });

  it('reorders the first places by the model’s score, ties in their order', () => {
    expect(rerank(index, query, [0, 1, 2], likelihoods, only('title', 1))).toEqual([1, 0, 2]);
    expect(rerank(index, query, [0, 1, 2], likelihoods, only('inlinks', 1))).toEqual([1, 2, 0]);
    expect(rerank(index, query, [0, 1, 2], likelihoods, only('place', -1))).toEqual([0, 1, 2]);
  });

  it('leaves the places past its depth as they are', () => {
    expect(rerank(index, query, [2, 0, 1], likelihoods, only('inlinks', 1, 2))).toEqual([2, 0, 1]);
  });

  it('reads a title naming a state the asker says they are not in, or its negation', () => {
    // « on n'est pas mariés » (question-words.ts negatedStates).
    const titles = ['Impôt d’un couple marié', 'Reconnaissance d’un enfant (couple non marié)', 'Congés payés'];
    const couples = testBm25Index(titles.map((title) => sheet(title, 'Les couples et leurs enfants.')));
    const coupleIndex = {
      ...index,
      bm25: couples,
      sheets: titles.map((title) => ({ title })),
      themes: buildThemeModel(couples, ['Famille', 'Famille', 'Travail']),
    } as unknown as LibraryIndex;
    const married = couples.terms.get(termOf('maries')) as number;
    const notMarried = { query: testQuery(couples, 'enfant couple'), asking: new Map(), negated: new Set([married]) };
    const features = rerankFeatures(coupleIndex, notMarried, [0, 1, 2], likelihoods);
    const column = RERANK_FEATURES.indexOf('negated state');
    expect(features.map((row) => row[column])).toEqual([-1, 1, 0]);
    expect(rerank(coupleIndex, notMarried, [0, 1, 2], likelihoods, only('negated state', 1))).toEqual([1, 2, 0]);
  });

  it('ships a model of every feature, fitted to keep the order first', () => {
    expect(SHIPPED_RERANKER.weights).toHaveLength(RERANK_FEATURES.length);
    expect(SHIPPED_RERANKER.mean).toHaveLength(RERANK_FEATURES.length);
    expect(SHIPPED_RERANKER.scale.every((s) => s > 0)).toBe(true);
    expect(SHIPPED_RERANKER.weights[RERANK_FEATURES.indexOf('place')]).toBeLessThan(0);
  });
});
