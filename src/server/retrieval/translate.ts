/**
 * English questions searched in the French library (docs/RETRIEVAL.md "English"): a question
 * is English when its common words are (`isEnglish`); its content words are brought to their
 * dictionary form (WordNet's irregular forms, then its suffix rules) and translated through
 * the bilingual lexicon built from Debian's FreeDict, WordNet and Apertium's dictionaries through
 * Spanish (scripts/build-en-fr-lexicon.mjs), not a list written for any question.
 */
import lemmas from './lexicon/en-lemmas.json' with { type: 'json' };
import lexicon from './lexicon/en-fr.json' with { type: 'json' };
import { createLru } from '../lru.ts';
import { isFrenchWord } from './french-words.ts';
import { foldText, isStopWord } from './text.ts';

const EN_LEXICON = lexicon as Record<string, string[]>;
const EN_LEMMAS = lemmas as Record<string, string[]>;

/** English function words: they tell the language and carry no subject. */
const ENGLISH_WORDS = new Set(
  (
    'the a an and or but if of to in on at by for with from about into over after before my your his her its our their me ' +
    'him them us i you he she it we they is are was were be been being am do does did have has had having can could will would ' +
    'should may might must shall not no this that these those what which who whom whose when where why how there here than then ' +
    'so just also any some all more most very too much many get got getting im dont doesnt didnt cant wont isnt hasnt havent ' +
    'hasn haven don doesn didn isn wasn aren weren won t s ve ll d m re please hi hello thanks help need want know tell still ' +
    'out up now since ago yet ' +
    // Words of telling, not of the subject: light verbs, fillers and quantifiers that a dictionary
    // translates into the commonest French verbs and nouns (get → faire, obtenir, arriver…).
    'really even only one ones other another every each both same such own something anything nothing everything ' +
    'someone anyone way thing things like say says said saying told go goes going went gone come came make makes made ' +
    'take takes took taken put puts give gives gave given keep keeps kept let try trying tried able sure ok okay yes yeah ' +
    'lot lots basically actually anyway else well again ever already maybe perhaps because while though although tho ' +
    'whether through off around right ive youre theyre hes shes thats whats ' +
    // The particles of phrasal verbs ("get my deposit back", "put us out"), not places or body parts.
    'back away down'
  ).split(' '),
);

/**
 * French function words English does not use, and the letters French elision leaves
 * (« c'est », « j'ai », « n'est », « l'employeur », « qu'il »).
 */
const FRENCH_WORDS = new Set(
  (
    'le la les un une des de du et est je tu il elle nous vous mon ma mes pour que qui pas avec dans sur au aux ce cette ' +
    'ne se sa ses en y si ou mais donc ni sans chez sous vers leur leurs notre nos votre vos tes lui eux ces cet quoi ' +
    'quel quelle quels quelles comment pourquoi quand peut doit faut sont suis avons avez ont etre avoir faire fait ' +
    'tout tous toute toutes aussi tres deja rien jamais toujours apres depuis selon contre parce lorsqu qu c j n l'
  ).split(' '),
);

/**
 * Words both languages write: French « a », « on », « me », « dont », the « d' » and « s' » of
 * elision and the « -t- » of « a-t-on », « peut-on », « doit-on »; English "don't", "it's", "I'm",
 * "I'd". Counted as English only beside an English word of its own and no French one: « Peut-on
 * me virer ? » read as English was translated and answered from « Virement bancaire », in English
 * (docs/RETRIEVAL.md "English").
 */
const SHARED_WORDS = new Set('a on me dont don d s t m'.split(' '));

const wordsOf = (text: string) => foldText(text).match(/[a-z]+/g) ?? [];

/**
 * True when English function words clearly outnumber French ones, or when keywords typed with
 * none ("car towed", "tenant not paying rent") are all English words and not all French ones.
 */
export function isEnglish(text: string): boolean {
  const words = wordsOf(text);
  const french = words.filter((w) => FRENCH_WORDS.has(w)).length;
  const own = words.filter((w) => ENGLISH_WORDS.has(w) && !SHARED_WORDS.has(w)).length;
  const shared = french === 0 ? words.filter((w) => SHARED_WORDS.has(w)).length : 0;
  const english = own + shared;
  return (own > 0 && english >= 2 && english > 2 * french) || (french === 0 && englishKeywords(words));
}

/**
 * Two words or more, each in the English lexicon (itself or inflected) or an English function word,
 * one at least no French word: « train retard », « police plainte » stay French.
 */
function englishKeywords(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const english = (w: string) => ENGLISH_WORDS.has(w) || isEnglishWord(w);
  return words.every(english) && words.some((w) => !isFrenchWord(w));
}

/** WordNet's detachment rules, tried in order, for regular inflections. */
const SUFFIXES: [string, string][] = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['ier', 'y'],
  ['est', ''],
  ['er', ''],
];

/** Endings only a verb takes: its base is a verb. */
const VERB_ENDINGS = new Set(['ed', 'ing']);
/**
 * A translation ending as French infinitives do, read as the English word's verb sense: a rough
 * test (« loyer », « premier » end so too), enough to pass over a base whose translations all
 * name something else (« passe »: antique).
 */
const FRENCH_INFINITIVE = /(?:er|ir|re)$/;

/**
 * The lexicon's entries for a word: itself, its irregular lemma, or a regular base form. A verb's
 * ending gives the first base the lexicon translates as a verb, as WordNet's rules are kept to
 * their part of speech: "passed" is "pass" (passer), not "passe" (antique), which the -ed → -e
 * rule, tried first for "signed" and "parked", also finds.
 */
function entriesOf(word: string): string[] {
  if (EN_LEXICON[word]) return EN_LEXICON[word];
  for (const lemma of EN_LEMMAS[word] ?? []) if (EN_LEXICON[lemma]) return EN_LEXICON[lemma];
  let found: string[] | undefined;
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const entries = EN_LEXICON[word.slice(0, -suffix.length) + replacement];
      if (!entries) continue;
      if (!VERB_ENDINGS.has(suffix)) return entries;
      if (entries.some((french) => FRENCH_INFINITIVE.test(french))) return entries;
      found ??= entries;
    }
  }
  return found ?? [];
}

/** Whether the English lexicon knows a folded word, itself or inflected ("weekends"). */
export const isEnglishWord = (word: string): boolean => entriesOf(word).length > 0;

/** Translations kept per English word. */
const PER_WORD = 4;

export interface Translation {
  /** The English content word, or two-word expression ("sick leave"). */
  english: string;
  /** Its French words, in the lexicon's order; empty when the lexicon has none. */
  french: string[];
}

/** Words shorter than this are not corrected: one edit away from them lie too many others. */
const MIN_CORRECTED = 6;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The strings one edit away from `word`: a letter left out, added or changed, or two side by side swapped. */
function oneEditAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2));
    for (const letter of LETTERS) {
      out.add(head + letter + tail);
      if (tail) out.add(head + letter + tail.slice(1));
    }
  }
  out.delete(word);
  return out;
}

/** Corrections kept (correctionOf): about 0.3 ms a word to find, the names and chat words people type again looked up once. */
const CORRECTIONS_KEPT = 5_000;
/** A word's correction, null when it has none. */
const corrections = createLru<string, string | null>(CORRECTIONS_KEPT);

/**
 * A word the lexicon does not know, typed one letter off ("automaticaly", "recieve"): the one
 * word one edit away the lexicon translates (itself or as an inflection); none when there are
 * several ("severence": severance, reverence) or the word is short.
 */
function correctionOf(word: string): string | undefined {
  if (word.length < MIN_CORRECTED) return undefined;
  const kept = corrections.get(word);
  if (kept !== undefined) return kept ?? undefined;
  const found = [...oneEditAway(word)].filter((candidate) => entriesOf(candidate).length > 0);
  const correction = found.length === 1 ? (found[0] ?? null) : null;
  corrections.set(word, correction);
  return correction ?? undefined;
}

/**
 * Each content word of an English question with the French words standing for it. A word the
 * lexicon does not know is read as its one correction (correctionOf) unless it is French, itself
 * or its base, as `kept` tells (a French word people use in English, rank.ts; keptFrenchWords
 * keeps it).
 */
export function frenchWordsFor(question: string, kept: (folded: string) => boolean = () => false): Translation[] {
  const words = wordsOf(question);
  const out: Translation[] = [];
  const add = (english: string, translations: string[]) => {
    const all = translations.slice(0, PER_WORD).flatMap(wordsOf);
    const french = [...new Set(all.filter((w) => w.length > 2 && !isStopWord(w)))];
    // A phrase whose translations are French function words ("of the" → des, "at the" → au) is one itself.
    if (all.length > 0 && french.length === 0) return;
    out.push({ english, french });
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const pair = `${word} ${words[i + 1] ?? ''}`;
    if (EN_LEXICON[pair]) {
      add(pair, EN_LEXICON[pair]);
      i++;
      continue;
    }
    if (ENGLISH_WORDS.has(word) || word.length < 3) continue;
    const entries = entriesOf(word);
    const corrected = entries.length > 0 || frenchFormOf(word, kept) ? undefined : correctionOf(word);
    add(word, corrected ? entriesOf(corrected) : entries);
  }
  return out;
}

/**
 * The English question's words that are no function words and that the lexicon cannot
 * translate, kept when French would use them as they are: French words people keep in English
 * ("conventionnelle", "titre de séjour", as `isFrench` tells them), acronyms, written in capitals
 * ("CAF", "OQTF"), and a French word given an English ending ("pacsed": pacs).
 */
export function keptFrenchWords(
  question: string,
  isFrench: (folded: string) => boolean,
  /** The French word a typo stands for, read only inside a French phrase ("titre de sejou"). */
  correctFrench: (folded: string) => string | undefined = () => undefined,
): string[] {
  const acronyms = new Set(wordsOf((question.match(/\b[A-Z]{2,}\b/g) ?? []).join(' ')));
  const words = wordsOf(question);
  // Pushed into a literal, not flat-mapped: V8 then makes every list of this line, empty or not,
  // of one kind, and the ranking reading it keeps its optimised code (docs/PERFORMANCE.md
  // "Deoptimisations after the warm-up").
  const kept: string[] = [];
  let lastFrench = -3;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (ENGLISH_WORDS.has(w) || w.length <= 2 || entriesOf(w).length > 0) continue;
    // A word right after a French one, or after it and a French link ("titre de", "carte de"), is
    // French too: its typo is a French word's.
    const inFrenchPhrase = lastFrench === i - 1 || (lastFrench === i - 2 && FRENCH_LINKS.has(words[i - 1] ?? ''));
    const french = (acronyms.has(w) ? w : frenchFormOf(w, isFrench)) ?? (inFrenchPhrase ? correctFrench(w) : undefined);
    if (french) {
      kept.push(french);
      lastFrench = i;
    }
  }
  return kept;
}

/** The words that join a French compound's words (« titre de séjour », « carte du combattant »). */
const FRENCH_LINKS: ReadonlySet<string> = new Set(['de', 'du', 'des', 'd', 'a', 'au', 'aux', 'en', 'la', 'le', 'l']);

/** The word as French has it: itself, or the base of a French word given an English ending ("we got pacsed": pacs). */
function frenchFormOf(word: string, isFrench: (folded: string) => boolean): string | undefined {
  if (isFrench(word)) return word;
  return SUFFIXES.filter(([suffix]) => word.length > suffix.length + 2 && word.endsWith(suffix))
    .map(([suffix, replacement]) => word.slice(0, -suffix.length) + replacement)
    .find(isFrench);
}

/** A verb after a negation or "stopped", and the base of an un- participle ("unpaid" → paid). */
const NEGATED =
  /\b(?:not|never|no longer|stopped|stop|stops|quit|refuses to|refused to|doesnt|didnt|dont|hasnt|havent|isnt|wont|cant)\s+([a-z]{3,})|\bun([a-z]{2,}(?:ed|id|ne|en|wn))\b/g;

/**
 * The French translation of the verbs an English question negates ("stopped paying", "unpaid"
 * → payer), for the negative-prefixed participle French uses (impayé), as for French questions:
 * the dictionary's first sense only, as the others' prefixed forms say something else ("won't
 * bring him back": apporter, accepter, occuper → inacceptable, inoccupé).
 */
export function negatedFrenchVerbs(question: string): string[] {
  const text = wordsOf(question).join(' ');
  return [...text.matchAll(NEGATED)].flatMap((m) =>
    entriesOf(m[1] ?? m[2] ?? '')
      .slice(0, 1)
      .filter((t) => !t.includes(' ')),
  );
}
