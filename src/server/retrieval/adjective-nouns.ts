/**
 * An adjective in -ent also read as its noun in -ence (docs/RETRIEVAL.md "Lexical ranking"): "mon
 * mari est violent" asks about « violences », "mon salarié est absent" about an « absence ».
 * Snowball (library/french-stem.ts) reads -ence as -ent only past a word's R2, so the long words
 * share a stem (« négligence », « négligent ») and the short ones do not (« violenc », « violent »).
 */
import { type Bm25Index, sheetsWith } from './bm25f.ts';

/**
 * The share of the sheets using the adjective that must use the noun too: the library speaks of
 * them together when they are one idea (« violent » 0.40, « urgent » 0.53, « absent » 0.50), apart
 * when the -ence word is another (« comment » and « commence » 0.04, « agent » and « agence » 0.15,
 * « présent » and « présence » 0.19, « différent » and « différence » 0.00).
 */
export const NOUN_CO_USE = 0.3;

/** The noun's stem for an adjective's (« violent » → « violenc »), or undefined for a stem not in -ent. */
export function nounStem(adjective: string): string | undefined {
  return adjective.length > 4 && adjective.endsWith('ent') ? `${adjective.slice(0, -1)}c` : undefined;
}

function coUse(index: Bm25Index, adjective: number, noun: number): number {
  const withAdjective = sheetsWith(index, adjective);
  if (withAdjective.size === 0) return 0;
  const withNoun = sheetsWith(index, noun);
  let both = 0;
  for (const doc of withAdjective) if (withNoun.has(doc)) both++;
  return both / withAdjective.size;
}

/** Adds to `query` the nouns of the `asked` terms that are such adjectives, each weighing `weightOf(noun)`. */
export function addAdjectiveNouns(
  index: Bm25Index,
  query: Map<number, number>,
  asked: readonly number[],
  weightOf: (term: number) => number,
): void {
  for (const adjective of asked) {
    const stem = nounStem(index.names[adjective] ?? '');
    const noun = stem === undefined ? undefined : index.terms.get(stem);
    if (noun === undefined || coUse(index, adjective, noun) < NOUN_CO_USE) continue;
    query.set(noun, Math.max(query.get(noun) ?? 0, weightOf(noun)));
  }
}
