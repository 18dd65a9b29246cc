/**
 * Text → terms, the one analysis the library index and the questions share: words folded (lower
 * case, no accents, œ spelt out), elided articles cut ("l'employeur" → employeur), French stop
 * words dropped (PostgreSQL's `french.stop`, the Snowball list), then each word's Snowball
 * stem (french-stem.ts, the stemmer the database runs). Numbers are kept as they are: "2 mois"
 * and "3 ans" are facts people ask about.
 */
import { foldWord, stemFrench } from '../library/french-stem.ts';
import { isFrenchWord } from './french-words.ts';

const STOP_WORDS = new Set(
  (
    'au aux avec ce ces dans de des du elle en et eux il je la le leur lui ma mais me meme mes moi mon ne nos notre nous on ou ' +
    'par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l a m n s t y ete etee etees etes ' +
    'etant etante etants etantes suis es est sommes sont serai seras sera serons serez seront serais serait serions seriez ' +
    'seraient etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons soyez soient fusse fusses fussions ' +
    'fussiez fussent ayant ayante ayantes ayants eu eue eues eus ai as avons avez ont aurai auras aura aurons aurez auront aurais ' +
    'aurait aurions auriez auraient avais avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez aient eusse ' +
    'eusses eussions eussiez eussent ' +
    // The Snowball list lacks these plurals and demonstratives; "les" would stem to "le".
    'les ils elles leurs cet cette ceux celui celle celles'
  ).split(' '),
);

export const isStopWord = (folded: string): boolean => STOP_WORDS.has(folded);

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** The same on text without accents (ASCII), which Unicode classes read several times slower. */
const ASCII_WORD = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g;
const NON_ASCII = /[\u0080-\uffff]/;
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)'/;

/** Each non-ASCII character folded once: folding a whole corpus character by character through Unicode normalisation is slow. */
const folded = new Map<string, string>();
const foldChar = (c: string) => {
  let out = folded.get(c);
  if (out === undefined) {
    out = c === '’' ? "'" : foldWord(c);
    folded.set(c, out);
  }
  return out;
};

/**
 * Lower case, accents off, œ and æ spelt out, typographic apostrophes straight. Non-ASCII code
 * units are matched without a Unicode class, which is slower; a surrogate pair's halves fold to
 * themselves.
 */
export const foldText = (text: string): string => text.toLowerCase().replace(/[\u0080-\uffff]/g, foldChar);

/**
 * A text folded to its words, numbers, euro and per cent signs (amounts, section-choice.ts), single-spaced
 * with a space at each end, for phrase patterns (` mon proprietaire `, ` a cotonou `, `\b\d+ mois`).
 */
export const spacedWords = (text: string): string => ` ${foldText(text).replace(/[^a-z0-9€%]+/g, ' ')} `;

/**
 * The words of a text, folded, elisions cut, hyphenated words split ("peut-on" → peut, on).
 * `fold` may keep the accents (lower case only) where "à" must not read as "a".
 */
export function foldedWords(text: string, fold: (text: string) => string = foldText): string[] {
  const out: string[] = [];
  // match() rather than matchAll(): the words only, no match objects (a sheet is analysed at each
  // import and when first quoted).
  const folded = fold(text);
  for (const word of folded.match(NON_ASCII.test(folded) ? WORD : ASCII_WORD) ?? []) {
    if (!word.includes("'") && !word.includes('-')) {
      out.push(word);
      continue;
    }
    for (const part of word.replace(ELISION, '').split(/[-']/)) if (part !== '') out.push(part);
  }
  return out;
}

/**
 * A French word ending in -s that is no plural ("pays", "mars", "temps", "permis", "décès"): the
 * word less its s is no French word. Snowball strips the s all the same, into the stem of another
 * word ("payé", "mari", "permet").
 */
const isInvariable = (folded: string): boolean =>
  MONTHS.has(folded) ||
  (folded.length >= 4 && folded.endsWith('s') && isFrenchWord(folded) && !isFrenchWord(folded.slice(0, -1)));

/** The months are names: « mars » is no plural of « mar », which the word list holds. */
const MONTHS = new Set(
  'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'.split(' '),
);

/** Stems are cached per process: the corpus has about 60,000 distinct words. */
const stems = new Map<string, string>();

/**
 * The index term of a folded word: its stem, or the word itself for numbers, months and the
 * invariable words in -s (`isInvariable`). A word ending in
 * "-yer" is stemmed as its plural: Snowball makes "loyer" the stem of "loi" (law) while
 * "loyers" keeps "loyer"; read as a plural, rent is rent in both numbers.
 */
export function termOf(folded: string): string {
  let term = stems.get(folded);
  if (term === undefined) {
    term =
      /\p{N}/u.test(folded) || isInvariable(folded)
        ? folded
        : stemFrench(folded.endsWith('yer') ? `${folded}s` : folded);
    if (stems.size < 200_000) stems.set(folded, term);
  }
  return term;
}

/** Content words only: stop words and single letters dropped. */
export const contentWords = (text: string): string[] =>
  foldedWords(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));

/** The index terms of a text, in order, repeats kept. */
export const termsOf = (text: string): string[] => contentWords(text).map(termOf);
