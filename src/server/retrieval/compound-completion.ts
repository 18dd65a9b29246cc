/**
 * A word cut short after the word it names a thing with (docs/RETRIEVAL.md "Spelling"): "heures
 * sup", "congé mat", "alloc fam". Too short for the speller, which leaves words of fewer than 4
 * letters alone, it is read as the library word it starts that the library says most often right
 * after the word before (« heures supplémentaires »), as the phone typist means the compound.
 */
import { createLru, type Lru } from '../lru.ts';
import { sheetsWith } from './bm25f.ts';
import type { LibraryIndex } from './library-index.ts';
import { termOf } from './text.ts';
import { isEnglishWord } from './translate.ts';

/** Letters a cut word keeps at least: "su" could be anything. */
const MIN_LETTERS = 3;
/**
 * Sheets a word as typed is used in, from which it is taken as a word of its own: the cut words
 * people type are rare in the library (« sup » 4 sheets, « mat » 4, « fam » 6) where its own short
 * words are common (« bail » 302, « gaz » 144, « vit » 141, « mal » 70). Spares counting the word
 * before's followers for most compounds.
 */
const OWN_WORD_SHEETS = 50;
/** Letters a cut word has at most: longer ones are the speller's ("appart"). */
const MAX_LETTERS = 4;
/**
 * How many times more often the library must say the compound than the word as typed after the
 * word before: "assurance vie" is no cut « assurance vieillesse ».
 */
const OVER_TYPED = 4;
/**
 * Times the library must say the compound for a cut word to be read as it, and the share of the
 * word before's places it must follow: « heures supplémentaires » 351 times (9 % of « heures »),
 * « titre de séjour » 953 (19 %), while « vol téléservice » (17) and « mois prononcé » (13) are no
 * compounds a phone typist cuts.
 */
const MIN_TIMES = 20;
const MIN_SHARE = 0.01;

interface Followers {
  next: Map<number, number>;
  places: number;
}

/** Followers counted per index, for the KEPT words asked about last: a common word is counted once. */
const counted = new WeakMap<LibraryIndex, Lru<number, Followers>>();
const KEPT = 256;

/** The words following `first` in the sheets' words (titles, summaries, bodies), how many times each, and its places in all. */
function followers(index: LibraryIndex, first: number): Followers {
  const kept = counted.get(index) ?? createLru<number, Followers>(KEPT);
  counted.set(index, kept);
  const known = kept.get(first);
  if (known) return known;
  const found = countFollowers(index, first);
  kept.set(first, found);
  return found;
}

function countFollowers(index: LibraryIndex, first: number): Followers {
  // The result made before the loop: the loop is compiled while it runs (on-stack replacement),
  // and an object first made after it, where the interpreter had never been, sent that code back
  // to the interpreter at every call (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
  const found: Followers = { next: new Map<number, number>(), places: 0 };
  const { next } = found;
  for (const doc of sheetsWith(index.bm25, first)) {
    const sequences = index.proximity.sequences[doc];
    if (!sequences) continue;
    for (const sequence of [sequences.title, sequences.summary, sequences.body])
      for (let i = 0; i + 1 < sequence.length; i++) {
        if (sequence[i] !== first) continue;
        found.places++;
        const term = sequence[i + 1] ?? -1;
        next.set(term, (next.get(term) ?? 0) + 1);
      }
  }
  return found;
}

/**
 * The term a short word stands for after the term before it, when the word starts a library word
 * that follows it at least MIN_TIMES times and in MIN_SHARE of its places, and OVER_TYPED times
 * more often than the word as typed does, if the library uses it ("sup" after "heure":
 * supplémentaire; « sup » is also the library's, in « Sup de Co »); undefined otherwise.
 */
export function completeInCompound(index: LibraryIndex, before: number, word: string): number | undefined {
  if (word.length < MIN_LETTERS || word.length > MAX_LETTERS || /\d/.test(word)) return undefined;
  const typed = index.bm25.terms.get(termOf(word));
  // A word many sheets use is a word of its own (« bail », « gaz », « vie »), not one cut short.
  if (typed !== undefined && (index.bm25.df[typed] ?? 0) >= OWN_WORD_SHEETS) return undefined;
  const candidates = index.speller.startingWith(word);
  if (candidates.length === 0) return undefined;
  const { next, places } = followers(index, before);
  let best: number | undefined;
  let most =
    Math.max(MIN_TIMES, MIN_SHARE * places, typed === undefined ? 0 : OVER_TYPED * (next.get(typed) ?? 0)) - 1e-9;
  for (const candidate of candidates) {
    const term = index.bm25.terms.get(termOf(candidate));
    if (term === undefined || term === before || term === typed) continue;
    const times = next.get(term) ?? 0;
    if (times > most) {
      most = times;
      best = term;
    }
  }
  return best;
}

/** Letters each word of a compound typed as one has at least (« prud », « auto »), as the speller corrects none shorter. */
const MIN_JOINED = 4;

/**
 * A compound typed as one word, its hyphen or apostrophe lost on a phone (« prudhommes »,
 * « autoentrepreneur »): the two library terms it is made of, when the library says
 * the second right after the first at least MIN_TIMES times and in MIN_SHARE of the first's
 * places (docs/RETRIEVAL.md "Spelling"); of several cuts, the one the library says most.
 */
export function joinedCompound(index: LibraryIndex, word: string): [number, number] | undefined {
  // A word English writes as one (« weekends », « email ») is a borrowing, no French compound.
  if (word.length < 2 * MIN_JOINED || /\d/.test(word) || isEnglishWord(word)) return undefined;
  let best: [number, number] | undefined;
  let most = 0;
  for (let cut = MIN_JOINED; cut <= word.length - MIN_JOINED; cut++) {
    const first = index.bm25.terms.get(termOf(word.slice(0, cut)));
    const second = index.bm25.terms.get(termOf(word.slice(cut)));
    if (first === undefined || second === undefined) continue;
    const { next, places } = followers(index, first);
    const times = next.get(second) ?? 0;
    if (times >= Math.max(MIN_TIMES, MIN_SHARE * places) && times > most) {
      most = times;
      best = [first, second];
    }
  }
  return best;
}
