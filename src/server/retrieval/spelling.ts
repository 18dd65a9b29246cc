/**
 * Spelling tolerance for questions typed on a phone (docs/RETRIEVAL.md "Spelling"): a word the
 * library never uses is read as the library word it most likely stands for: the most used word
 * said alike (sounds-like.ts: "pention" → pension, "kosion" → caution), else a word it starts
 * ("proprio" → propriétaire, "appart" → appartement) or the most frequent word one edit
 * away (two for words of nine letters or more: "licenciment"). A real French word is never
 * corrected (`isWord`). Edits are looked up through the words
 * with one letter deleted (the symmetric-delete method), so nothing scans the vocabulary.
 */
import { soundsLike } from './sounds-like.ts';

export interface Speller {
  /** The library word a folded word stands for; the word itself when the library uses it; null when nothing is close. */
  correct(word: string): string | null;
  /** The library's words (of MIN_LENGTH letters or more, in MIN_DF sheets) that start with `prefix`. */
  startingWith(prefix: string): string[];
}

/** Shorter words are too ambiguous to correct ("g", "ca", "svp" are no typos). */
const MIN_LENGTH = 4;
/** A word of the library appearing in fewer documents is itself likely a typo or a name. */
const MIN_DF = 2;
const MIN_PREFIX = 5;
/** Shorter sounds are shared by too many words to tell one. */
const MIN_SOUND = 3;
/** Letters a word said alike may have more or fewer. */
const MAX_SOUND_LENGTHS = 2;
/**
 * Letters a clipping drops at least ("appart" for appartement, "proprio" for propriétaire): a word
 * one or two letters short of a library word is another word (« bagnole », not « Bagnolet »).
 */
const MIN_CUT = 3;

function deletes(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance (transpositions count as one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * `frequency`: each folded word of the library with the number of documents using it.
 * `isWord`: whether a folded word is a real word of the language, which is then never corrected
 * (the library may simply not use it: "papa", "mourir", "copine").
 */
export function createSpeller(
  frequency: ReadonlyMap<string, number>,
  isWord: (folded: string) => boolean = () => false,
  /** `soundsAlike` false: edits alone, as before the key (bench:spelling's baseline). */
  { soundsAlike = true }: { soundsAlike?: boolean } = {},
): Speller {
  const byDelete = new Map<string, string[]>();
  const sorted: string[] = [];
  // The most used word of each sound (sounds-like.ts).
  const bySound = new Map<string, string>();
  for (const [word, df] of frequency) {
    if (df < MIN_DF || word.length < MIN_LENGTH || /\d/.test(word)) continue;
    sorted.push(word);
    const sound = soundsLike(word);
    const said = bySound.get(sound);
    if (said === undefined || (frequency.get(said) ?? 0) < df) bySound.set(sound, word);
    for (const key of [word, ...deletes(word)]) {
      const list = byDelete.get(key);
      if (list) list.push(word);
      else byDelete.set(key, [word]);
    }
  }
  sorted.sort();
  const df = (w: string) => frequency.get(w) ?? 0;

  /**
   * Spoken truncations often end on an -o of their own ("proprio" for propriétaire, "dico",
   * "apéro"): it is dropped if nothing starts with the whole. Only that letter: "boulot" is no
   * truncation of "Boulogne".
   */
  const completion = (word: string): string | null =>
    startingWith(word) ?? (word.length > MIN_PREFIX && word.endsWith('o') ? startingWith(word.slice(0, -1)) : null);

  function allStartingWith(prefix: string): string[] {
    // Binary search for the first word starting with `prefix`.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] ?? '').startsWith(prefix); i++) out.push(sorted[i] ?? '');
    return out;
  }

  function startingWith(word: string): string | null {
    if (word.length < MIN_PREFIX) return null;
    let best: string | null = null;
    for (const candidate of allStartingWith(word))
      if (candidate.length >= word.length + MIN_CUT && (best === null || df(candidate) > df(best))) best = candidate;
    return best;
  }

  function nearest(word: string): string | null {
    const max = word.length >= 8 ? 2 : 1;
    const keys = new Set([word, ...deletes(word)]);
    if (max === 2) for (const d of deletes(word)) for (const dd of deletes(d)) keys.add(dd);
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const key of keys) {
      for (const candidate of byDelete.get(key) ?? []) {
        const d = editDistance(word, candidate, max);
        if (d < bestDistance || (d === bestDistance && best !== null && df(candidate) > df(best))) {
          best = candidate;
          bestDistance = d;
        }
      }
    }
    return bestDistance <= max ? best : null;
  }

  return {
    correct(word) {
      if (frequency.has(word) || word.length < MIN_LENGTH || /\d/.test(word)) return frequency.has(word) ? word : null;
      // A real word the library does not use is no typo: only a word it shortens ("proprio",
      // itself in the dictionary) is read as that word.
      if (isWord(word)) return completion(word);
      // A word said as a library word is said is that word (« pention »: pension, not « mention »).
      const sound = soundsLike(word);
      const said = soundsAlike && sound.length >= MIN_SOUND ? bySound.get(sound) : undefined;
      // Spellings of one sound differ by a doubled or silent letter or two, not by a syllable
      // (« apart » is « appart », no « apparait »).
      if (said !== undefined && Math.abs(said.length - word.length) <= MAX_SOUND_LENGTHS) return said;
      const near = nearest(word);
      const whole = completion(word);
      // A truncation of a common word ("appart") beats a rarer word one letter away ("apport"),
      // but not the word typed without its last letter (« patro » is « patron », not « patronal »).
      if (near && whole) return near.startsWith(word) || df(whole) <= df(near) ? near : whole;
      return near ?? whole;
    },
    startingWith: allStartingWith,
  };
}
