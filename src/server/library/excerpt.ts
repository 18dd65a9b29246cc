/**
 * Search excerpts, built in JavaScript from the query's lexemes: up to two passages of the
 * text around the words whose `jurisia_fr` lexeme (french-stem.ts) is one of the query's,
 * those words in <mark>. `ts_headline` did the same in the database, but re-parsed 4,000
 * characters of every result on each search: most of a search's time. The result is
 * HTML-escaped text in which only <mark> is markup.
 */
import { termOf } from '../retrieval/text.ts';
import { foldWord } from './french-stem.ts';

/** About 30 words around a match, the match early in it. */
const BEFORE = 60;
const AFTER = 160;
const MAX_PASSAGES = 2;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/\s+/g, ' ').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The lexemes of a tsquery's text form: `'loyer' & 'impay' | 'bail'`. */
export function queryLexemes(tsquery: string): string[] {
  return [...new Set([...tsquery.matchAll(/'((?:[^']|'')+)'/g)].map((m) => (m[1] ?? '').replaceAll("''", "'")))];
}

/** Every character that folds to each letter, for a regex class: 'e' → 'eéèêëEÉÈÊË…'. */
const VARIANTS = new Map<string, string>();
for (let code = 0x41; code <= 0x17f; code++) {
  const char = String.fromCharCode(code);
  const folded = foldWord(char);
  if (/^[a-z]$/.test(folded)) VARIANTS.set(folded, (VARIANTS.get(folded) ?? '') + char);
}
const charClass = (c: string) => `[${VARIANTS.get(c) ?? c.replace(/[\\\]^-]/g, '\\$&')}]`;

/** A lexeme's first letters as a regex matching them in any case, accented or not, œ and æ too. */
function startPattern(lexeme: string): string {
  const letters = [...lexeme.slice(0, 3)].map((c, i) =>
    i === 2 && c === 'i' ? `(?:${charClass('i')}|${charClass('y')})` : charClass(c),
  );
  return letters
    .join('')
    .replace(`${charClass('o')}${charClass('e')}`, `(?:$&|[œŒ])`)
    .replace(`${charClass('a')}${charClass('e')}`, `(?:$&|[æÆ])`);
}

/**
 * Words that may stem to one of the lexemes. The stemmer only rewrites a word's ending, and
 * keeps at least its first three letters, except that a final y becomes i ("payer" → "pai"):
 * only words starting like a lexeme are stemmed.
 */
function candidates(lexemes: string[]): RegExp {
  const starts = [...new Set(lexemes.map(startPattern))];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${starts.join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** As the search index writes it (retrieval/text.ts), so what the ranking matched is what is marked. */
function lexemeOf(word: string): string {
  const folded = foldWord(word);
  return /\p{N}/u.test(folded) ? word.toLowerCase() : termOf(folded);
}

/** One page's texts repeat the same words: each is stemmed once per search. */
function memoized(lexeme: (word: string) => string): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let out = known.get(word);
    if (out === undefined) {
      out = lexeme(word);
      known.set(word, out);
    }
    return out;
  };
}

interface Hit {
  start: number;
  end: number;
  lexeme: string;
}

function findHits(text: string, wanted: Set<string>, words: RegExp, lexemeOf: (word: string) => string): Hit[] {
  const hits: Hit[] = [];
  for (const m of text.matchAll(words)) {
    const lexeme = lexemeOf(m[0]);
    if (wanted.has(lexeme)) hits.push({ start: m.index, end: m.index + m[0].length, lexeme });
  }
  return hits;
}

/** The window around `hits[i]`, scored by distinct lexemes, then matches, then earliness. */
function passageAround(hits: Hit[], i: number) {
  const from = Math.max(0, (hits[i]?.start ?? 0) - BEFORE);
  const to = from + BEFORE + AFTER;
  const inside = hits.filter((h) => h.start >= from && h.end <= to);
  return { from, to, inside, score: new Set(inside.map((h) => h.lexeme)).size * 1000 + inside.length };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const inWord = (text: string, i: number) => WORD_CHAR.test(text[i] ?? '');

/** Start and end moved inwards to whole words. */
function wholeWords(text: string, from: number, to: number): [number, number] {
  let start = from;
  if (inWord(text, start - 1)) while (inWord(text, start)) start++;
  let end = Math.min(to, text.length);
  if (inWord(text, end)) while (end > start && inWord(text, end - 1)) end--;
  return [start, end];
}

function passageHtml(text: string, from: number, to: number, hits: Hit[]): string {
  const [start, end] = wholeWords(text, from, to);
  let html = '';
  let at = start;
  for (const h of hits) {
    if (h.start < start || h.end > end) continue;
    html += `${escapeHtml(text.slice(at, h.start))}<mark>${escapeHtml(text.slice(h.start, h.end))}</mark>`;
    at = h.end;
  }
  return (html + escapeHtml(text.slice(at, end))).trim();
}

/** Builds the HTML excerpt of a text for the query's lexemes; the text's start when nothing matches. */
export function excerpter(lexemes: string[]): (text: string) => string {
  const wanted = new Set(lexemes);
  const words = lexemes.length > 0 ? candidates(lexemes) : null;
  const lexemeOfWord = memoized(lexemeOf);
  return (text) => {
    const hits = words ? findHits(text, wanted, words, lexemeOfWord) : [];
    if (hits.length === 0) return passageHtml(text, 0, BEFORE + AFTER, []);
    const passages = hits.map((_, i) => passageAround(hits, i)).sort((a, b) => b.score - a.score || a.from - b.from);
    const chosen: typeof passages = [];
    for (const p of passages) {
      if (chosen.length === MAX_PASSAGES) break;
      if (chosen.every((c) => p.to <= c.from || p.from >= c.to)) chosen.push(p);
    }
    chosen.sort((a, b) => a.from - b.from);
    return chosen.map((p) => passageHtml(text, p.from, p.to, hits)).join(' … ');
  };
}
