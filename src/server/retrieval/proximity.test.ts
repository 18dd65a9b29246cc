import { describe, expect, it } from 'vitest';
import { buildBm25Index, type Field } from './bm25f.ts';
import { addProximity, pairCounts, questionPairs, type TermSequences } from './proximity.ts';
import { termOf, termsOf } from './text.ts';

const docs = [
  {
    title: 'Arrêt maladie : démarches',
    body: "Le salarié envoie l'avis d'arrêt de travail à son employeur sous 48 heures.",
  },
  {
    title: 'Temps de travail',
    body: "Le travail de nuit est encadré. L'arrêt des machines ne compte pas comme temps de travail effectif.",
  },
];
const analysed = docs.map(
  (d) =>
    ({ title: termsOf(d.title), summary: [], path: [], links: [], body: termsOf(d.body) }) as Record<Field, string[]>,
);
const bm25 = buildBm25Index(docs.length, (i) => analysed[i] as Record<Field, string[]>);
const ids = (terms: string[]) => Int32Array.from(terms, (t) => bm25.terms.get(t) ?? -1);
const sequences: TermSequences[] = analysed.map((a) => ({
  title: ids(a.title),
  summary: ids(a.summary),
  body: ids(a.body),
}));
const input = { bm25, sequences, averages: { title: 3, summary: 1, body: 8 } };
const term = (word: string) => bm25.terms.get(termOf(word)) as number;

describe('term proximity', () => {
  it('counts a pair side by side in either order, not apart', () => {
    const body = sequences[0]?.body as Int32Array;
    expect(pairCounts(body, [[term('arret'), term('travail')]])).toEqual([1]);
    expect(
      pairCounts(body, [
        [term('travail'), term('arret')],
        [term('salarie'), term('envoie')],
      ]),
    ).toEqual([1, 1]);
    expect(pairCounts(sequences[1]?.body as Int32Array, [[term('arret'), term('travail')]])).toEqual([0]);
  });

  it('keeps each compound of known, distinct terms once', () => {
    expect(
      questionPairs([
        [1, 2],
        [2, 1],
        [3, undefined],
        [4, 4],
      ]),
    ).toEqual([[1, 2]]);
  });

  it('raises the sheet saying the compound above the one using its words apart', () => {
    const score = new Float64Array([1, 1]);
    const query = new Map([
      [term('arret'), 0.5],
      [term('travail'), 0.5],
    ]);
    addProximity(input, score, [0, 1], [[term('arret'), term('travail')]], query);
    expect(score[0]).toBeGreaterThan(1);
    expect(score[1]).toBe(1);
  });
});
