import { describe, expect, it } from 'vitest';
import { createSpeller, editDistance } from './spelling.ts';

const speller = createSpeller(
  new Map([
    ['licenciement', 40],
    ['proprietaire', 90],
    ['propriete', 30],
    ['appartement', 50],
    ['apport', 5],
    ['employeur', 60],
    ['loyer', 80],
    ['rare', 1],
    ['bagnolet', 3],
    ['pension', 20],
    ['mention', 70],
    ['caution', 25],
    ['patron', 10],
    ['patronal', 40],
  ]),
  (word) => word === 'bagnole',
);

describe('spelling tolerance', () => {
  it('counts a transposition as one edit and stops past the limit', () => {
    expect(editDistance('emploeyur', 'employeur', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('reads a typo as the library word one or two edits away', () => {
    expect(speller.correct('licenciment')).toBe('licenciement');
    expect(speller.correct('emploeyur')).toBe('employeur');
    expect(speller.correct('loyr')).toBe('loyer');
  });

  it('reads a word typed as it is said as the library word said alike, before a commoner word one edit away', () => {
    // « mention » is one edit from « pention » and used more, but said otherwise.
    expect(speller.correct('pention')).toBe('pension');
    // Four edits from « caution », said alike.
    expect(speller.correct('kosion')).toBe('caution');
  });

  it('reads a truncation as the most used word it starts, unless a commoner word is one edit away', () => {
    expect(speller.correct('proprio')).toBe('proprietaire');
    expect(speller.correct('appart')).toBe('appartement');
  });

  it('reads a word short of its last letter as the word one letter longer, before a commoner truncation', () => {
    // « patro »: « patronal » is used more, but « patron » is the word typed without its n.
    expect(speller.correct('patro')).toBe('patron');
  });

  it('completes a word only if it drops a few letters of it: « bagnole » is no « Bagnolet »', () => {
    expect(speller.correct('bagnole')).toBeNull();
  });

  it('lists the library words a prefix starts, for the words cut after a compound’s first (compound-completion.ts)', () => {
    expect(speller.startingWith('propri')).toContain('proprietaire');
    expect(speller.startingWith('zzz')).toEqual([]);
  });

  it('keeps library words, and leaves short, numeric and unknown words alone', () => {
    expect(speller.correct('loyer')).toBe('loyer');
    expect(speller.correct('svp')).toBeNull();
    expect(speller.correct('2024')).toBeNull();
    expect(speller.correct('xylophone')).toBeNull();
    // A word in a single sheet is no correction target: it may itself be a typo or a name.
    expect(speller.correct('rate')).toBeNull();
  });
});

describe('spelling tolerance with a word list', () => {
  const known = new Set(['mourir', 'papa', 'proprio', 'boulot']);
  const withWords = createSpeller(
    new Map([
      ['courir', 30],
      ['proprietaire', 90],
      ['loyer', 80],
      ['boulogne', 20],
    ]),
    (w) => known.has(w),
  );

  it('leaves real words the library does not use alone, but still completes a shortened one', () => {
    expect(withWords.correct('mourir')).toBeNull();
    expect(withWords.correct('proprio')).toBe('proprietaire');
    expect(withWords.correct('loyr')).toBe('loyer');
  });

  it('drops only the -o of a spoken truncation: "boulot" is no "Boulogne"', () => {
    expect(withWords.correct('boulot')).toBeNull();
  });
});
