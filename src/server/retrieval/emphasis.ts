/**
 * Letters typed again for emphasis (docs/RETRIEVAL.md "Spelling"): « aidez moiiii », « merciiii »,
 * « svppp », « urgenttt », "pleeease". No French or English word holds a letter three times in a
 * row, but such a word is none of the library's, nor a filler, so « moiiii » was corrected to
 * « mois » and « svppp » counted as a word the library lacks. The run is read as one letter when
 * that makes a word (« moi », « svp »), else as two (« alllocs » → « allocs », a library word).
 */
import { isFrenchWord } from './french-words.ts';
import { FILLER_WORDS } from './question-words.ts';
import { foldText, isStopWord } from './text.ts';
import { isEnglishWord } from './translate.ts';

/** A word holding a letter three times or more in a row. */
const EMPHASISED = /\p{L}*(\p{L})\1{2,}\p{L}*/gu;
const RUN = /(\p{L})\1{2,}/gu;

/** Roman numerals (« Louis XIII », « article III ») and a web address's "www" repeat letters of their own. */
const OWN_RUNS = /^(?:[ivxlcdm]+|www)$/i;

const isWord = (folded: string) =>
  isFrenchWord(folded) || FILLER_WORDS.has(folded) || isStopWord(folded) || isEnglishWord(folded);

/** The text with each letter typed three times or more read as once or twice. */
export function withoutEmphasis(text: string): string {
  return text.replace(EMPHASISED, (word) => {
    if (OWN_RUNS.test(word)) return word;
    const once = word.replace(RUN, '$1');
    return isWord(foldText(once)) ? once : word.replace(RUN, '$1$1');
  });
}
