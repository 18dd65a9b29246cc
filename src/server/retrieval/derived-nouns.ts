/**
 * A question's adjective or verb also read as the noun or verb French derives it from
 * (docs/RETRIEVAL.md "Lexical ranking"), where the library's stems keep the two apart: "mon mari est
 * violent" asks about « violences », "j'ai hérité de mon oncle" about an « héritage », "j'ai été
 * licencié" about a « licenciement », "je vends ma voiture" about what « vendre » one's car takes,
 * "je peux le déduire ?" about a « déduction ». Snowball (library/french-stem.ts) reads -ence as -ent
 * only past a word's R2, so the long words share a stem (« négligence », « négligent ») and the short
 * ones do not (« violenc », « violent »); it never strips -age, and strips a participle's or a
 * present's ending otherwise than its infinitive's.
 */
import { type Bm25Index, sheetsInBoth, sheetsWith } from './bm25f.ts';
import { isFrenchWord } from './french-words.ts';
import { termOf } from './text.ts';

/**
 * The share of the sheets using the question's word that must use the noun too: the library
 * speaks of them together when they are one idea (« violent » 0.40, « urgent » 0.53, « absent »
 * 0.50; « hériter » 0.63, « témoigner » 0.50), apart when the noun is another word (« comment »
 * and « commence » 0.04, « agent » and « agence » 0.15, « présent » and « présence » 0.19,
 * « différent » and « différence » 0.00; « passer » and « passage » 0.16, « chômer » and « chômage »
 * 0.22, « avant » and « avantage » 0.10).
 */
export const NOUN_CO_USE = 0.3;

/** A word of the question, as typed (folded) and as the index's term. */
export interface TypedTerm {
  word: string;
  term: number | undefined;
}

/**
 * The noun stems French derives from a word's stem: an adjective in -ent its noun in -ence
 * (« violent » → « violenc »); a word typed with an ending (« hérité », « témoigner »: a noun
 * typed as its stem, « mari », is no verb), its nouns in -age and -ure (« herit » → « heritag »,
 * « blessé » → « blessur »); a participle in -é or a form of a verb in -dre its verb's stem, which
 * the verb's nouns and the library's titles share (« licencié » → « licenci », « vends » →
 * « vendr »); a verb of Latin root its noun in -ion (« déduire » → « deduct »).
 */
export function nounStems(word: string, stem: string): string[] {
  const nouns: string[] = [];
  const verb = infinitiveOf(word);
  const verbStem = verb === undefined ? undefined : termOf(verb);
  if (verbStem !== undefined && verbStem !== stem) nouns.push(verbStem);
  if (stem.length > 4 && stem.endsWith('ent')) nouns.push(`${stem.slice(0, -1)}c`);
  if (stem.length > 3 && word !== stem) nouns.push(`${stem}ag`);
  // Not after an e: « employée » (employe) would be « employeur », the other party.
  if (stem.length > 3 && word !== stem && !stem.endsWith('e')) nouns.push(`${stem}ur`);
  for (const [form, noun] of LEARNED_NOUNS) {
    const root = form.exec(word)?.[1];
    if (root !== undefined) nouns.push(termOf(`${root}${noun}`));
  }
  return nouns;
}

/**
 * Verbs whose noun French took from Latin (« déduire » / « déduction », « inscrire » /
 * « inscription », « interdit » / « interdiction »): their forms (infinitive, participle, present)
 * and the noun's ending. « produit » would be « production » and « dit » nothing: the test of use
 * together leaves the first (0.15), the second has no root.
 */
const LEARNED_NOUNS: readonly (readonly [RegExp, string])[] = [
  [/^(.{2,})u(?:ire|is|it|its|ite|ites|isent|isez|isons)$/, 'uction'],
  [/^(.{2,})cri(?:re|s|t|ts|te|tes|vent|vez|vons)$/, 'cription'],
  [/^(.{2,})di(?:re|s|t|ts|te|tes|sent|sez|sons)$/, 'diction'],
];

/**
 * A form of a verb in -dre or -ttre (« vends », « vendu », « battue », « prend »): its stem
 * (« vend », « vendu ») is another than the infinitive's (« vendr »), which the library's titles
 * say (« Vendre ou donner son véhicule »). Other endings are left: « met » would be « mètre », « cent »
 * « centre ».
 */
const DRE_FORM = /^(.{2,}(?:d|tt))(?:s|u|ue|us|ues|ent|ons|ez|ais|ait|aient|ant)?$/;

/**
 * The infinitive of a participle in -é (folded: « licencie », « agressee », « decedees ») when it is
 * a French word: Snowball strips a participle's ending otherwise than its verb's, so its stem
 * (« licenc », the library's « licence »; « agresse ») is another than the verb's, which its nouns
 * share (« licenci »: « licenciement »; « agress »: « agression »). Not for a verb in -yer, whose
 * infinitive is a term of its own (text.ts termOf: « payer »), not its nouns' (« paiement »: pai):
 * « payé » read as « payer » moved the questions of those who paid (docs/RETRIEVAL.md "Lexical
 * ranking"). Else the infinitive of a form of a verb in -dre or -ttre (DRE_FORM).
 */
function infinitiveOf(word: string): string | undefined {
  const base = /^(.{3,}?[^y])e{1,2}s?$/.exec(word)?.[1];
  if (base !== undefined && isFrenchWord(`${base}er`)) return `${base}er`;
  const root = DRE_FORM.exec(word)?.[1];
  return root !== undefined && isFrenchWord(`${root}re`) ? `${root}re` : undefined;
}

/** The share of the sheets using `term` that use `noun` too. */
function coUse(index: Bm25Index, term: number, noun: number): number {
  const withTerm = sheetsWith(index, term);
  return withTerm.size === 0 ? 0 : sheetsInBoth(withTerm, sheetsWith(index, noun)) / withTerm.size;
}

/** Adds to `query` the nouns derived from the question's `words`, each weighing `weightOf(noun)`. */
export function addDerivedNouns(
  index: Bm25Index,
  query: Map<number, number>,
  words: readonly TypedTerm[],
  weightOf: (term: number) => number,
): void {
  for (const { word, term } of words) {
    if (term === undefined) continue;
    for (const stem of nounStems(word, index.names[term] ?? '')) {
      const noun = index.terms.get(stem);
      if (noun === undefined || query.has(noun) || coUse(index, term, noun) < NOUN_CO_USE) continue;
      query.set(noun, weightOf(noun));
    }
  }
}
