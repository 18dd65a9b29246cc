import { describe, expect, it } from 'vitest';
import { completeInCompound, joinedCompound } from './compound-completion.ts';
import type { LibraryIndex } from './library-index.ts';
import { questionTerms } from './rank.ts';
import { createSpeller } from './spelling.ts';
import { testBm25Index, testSheet } from './test-bm25.ts';
import { termsOf } from './text.ts';

/** Sheets saying « heures supplémentaires » 30 times, « assurance vie » and « assurance vieillesse » often. */
const sheets = [
  testSheet('Heures supplémentaires', 'heures supplémentaires payées. '.repeat(30)),
  testSheet('Assurance vie', 'assurance vie contrat. '.repeat(30)),
  testSheet('Assurance vieillesse', 'assurance vieillesse retraite. '.repeat(25)),
  testSheet('Supprimer un compte', 'supprimer le compte, heures de bureau.'),
];
const bm25 = testBm25Index(sheets);
const words = new Map<string, number>();
for (const sheet of sheets)
  for (const word of `${sheet.title} ${sheet.body}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\W+/))
    if (word) words.set(word, 2);
const index = {
  bm25,
  speller: createSpeller(words),
  proximity: {
    bm25,
    sequences: sheets.map((sheet) => ({
      title: Int32Array.from(termsOf(sheet.title).map((t) => bm25.terms.get(t) ?? -1)),
      summary: new Int32Array(0),
      body: Int32Array.from(termsOf(sheet.body).map((t) => bm25.terms.get(t) ?? -1)),
    })),
    averages: { title: 2, summary: 0, body: 100 },
  },
} as unknown as LibraryIndex;
const term = (word: string) => bm25.terms.get(termsOf(word)[0] ?? '') as number;

describe('a word cut short after the word it names a thing with', () => {
  it('is the library word it starts that follows that word most', () => {
    expect(completeInCompound(index, term('heures'), 'sup')).toBe(term('supplémentaires'));
  });

  it('is left alone when the word as typed follows it often too, or the compound is rare', () => {
    // « assurance vie » is said as often as « assurance vieillesse »: "vie" is no cut.
    expect(completeInCompound(index, term('assurance'), 'vie')).toBeUndefined();
    // « heures de bureau » once: no compound.
    expect(completeInCompound(index, term('heures'), 'bur')).toBeUndefined();
    // Two letters could be anything.
    expect(completeInCompound(index, term('heures'), 'su')).toBeUndefined();
  });

  it('is read so only where the question says the two words side by side', () => {
    expect(questionTerms(index, ['heures', 'sup'], new Set(), new Set(['heures sup']))).toEqual([
      { word: 'heures', term: term('heures') },
      { word: 'sup', term: term('supplémentaires') },
    ]);
    expect(questionTerms(index, ['heures', 'sup'])[1]).toEqual({ word: 'sup' });
  });
});

describe('a compound typed as one word', () => {
  it('is the two library words it is made of, when the library says them side by side', () => {
    expect(joinedCompound(index, 'heuressupplementaires')).toEqual([term('heures'), term('supplémentaires')]);
    expect(questionTerms(index, ['heuressupplementaires'])).toEqual([
      { word: 'heuressupplementaires', term: term('heures') },
      { word: 'heuressupplementaires', term: term('supplémentaires') },
    ]);
  });

  it('is left alone when the library says the two words together seldom or never', () => {
    // « heures de bureau » once.
    expect(joinedCompound(index, 'heuresbureau')).toBeUndefined();
    expect(joinedCompound(index, 'comptevie')).toBeUndefined();
  });
});
