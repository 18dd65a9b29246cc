/**
 * The sections of the best sheet that answer the question (docs/RETRIEVAL.md "Answers from
 * sections"): each section scores the question's words (weighted as the ranking weighs them)
 * found in its headings and in its passages, plus the question's kind (a deadline, an amount,
 * where to go, what to do) and the asker's side ("Vous êtes locataire"). The passages quoted
 * are then chosen across the scoring sections, each adding what the question asks that those
 * before it did not say, within the answer's length.
 */
import { caseOf } from './case-label.ts';
import { continuesBefore, type Passage, pointsBack, SENTENCE_END, saidIn, stemmedWords } from './passages.ts';
import { type Condition, caseFits, conditionsOf } from './quantities.ts';
import type { QuestionCues } from './question-cues.ts';
import { type Section, splitSections } from './sections.ts';
import { spacedWords } from '../retrieval/text.ts';

export interface AnalysedSection extends Section {
  /** Stems of the section's headings. */
  headingWords: ReadonlySet<string>;
  /** Stems of each passage. */
  words: ReadonlySet<string>[];
  /** The bounds its headings set on a figure (« Enfant de moins de 16 ans »). */
  conditions: Condition[];
}

/** A sheet's sections (sections.ts) with the stemmed words of their headings and of each passage. */
export function analyseSections(html: string): AnalysedSection[] {
  return splitSections(html).map((section) => ({
    ...section,
    headingWords: stemmedWords(section.path.join(' ')),
    words: section.passages.map((p) => stemmedWords(p.text)),
    conditions: section.path.flatMap(conditionsOf),
  }));
}

export interface SectionAnswer {
  /**
   * The best section's headings, all of them (« Logement vide › Délai de préavis › Mutation
   * professionnelle »): the case they open on (« Logement vide », « Demande à l'étranger ») tells
   * the reader whose rules these are (docs/RETRIEVAL.md "Answers from sections").
   */
  title: string;
  /** Passages of the chosen sections: the best one's first, each in reading order. */
  passages: Passage[];
  /** What is quoted of each (quotedSentences), in the same order. */
  texts: string[];
  /**
   * The case of each text quoted from another part than the best one, giving a figure, by text
   * (case-label.ts): named where it is quoted, outside the answer's length, since the choice of
   * passages within it is what states the facts.
   */
  cases: Record<string, string>;
}

const IN_HEADING = 1.5;
const CUE_SHARE = 0.25;

const KIND_TEXT: Partial<Record<QuestionCues['kind'], RegExp>> = {
  'how-long': /\b\d+ (jours?|mois|ans?|semaines?|heures?)\b|\bdelai/,
  'how-much': /€|\d ?%|\beuros?\b|\bmontant|\bgratuit|\bfrais\b|\btarif|\bcout/,
  documents:
    /\bjustificatif|\bpiece d identite|\bpieces? (a fournir|justificatives?)|\bcopie (integrale|d un|d une|de)\b|\bcerfa\b|\bformulaire|\bacte de naissance|\bpasseport\b|\bcarte d identite\b|\bavis d imposition\b/,
  where: /\bs adresser|\bmairie|\btribunal|\bprefecture|\bguichet|\bcommissariat|\bgendarmerie|\ben ligne\b/,
  rights:
    /\b(a|ont|avez|avoir) droit\b|\bdroit a\b|\bne peut pas\b|\bn a pas le droit\b|\binterdit|\bsanction|\bamende\b|\bprison\b|\bindemnit|\bverse(e|es|s)?\b|\b(recoit|percoit|beneficie)\b/,
};

/** Headings that announce what a kind of question asks: they say more than the text under them. */
const KIND_HEADING: Partial<Record<QuestionCues['kind'], RegExp>> = {
  'how-long': /\b(delais?|duree|date|quand|prescription)\b/,
  'how-much': /\b(cout|couts|prix|montant|tarifs?|frais|indemnites?|calcul)\b/,
  where: /\b(ou s adresser|interlocuteur|aupres de qui|lieu)\b/,
  who: /\b(qui|beneficiaires?|personnes? concernees?)\b/,
  documents:
    /\b(pieces?|justificatifs?|documents?|papiers?|formulaires?|cerfa|(constitution|composition) du dossier)\b/,
  how: /\b(demarches?|procedure|etapes?|comment|formalites?|demande|faire)\b/,
  rights: /\b(droits?|effets?|consequences?|indemnites?|sanctions?|recours|interdictions?|obligations?)\b/,
};

/** What a case the asker's figures fall out of loses, as a heading for the other party does. */
const OTHER_CASE = 2;

/** What comes before a party named as the one acting: « Rupture par l'employeur », « Congé donné par le locataire ». */
const AGENT = / par (?:le |la |les |l |un |une )?$/;

/**
 * Whether a heading (spaced words) is written for one of these parties (word starts): « Vous êtes
 * locataire », « Salarié ». One naming the party as the one acting (« Rupture par le salarié »)
 * is about what that party does, which the asker may ask of either side ("il peut me virer ?"):
 * the asker's side does not choose it.
 */
function namesParty(heading: string, starts: readonly string[]): boolean {
  return starts.some((start) => {
    for (let i = heading.indexOf(` ${start}`); i >= 0; i = heading.indexOf(` ${start}`, i + 1))
      if (!AGENT.test(heading.slice(0, i + 1))) return true;
    return false;
  });
}

function cueScore(section: AnalysedSection, cues: QuestionCues): number {
  let score = 0;
  const heading = spacedWords(section.path.join(' '));
  const headingPattern = KIND_HEADING[cues.kind];
  if (headingPattern?.test(heading)) score += 1.5;
  if (cues.kind === 'where' && section.kind === 'contacts') score += 1;
  const pattern = KIND_TEXT[cues.kind];
  if (pattern && section.passages.some((p) => pattern.test(spacedWords(p.text)))) score += 1;
  if (cues.kind === 'how' && section.passages.some((p) => p.procedural)) score += 1;
  if (cues.side) {
    const own = namesParty(heading, cues.side.own);
    const other = namesParty(heading, cues.side.other);
    if (own) score += 2;
    else if (other) score -= 2;
  }
  // A case the asker's figures fall out of is another's (« moins de 6 mois » for "il y a 8 mois"),
  // as is a part headed by what the asker does without ("sans aller chez le notaire": « Faire
  // établir son testament par un notaire »).
  if (caseFits(section.conditions, cues.quantities) < 0) score -= OTHER_CASE;
  if (cues.without.some((stem) => section.headingWords.has(stem))) score -= OTHER_CASE;
  return score;
}

/**
 * How far a section's length (its passages, against the sheet's mean) holds back what its words
 * score, as BM25's b does for a document: a long part says many of the question's words in
 * passages about other things. Chosen on the tuning side of bench/answers (docs/RETRIEVAL.md
 * "Answers from sections", 2026-11-30): 0.3, 0.6 and 0.9 tried.
 */
const SECTION_LENGTH = 0.6;

/** What a word of the sheet's own title weighs in telling its sections apart: it is in all of them. */
const TITLE_WORD = 0.25;

/**
 * Each section's score for the question; where to go scores only when asked.
 * `titleWords`: the stems of the sheet's title.
 */
export function scoreSections(
  sections: readonly AnalysedSection[],
  questionWeights: ReadonlyMap<string, number>,
  cues: QuestionCues,
  titleWords: ReadonlySet<string> = new Set(),
): number[] {
  const weights = [...questionWeights].map(
    ([stem, weight]) => [stem, titleWords.has(stem) ? weight * TITLE_WORD : weight] as const,
  );
  const meanPassages = sections.reduce((sum, s) => sum + s.passages.length, 0) / Math.max(1, sections.length) || 1;
  const lexical = sections.map((section) => {
    if (section.kind === 'contacts' && cues.kind !== 'where') return 0;
    // A glossary explains the sheet's words: it answers what a thing is, nothing else.
    if (section.kind === 'glossary' && cues.kind !== 'other') return 0;
    const saturation = 1 - SECTION_LENGTH + (SECTION_LENGTH * section.passages.length) / meanPassages;
    let score = 0;
    for (const [stem, weight] of weights) {
      const n = section.words.filter((w) => w.has(stem)).length;
      // A part headed by what the asker does without ("sans notaire") answers another case.
      const headed = section.headingWords.has(stem) && !cues.without.includes(stem);
      score += weight * ((headed ? IN_HEADING : 0) + n / (n + saturation));
    }
    return score;
  });
  const unit = Math.max(...lexical, 0) * CUE_SHARE;
  return sections.map((section, i) => ((lexical[i] ?? 0) > 0 ? (lexical[i] ?? 0) + unit * cueScore(section, cues) : 0));
}

/**
 * What a question word already said weighs in a further passage: a question asking three things
 * ("how long can they keep him, may he see a lawyer, will we be told") is answered on all three
 * before any is said twice. Chosen on the tuning half of bench/answers with SECTION_PRIOR
 * (docs/RETRIEVAL.md "Answers from sections").
 */
const SAID_AGAIN = 0.25;
/** How much a passage's section score counts, in units of the question's heaviest word. */
const SECTION_PRIOR = 1;

interface Candidate {
  passage: Passage;
  /** What is quoted of it: its sentences that say something of the question (quotedSentences). */
  text: string;
  /** The question's words the passage says, with their weights. */
  says: [string, number][];
  /** What the passage is worth before the words it says: its section, its kind, its place. */
  prior: number;
  /** The passage it follows up on ("Elles sont applicables…"): quoted only after it. */
  after?: Passage;
  /** All its stems, to tell a passage saying again what another said. */
  words: ReadonlySet<string>;
  /** The headings of its section, to name its case (case-label.ts). */
  path: readonly string[];
}

/** A passage sharing this share of its words with one already quoted says the same thing (Jaccard). */
const SAME_THING = 0.7;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union > 0 ? shared / union : 0;
}

function candidates(
  sections: readonly AnalysedSection[],
  scores: readonly number[],
  questionWeights: ReadonlyMap<string, number>,
  unit: number,
  cues: QuestionCues,
  /** The stems of the sheet's title when each passage is quoted by its telling sentences (quotedSentences); null: whole. */
  tellingBesides: ReadonlySet<string> | null,
): Candidate[] {
  const top = Math.max(...scores);
  const keepSentence = tellingBesides && sentenceKeeper(questionWeights, unit, cues, tellingBesides);
  const pattern = KIND_TEXT[cues.kind];
  // The question's words read once: spread for each of a sheet's hundreds of passages, they made
  // 0.15 MB of garbage an answer (docs/PERFORMANCE.md "A deoptimisation at every question, and
  // less garbage").
  const weighted = [...questionWeights];
  const out: Candidate[] = [];
  // Cases repeat their common rules ("Le délai commence…"): each text is a candidate once, in the
  // best-scoring section saying it (the case the asker is in, not its neighbour read first).
  const seen = new Set<string>();
  const byScore = sections.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  for (const i of byScore) {
    const section = sections[i] as AnalysedSection;
    if ((scores[i] ?? 0) <= 0) continue;
    section.passages.forEach((passage, k) => {
      if (seen.has(passage.text)) return;
      seen.add(passage.text);
      let prior = (SECTION_PRIOR * unit * (scores[i] ?? 0)) / top;
      if (pattern?.test(spacedWords(passage.text))) prior += unit;
      if (cues.kind === 'how' && passage.procedural) prior += unit / 2;
      // A section's first passage usually states its rule.
      if (k === 0) prior += unit / 2;
      const words = section.words[k] ?? new Set();
      // Past a section's head, what points back points at the passage before; at its head, only
      // a connective does, at the previous section's last passage: with none, it is not quoted.
      const before =
        k > 0 && pointsBack(passage.text)
          ? section.passages[k - 1]
          : k === 0 && continuesBefore(passage.text)
            ? (sections[i - 1]?.passages.at(-1) ?? null)
            : undefined;
      if (before === null) return;
      out.push({
        passage,
        path: section.path,
        text: keepSentence ? quotedSentences(passage.text, keepSentence) : passage.text,
        words,
        says: weighted.filter(([stem]) => words.has(stem)),
        prior,
        ...(before ? { after: before } : {}),
      });
    });
  }
  return out;
}

/** What a question word must weigh, in units of its heaviest, for its sentence to be kept. */
const KEEPS_SENTENCE = 0.2;

/**
 * Whether a sentence says something of the question: what its kind asks (a duration, an amount,
 * an office…), or one of its words that weighs, but the sheet's title's, which all its sentences say.
 */
function sentenceKeeper(
  questionWeights: ReadonlyMap<string, number>,
  unit: number,
  cues: QuestionCues,
  titleWords: ReadonlySet<string>,
): (sentence: string) => boolean {
  const pattern = KIND_TEXT[cues.kind];
  const telling = [...questionWeights]
    .filter(([stem, w]) => w >= KEEPS_SENTENCE * unit && !titleWords.has(stem))
    .map(([stem]) => stem);
  return (sentence) => {
    if (pattern?.test(spacedWords(sentence))) return true;
    const words = stemmedWords(sentence);
    return telling.some((stem) => words.has(stem));
  };
}

/**
 * A passage's first sentence and those after it that say something of the question; a sentence
 * left out between two kept is marked « (…) », as quotations are (markdown.ts inline turns brackets so).
 */
export function quotedSentences(text: string, keep: (sentence: string) => boolean): string {
  const sentences = text.split(SENTENCE_END);
  if (sentences.length < 2) return text;
  const kept = sentences.map((sentence, i) => i === 0 || keep(sentence));
  const last = kept.lastIndexOf(true);
  let out = '';
  for (let i = 0; i <= last; i++) {
    if (kept[i]) out += `${out ? ' ' : ''}${sentences[i]}`;
    else if (kept[i - 1]) out += ' (…)';
  }
  return out;
}

/** The sheet's opening sentence, before any heading, unless it points back at something. */
function openingPassage(
  sections: readonly AnalysedSection[],
  questionWeights: ReadonlyMap<string, number>,
): Candidate | undefined {
  const opening = sections.find((section) => section.path.length === 0 && section.kind === 'text');
  const passage = opening?.passages[0];
  if (!opening || !passage || pointsBack(passage.text)) return undefined;
  const words = opening.words[0] ?? new Set<string>();
  return {
    passage,
    path: opening.path,
    text: passage.text,
    words,
    says: [...questionWeights].filter(([stem]) => words.has(stem)),
    prior: 0,
  };
}

export interface SectionOptions {
  /** The sheet's opening answers its title's question ("Non, une personne résidant en France…"): quoted first. */
  leadWithOpening?: boolean;
  /** The stems of the sheet's title: in all its sentences, they keep none (quotedSentences). */
  titleWords?: ReadonlySet<string>;
  /** A passage is quoted by its sentences that say something of the question (quotedSentences). */
  onlyTelling?: boolean;
}

/**
 * The passages that answer, within `budget` characters (the first always); null when no
 * section scores or none of their passages may be quoted. Chosen greedily across the scoring
 * sections: each next passage is the one adding most, its section's score and kind plus the
 * question's words it says, those already said counting SAID_AGAIN. The best section's are quoted first, as its name opens the answer,
 * then the others', each in reading order.
 */
export function answerFromSections(
  sections: readonly AnalysedSection[],
  scores: readonly number[],
  budget: number,
  questionWeights: ReadonlyMap<string, number>,
  cues: QuestionCues,
  { leadWithOpening = false, titleWords = new Set(), onlyTelling = false }: SectionOptions = {},
): SectionAnswer | null {
  // The answer opens on a section of the sheet's own text, a glossary only when nothing else scores.
  const opening = (i: number) => (sections[i]?.kind === 'glossary' ? 0 : (scores[i] ?? 0));
  const own = scores.reduce((b, _, i) => (opening(i) > opening(b) ? i : b), 0);
  const best = opening(own) > 0 ? own : scores.reduce((b, score, i) => (score > (scores[b] ?? 0) ? i : b), 0);
  if ((scores[best] ?? 0) <= 0) return null;
  const unit = Math.max(...questionWeights.values(), 0);
  const left = new Set(candidates(sections, scores, questionWeights, unit, cues, onlyTelling ? titleWords : null));
  const shortest = Math.min(...[...left].map((c) => c.text.length));
  const said = new Set<string>();
  const chosen: Candidate[] = [];
  let length = 0;
  // How many chosen passages say what each candidate says (SAME_THING, saidIn): kept as passages
  // are chosen and replaced rather than counted again for every candidate at every step, which
  // was a tenth of a question's retrieval (docs/PERFORMANCE.md).
  const blockedBy = new Map<Candidate, number>();
  const blocks = (chosenOne: Candidate, candidate: Candidate) =>
    overlap(chosenOne.words, candidate.words) >= SAME_THING || saidIn(candidate.words, chosenOne.words);
  const count = (chosenOne: Candidate, step: 1 | -1) => {
    for (const candidate of left)
      if (blocks(chosenOne, candidate)) blockedBy.set(candidate, (blockedBy.get(candidate) ?? 0) + step);
  };
  const choose = (c: Candidate) => {
    chosen.push(c);
    count(c, 1);
  };
  const unchoose = (c: Candidate) => {
    chosen.splice(chosen.indexOf(c), 1);
    count(c, -1);
  };
  // A sheet titled as a question answers it in its opening: that sentence comes first.
  const lead = leadWithOpening ? openingPassage(sections, questionWeights) : undefined;
  if (lead) {
    for (const c of left) if (c.passage === lead.passage) left.delete(c);
    choose(lead);
    length += lead.text.length;
    for (const [stem] of lead.says) said.add(stem);
  }
  while (left.size > 0) {
    let pick: Candidate | undefined;
    let most = -1;
    for (const candidate of left) {
      if (candidate.after && !chosen.some((c) => c.passage.text === candidate.after?.text)) continue;
      if ((blockedBy.get(candidate) ?? 0) > 0) continue;
      let says = 0;
      // Read by index: this loop runs for every candidate at every step.
      for (let i = 0; i < candidate.says.length; i++) {
        const [stem, weight] = candidate.says[i] as [string, number];
        says += said.has(stem) ? weight * SAID_AGAIN : weight;
      }
      // Past the first, a passage saying none of the question's words is left to the other parts (steps, costs).
      if (says === 0 && chosen.length > 0) continue;
      const gain = candidate.prior + says;
      if (gain > most) {
        most = gain;
        pick = candidate;
      }
    }
    if (!pick) break;
    left.delete(pick);
    // A passage it says all of gives the pick its place ("X." quoted, then "X. Y.").
    const picked = pick;
    const replaced = chosen.filter((c) => saidIn(c.words, picked.words));
    const freed = replaced.reduce((sum, c) => sum + c.text.length, 0);
    if (chosen.length > replaced.length && length - freed + pick.text.length > budget) continue;
    for (const c of replaced) unchoose(c);
    choose(pick);
    length += pick.text.length - freed;
    for (const [stem] of pick.says) said.add(stem);
    // No passage is short enough for the room left.
    if (budget - length < shortest) break;
  }
  if (chosen.length === 0) return null;
  // A passage carrying on one of another section ("Soit…") stays after it, in reading order.
  const bestPassages = new Set(sections[best]?.passages);
  const inBest = new Set(
    chosen.filter((c) => bestPassages.has(c.passage) && (!c.after || bestPassages.has(c.after))).map((c) => c.passage),
  );
  const place = (p: Passage) => (p === lead?.passage ? 0 : inBest.has(p) ? 1 : 2);
  const path = sections[best]?.path ?? [];
  // The part named opens the answer with its direct sentence; the other parts' passages follow,
  // each part in reading order (docs/RETRIEVAL.md "Answers from sections").
  const ordered = [...chosen].sort(
    (a, b) => place(a.passage) - place(b.passage) || a.passage.position - b.passage.position,
  );
  return {
    title: path.join(' › '),
    passages: ordered.map((c) => c.passage),
    texts: ordered.map((c) => c.text),
    cases: Object.fromEntries(
      ordered.flatMap((c) => {
        const named = caseOf(c.text, c.path, path);
        return named ? [[c.text, named]] : [];
      }),
    ),
  };
}
