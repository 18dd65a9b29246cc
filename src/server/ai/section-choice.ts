/**
 * The sections of the best sheet that answer the question (docs/RETRIEVAL.md "Answers from
 * sections"): each section scores the question's words (weighted as the ranking weighs them)
 * found in its headings and in its passages, plus the question's kind (a deadline, an amount,
 * where to go, what to do) and the asker's side ("Vous êtes locataire"). The best section is
 * quoted whole, then the next best while they score near it, within the answer's length.
 */
import type { Passage } from './passages.ts';
import type { QuestionCues } from './question-cues.ts';
import type { Section } from './sections.ts';
import { foldText, spacedWords } from '../retrieval/text.ts';

export interface AnalysedSection extends Section {
  /** Stems of the section's headings. */
  headingWords: ReadonlySet<string>;
  /** Stems of each passage. */
  words: ReadonlySet<string>[];
}

export interface SectionAnswer {
  /** The best section's headings, its last two levels ("Restitution au locataire › Délai"). */
  title: string;
  /** Passages of the chosen sections, in reading order. */
  passages: Passage[];
}

const IN_HEADING = 1.5;
/** Passages quoted from each section, the best one's more: a section's first passages carry its rule, and room is left for the next. */
const PER_SECTION = 2;
const PER_BEST_SECTION = 2;
/** Sections scoring at least this share of the best one are quoted after it while the length allows. */
const NEAR_BEST = 0.4;
const CUE_SHARE = 0.25;

const KIND_TEXT: Partial<Record<QuestionCues['kind'], RegExp>> = {
  'how-long': /\b\d+ (jours?|mois|ans?|semaines?|heures?)\b|\bdelai/,
  'how-much': /€|\beuros?\b|\bmontant|\bgratuit|\bfrais\b|\btarif|\bcout/,
  where: /\bs adresser|\bmairie|\btribunal|\bprefecture|\bguichet|\bcommissariat|\bgendarmerie|\ben ligne\b/,
};

/** Headings that announce what a kind of question asks: they say more than the text under them. */
const KIND_HEADING: Partial<Record<QuestionCues['kind'], RegExp>> = {
  'how-long': /\b(delais?|duree|date|quand|prescription)\b/,
  'how-much': /\b(cout|couts|prix|montant|tarifs?|frais|indemnites?|calcul)\b/,
  where: /\b(ou s adresser|interlocuteur|aupres de qui|lieu)\b/,
  who: /\b(qui|beneficiaires?|personnes? concernees?)\b/,
  how: /\b(demarches?|procedure|etapes?|comment|formalites?|demande|faire)\b/,
};

function cueScore(section: AnalysedSection, cues: QuestionCues): number {
  let score = 0;
  const headingPattern = KIND_HEADING[cues.kind];
  if (headingPattern?.test(spacedWords(section.path.join(' ')))) score += 1.5;
  if (cues.kind === 'where' && section.kind === 'contacts') score += 1;
  const pattern = KIND_TEXT[cues.kind];
  if (pattern && section.passages.some((p) => pattern.test(spacedWords(p.text)))) score += 1;
  if (cues.kind === 'how' && section.passages.some((p) => p.procedural)) score += 1;
  if (cues.side) {
    const heading = foldText(section.path.join(' '));
    const own = cues.side.own.some((w) => heading.includes(w));
    const other = cues.side.other.some((w) => heading.includes(w));
    if (own) score += 2;
    else if (other) score -= 2;
  }
  return score;
}

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
  const weights = [...questionWeights].map(([stem, weight]) => [stem, titleWords.has(stem) ? weight * TITLE_WORD : weight] as const);
  const lexical = sections.map((section) => {
    if (section.kind === 'contacts' && cues.kind !== 'where') return 0;
    let score = 0;
    for (const [stem, weight] of weights) {
      const n = section.words.filter((w) => w.has(stem)).length;
      score += weight * ((section.headingWords.has(stem) ? IN_HEADING : 0) + n / (n + 1));
    }
    return score;
  });
  const unit = Math.max(...lexical, 0) * CUE_SHARE;
  return sections.map((section, i) => ((lexical[i] ?? 0) > 0 ? (lexical[i] ?? 0) + unit * cueScore(section, cues) : 0));
}

/**
 * Each passage's score within its section: the question's words it holds, and whether it says
 * what the kind of question asks (a duration, an amount, an office). A section's first passage,
 * which usually states its rule, starts a little ahead.
 */
export function scorePassages(section: AnalysedSection, questionWeights: ReadonlyMap<string, number>, cues: QuestionCues): number[] {
  const pattern = KIND_TEXT[cues.kind];
  const unit = Math.max(...questionWeights.values(), 0);
  return section.passages.map((passage, i) => {
    let score = 0;
    for (const [stem, weight] of questionWeights) if (section.words[i]?.has(stem)) score += weight;
    if (pattern?.test(spacedWords(passage.text))) score += unit;
    if (cues.kind === 'how' && passage.procedural) score += unit / 2;
    return i === 0 ? score + unit / 2 : score;
  });
}

/**
 * The best section, then those near it, within `budget` characters; null when none scores. From
 * each, the passages scoring best (`passageScores`, else the first ones), in reading order.
 */
export function answerFromSections(
  sections: readonly AnalysedSection[],
  scores: readonly number[],
  budget: number,
  passageScores?: (section: AnalysedSection) => number[],
): SectionAnswer | null {
  const order = sections.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const best = order[0];
  if (best === undefined || (scores[best] ?? 0) <= 0) return null;
  const chosen: Passage[] = [];
  let length = 0;
  const seen = new Set<string>();
  for (const i of order) {
    if ((scores[i] ?? 0) < (scores[best] ?? 0) * NEAR_BEST) break;
    // Cases repeat their common rules ("Le délai commence…"): each text is quoted once.
    const section = sections[i] as AnalysedSection;
    const own = passageScores?.(section) ?? section.passages.map((_, k) => -k);
    const fresh = section.passages
      .map((passage, k) => ({ passage, score: own[k] ?? 0 }))
      .filter(({ passage }) => !seen.has(passage.text))
      .sort((a, b) => b.score - a.score || a.passage.position - b.passage.position)
      .map(({ passage }) => passage);
    for (const passage of fresh.slice(0, i === best ? PER_BEST_SECTION : PER_SECTION)) {
      seen.add(passage.text);
      // The best section's first passage is always quoted, however long.
      if (chosen.length > 0 && length + passage.text.length > budget) continue;
      chosen.push(passage);
      length += passage.text.length;
    }
  }
  const path = sections[best]?.path ?? [];
  return { title: path.slice(-2).join(' › '), passages: chosen.sort((a, b) => a.position - b.position) };
}
