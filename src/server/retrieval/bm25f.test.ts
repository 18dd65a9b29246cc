import { describe, expect, it } from 'vitest';
import {
  type Bm25Params,
  DEFAULT_PARAMS,
  FIELDS,
  type Field,
  fieldScores,
  lift,
  scoreQuery,
  sheetsWith,
  termImpacts,
  topDocuments,
} from './bm25f.ts';
import { testBm25Index, testQuery } from './test-bm25.ts';
import { termOf, termsOf } from './text.ts';

const docs: Record<Field, string>[] = [
  {
    title: 'Loyers impayés et expulsion du locataire',
    summary: 'Le propriétaire face au loyer impayé.',
    path: 'Logement',
    links: '',
    body: 'Le commandement de payer laisse 2 mois.',
  },
  {
    title: 'Divorce par consentement mutuel',
    summary: 'Les époux sont d’accord.',
    path: 'Famille',
    links: 'divorce amiable',
    body: 'Chaque époux a son avocat. Le loyer du logement familial.',
  },
  {
    title: 'Assurance habitation',
    summary: 'Assurer son logement.',
    path: 'Logement',
    links: '',
    body: 'Le loyer, le loyer, le loyer et encore le loyer du logement loué.',
  },
];
const index = testBm25Index(docs);
const query = (text: string) => testQuery(index, text);

describe('BM25F over the sheets’ fields', () => {
  it('counts each document once per term, whatever the fields it appears in', () => {
    expect(index.df[index.terms.get(termOf('loyer')) as number]).toBe(3);
  });

  it('tells how much more often the sheets using one term use another than the library does', () => {
    const id = (word: string) => index.terms.get(termsOf(word)[0] ?? '') as number;
    // "impayé" is in 1 sheet of 3, and in the one sheet saying "locataire".
    const sheets = (word: string) => sheetsWith(index, id(word));
    expect(lift(index, sheets('impayé'), id('locataire'))).toBeCloseTo(3);
    expect(lift(index, sheets('impayé'), id('époux'))).toBe(0);
    expect(lift(index, sheets('loyer'), id('époux'))).toBe(1);
  });

  it('ranks a word in the title above the same word repeated in a body', () => {
    const { score } = scoreQuery(index, query('loyer impayé'));
    expect(topDocuments(score, 3)).toEqual([0, 2, 1]);
  });

  it('picks the best documents alike whether it keeps them in order, in a heap or sorts them all', () => {
    let state = 11;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    // Repeated values, so ties are decided by position, and zeros, which are no match.
    const score = Float64Array.from({ length: 3000 }, () => Math.floor(next() * 400) / 100 - 0.5);
    const all = [...score.keys()].filter((doc) => (score[doc] ?? 0) > 0);
    all.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b);
    for (const limit of [10, 64, 65, 100, 512, 513, 5000])
      expect(topDocuments(score, limit)).toEqual(all.slice(0, limit));
    const even = (doc: number) => doc % 2 === 0;
    expect(topDocuments(score, 100, even)).toEqual(all.filter(even).slice(0, 100));
  });

  it('scores a query alike whatever was scored before it (the reused frequencies are left at zero)', () => {
    const rent = scoreQuery(index, query('loyer impayé'));
    scoreQuery(index, query('divorce avocat logement'));
    expect(scoreQuery(index, query('loyer impayé'))).toEqual(rent);
    expect([...rent.score].filter((s) => s > 0)).toHaveLength(3);
  });

  it('merges a term’s fields once per set of parameters, scoring as a fresh index does', () => {
    const asked = query('loyer logement divorce');
    const before = scoreQuery(testBm25Index(docs), asked);
    const rent = index.terms.get(termOf('loyer')) as number;
    const merged = termImpacts(index, DEFAULT_PARAMS, rent);
    expect(termImpacts(index, DEFAULT_PARAMS, rent)).toBe(merged);
    expect([...merged.docs].sort()).toEqual([0, 1, 2]);
    expect(scoreQuery(index, asked)).toEqual(before);
    const bodyOnly = { ...DEFAULT_PARAMS, fields: { ...DEFAULT_PARAMS.fields, title: { weight: 0, b: 0.5 } } };
    expect(termImpacts(index, bodyOnly, rent)).not.toBe(merged);
    expect(scoreQuery(index, asked, bodyOnly)).toEqual(scoreQuery(testBm25Index(docs), asked, bodyOnly));
  });

  it('scores one field alone as the whole ranking does with the other fields weighing nothing', () => {
    const asked = query('loyer logement divorce');
    const all = [0, 1, 2];
    for (const field of FIELDS) {
      const alone = {
        ...DEFAULT_PARAMS,
        fields: Object.fromEntries(
          FIELDS.map((f) => [f, { ...DEFAULT_PARAMS.fields[f], weight: f === field ? 1 : 0 }]),
        ) as Bm25Params['fields'],
      };
      const whole = scoreQuery(index, asked, alone).score;
      const scores = fieldScores(index, asked, all, field);
      all.forEach((doc) => {
        expect(scores[doc]).toBeCloseTo(whole[doc] ?? 0, 12);
      });
      // Each document scored alike alone or among others.
      expect(all.map((doc) => fieldScores(index, asked, [doc], field)[0])).toEqual(scores);
    }
  });

  it('matches the words other sheets link with (the links field)', () => {
    const { score } = scoreQuery(index, query('amiable'));
    expect(topDocuments(score, 3)).toEqual([1]);
  });

  it('tells which share of the query each document holds', () => {
    const { coverage } = scoreQuery(index, query('divorce expulsion'));
    expect(coverage[0]).toBeGreaterThan(0);
    expect(coverage[0]).toBeLessThan(1);
    expect(coverage[2]).toBe(0);
  });

  it('knows which words sheets put in their heads', () => {
    expect(index.headShare[index.terms.get(termOf('logement')) as number]).toBeCloseTo(2 / 3);
    expect(index.headShare[index.terms.get(termOf('commandement')) as number]).toBe(0);
  });
});
