/**
 * One ranking of the library for a question or a search (docs/RETRIEVAL.md), shared by the
 * assistant and the public search: the question's content words, each read as the library word
 * it most likely stands for (spelling.ts), joined by the things the sheets warn are confused
 * with them (confusions.ts), its negated verbs' prefixed forms (negated-forms.ts) and the title
 * words they lead to (head-words.ts), ranked by BM25F (bm25f.ts), then again with the terms of the best sheets
 * added (feedback.ts); the sheets many others link to weigh a little more (LINK_PRIOR) and the
 * best ones gain where they say the question's compounds side by side (proximity.ts), before
 * the fusion with the word-vector ranking (semantic.ts); the first places are then reordered by
 * how likely the sheets' themes are to have said the question (themes.ts), and by a linear model
 * of these signals fitted on the dev set (rerank.ts). `coverage` tells how much of the
 * question the best sheets hold and `coherence` whether they agree on one matter
 * (coherence.ts), for the answer's relevance threshold.
 */
import { type Bm25Params, DEFAULT_PARAMS, idf, scoreQuery, topDocuments, unseenIdf } from './bm25f.ts';
import { DEFAULT_FEEDBACK, expandQuery, type FeedbackParams } from './feedback.ts';
import { fusedTop, type SemanticParams } from './fusion.ts';
import { stemFrench } from '../library/french-stem.ts';
import { infinitivesOf } from './french-lemma.ts';
import { isFrenchWord } from './french-words.ts';
import { COHERENCE_CANDIDATES, COHERENCE_SHEETS, rankingCoherence } from './coherence.ts';
import { HEAD_COVERAGE_SHEETS, headCoverage } from './head-coverage.ts';
import { completeInCompound, joinedCompound } from './compound-completion.ts';
import { withVerbFormsRead } from './verb-forms.ts';
import { addDerivedNouns } from './derived-nouns.ts';
import { addConfused } from './confusions.ts';
import { withoutAsides } from './asides.ts';
import { withoutLawInGeneral, withoutWhatToDoInGeneral } from './asked-in-general.ts';
import { asMeant } from './typed-question.ts';
import type { IndexedSheet, LibraryIndex } from './library-index.ts';
import { addNegatedForms } from './negated-forms.ts';
import { addProximity, DEFAULT_PROXIMITY, type ProximityParams, questionPairs } from './proximity.ts';
import {
  askingSentence,
  negatedStates,
  negatedVerbs,
  properNames,
  questionCompounds,
  questionContentWords,
  subjectVerbPairs,
  withoutElision,
} from './question-words.ts';
import { meanVector, similarities } from './semantic.ts';
import { RERANK_MIN_WORDS, type Reranker, rerank, SHIPPED_RERANKER } from './rerank.ts';
import { DEFAULT_THEMES, reorderByTheme, type ThemeParams, themeLikelihoods } from './themes.ts';
import { termOf } from './text.ts';
import { namedParty } from './parties.ts';
import { namedRelatives, type Relative } from './relatives.ts';
import { namedFirst } from './title-match.ts';
import { frenchWordsFor, isEnglish, keptFrenchWords, negatedFrenchVerbs, type Translation } from './translate.ts';
import { loadWordVectors } from './word-vectors.ts';

export interface QuestionTerm {
  /** As typed, folded. */
  word: string;
  /** Index term id; undefined when the library knows nothing close. */
  term: number | undefined;
}

export interface RankedSheet {
  sheet: IndexedSheet;
  position: number;
  score: number;
  /** Share of the question's weight this sheet holds (first ranking, before feedback), 0 to 1. */
  coverage: number;
}

export interface Ranking {
  sheets: RankedSheet[];
  /** How much the best sheets speak of the same thing, 0 to 1 (coherence.ts). */
  coherence: number;
  /** How much of the question the best sheets are about, 0 to 1 (head-coverage.ts). */
  headCoverage: number;
  words: QuestionTerm[];
  /** The query's terms and their weights before feedback (topicality, not idf). */
  query: Map<number, number>;
  /** Those of the asking sentence (question-words.ts askingSentence), for the reranker. */
  asking: Map<number, number>;
  /** The terms of the states the asker says they are not in (question-words.ts negatedStates), for the reranker. */
  negated: Set<number>;
}

export interface RankOptions {
  limit: number;
  /** Only these sheets (a category, a jurisdiction); undefined keeps all. */
  keep?: ((sheet: IndexedSheet) => boolean) | undefined;
  params?: Bm25Params;
  feedback?: FeedbackParams;
  topicality?: { floor: number; power: number };
  semantic?: SemanticParams;
  /** Weight of the head words added for each question word (head-words.ts); 0 adds none. */
  headWords?: number;
  /** Extra folded words to search with, each with its weight (a translation, a previous question). */
  extra?: readonly { word: string; weight: number }[] | undefined;
  proximity?: ProximityParams;
  /** Weight of a sheet's incoming links in its score (LINK_PRIOR); 0 ignores them. */
  linkPrior?: number;
  /** The themes' prior (themes.ts); a weight of 0 leaves the order. */
  themes?: ThemeParams;
  /** The learnt reordering of the first places (rerank.ts); null leaves them (its training ranks so). */
  rerank?: Reranker | null;
  /**
   * A question asked of the assistant (ai/retriever.ts), not a search box's keywords: one of fewer
   * than RERANK_MIN_WORDS words is reranked too, after its first sheet (`keptFirst`).
   */
  shortReranked?: boolean;
}

/**
 * The sheets many others link to are the library's main sheets on their matter ("Garde à vue"
 * rather than "Garde à vue ou retenue d'un mineur"), the ones a lay question most often wants:
 * a score is multiplied by 1 + LINK_PRIOR × ln(1 + incoming links). Chosen on the tuning half of
 * bench/answers with the proximity weight (docs/RETRIEVAL.md "Proximity and links").
 */
export const LINK_PRIOR = 0.05;

/**
 * How much a question word says what the question is about: words that sheets put in their
 * titles, summaries and themes ("loyer", "licenciement") weigh more than the words of telling a
 * story ("matin", "rentre", "fille"), which sheets use in their bodies only. Learnt from the
 * library itself: the share of the sheets using a word that name it in their head.
 */
export const TOPICALITY = { floor: 0.5, power: 1 };

function topicalWeight(index: LibraryIndex, term: number, { floor, power }: { floor: number; power: number }): number {
  return floor + (1 - floor) * (index.bm25.headShare[term] ?? 0) ** power;
}

/** The term of the infinitive a conjugated verb stands for that the library uses most, if any (french-lemma.ts). */
function infinitiveTerm(index: LibraryIndex, word: string): number | undefined {
  let best: number | undefined;
  for (const infinitive of infinitivesOf(word)) {
    const term = index.bm25.terms.get(termOf(infinitive));
    if (term !== undefined && (best === undefined || (index.bm25.df[term] ?? 0) > (index.bm25.df[best] ?? 0)))
      best = term;
  }
  return best;
}

/**
 * A word the library does not know may be one whose elision was typed joined ("lappart"), unless
 * it is a French word of its own (« copine » is no « c'opine »): the term of what follows it.
 */
function joinedElisionTerm(index: LibraryIndex, word: string): number | undefined {
  const rest = isFrenchWord(word) ? null : withoutElision(word);
  return rest === null ? undefined : index.bm25.terms.get(termOf(rest));
}

/**
 * Each content word as the library's term: a conjugated verb the library does not use as its
 * infinitive's, typos and truncations as the closest library word; a proper name (`names`:
 * question-words.ts properNames) the library does not use is left as it is.
 */
export function questionTerms(
  index: LibraryIndex,
  words: readonly string[],
  names: ReadonlySet<string> = new Set(),
  /** The question's compounds (question-words.ts questionCompounds), as "first second". */
  compounds: ReadonlySet<string> = new Set(),
): QuestionTerm[] {
  const terms: QuestionTerm[] = [];
  for (const word of words) {
    // A word cut short after the one it names a thing with ("heures sup", "congé mat") is that thing's word.
    const previous = terms.at(-1);
    const completed =
      previous?.term === undefined || names.has(word) || !compounds.has(`${previous.word} ${word}`)
        ? undefined
        : completeInCompound(index, previous.term, word);
    const direct = index.bm25.terms.get(termOf(word)) ?? joinedElisionTerm(index, word);
    const joined =
      completed === undefined && direct === undefined && !names.has(word) ? joinedCompound(index, word) : undefined;
    if (completed !== undefined) terms.push({ word, term: completed });
    else if (direct !== undefined) terms.push({ word, term: direct });
    else if (names.has(word)) terms.push({ word, term: undefined });
    else if (joined) {
      // A compound typed as one word (« prudhommes »): both its words.
      terms.push({ word, term: joined[0] });
      terms.push({ word, term: joined[1] });
    } else {
      const corrected = index.speller.correct(word);
      const term =
        infinitiveTerm(index, word) ?? (corrected === null ? undefined : index.bm25.terms.get(termOf(corrected)));
      // Every term of one shape, `term` set or not: words of several shapes sent the optimised
      // ranking back to the interpreter (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
      terms.push({ word, term });
    }
  }
  return terms;
}

/** How many sheets use a folded word, as its index term: 0 for a word the library does not use. */
function sheetsUsing(index: LibraryIndex, word: string): number {
  const term = index.bm25.terms.get(termOf(word));
  return term === undefined ? 0 : (index.bm25.df[term] ?? 0);
}

/**
 * A dictionary lists the senses of a word in no useful order ("landlord": aubergiste,
 * propriétaire): each translation takes a share of its word's weight by how much the library
 * uses it against the others of its word, so the sense the library speaks of leads and a word
 * with six everyday senses ("get") weighs no more than one with a single legal one. An English
 * word the library also uses that is French too ("rupture", "divorce") competes with its own
 * translations, so a rare sense ("déchirer") does not outweigh the word itself.
 */
function translated(index: LibraryIndex, translations: readonly Translation[]): { word: string; weight: number }[] {
  return translations.flatMap(({ english, french }) => {
    const group = sheetsUsing(index, english) > 0 && isFrenchWord(english) ? [...french, english] : french;
    const shares = group.map((word) => Math.sqrt(sheetsUsing(index, word)));
    const total = shares.reduce((sum, share) => sum + share, 0) || 1;
    return group.map((word, i) => ({ word, weight: (shares[i] ?? 0) / total }));
  });
}

/**
 * Chosen on the tuning half of bench/answers: a title word reached through a question word
 * weighs as much as that word times the share of its sheets so titled (French lay hit@5 0.63 →
 * 0.67, MRR 0.48 → 0.51 there; 0.61 → 0.63 and 0.45 → 0.44 on the test half).
 */
export const HEAD_WORD_WEIGHT = 1;

/**
 * What the library's word for the party the asker names weighs, as a share of its topical weight:
 * as much as a word of the question (0.5 and 1 tried on the tuning side, docs/RETRIEVAL.md "The
 * party the asker names").
 */
export const NAMED_PARTY_WEIGHT = 1;

/**
 * The same for the library's word for a relative the asker names: 0.5 and 1 tried on the tuning
 * side, with the word said kept or not (docs/RETRIEVAL.md "The relatives the asker names").
 */
export const NAMED_RELATIVE_WEIGHT = 1;

/**
 * The library's word for a relative is searched only where the library hardly uses the word said
 * (« fils » in 9 sheets against « enfant » in 787, « mari » 36 against « époux » 377, « papa » in
 * none): « ma femme » (99) and « mon père » weigh as they are. Replacing those too made the best
 * sheets of a question that is no legal one agree on the family's matters (docs/RETRIEVAL.md "The
 * relatives the asker names").
 */
const HARDLY_USED = 0.2;

function hardlyUsed(index: LibraryIndex, relative: Relative): boolean {
  return sheetsUsing(index, relative.said) < HARDLY_USED * sheetsUsing(index, relative.names[0] ?? '');
}

/**
 * Searches a person the question names by the library's first word for them, and no longer by the
 * word said (as typed, or as the speller read it) unless that is one of the library's words for
 * them; the word said is then no word the library lacks (`readAs`).
 */
function readByLibraryWord(
  index: LibraryIndex,
  words: readonly QuestionTerm[],
  query: Map<number, number>,
  extra: { word: string; weight: number }[],
  person: { names: readonly string[]; said: string },
  weight: number,
  readAs: Map<string, string>,
): void {
  extra.push({ word: person.names[0] ?? '', weight });
  readAs.set(person.said, person.names[0] ?? '');
  const names = person.names.map((name) => index.bm25.terms.get(termOf(name)));
  const saidTerms = [index.bm25.terms.get(termOf(person.said))];
  for (const w of words) if (w.word === person.said) saidTerms.push(w.term);
  for (const said of saidTerms) if (said !== undefined && !names.includes(said)) query.delete(said);
}

/**
 * A short question's places after the first as the reranker orders them, its first as the first
 * ranking had it: a few words' best sheet is the one holding them most, which the model fitted on
 * longer questions moves too often, while it brings the matter's main sheets into the next places
 * (docs/RETRIEVAL.md "Reranking": short questions' right sheet cited 0.89 / 0.63 → 0.95 / 0.73,
 * first unchanged; reranked whole, first 0.63 / 0.43 → 0.63 / 0.37).
 */
function keptFirst(first: readonly number[], reranked: readonly number[]): number[] {
  const top = first[0];
  return top === undefined ? [...reranked] : [top, ...reranked.filter((doc) => doc !== top)];
}

export type { SemanticParams } from './fusion.ts';

/**
 * Chosen on the tuning half of bench/answers: a fifth of the lexical ranking's weight (MRR 0.41 →
 * 0.43 there, 0.34 → 0.38 on the test half); more lets loosely related sheets in.
 */
export const DEFAULT_SEMANTIC: SemanticParams = { weight: 0.2, k: 60 };

/**
 * An English question's words the English dictionary does not know are searched as they are
 * when French uses them so (translate.ts keptFrenchWords): the French terms people keep in
 * English ("conventionnelle", "titre de séjour") and acronyms ("CAF").
 */
const FRENCH_TERM_WEIGHT = 1;

/**
 * An English question's word the English dictionary cannot translate is searched as it is when
 * the library names a matter by it: this share of the sheets using it say it in their title,
 * summary or themes (« colocation » 0.13, « pacs » 0.08, « caf » 0.15, while the towns people
 * name, « Toulouse » or « Lyon », are at 0.00–0.02). French keeps such words in English talk, lower
 * case and all ("we are 3 in a colocation"). Chosen on the tuning side of bench/answers, 0.05 and
 * 0.1 tried (docs/RETRIEVAL.md "English").
 */
const NAMED_SHARE = 0.05;

/** A word French people keep in English talk: a French word, or one the library names a matter by (NAMED_SHARE). */
function keptAsFrench(index: LibraryIndex, word: string): boolean {
  if (isFrenchWord(word)) return true;
  const term = index.bm25.terms.get(termOf(word));
  return term !== undefined && (index.bm25.headShare[term] ?? 0) >= NAMED_SHARE;
}

/** The library word a French word typed in an English question stands for, when French keeps it (keptAsFrench). */
function frenchCorrection(index: LibraryIndex, word: string): string | undefined {
  const corrected = index.speller.correct(word);
  return corrected !== null && keptAsFrench(index, corrected) ? corrected : undefined;
}

/**
 * The loops over every sheet are functions of their own: V8 compiles a long loop while it runs
 * (on-stack replacement) and kept reusing that code, made for the first questions, for the rest
 * of `rankSheets`, which was sent back to the interpreter at each question it did not fit
 * (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
 */
function withLinkPrior(score: Float64Array, inlinks: ArrayLike<number>, linkPrior: number): void {
  if (linkPrior <= 0) return;
  for (let doc = 0; doc < score.length; doc++)
    if ((score[doc] ?? 0) > 0) score[doc] = (score[doc] ?? 0) * (1 + linkPrior * Math.log1p(inlinks[doc] ?? 0));
}

/**
 * Which sheets a filter keeps (1) or not (0), made once per filter and index: a jurisdiction's
 * filter was called for each sheet holding a word of the question at each of the ranking's steps,
 * 4 % of the retrieval thread's time (docs/PERFORMANCE.md "A jurisdiction's sheets filtered once").
 * Callers pass the same function for the same filter (ai/retriever.ts `keepJurisdiction`).
 */
const masks = new WeakMap<(sheet: IndexedSheet) => boolean, WeakMap<LibraryIndex, Uint8Array>>();

function maskOf(index: LibraryIndex, keep: (sheet: IndexedSheet) => boolean): Uint8Array {
  let byIndex = masks.get(keep);
  if (!byIndex) {
    byIndex = new WeakMap();
    masks.set(keep, byIndex);
  }
  let mask = byIndex.get(index);
  if (!mask) {
    mask = Uint8Array.from(index.sheets, (sheet) => (keep(sheet) ? 1 : 0));
    byIndex.set(index, mask);
  }
  return mask;
}

/** The sheets `isCandidate` keeps, in ascending order. */
function candidatesOf(count: number, isCandidate: (doc: number) => boolean): number[] {
  const candidates: number[] = [];
  for (let doc = 0; doc < count; doc++) if (isCandidate(doc)) candidates.push(doc);
  return candidates;
}

export function rankSheets(index: LibraryIndex, typed: string, options: RankOptions): Ranking {
  // The question as meant (« moiiii », « mon patro »), without what surrounds its matter (courtesy,
  // feelings, the law asked about in general…), its verb forms read as their verb (typed-question.ts,
  // asides.ts, asked-in-general.ts, verb-forms.ts).
  const question = withVerbFormsRead(withoutWhatToDoInGeneral(withoutLawInGeneral(withoutAsides(asMeant(typed)))));
  const english = isEnglish(question);
  const topical = options.topicality ?? TOPICALITY;
  // An English question is searched through its translation; its words are not read as
  // misspelt French, and those French people keep in English not as misspelt English.
  const kept = (word: string) => keptAsFrench(index, word);
  const translations = english ? frenchWordsFor(question, kept) : [];
  const said = english ? [] : questionCompounds(question);
  const words = english
    ? []
    : questionTerms(
        index,
        questionContentWords(question),
        properNames(question),
        new Set(said.map((pair) => pair.join(' '))),
      );
  const query = new Map<number, number>();
  for (const w of words) if (w.term !== undefined) query.set(w.term, topicalWeight(index, w.term, topical));
  // « violent » asks about « violences », « hérité » about an « héritage » (derived-nouns.ts).
  addDerivedNouns(index.bm25, query, words, (term) => topicalWeight(index, term, topical));
  // The thing a confused word may mean is a name of its own (« dépôt de garantie »): its words
  // side by side count as a compound the question said.
  const meantCompounds = addConfused(index.bm25, index.confusions, query);
  // Pushed one by one: lists spread together take the kinds of their elements, which differ
  // with the question (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
  const extra: { word: string; weight: number }[] = [];
  for (const added of options.extra ?? []) extra.push(added);
  if (english) {
    for (const added of translated(index, translations)) extra.push(added);
    for (const word of keptFrenchWords(question, kept, (w) => frenchCorrection(index, w)))
      extra.push({ word, weight: FRENCH_TERM_WEIGHT });
  }
  // The party the asker names ("mon patron", "mon chef", "my boss") and the relatives ("mon fils",
  // "ma maman") are searched by the library's word for them (« employeur », « enfant », « mère »), as
  // words of the question, in place of the words said when those are none of the library's words
  // for them (« chef d'établissement », « serveur vocal », « fil »: parties.ts, relatives.ts;
  // docs/RETRIEVAL.md "The party the asker names", "The relatives the asker names").
  const readAs = new Map<string, string>();
  const party = namedParty(question);
  if (party) readByLibraryWord(index, words, query, extra, party, NAMED_PARTY_WEIGHT, readAs);
  if (!english)
    for (const relative of namedRelatives(question))
      if (hardlyUsed(index, relative))
        readByLibraryWord(index, words, query, extra, relative, NAMED_RELATIVE_WEIGHT, readAs);
  for (const { word, weight } of extra) {
    // Translations are dictionary words: only their exact library term is taken, never a correction.
    const term = index.bm25.terms.get(termOf(word));
    if (term === undefined) continue;
    query.set(term, Math.max(query.get(term) ?? 0, weight * topicalWeight(index, term, topical)));
  }
  // A negated verb also reads as its negative-prefixed form ("ne paie plus": impayé), as far as
  // the library speaks of it with the question's other words, translated ones included. A French
  // infinitive in -yer is its own term ("payer"), its participles Snowball's ("impayé": impay), so
  // both stems are tried; an English question's translated infinitive keeps its own term only
  // (docs/RETRIEVAL.md: Snowball's too sent unpaid wages and debts to the unpaid rents).
  const weightOf = (term: number) => topicalWeight(index, term, topical);
  const negatedFrench = english ? [] : negatedVerbs(question);
  const negatedActs = english
    ? addNegatedForms(index.bm25, query, negatedFrenchVerbs(question), weightOf, termOf)
    : addNegatedForms(index.bm25, query, negatedFrench, weightOf, (verb) => [termOf(verb), stemFrench(verb)]);
  // Each word also stands for the words the sheets using it are titled with (head-words.ts).
  const headWeight = options.headWords ?? HEAD_WORD_WEIGHT;
  if (headWeight > 0) {
    for (const [term, weight] of [...query]) {
      for (const { term: head, share } of index.headWords.of(term))
        query.set(head, Math.max(query.get(head) ?? 0, headWeight * weight * share));
    }
  }
  if (query.size === 0)
    return { sheets: [], words, query, asking: new Map(), negated: new Set(), coherence: 0, headCoverage: 0 };
  const semanticParams = options.semantic ?? DEFAULT_SEMANTIC;
  const params = options.params ?? DEFAULT_PARAMS;
  const mask = options.keep ? maskOf(index, options.keep) : undefined;
  const keep = mask ? (doc: number) => mask[doc] === 1 : undefined;
  const first = scoreQuery(index.bm25, query, params);
  // Words the library does not know still count in the question's weight, as the rarest words
  // it knows would: a question mostly about something the library never mentions is not
  // covered by a sheet holding its one common word.
  const known = (word: string) => index.bm25.terms.has(termOf(word));
  // An English word neither translated into the library's words nor shared with French is unknown too.
  const untranslated = translations.filter((t) => !t.french.some(known) && !known(t.english)).length;
  const unknown = words.filter((w) => w.term === undefined && !readAs.has(w.word)).length + untranslated;
  const knownMass = [...query].reduce((sum, [term, weight]) => sum + weight * idf(index.bm25, term), 0);
  const unknownMass = unknown * topical.floor * unseenIdf(index.bm25);
  const coverageScale = knownMass > 0 ? knownMass / (knownMass + unknownMass) : 0;
  const feedbackParams = options.feedback ?? DEFAULT_FEEDBACK;
  const ranked = topDocuments(first.score, Math.max(options.limit, feedbackParams.documents), keep);
  const expanded = expandQuery(query, ranked, first.score, index.vectors, feedbackParams);
  const second = Float64Array.from(
    feedbackParams.weight > 0 ? scoreQuery(index.bm25, expanded, params).score : first.score,
  );
  // Candidates: the sheets holding a word of the question, as the lexical ranking has them.
  const isCandidate = (doc: number) => (first.score[doc] ?? 0) > 0 && (keep?.(doc) ?? true);
  withLinkPrior(second, index.inlinks, options.linkPrior ?? LINK_PRIOR);
  const proximity = options.proximity ?? DEFAULT_PROXIMITY;
  const termOfWord = new Map(words.map((w) => [w.word, w.term]));
  // A person named by the lay word acts in the sheets under the library's (« l'employeur ne paie
  // pas » for "mon patron ne me paie pas"): the subject-verb pair is read with it. The asking
  // sentence's words stay as said, as the reranker was fitted (docs/RETRIEVAL.md "The party the
  // asker names").
  const pairTermOfWord = new Map(termOfWord);
  for (const [said, libraryWord] of readAs) pairTermOfWord.set(said, index.bm25.terms.get(termOf(libraryWord)));
  // Each compound the question says ("arrêt de travail") counts where a sheet says it too (proximity.ts).
  const compounds = english
    ? []
    : questionPairs(compoundTerms(said, question, negatedActs, pairTermOfWord, meantCompounds));
  addProximity(
    index.proximity,
    second,
    topDocuments(second, proximity.candidates, isCandidate),
    compounds,
    expanded,
    proximity,
  );
  const candidates = candidatesOf(index.sheets.length, isCandidate);
  // A translation's words carry every sense of the English ones: their mean would point nowhere.
  const questionVector = english
    ? null
    : meanVector(
        loadWordVectors(),
        [...query].map(
          ([term, weight]) => [index.bm25.names[term] ?? '', weight * idf(index.bm25, term)] as [string, number],
        ),
      );
  // The question's words vote together for the themes they come from (themes.ts); a translation's
  // words carry every sense of the English ones, so an English question is left in its order, as
  // for the word vectors (docs/RETRIEVAL.md "Themes").
  const themeParams = options.themes ?? DEFAULT_THEMES;
  const byTheme = !english && themeParams.weight > 0;
  const asked = english ? translations.length : words.length;
  const short = asked < RERANK_MIN_WORDS;
  const reranker =
    short && !options.shortReranked ? null : options.rerank === undefined ? SHIPPED_RERANKER : options.rerank;
  const listed = Math.max(
    options.limit,
    COHERENCE_SHEETS,
    byTheme ? themeParams.depth : 0,
    reranker ? reranker.depth : 0,
  );
  const fused =
    questionVector && semanticParams.weight > 0
      ? fusedTop(
          second,
          similarities(index.semantic, questionVector, candidates),
          candidates,
          semanticParams,
          listed,
          (depth) => topDocuments(second, depth, isCandidate),
        )
      : topDocuments(second, listed, isCandidate);
  const likelihoods = byTheme || reranker ? themeLikelihoods(index.themes, query, themeParams) : undefined;
  const themed = byTheme && likelihoods ? reorderByTheme(fused, index.themes, likelihoods, themeParams) : fused;
  // Then the first places by the signals above weighed as the labelled questions show (rerank.ts).
  const asking = askingTerms(index, question, english ? null : termOfWord, query);
  const negated = new Set(
    (english ? [] : negatedStates(question))
      .map((word) => index.bm25.terms.get(termOf(word)))
      .filter((term): term is number => term !== undefined),
  );
  const reranked =
    reranker && likelihoods ? rerank(index, { query, asking, negated }, themed, likelihoods, reranker) : themed;
  const best = short && reranker ? keptFirst(themed, reranked) : reranked;
  // A search box's few words naming a sheet by its title open on it (title-match.ts); a negated
  // verb is no sheet's name (« ne paie plus le loyer » is no « Paiement du loyer par le locataire »).
  const named =
    english || asked >= RERANK_MIN_WORDS || negatedFrench.length > 0
      ? best
      : namedFirst(
          best,
          askedTerms(words),
          index.titles,
          index.bm25.fields.body.lengths,
          words.length === 1 ? (index.acronyms.get(words[0]?.word ?? '') ?? []) : [],
        );
  const final = named.slice(0, options.limit);
  // The relevance tests read the order before the reranker, on which their thresholds were
  // chosen: the reranker lifts the library's main sheets, which agree with one another more
  // (docs/RETRIEVAL.md "Reranking").
  return {
    coherence: rankingCoherence(index.vectors, themed, candidates.length),
    // Not judged in a small library, as coherence is not (coherence.ts COHERENCE_CANDIDATES).
    headCoverage:
      candidates.length < COHERENCE_CANDIDATES
        ? 1
        : Math.max(0, ...themed.slice(0, HEAD_COVERAGE_SHEETS).map((doc) => headCoverage(index.bm25, query, doc))),
    sheets: final.map((position) => ({
      sheet: index.sheets[position] as IndexedSheet,
      position,
      score: second[position] ?? 0,
      coverage: (first.coverage[position] ?? 0) * coverageScale,
    })),
    words,
    query,
    asking,
    negated,
  };
}

/** The terms the question's words stand for. */
function askedTerms(words: readonly QuestionTerm[]): Set<number> {
  const terms = new Set<number>();
  for (const { term } of words) if (term !== undefined) terms.add(term);
  return terms;
}

/**
 * The term pairs of the compounds a question says, of its subjects and their verbs, and of what
 * its confused words mean. Pushed one by one: spreading and filtering arrays whose elements'
 * kinds differ from one question to the next sent V8's optimised `rankSheets` back to the
 * interpreter at nearly every question (docs/PERFORMANCE.md "A deoptimisation at every question,
 * and less garbage").
 */
function compoundTerms(
  said: readonly [string, string][],
  question: string,
  negatedActs: ReadonlySet<string>,
  termOfWord: ReadonlyMap<string, number | undefined>,
  meant: readonly [number, number][],
): [number | undefined, number | undefined][] {
  const pairs: [number | undefined, number | undefined][] = [];
  for (const [a, b] of said) pairs.push([termOfWord.get(a), termOfWord.get(b)]);
  // A subject and its negated verb count only where no word says that negated act: the sheets'
  // « le locataire paie son loyer » is no « loyer impayé ».
  for (const [subject, verb] of subjectVerbPairs(question))
    if (!negatedActs.has(verb)) pairs.push([termOfWord.get(subject), termOfWord.get(verb)]);
  for (const [a, b] of meant) pairs.push([a, b]);
  return pairs;
}

/**
 * The query's terms the asking sentence says, with their weights: a French question's words as
 * the question read them (`termOfWord`), an English one's through its translations.
 */
function askingTerms(
  index: LibraryIndex,
  question: string,
  termOfWord: ReadonlyMap<string, number | undefined> | null,
  query: ReadonlyMap<number, number>,
): Map<number, number> {
  const kept = (word: string) => keptAsFrench(index, word);
  const sentence = termOfWord
    ? askingSentence(question)
    : askingSentence(question, (s) => frenchWordsFor(s, kept).some((t) => t.french.length > 0));
  const terms = termOfWord
    ? questionContentWords(sentence).map((word) => termOfWord.get(word))
    : frenchWordsFor(sentence, kept).flatMap((t) => t.french.map((word) => index.bm25.terms.get(termOf(word))));
  const asking = new Map<number, number>();
  for (const term of terms) {
    const weight = term === undefined ? undefined : query.get(term);
    if (term !== undefined && weight !== undefined) asking.set(term, weight);
  }
  return asking;
}
