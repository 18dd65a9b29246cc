/** How wide each think mode searches and how much its answer says (SPEC-COVERAGE §4 think modes). */
import type { ThinkMode } from '../../shared/events.ts';

export interface Depth {
  /** Documents cited at most. */
  sources: number;
  /** Passages taken from each document, and passages on what to do or what it costs added. */
  passagesPerSource: number;
  detailsPerSource: number;
  /** Bullet points of the "key points" part. */
  keyPoints: number;
  /** Steps to take (0: none); numbered when `numberedSteps`. */
  steps: number;
  numberedSteps: boolean;
  /** Sentences on costs, deadlines and offices, in a part of their own (0: none). */
  practical: number;
  /** Parts under `## ` headings rather than one list. */
  headings: boolean;
  /**
   * Characters of the best sheet's answering sections quoted first: the answer stays short
   * enough to read as it streams (about 1,400 characters in all in Instant, 3,200 in Deep Think;
   * docs/RETRIEVAL.md "Answers from sections").
   */
  sectionChars: number;
  /**
   * The best sheet's passages quoted by their sentences that say something of the question, so
   * that Instant's few characters hold more of what was asked (docs/RETRIEVAL.md "Answers from
   * sections"); the longer modes keep each passage whole, its context with it.
   */
  tellingSentences: boolean;
  /** Characters of quotations in all, past which the least relevant are left out. */
  quoteChars: number;
}

export const DEPTHS: Record<ThinkMode, Depth> = {
  instant: {
    // The right sheet is first for fewer than half the questions: the fifth named gives it one
    // more chance to be at hand, for a title's length (docs/RETRIEVAL.md "Measurement").
    sources: 5,
    passagesPerSource: 2,
    detailsPerSource: 0,
    keyPoints: 3,
    steps: 0,
    numberedSteps: false,
    practical: 0,
    headings: false,
    sectionChars: 850,
    tellingSentences: true,
    quoteChars: 950,
  },
  think: {
    sources: 5,
    passagesPerSource: 3,
    detailsPerSource: 2,
    keyPoints: 5,
    steps: 4,
    numberedSteps: false,
    practical: 0,
    headings: true,
    sectionChars: 1100,
    tellingSentences: false,
    quoteChars: 1700,
  },
  deepThink: {
    sources: 8,
    passagesPerSource: 4,
    detailsPerSource: 4,
    keyPoints: 8,
    steps: 7,
    numberedSteps: true,
    practical: 5,
    headings: true,
    sectionChars: 1700,
    tellingSentences: false,
    quoteChars: 2600,
  },
};
