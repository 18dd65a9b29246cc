/**
 * A negated verb read as its negative-prefixed form (docs/RETRIEVAL.md "Lexical ranking"): "ne
 * paie plus le loyer" is a « loyer impayé » (im- + the verb's stem, whose final i is a y in the
 * participle: paie, payé), as far as the library speaks of that form with the question's other
 * words.
 */
import { type Bm25Index, lift, sheetsWith } from './bm25f.ts';
import { termOf } from './text.ts';

/**
 * The negative-prefixed form of a negated verb is a guess: "ne paie plus le loyer" is a « loyer
 * impayé », but "mon employeur ne me paie pas" is no « impayé » of the library's (its unpaid rents
 * and charges), nor "il ne s'occupe pas de l'enfant" an « inoccupé » (an empty dwelling). The form
 * keeps the verb's weight when the library uses it with one of the question's other words this
 * many times more often than it does on the whole (lift: "impayé" and "loyer" 7.4), a share of it
 * below ("employeur" 0.5, "mois" 1.4: 0.36). Chosen on the tuning half of bench/answers (2, 4 and
 * 8 tried): French hit@1 0.44 → 0.46, MRR 0.536 → 0.548 (ranking alone); the test half unchanged.
 */
export const NEGATED_FORM_LIFT = 4;

function formShare(index: Bm25Index, form: number, others: readonly number[]): number {
  if (others.length === 0) return 1;
  const withForm = sheetsWith(index, form);
  return Math.min(1, Math.max(...others.map((t) => lift(index, withForm, t))) / NEGATED_FORM_LIFT);
}

/**
 * Adds to `query` the prefixed forms of `verbs` the library uses, each weighing `weightOf(form)`
 * times its share; `stemsOf` gives the stems a verb's forms are tried on. Returns the verbs whose
 * form keeps its whole weight: the library has a word for that negated act with the question's
 * words ("ne paie plus le loyer": « loyer impayé »).
 */
export function addNegatedForms(
  index: Bm25Index,
  query: Map<number, number>,
  verbs: readonly string[],
  weightOf: (term: number) => number,
  stemsOf: (verb: string) => string | string[],
): Set<string> {
  const carried = new Set<string>();
  const matter = [...query.keys()];
  for (const verb of verbs) {
    const own = index.terms.get(termOf(verb));
    const stems = new Set([stemsOf(verb)].flat());
    const forms = [...stems].flatMap((s) => [
      `im${s}`,
      `in${s}`,
      `im${s.replace(/i$/, 'y')}`,
      `in${s.replace(/i$/, 'y')}`,
    ]);
    for (const prefixed of new Set(forms)) {
      const term = index.terms.get(prefixed);
      if (term === undefined) continue;
      const share = formShare(
        index,
        term,
        matter.filter((t) => t !== own && t !== term),
      );
      if (share >= 1) carried.add(verb);
      const weight = share * weightOf(term);
      if (weight > 0) query.set(term, Math.max(query.get(term) ?? 0, weight));
    }
  }
  return carried;
}
