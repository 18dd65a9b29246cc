/**
 * How a folded French word sounds, roughly (docs/RETRIEVAL.md "Spelling"): words written
 * differently but said alike get the same key, as in the French Soundex and Phonex keys spelling
 * checkers use. People who type as they speak write « pention » for pension, « salere » for
 * salaire, « aksident » for accident, « kosion » for caution: one edit away there is often a more
 * frequent word that sounds otherwise (« mention », « aident »), several edits away the one meant.
 * Rules of general French spelling only, applied in order on a folded word (a–z).
 */

/** Spellings of one sound, longest first where one holds another; applied left to right. */
const SPELLINGS: [RegExp, string][] = [
  [/[^a-z]/g, ''],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/sch/g, 'ch'],
  [/ch/g, 'S'],
  [/q(?:u)?/g, 'k'],
  [/ck/g, 'k'],
  // A t before -ion sounds as s (« pension », « caution »), after any letter but s and x (« question »).
  [/([^sx])tion/g, '$1sion'],
  [/cc(?=[eiy])/g, 'ks'],
  [/sc(?=[eiy])/g, 's'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/gu(?=[eiy])/g, 'g'],
  [/ge(?=[aou])/g, 'j'],
  [/g(?=[eiy])/g, 'j'],
  [/x$/, ''],
  [/x/g, 'ks'],
  [/z/g, 's'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/h/g, ''],
  [/eau/g, 'o'],
  [/au/g, 'o'],
  [/[ae]i(?=[^lnm]|$)/g, 'e'],
  // Nasal vowels, before a consonant or at the end: an, en, am, em; in, ain, ein, un; on, om.
  [/[ae][nm](?=[^aeiouynm]|$)/g, 'A'],
  [/(?:[ae]?i|u)[nm](?=[^aeiouynm]|$)/g, 'I'],
  [/o[nm](?=[^aeiouynm]|$)/g, 'O'],
  // A doubled letter is said once.
  [/([a-z])\1+/g, '$1'],
  // Endings not said: final s, t, d or x, then a final e, then those before it (« depôts »,
  // « contrat », « avocate », « salaires »).
  [/[stdx]+$/, ''],
  [/e$/, ''],
  [/[stdx]+$/, ''],
  [/e[rz]$/, 'e'],
];

/** The key of a folded word: two words sharing it are said alike. */
export function soundsLike(word: string): string {
  let key = word;
  for (const [pattern, replacement] of SPELLINGS) key = key.replace(pattern, replacement);
  return key;
}
