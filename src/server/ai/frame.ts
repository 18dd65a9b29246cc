/**
 * The words around an answer (lead, headings, jurisdiction and date, reminder, failures) in
 * the user's language. The passages quoted stay in the language of their sheets. French,
 * English, Fon and Yoruba are written (`frames/`); every other locale reads French, the
 * platform's default.
 */
import { en } from './frames/en.ts';
import { fon } from './frames/fon.ts';
import { fr } from './frames/fr.ts';
import { yo } from './frames/yo.ts';
import type { SmallTalk } from './small-talk.ts';

export type FailureCode = 'timeout' | 'cancelled' | 'unavailable' | 'invalid-reply';

export interface Frame {
  /** `cited`: the first titles, already marked up with their citation markers. */
  lead(cited: string[], others: number): string;
  headings: { keyPoints: string; steps: string; stepByStep: string; practical: string };
  /**
   * Opens an answer quoting the part of its first sheet that answers (`cited`: the sheet's title
   * with its marker; `title`: the part's headings, empty for the sheet's opening).
   */
  section(title: string, cited: string): string;
  /**
   * Opens the overview answering a broad question (overview.ts): its sheets follow, each with its
   * summary; the asker is invited to tell their case.
   */
  overview: string;
  /** Names the sheets relied on but not quoted (`cited`: titles with their markers). */
  seeAlso(cited: string[]): string;
  /** 'FR' → 'Droit français'; unknown codes are shown as they are. */
  law(code: string): string;
  /** One sentence: the law the sources describe and their dates (YYYY-MM-DD, oldest first). */
  dated(laws: string[], dates: string[], sheets: number): string;
  stale: string;
  /** `lawyers`: the directory's address, filtered on the question's area of law when known. */
  reminder(lawyers: string): string;
  notFound(lawyers: string): string;
  /**
   * The reply to a message that asks nothing of the law (small-talk.ts): a greeting or a call for
   * help is invited to tell its situation, thanks get a welcome, a question about the assistant
   * is told what it is. The directory is linked at /lawyers.
   */
  smallTalk: Record<SmallTalk, string>;
  /**
   * A question about another country's law, which the library (French law) does not describe:
   * said first and plainly, with the directory (filtered on the city when one was named) and the
   * document templates.
   */
  foreignLaw(code: string, lawyers: string, city?: string): string;
  /**
   * Opens an answer from French sheets to a user living elsewhere whose question names no place:
   * what follows is French law, which may not apply to them.
   */
  otherCountry(code: string, lawyers: string): string;
  /** Closes every answer while the directory it links lists only sample profiles. */
  sampleLawyers: string;
  failures: Record<FailureCode, string>;
}

/** The frames written, by locale; every other locale reads French, the platform's default. */
const FRAMES: Record<string, Frame> = { fr, en, fon, yo };

/** The frame of a locale (en-GB reads English); French for a locale without one. */
export function frameFor(locale: string): Frame {
  return FRAMES[locale.split('-')[0]?.toLowerCase() ?? ''] ?? fr;
}

/** The start of any link to the directory: an answer that has one needs no reminder. */
export const LAWYERS_LINK = '](/lawyers';
