/**
 * A fresh thread's first answers cost more CPU than later ones while V8 still compiles its code
 * (docs/PERFORMANCE.md "Warming up"): questions made of the library's own titles are answered and
 * thrown away once the index is built, before the first users ask theirs.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type LibraryAnswerer, libraryAnswerer } from '../ai/answer-engine.ts';
import type { Retriever } from '../ai/retriever.ts';
import type { ThinkMode } from '../../shared/events.ts';

export interface WarmUpQuestion {
  question: string;
  language: 'fr' | 'en';
}

/** A word typed fast: its last letter but one left out ("procedure" → "procedue"), as phones often do. */
const mistyped = (text: string) => text.replace(/\p{L}{7,}/gu, (word) => `${word.slice(0, -2)}${word.slice(-1)}`);

/**
 * The phrasings the titles are asked in: as typed on a phone, as people speak, in English, typed
 * fast with slips, and told as a story with figures and a negation. Each path of the ranking a
 * real question takes (a translation, a corrected or unknown word, a negated verb, an amount) is
 * taken here first: a path first met by a user's question sent the optimised code back to the
 * interpreter and had it compiled again (docs/PERFORMANCE.md "Deoptimisations after the warm-up").
 */
const PHRASINGS: readonly ((title: string) => WarmUpQuestion)[] = [
  (title) => ({ question: `${title.toLowerCase()} ?`, language: 'fr' }),
  (title) => ({
    question: `Bonjour, je voudrais savoir comment ça se passe pour ${title.toLowerCase()}. Merci`,
    language: 'fr',
  }),
  (title) => ({ question: `Que faire ? ${title}`, language: 'fr' }),
  (title) => ({
    question: `Hello, I live in France and I need help: what are my rights about ${title.toLowerCase()}? Thanks`,
    language: 'en',
  }),
  (title) => ({ question: `svp c urgent pr ${mistyped(title.toLowerCase())} jsp quoi faire`, language: 'fr' }),
  (title) => ({
    question: `Ça fait 3 mois que j'attends, on ne m'a pas payé les 500 € et personne ne répond. ${title} : j'ai le droit ?`,
    language: 'fr',
  }),
];

/** Instant is what most questions are asked in; the others run the longer compositions. */
const MODES: readonly ThinkMode[] = ['instant', 'instant', 'think', 'instant', 'deepThink'];

/** `count` questions over titles spread across the library, none the same. */
export function warmUpQuestions(titles: readonly string[], count: number): WarmUpQuestion[] {
  if (titles.length === 0) return [];
  const n = Math.min(count, titles.length);
  const step = titles.length / n;
  return Array.from({ length: n }, (_, i) => {
    const title = titles[Math.floor(i * step)] as string;
    return (PHRASINGS[i % PHRASINGS.length] as (t: string) => WarmUpQuestion)(title);
  });
}

export interface WarmUpResult {
  answered: number;
  ms: number;
}

/**
 * Answers `questions` one after another until `budgetMs` is spent or `signal` aborts, letting
 * the calls arriving meanwhile through between two. Pass an answerer with caches of its own: the
 * questions must leave no trace the users' answers read.
 */
export async function warmUp(
  answer: LibraryAnswerer,
  questions: readonly WarmUpQuestion[],
  { budgetMs, signal }: { budgetMs: number; signal?: AbortSignal },
): Promise<WarmUpResult> {
  const started = performance.now();
  let answered = 0;
  for (const [i, { question, language }] of questions.entries()) {
    if (signal?.aborted || performance.now() - started >= budgetMs) break;
    await answer({ question, language, thinkMode: MODES[i % MODES.length] as ThinkMode });
    answered++;
    // An answer from sheets already analysed reads nothing: without a turn of the event loop
    // here, the users' questions arriving meanwhile would wait for the whole warm-up.
    await nextTurn();
  }
  return { answered, ms: Math.round(performance.now() - started) };
}

/**
 * The library's own answers, through `retriever`, to `count` questions of these sheets' titles.
 * Give it a retriever with caches of its own: nothing of the warm-up is kept for the users.
 */
export function warmUpOn(
  sheets: readonly { title: string }[],
  retriever: Retriever,
  { count, budgetMs }: { count: number; budgetMs: number },
): Promise<WarmUpResult> {
  const questions = warmUpQuestions(
    sheets.map((sheet) => sheet.title),
    count,
  );
  return warmUp(libraryAnswerer(retriever), questions, { budgetMs });
}
