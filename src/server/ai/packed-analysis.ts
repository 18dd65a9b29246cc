/**
 * A sheet's analysis (passage-cache.ts `AnalysedPassages`) in a few kilobytes, so that every
 * sheet's may be kept (docs/PERFORMANCE.md "Every sheet's passages analysed with the index"): its
 * sections' headings, passages and their stems as JSON, deflated (the 3,984 sheets' 39.5 MB of
 * JSON in 11.3 MB). Unpacking one costs about a fifth of analysing its HTML again: the stems are
 * what cost, and they are stored. A heading's bounds (quantities.ts) are read again from it, a
 * bound being Infinity, which JSON cannot hold. The bytes are kept as a one-byte string: in the
 * JavaScript heap, which the collector compacts, where thousands of small buffers left the
 * process about 60 MB larger.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type AnalysedPassages, analysisOf } from './passage-cache.ts';
import type { Passage } from './passages.ts';
import { type Condition, conditionsOf } from './quantities.ts';
import type { AnalysedSection } from './section-choice.ts';

/** A section: its path, kind, heading stems, then each passage's text, position, flags and stems. */
type PackedSection = [
  path: string[],
  kind: AnalysedSection['kind'],
  headingWords: string,
  passages: [text: string, position: number, procedural: 0 | 1, practical: 0 | 1, words: string][],
];

const joined = (words: ReadonlySet<string>) => [...words].join(' ');
/** A stem never holds a space (text.ts `foldedWords` cuts at them): the stems are written space-separated. */
const split = (words: string) => new Set(words === '' ? [] : words.split(' '));

export function packAnalysis(analysis: AnalysedPassages): string {
  const sections: PackedSection[] = analysis.sections.map((section) => [
    section.path,
    section.kind,
    joined(section.headingWords),
    section.passages.map((p, k) => [
      p.text,
      p.position,
      p.procedural ? 1 : 0,
      p.practical ? 1 : 0,
      joined(section.words[k] ?? new Set()),
    ]),
  ]);
  // The fastest level: a tenth of a millisecond a sheet, a third of the size.
  return deflateRawSync(JSON.stringify(sections), { level: 1 }).toString('latin1');
}

/** The analysis `packAnalysis` was given: the same sections, the passages quoted from them the same objects. */
export function unpackAnalysis(packed: string): AnalysedPassages {
  // Sections below one heading share it: its bounds are read once.
  const bounds = new Map<string, Condition[]>();
  const boundsOf = (heading: string) => {
    const found = bounds.get(heading) ?? conditionsOf(heading);
    bounds.set(heading, found);
    return found;
  };
  const sections: AnalysedSection[] = (
    JSON.parse(inflateRawSync(Buffer.from(packed, 'latin1')).toString('utf8')) as PackedSection[]
  ).map(([path, kind, headingWords, passages]) => ({
    path,
    kind,
    passages: passages.map(
      ([text, position, procedural, practical]): Passage => ({
        text,
        position,
        procedural: procedural === 1,
        practical: practical === 1,
      }),
    ),
    headingWords: split(headingWords),
    words: passages.map(([, , , , words]) => split(words)),
    // Read when first asked: only the best sheet's sections are matched against the asker's
    // figures, and reading every heading's bounds was a fifth of an unpacking
    // (docs/PERFORMANCE.md "A deoptimisation at every question, and less garbage").
    get conditions(): Condition[] {
      const conditions = path.flatMap(boundsOf);
      Object.defineProperty(this, 'conditions', { value: conditions });
      return conditions;
    },
  }));
  return analysisOf(sections);
}
