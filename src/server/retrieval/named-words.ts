/**
 * The word after a possessive read as the party or relative it misspells (docs/RETRIEVAL.md "The
 * party the asker names"): « mon patro », « mon employeu », « mon compagno », « mon patorn ». The
 * general speller (spelling.ts) reads such a word as the library word it is closest to or starts
 * (« patro » → « patronal »), and the party or relative is then not read at all (parties.ts,
 * relatives.ts). After « mon », « ma », « my », the people of a story are the likeliest words: a
 * word that is no French or English word, one edit from one of theirs or cut short of it by up to
 * two letters, is read as it, a word cut short first (« employeu » is « employeur », not
 * « employé »), then the lexicons' order.
 */
import { PARTY_WORDS } from './parties.ts';
import { RELATIVE_WORDS } from './relatives.ts';
import { isFrenchWord } from './french-words.ts';
import { editDistance } from './spelling.ts';
import { foldText } from './text.ts';
import { isEnglishWord } from './translate.ts';

const NAMED: readonly string[] = [...PARTY_WORDS, ...RELATIVE_WORDS];
const KNOWN = new Set(NAMED);

const POSSESSIVE = /(?<!\p{L})(mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|my|our)(\s+)(\p{L}+)/giu;

/** The named word a typed one misspells, or null. */
function namedWordFor(typed: string): string | null {
  if (typed.length < 3 || KNOWN.has(typed) || KNOWN.has(typed.replace(/s$/, ''))) return null;
  if (isFrenchWord(typed) || isEnglishWord(typed)) return null;
  const cut = typed.length >= 4 ? NAMED.find((w) => w.startsWith(typed) && w.length - typed.length <= 2) : undefined;
  return cut ?? NAMED.find((w) => editDistance(typed, w, 1) <= 1) ?? null;
}

/** The question with each word after a possessive that misspells a party or a relative written as it. */
export function withNamedWordsSpelt(question: string): string {
  return question.replace(POSSESSIVE, (all, possessive: string, space: string, word: string) => {
    const named = namedWordFor(foldText(word));
    return named ? `${possessive}${space}${named}` : all;
  });
}
