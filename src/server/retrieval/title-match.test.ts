import { describe, expect, it } from 'vitest';
import { buildBm25Index } from './bm25f.ts';
import { contentWords, termOf } from './text.ts';
import { MIN_BODY_WORDS, namedFirst, titleAcronym, titleTerms } from './title-match.ts';

const TITLES = [
  "Qu'est-ce qu'un accident du travail ?",
  'Accident du travail : démarches à effectuer',
  'Surendettement',
];
const bm25 = buildBm25Index(TITLES.length, (i) => {
  const words = contentWords(TITLES[i] ?? '').map(termOf);
  return { title: words, summary: [], path: [], links: [], body: words };
});
/** Folded words' terms. */
const terms = (...words: string[]) => new Set(words.map((w) => bm25.terms.get(termOf(w)) ?? -1));

describe('a sheet named by its title', () => {
  it('reads a title as a question is read, its question words left out', () => {
    expect(new Set(titleTerms(bm25, TITLES[0] ?? ''))).toEqual(terms('accident', 'travail'));
    expect(new Set(titleTerms(bm25, TITLES[1] ?? ''))).toEqual(terms('accident', 'travail', 'demarches', 'effectuer'));
  });

  it('moves the sheets whose title says the question, no more and no less, to the front, in their order', () => {
    const titles = TITLES.map((title) => titleTerms(bm25, title));
    const long = [MIN_BODY_WORDS, MIN_BODY_WORDS, MIN_BODY_WORDS];
    expect(namedFirst([1, 2, 0], terms('accident', 'travail'), titles, long)).toEqual([0, 1, 2]);
    expect(namedFirst([1, 0, 2], terms('surendettement'), titles, long)).toEqual([2, 1, 0]);
    // Neither more words (« démarches ») nor fewer name a sheet.
    expect(namedFirst([1, 2, 0], terms('travail'), titles, long)).toEqual([1, 2, 0]);
    // A page with next to no text (a search tool's) is no page to open on.
    expect(namedFirst([1, 0, 2], terms('surendettement'), titles, [50, 50, MIN_BODY_WORDS - 1])).toEqual([1, 0, 2]);
  });

  it('reads the acronym a title ends on when it abbreviates the words before it', () => {
    expect(titleAcronym('Revenu de solidarité active (RSA)')).toBe('rsa');
    expect(titleAcronym('Pacte civil de solidarité (Pacs)')).toBe('pacs');
    // Its first letter is no first word's: « (HLM) » abbreviates no « Faire une demande… ».
    expect(titleAcronym('Faire une demande de logement social (HLM)')).toBeNull();
    expect(titleAcronym('Plantations (haies, arbres, arbustes...)')).toBeNull();
    expect(titleAcronym('Surendettement')).toBeNull();
  });

  it('puts the sheets a question names by their acronym first, found by the ranking or not', () => {
    const titles = TITLES.map((title) => titleTerms(bm25, title));
    const long = [MIN_BODY_WORDS, MIN_BODY_WORDS, MIN_BODY_WORDS];
    expect(namedFirst([0, 1], terms('surendettement'), titles, long, [2])).toEqual([2, 0, 1]);
    expect(namedFirst([1, 2, 0], terms('accident'), titles, long, [0])).toEqual([0, 1, 2]);
  });
});
