/**
 * The things the library warns its readers not to confuse (docs/RETRIEVAL.md "Words people
 * confuse"): « il ne faut pas confondre caution (personne ou organisme) et dépôt de garantie
 * (somme d'argent) ». A question naming one may well mean the other — "mon propriétaire garde ma
 * caution" is about the deposit — so it searches both. Learnt from the sheets' own warnings,
 * nothing written per question.
 */
import type { Bm25Index } from './bm25f.ts';
import { foldText, termsOf } from './text.ts';

/** Two things confused, each as its terms (at most MAX_TERMS content words). */
export type Confusion = readonly [readonly string[], readonly string[]];

const MAX_TERMS = 4;

/** An article or a partitive before a noun phrase. */
const DETERMINER = "(?:l'|le |la |les |un |une |des |d')?";
/** A noun phrase: up to 60 characters, ending before a parenthesis, a punctuation mark or a relative clause. */
const PHRASE = "([a-z][a-z' -]{1,59}?)";
const WARNING = new RegExp(
  `ne (?:faut |doit )?pas (?:etre )?confondre ${DETERMINER}${PHRASE} (?:\\([^)]*\\) )?(?:et|avec) ${DETERMINER}${PHRASE}(?= \\(|[.,;:!?]| qui | dont | ou | car |$)`,
  'g',
);

/** The pairs of things the texts warn not to confuse, each pair once. */
export function mineConfusions(texts: Iterable<string>): Confusion[] {
  const found = new Map<string, Confusion>();
  for (const text of texts) {
    if (!text.includes('confondre')) continue;
    for (const [, a = '', b = ''] of foldText(text).matchAll(WARNING)) {
      const one = termsOf(a);
      const other = termsOf(b);
      if (one.length === 0 || other.length === 0 || one.length > MAX_TERMS || other.length > MAX_TERMS) continue;
      const key = [one.join(' '), other.join(' ')].sort().join(' | ');
      if (!found.has(key)) found.set(key, [one, other]);
    }
  }
  return [...found.values()];
}

/**
 * For the terms a question names, the things it names in full that the sheets warn are confused
 * with another it does not name ("caution" → dépôt, garantie), each with that other's terms; a
 * name longer than the other is taken as said (docs/RETRIEVAL.md "Words people confuse").
 */
export function confusedWith(
  confusions: readonly Confusion[],
  named: ReadonlySet<string>,
): { asked: readonly string[]; meant: readonly string[] }[] {
  const has = (terms: readonly string[]) => terms.every((t) => named.has(t));
  // A name longer than the other is said by those who know it: « dépôt de garantie » means the
  // deposit, where « caution » may mean either.
  const stretched = (asked: readonly string[], meant: readonly string[]) => asked.length <= meant.length;
  return confusions.flatMap(([one, other]) => [
    ...(has(one) && !has(other) && stretched(one, other) ? [{ asked: one, meant: other }] : []),
    ...(has(other) && !has(one) && stretched(other, one) ? [{ asked: other, meant: one }] : []),
  ]);
}

/**
 * What a thing the sheets warn not to confuse with another weighs in a question naming the
 * other: "mon propriétaire garde ma caution" also searches "dépôt de garantie", as much as the
 * word named, a lay question meaning either as often. The dev set asks little about what they
 * warn about: not chosen on it (docs/RETRIEVAL.md "Words people confuse").
 */
export const CONFUSED_WEIGHT = 1;

/**
 * Adds to `query` the terms of the things confused with those it names; returns each one's terms
 * side by side, for term proximity: the meant thing is a name of its own (« dépôt de garantie »),
 * as a compound the question said.
 */
export function addConfused(
  index: Bm25Index,
  confusions: readonly Confusion[],
  query: Map<number, number>,
  share = CONFUSED_WEIGHT,
): [number, number][] {
  if (share <= 0 || confusions.length === 0) return [];
  const terms = new Map([...query.keys()].map((term) => [index.names[term] ?? '', term]));
  const weightOf = (name: string) => query.get(terms.get(name) ?? -1) ?? 0;
  const compounds: [number, number][] = [];
  for (const { asked, meant } of confusedWith(confusions, new Set(terms.keys()))) {
    const weight = share * Math.min(...asked.map(weightOf));
    const ids = meant.map((name) => index.terms.get(name));
    for (const term of ids) if (term !== undefined) query.set(term, Math.max(query.get(term) ?? 0, weight));
    ids.slice(1).forEach((term, i) => {
      const before = ids[i];
      if (before !== undefined && term !== undefined) compounds.push([before, term]);
    });
  }
  return compounds;
}
