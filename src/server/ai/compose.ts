/**
 * The embedded engine's answer: composed only of the retrieved passages, each quoted with
 * its citation marker, inside the frame of the user's language. Nothing is written that a
 * sheet does not say, so no model is needed and nothing can be invented.
 */
import type { AnswerSource } from '../../realtime/events.ts';
import type { Depth } from './depth.ts';
import type { Frame } from './frame.ts';
import { inline } from './markdown.ts';
import { classify } from './passages.ts';
import type { RetrievedPassage } from './retriever.ts';

interface Quote {
  /** Citation number, from 1. */
  cite: number;
  text: string;
  procedural: boolean;
  practical: boolean;
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
function distinct(retrieved: RetrievedPassage[]): { source: AnswerSource; texts: string[] }[] {
  const seen = new Set<string>();
  return retrieved.flatMap(({ source, passages }) => {
    const texts = [source.excerpt, ...passages.filter((p) => p !== source.excerpt)].filter((text) => !seen.has(text));
    for (const text of texts) seen.add(text);
    return texts.length > 0 ? [{ source, texts }] : [];
  });
}

/**
 * Key points take each document's best passage first, then its next ones in turn (leaving
 * steps and practical details to their own parts); those parts take what is left of their
 * kind, document by document in reading order.
 */
function arrange(found: { texts: string[] }[], depth: Depth) {
  const perSource: Quote[][] = found.map(({ texts }, i) => texts.map((text) => ({ cite: i + 1, text, ...classify(text) })));
  const used = new Set<Quote>();
  const keyPoints: Quote[] = [];
  const reserved = (q: Quote) => (depth.steps > 0 && q.procedural) || (depth.practical > 0 && q.practical);
  for (let round = 0; keyPoints.length < depth.keyPoints && perSource.some((qs) => qs.length > round); round++) {
    for (const quotes of perSource) {
      const quote = quotes[round];
      if (!quote || keyPoints.length >= depth.keyPoints || (round > 0 && reserved(quote))) continue;
      keyPoints.push(quote);
      used.add(quote);
    }
  }
  const rest = (keep: (q: Quote) => boolean, max: number) => {
    const taken = perSource
      .flat()
      .filter((q) => !used.has(q) && keep(q))
      .slice(0, max);
    for (const q of taken) used.add(q);
    return taken;
  };
  const steps = rest((q) => q.procedural, depth.steps);
  const practical = rest((q) => q.practical, depth.practical);
  return { keyPoints, steps, practical };
}

const quoted = (q: Quote) => `${inline(q.text)} [${q.cite}]`;

/** `found` must not be empty: an answer without sources is the frame's "not found" text. */
/** `lawyers`: the directory address the closing reminder links to. */
export function composeAnswer(retrieved: RetrievedPassage[], depth: Depth, frame: Frame, now: Date, lawyers: string): { text: string; sources: AnswerSource[] } {
  // Each source's first passage is a key point, so no more sources than key points: all are cited.
  const found = distinct(retrieved).slice(0, Math.min(depth.sources, depth.keyPoints));
  const sources = found.map((f) => f.source);
  const { keyPoints, steps, practical } = arrange(found, depth);
  const named = sources.slice(0, LEAD_TITLES).map((s, i) => `**${inline(s.title)}** [${i + 1}]`);
  const blocks = [frame.lead(named, sources.length - named.length)];
  const part = (heading: string, lines: string[]) => {
    if (lines.length === 0) return;
    blocks.push(...(depth.headings ? [`## ${heading}`] : []), lines.join('\n'));
  };
  part(frame.headings.keyPoints, keyPoints.map((q) => `- ${quoted(q)}`));
  part(
    depth.numberedSteps ? frame.headings.stepByStep : frame.headings.steps,
    steps.map((q, i) => (depth.numberedSteps ? `${i + 1}. ${quoted(q)}` : `- ${quoted(q)}`)),
  );
  part(frame.headings.practical, practical.map((q) => `- ${quoted(q)}`));
  blocks.push(datedLine(sources, frame, now), frame.reminder(lawyers));
  return { text: blocks.join('\n\n'), sources };
}
