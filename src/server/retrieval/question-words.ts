/**
 * The words of a question that carry no subject: question words, the verbs of asking and
 * wanting, pronouns, greetings, and the short forms of phone typing ("g" for j'ai, "c" for
 * c'est, "pk" for pourquoi). A general list of French usage, not of any question: the text
 * analysis (text.ts) already drops the stop words of written French.
 */
import { foldedWords, foldText, isStopWord } from './text.ts';
import { isFrenchWord } from './french-words.ts';

/** Written folded, as foldedWords gives them. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    // question words
    'comment combien pourquoi quand quel quelle quels quelles quoi que qu qui ou est-ce ce ca cela ceci',
    // the verbs of asking, wanting and being able, conjugated as people type them
    'faire fais fait faut dois doit devons devez doivent dois peux peut pouvons pouvez peuvent puis pourrais pourrait',
    'veux veut voulons voulez veulent voudrais voudrait souhaite souhaiterais aimerais savoir sais connaitre',
    'passe passer avoir etre aller vais va vas allons allez vont besoin aide aider aidez conseil conseils demande question',
    // pronouns, determiners and words that qualify nothing
    'moi toi lui nous vous eux mien tien sien cet cette tout tous toute toutes autre autres meme',
    'parce lorsque puisque tant tres trop bien alors donc car comme aussi encore deja toujours jamais rien quelque chose chez',
    'bonjour bonsoir salut svp stp merci madame monsieur sil plait urgent aujourd hui',
    // phone typing
    'g c jai cest jsuis chui jsp pk pq koi kan ki ke mn tt bcp ds pr ptn mdr stp plz cmt cmb tjr tjs ya',
    'pa veu vx kel kels kelle kelles koman komen kom kand qd qqch qqn dc pcq pck psk bjr bsr slt ns vs jsui tkt jms pkoi pourkoi keske kesk',
    // the verbs of asking and « parce que » as they sound (« il fo koi », « ke faut il fer », « pasque »)
    've fo fau fer sui pasque paske pask',
    // when the story happened
    'hier demain',
    // the library is France's law: « en France » frames every sheet and names no matter (« né en France » still says « né »)
    'france',
    // the elided pronouns and negations typed joined to their verb (s'est, n'ai, je peux)
    'sest nest nai jme jte jpeux jpeu jsais jvais jveux jdois jfais jpense',
    // numbers and words that qualify nothing: the details of a story, not its matter
    'zero un une deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt trente cent mille premier premiere',
    'plus rien tout tous toute toutes personne quelqu quelque chose vraiment normal normalement possible peu etc',
  ]
    .join(' ')
    .split(' '),
);

const isFiller = (w: string) => isStopWord(w) || FILLER_WORDS.has(w);

/**
 * A word that is an elision typed joined to a word of no content ("lavoir", "dautres", "cetait"),
 * however short what is left (« dun », « quil », « lun »: d'un, qu'il, l'un), unless it is a
 * French word of its own (« dune »).
 */
function isElidedFiller(w: string): boolean {
  const rest = afterElision(w);
  return rest.length > 0 && isFiller(rest) && (rest.length >= 4 || !isFrenchWord(w));
}

const isContentWord = (w: string) =>
  !isFiller(w) && !isElidedFiller(w) && w.length > 1 && !/^\d+(?:[.,]\d+)?(?:e|eme|er|h|km|ans?)?$/.test(w);

/** The content words of a question, folded, in order, each once; numbers are left out (amounts and durations of the story). */
export function questionContentWords(question: string): string[] {
  return [...new Set(foldedWords(question).filter(isContentWord))];
}

/** A question's sentences, each with its closing mark ("?", ".", "!"), or cut at a line's end. */
const sentencesOf = (question: string): string[] =>
  question
    .split(/(?<=[.?!\n])/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The sentences that ask (those ending on "?"), else the last one: where a question told as a
 * story says what it wants to know (« … j'ai glissé en allant au boulot. C'est un accident du
 * travail ? »). The reranker reads its words apart (rerank.ts, docs/RETRIEVAL.md "Reranking").
 * A sentence of no content word (« Que faire ? », « C'est normal ? ») asks about the story before it;
 * `says` tells one that has (an English question's: a word its lexicon translates).
 */
export function askingSentence(
  question: string,
  says: (sentence: string) => boolean = (sentence) => questionContentWords(sentence).length > 0,
): string {
  const sentences = sentencesOf(question).filter(says);
  const asking = sentences.filter((s) => s.endsWith('?'));
  return (asking.length > 0 ? asking : sentences.slice(-1)).join(' ');
}

/**
 * The words written with a capital inside a sentence, folded: the names of places, brands and
 * bodies (« ma vieille Clio », « à Lomé », « la CNPS »), which are never a misspelt library word
 * (spelling.ts read them as « clic », « lou », « cnap »). A sentence's first word is anybody's,
 * and a sentence written in capitals (« MON PROPRIO GARDE MA CAUTION ») names nothing by them.
 */
export function properNames(question: string): Set<string> {
  const names = new Set<string>();
  for (const sentence of sentencesOf(question)) {
    const words = (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).slice(1);
    const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
    if (capitalised.length * 2 > words.length) continue;
    for (const word of capitalised) names.add(foldText(word));
  }
  return names;
}

/** The prepositions French compounds are joined with, accents kept: arrêt de travail, garde à vue (not "a", has). */
const COMPOUND_LINKS: ReadonlySet<string> = new Set(['de', 'du', 'des', 'à', 'au', 'aux', 'en']);

/** What stands between a subject and its verb: the negation's "ne" and the object pronouns (« ne me », « lui »). */
const CLITICS: ReadonlySet<string> = new Set([
  'ne',
  'n',
  'me',
  'm',
  'te',
  't',
  'se',
  's',
  'lui',
  'leur',
  'nous',
  'vous',
  'y',
]);
/** Clitics a subject and its verb are said across at most (« ne me », « ne nous y »). */
const MOST_CLITICS = 3;

/**
 * Two content words the question says side by side, or joined by a preposition only ("loyer
 * impayé", "arrêt de travail", "période d'essai"): the compounds that name one thing, for term
 * proximity (proximity.ts). Words joined by a verb or an article ("le locataire a un loyer") are
 * no compound.
 */
export function questionCompounds(question: string): [string, string][] {
  const words = foldedWords(question, (text) => text.toLowerCase().replace(/’/g, "'"));
  const folded = words.map(foldText);
  const pairs: [string, string][] = [];
  for (let i = 0; i < words.length; i++) {
    const first = folded[i] as string;
    if (!isContentWord(first)) continue;
    const j = COMPOUND_LINKS.has(words[i + 1] ?? '') ? i + 2 : i + 1;
    const second = folded[j];
    if (second !== undefined && isContentWord(second)) pairs.push([first, second]);
  }
  return pairs;
}

/**
 * A subject and its verb said across the negation and object pronouns only ("mon employeur ne me
 * paie pas", "mon patron me paye pas"): one act, which the sheets say as « si l'employeur ne paie
 * pas le salarié », for term proximity as the compounds are (rank.ts).
 */
export function subjectVerbPairs(question: string): [string, string][] {
  const words = foldedWords(question);
  const pairs: [string, string][] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as string;
    if (!isContentWord(first) || !CLITICS.has(words[i + 1] ?? '')) continue;
    let j = i + 1;
    while (CLITICS.has(words[j] ?? '') && j <= i + MOST_CLITICS) j++;
    const verb = words[j];
    if (verb !== undefined && isContentWord(verb)) pairs.push([first, verb]);
  }
  return pairs;
}

/** "ne … pas", "ne … plus", "ne … jamais", with at most a pronoun or two between. */
const NEGATION =
  /\b(?:ne|n)\s+(?:(?:me|te|se|nous|vous|lui|leur|le|la|les|l|m|t|s|y|en)\s+){0,2}([a-z]+)\s+(?:(?:me|te|lui|leur|le|la|les|l|y|en)\s+){0,2}(?:pas|plus|jamais|point)\b/g;

/** Spoken French drops the "ne": "il paye pas", "il paye plus la pension". */
const SPOKEN_NEGATION =
  /\b([a-z]{3,})\s+(?:pas|jamais|plus\s+(?=(?:le|la|les|l|mon|ma|mes|son|sa|ses|leur|leurs|ce|cette|ces|rien|depuis)\b))/g;

/**
 * A past tense negated: the participle after the auxiliary ("il n'a pas payé", "c'est jamais été
 * réparé"), the auxiliary's elided pronoun or "ne" typed joined to it on a phone ("il ma pas payé",
 * "jai pas été payé", "je nai pas reçu").
 */
const NEGATED_PARTICIPLE =
  /\b[jmtsn]?(?:a|ai|as|ont|avons|avez|avait|est|sont|etait)\s+(?:pas|plus|jamais)\s+(?:ete\s+)?([a-z]{3,})/g;

/**
 * A verb one can no longer do is negated too: "je n'arrive plus à payer le loyer", "on peut pas
 * payer", "je ne parviens pas à rembourser" (the "ne" and its elision are dropped by then, unless
 * typed joined: "jarrive pas a payer"), and as a phone types it, the infinitive written as it
 * sounds: "je peu plus payé".
 */
const NEGATED_ABILITY =
  /\b[jn]?(?:arrive|arrives|arrivons|arrivez|arrivent|peux|peut|peu|pouvons|pouvez|peuvent|parviens|parvient|parvenons|parvenez|parviennent|reussis|reussit|reussissons|reussissez|reussissent)\s+(?:pas|plus|jamais)\s+(?:a\s+)?(?:(?:me|te|se|le|la|les|l|y|en|lui|leur)\s+)?([a-z]{3,}(?:er|ir|re|e))\b/g;

/**
 * The verbs a question negates ("mon employeur ne me paie pas" → paie): French says the same
 * with the negative prefix of the participle ("impayé", "insalubre"), which rank.ts tries.
 */
export function negatedVerbs(question: string): string[] {
  const text = foldedWords(question).join(' ');
  const verbs = [NEGATION, SPOKEN_NEGATION, NEGATED_PARTICIPLE, NEGATED_ABILITY].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => m[1] ?? ''),
  );
  return [...new Set(verbs)].filter((verb) => verb.length > 2 && !isFiller(verb));
}

/** An article or a pronoun elided before a vowel ("l'", "d'", "j'", "qu'"…), typed without its apostrophe. */
const ELIDED = /^(?:qu|[cdjlmnst])(?=[aeiouyh])/;

/**
 * A word as it stands once a joined elision is cut ("lappart" → appart, "lemployeur" →
 * employeur, "dargent" → argent, "lapl" → apl): phones lose the apostrophe. Null when the word
 * opens on none, or what is left is too short to be a word of its own (« dun », « jai »).
 */
export function withoutElision(word: string): string | null {
  const rest = afterElision(word);
  return rest.length >= 3 ? rest : null;
}

/** What follows an elision typed joined to its word ("lappart" → appart, "dun" → un); empty for a word opening on none. */
function afterElision(word: string): string {
  const elided = ELIDED.exec(word);
  return elided ? word.slice(elided[0].length) : '';
}

/**
 * A state the question says the asker is not in: a participle or adjective after « pas », « ni »,
 * « non », « jamais » or « sans être » (« on n'est pas mariés ni pacsés », « non meublé »). A
 * sheet titled on that state (« … d'un couple marié ou pacsé ») is about another case than the
 * asker's, one titled on its negation (« couple non marié ») about theirs (rerank.ts).
 */
const NEGATED_STATE =
  /(?:^|\s)(?:pas|ni|non|jamais|sans\s+être)\s+(?:encore\s+)?(?:été\s+|être\s+)?(\S{3,}(?:é|ée|és|ées|es|ee|ees))(?=\s|$)/g;

export function negatedStates(question: string): string[] {
  // Accents kept: a participle is told from a noun or a verb by its « é » (« non meublé », not « pas grave »).
  const text = foldedWords(question, (t) => t.toLowerCase()).join(' ');
  return [...new Set([...text.matchAll(NEGATED_STATE)].map((m) => foldText(m[1] ?? '')))].filter(
    (word) => isContentWord(word) && !isFiller(word),
  );
}
