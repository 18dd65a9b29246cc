/**
 * The embedded engine's answer to a broad question (broad-question.ts): the sheets that deal with
 * its matter, each named with its summary's first sentences, so that the asker sees the cases and
 * picks theirs, instead of one case's rules presented as the answer (docs/RETRIEVAL.md "Broad
 * questions"). Nothing is written that a sheet does not say.
 */
import { type ComposeAnswer, datedLine } from './compose.ts';
import { inline } from './markdown.ts';
import { SENTENCE_END } from './passages.ts';
import type { RetrievedPassage } from './retriever.ts';

/** A summary's first sentence, and the next ones while they fit in `budget` characters. */
export function summaryWithin(summary: string, budget: number): string {
  const [first = '', ...rest] = summary.trim().split(SENTENCE_END);
  let text = first;
  for (const sentence of rest) {
    if (text.length + 1 + sentence.length > budget) break;
    text += ` ${sentence}`;
  }
  return text;
}

/** Every source of `retrieved` is an overview's (retriever.ts `overview`). */
export const isOverview = (retrieved: readonly RetrievedPassage[]) =>
  retrieved.length > 0 && retrieved.every((r) => r.overview);

/** The overview's answer, composed as compose.ts composes the others'. */
export const composeOverview: ComposeAnswer = (retrieved, depth, frame, now, lawyers) => {
  const sources = retrieved.slice(0, depth.sources).map((r) => r.source);
  // The answer's quotations share the mode's budget, so that it stays as short as the others.
  const budget = Math.floor(depth.quoteChars / Math.max(1, sources.length));
  const lines = sources.map((source, i) => {
    const named = `- **${inline(source.title)}** [${i + 1}]`;
    const summary = summaryWithin(source.excerpt, budget);
    return summary ? `${named} : ${inline(summary)}` : named;
  });
  const blocks = [frame.overview, lines.join('\n'), datedLine(sources, frame, now), frame.reminder(lawyers)];
  return { text: blocks.join('\n\n'), sources };
};
