/**
 * The embedded engine's answer: composed only of the retrieved passages, each quoted with
 * its citation marker, inside the frame of the user's language. Nothing is written that a
 * sheet does not say, so no model is needed and nothing can be invented.
 */
import type { AnswerSource } from '../../shared/events.ts';
import { withCaseName } from './case-label.ts';
import type { Depth } from './depth.ts';
import type { Frame } from './frame.ts';
import { inline } from './markdown.ts';
import { classify, saidIn, stemmedWords } from './passages.ts';
import type { RetrievedPassage } from './retriever.ts';

interface Quote {
  /** Citation number, from 1. */
  cite: number;
  text: string;
  procedural: boolean;
  practical: boolean;
  /** From the answering part of the first sheet, which the opening line cites once for all. */
  inSection?: boolean;
  /** The case it belongs to, when another than the answering part's (case-label.ts): named before it, outside the budget. */
  case?: string;
}

/** Titles named in the lead; the others are counted. */
const LEAD_TITLES = 3;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** "Droit français, fiches mises à jour entre …", and a warning when a sheet is over a year old. */
export function datedLine(sources: AnswerSource[], frame: Frame, now: Date): string {
  const laws = [...new Set(sources.map((s) => s.jurisdiction))].map((code) => frame.law(code));
  const dates = [...new Set(sources.flatMap((s) => (s.date ? [s.date] : [])))].sort();
  const oldest = dates[0];
  const stale = oldest !== undefined && now.getTime() - Date.parse(oldest) > YEAR_MS;
  return `${frame.dated(laws, dates, sources.length)}${stale ? ` ${frame.stale}` : ''}`;
}

/**
 * Sheets written for several audiences repeat whole paragraphs: each is quoted once, by the
 * first source having it, and a source left with nothing of its own is not cited at all.
 */
interface Found {
  source: AnswerSource;
  /** The answering part's title and passages (the first source only). */
  section?: { title: string; texts: string[]; cases: Record<string, string> };
  texts: string[];
}

function distinct(retrieved: RetrievedPassage[]): Found[] {
  const seen = new Set<string>();
  const fresh = (texts: string[]) => {
    const kept = [...new Set(texts)].filter((text) => !seen.has(text));
    for (const text of kept) seen.add(text);
    return kept;
  };
  return retrieved.flatMap(({ source, section, passages }) => {
    const sectionTexts = section ? fresh(section.passages) : [];
    const texts = fresh(section ? passages : [source.excerpt, ...passages]);
    if (sectionTexts.length === 0 && texts.length === 0) return [];
    return [
      {
        source,
        texts,
        ...(section && sectionTexts.length > 0
          ? { section: { title: section.title, texts: sectionTexts, cases: section.cases ?? {} } }
          : {}),
      },
    ];
  });
}

/**
 * Key points take the answering part of the best sheet when there is one, then each other
 * document's best passage; without it, each document's best passage first, then its next ones
 * in turn (leaving steps and practical details to their own parts). Those parts take what is
 * left of their kind, document by document in reading order.
 */
function arrange(found: Found[], depth: Depth) {
  const quote =
    (cite: number) =>
    (text: string): Quote => ({ cite, text, ...classify(text) });
  const perSource: Quote[][] = found.map(({ texts }, i) => texts.map(quote(i + 1)));
  const used = new Set<Quote>();
  // Sheets repeat one another's sentences: a passage one already quoted says is not quoted again.
  const stems = new Map<Quote, Set<string>>();
  const wordsOf = (q: Quote) => stems.get(q) ?? stems.set(q, stemmedWords(q.text)).get(q) ?? new Set<string>();
  const repeats = (q: Quote) => [...used].some((other) => saidIn(wordsOf(q), wordsOf(other)));
  // The answering part of the best sheet comes whole and first; the other sheets then give
  // their best passage each, as key points.
  const cases = found[0]?.section?.cases ?? {};
  const section = (found[0]?.section?.texts ?? []).map(
    (text): Quote => ({ ...quote(1)(text), inSection: true, ...(cases[text] ? { case: cases[text] } : {}) }),
  );
  const keyPoints: Quote[] = [...section];
  for (const q of section) used.add(q);
  if (section.length > 0) perSource[0] = [];
  const reserved = (q: Quote) => (depth.steps > 0 && q.procedural) || (depth.practical > 0 && q.practical);
  // After an answering part, the other sheets say one thing each: no stitching from looser matches.
  const most = section.length > 0 ? section.length + Math.min(depth.keyPoints, found.length) - 1 : depth.keyPoints;
  for (let round = 0; keyPoints.length < most && perSource.some((qs) => qs.length > round); round++) {
    for (const quotes of perSource) {
      const next = quotes[round];
      if (!next || keyPoints.length >= most || (round > 0 && reserved(next)) || repeats(next)) continue;
      keyPoints.push(next);
      used.add(next);
    }
  }
  const rest = (keep: (q: Quote) => boolean, max: number) => {
    const taken: Quote[] = [];
    for (const q of perSource.flat()) {
      if (taken.length === max) break;
      if (used.has(q) || !keep(q) || repeats(q)) continue;
      taken.push(q);
      used.add(q);
    }
    return taken;
  };
  // The main sheet's remaining passages were set aside for steps and practical details.
  if (section.length > 0) perSource[0] = (found[0]?.texts ?? []).map(quote(1));
  const steps = rest((q) => q.procedural, depth.steps);
  const practical = rest((q) => q.practical, depth.practical);
  return { keyPoints, steps, practical };
}

const quoted = (q: Quote) => `${inline(q.text)} [${q.cite}]`;

/** Shares of the budget the key points may take when steps or practical details follow, then the steps. */
const KEY_POINTS_SHARE = 0.55;
const STEPS_SHARE = 0.65;

/**
 * The quotations kept within `budget` characters: key points first (the first always), then
 * steps, then practical details, each part leaving room for the next; what a part leaves unused
 * goes to the next.
 */
function withinBudget(parts: { keyPoints: Quote[]; steps: Quote[]; practical: Quote[] }, budget: number) {
  let left = budget;
  const keep = (quotes: Quote[], share: number, always = 0) => {
    let room = left * share;
    const kept = quotes.filter((q, i) => {
      if (i >= always && q.text.length > room) return false;
      room -= q.text.length;
      left -= q.text.length;
      return true;
    });
    return kept;
  };
  const more = (quotes: Quote[]) => quotes.length > 0;
  const keyPoints = keep(parts.keyPoints, more(parts.steps) || more(parts.practical) ? KEY_POINTS_SHARE : 1, 1);
  const steps = keep(parts.steps, more(parts.practical) ? STEPS_SHARE : 1);
  return { keyPoints, steps, practical: keep(parts.practical, 1) };
}

/** What composes the embedded engine's answer: this file's, or overview.ts's for a broad question. */
export type ComposeAnswer = typeof composeAnswer;

/** `found` must not be empty: an answer without sources is the frame's "not found" text. */
/** `lawyers`: the directory address the closing reminder links to. */
export function composeAnswer(
  retrieved: RetrievedPassage[],
  depth: Depth,
  frame: Frame,
  now: Date,
  lawyers: string,
): { text: string; sources: AnswerSource[] } {
  // A source past the key points' number is quoted nowhere: it is named as further reading
  // (Instant: 3 key points, 5 sheets; docs/RETRIEVAL.md "Measurement").
  const found = distinct(retrieved).slice(0, depth.sources);
  const arranged = arrange(found, depth);
  // The answer stays short enough to read as it streams: quotations past the budget are left
  // out, the least relevant first (practical details, then steps, then other sheets' points).
  const { keyPoints, steps, practical } = withinBudget(arranged, depth.quoteChars);
  // Sheets left unquoted are still named, after the others, as further reading.
  const quotedSources = [...new Set([...keyPoints, ...steps, ...practical].map((q) => q.cite))].sort((a, b) => a - b);
  const unquoted = found.map((_, i) => i + 1).filter((n) => !quotedSources.includes(n));
  const renumber = new Map([...quotedSources, ...unquoted].map((old, i) => [old, i + 1]));
  for (const q of [...keyPoints, ...steps, ...practical]) q.cite = renumber.get(q.cite) ?? q.cite;
  const sources = [...quotedSources, ...unquoted].flatMap((old) =>
    found[old - 1] ? [found[old - 1]?.source as AnswerSource] : [],
  );
  const further = unquoted.map(
    (old, i) => `**${inline(found[old - 1]?.source.title ?? '')}** [${quotedSources.length + i + 1}]`,
  );
  const named = sources.slice(0, LEAD_TITLES).map((s, i) => `**${inline(s.title)}** [${i + 1}]`);
  const answering = found[0]?.section;
  // An answering part opens the answer itself; otherwise the lead names the sheets quoted.
  const blocks = [
    answering
      ? frame.section(inline(answering.title), named[0] ?? '')
      : frame.lead(named, sources.length - named.length),
  ];
  const part = (heading: string, lines: string[]) => {
    if (lines.length === 0) return;
    blocks.push(...(depth.headings ? [`## ${heading}`] : []), lines.join('\n'));
  };
  const keyPoint = (q: Quote) => {
    if (q.inSection) return `- ${withCaseName(inline(q.text), q.case && inline(q.case))}`;
    // After an answering part, another sheet is named where it is quoted.
    return answering ? `- **${inline(sources[q.cite - 1]?.title ?? '')}** : ${quoted(q)}` : `- ${quoted(q)}`;
  };
  part(frame.headings.keyPoints, keyPoints.map(keyPoint));
  part(
    depth.numberedSteps ? frame.headings.stepByStep : frame.headings.steps,
    steps.map((q, i) => (depth.numberedSteps ? `${i + 1}. ${quoted(q)}` : `- ${quoted(q)}`)),
  );
  part(
    frame.headings.practical,
    practical.map((q) => `- ${quoted(q)}`),
  );
  if (further.length > 0) blocks.push(frame.seeAlso(further));
  blocks.push(datedLine(sources, frame, now), frame.reminder(lawyers));
  return { text: blocks.join('\n\n'), sources };
}
