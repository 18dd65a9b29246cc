import { describe, expect, it } from 'vitest';
import { ANSWERING_PLACES, answeringSheets, MIN_COVERAGE } from './coverage.ts';

const ranked = (...coverages: number[]) => coverages.map((coverage, place) => ({ place, coverage }));
const places = (sheets: { place: number }[]) => sheets.map((s) => s.place);

describe('answeringSheets', () => {
  it('keeps the ranking’s order past a first sheet holding enough of the question', () => {
    // A sheet holding less further down is the right one as often as the others.
    expect(places(answeringSheets(ranked(0.5, 0.1, 0.3, MIN_COVERAGE)))).toEqual([0, 1, 2, 3]);
  });

  it('answers from the second place when the first holds too little', () => {
    expect(places(answeringSheets(ranked(0.1, 0.4, 0.3)))).toEqual([1, 0, 2]);
    expect(places(answeringSheets(ranked(0.1)))).toEqual([]);
  });

  it('answers nothing when the best ranked all hold too little, whatever a sheet further down holds', () => {
    // « mon patron m'a chassé … »: hunting sheets first, each holding under a fifth, then a weapons sheet holding more.
    const hunting = ranked(...Array.from({ length: ANSWERING_PLACES }, () => 0.15), 0.24, 0.3);
    expect(answeringSheets(hunting)).toEqual([]);
    expect(answeringSheets([])).toEqual([]);
  });
});
