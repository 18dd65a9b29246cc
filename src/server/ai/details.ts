/**
 * The steps and costs part of an answer from the best sheet (docs/RETRIEVAL.md "Answers from
 * sections"): its passages saying what to do or what it costs, beyond those the answering part
 * quoted.
 */
import { type AnalysedPassages, sharedCount } from './passage-cache.ts';
import { type Passage, pointsBack, saidIn } from './passages.ts';

/** Passages saying what to do or what it costs, beyond those already quoted, the most on the question first. */
export function details(
  document: AnalysedPassages,
  quoted: ReadonlySet<Passage>,
  lexemes: ReadonlySet<string>,
  count: number,
): Passage[] {
  const words = new Map(document.passages.map((p, i) => [p, document.words[i] ?? new Set<string>()]));
  const ranked = document.passages
    .map((p) => ({ p, shared: sharedCount(words.get(p) ?? new Set(), lexemes) }))
    .filter(({ p }) => !quoted.has(p) && (p.procedural || p.practical) && !pointsBack(p.text))
    .sort((a, b) => b.shared - a.shared || a.p.position - b.p.position);
  // A sheet's cases repeat their rules: a passage another one already quoted or picked says is left out.
  const said = [...quoted].map((p) => words.get(p) ?? new Set<string>());
  const picked: Passage[] = [];
  for (const { p } of ranked) {
    if (picked.length === count) break;
    const own = words.get(p) ?? new Set<string>();
    if (said.some((other) => saidIn(own, other))) continue;
    picked.push(p);
    said.push(own);
  }
  return picked.sort((a, b) => a.position - b.position);
}
