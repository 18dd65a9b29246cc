/**
 * A conjugated French verb read as its infinitive (docs/RETRIEVAL.md "Spelling"): "ils gardent"
 * is garder, "nous vivons" vivre, "ils disent" dire. The stemmer the index shares with PostgreSQL
 * leaves such forms as they are ("gardent" stays "gardent" while "garder" is "gard"), so a
 * question's verbs missed the sheets using them. The endings are the conjugation rules of
 * Debian's French Hunspell dictionary (scripts/build-french-endings.mjs); an infinitive they give
 * counts only if it is a French word (french-words.ts).
 */
import data from './lexicon/fr-endings.json' with { type: 'json' };
import { isFrenchWord } from './french-words.ts';

interface Ending {
  /** What the infinitive loses ("er"). */
  strip: string;
  /** How the infinitive must end for the rule to apply. */
  condition: RegExp;
}

let byAdded: Map<string, Ending[]> | undefined;
let longest = 0;

function endings(): Map<string, Ending[]> {
  if (!byAdded) {
    byAdded = new Map();
    for (const [added = '', strip = '', condition = ''] of (data as { rules: string[][] }).rules) {
      const list = byAdded.get(added) ?? [];
      list.push({ strip, condition: new RegExp(`${condition}$`) });
      byAdded.set(added, list);
      longest = Math.max(longest, added.length);
    }
  }
  return byAdded;
}

/**
 * The infinitives a folded word may be a form of, French words only, each once. The stem left
 * may be a single letter: the irregular verbs' rules hold the whole infinitive as their
 * condition ("vivons" is v + ivons of vivre).
 */
export function infinitivesOf(folded: string): string[] {
  const rules = endings();
  const found = new Set<string>();
  for (let length = 0; length <= Math.min(longest, folded.length - 1); length++) {
    const base = folded.slice(0, folded.length - length);
    for (const { strip, condition } of rules.get(folded.slice(folded.length - length)) ?? []) {
      const infinitive = base + strip;
      if (infinitive !== folded && condition.test(infinitive) && isFrenchWord(infinitive)) found.add(infinitive);
    }
  }
  return [...found];
}
