/**
 * Where the library is ranked (docs/ARCHITECTURE.md "Retrieval thread"): the answers' retriever,
 * the library's own answers, the library search's matches and the index's first build, in this thread, or on a thread of
 * their own (worker-retrieval.ts) so that ranking a question never holds up the requests the
 * event loop serves.
 */
import { type LibraryAnswerer, libraryAnswerer } from '../ai/answer-engine.ts';
import { type Retriever, createLibraryRetriever } from '../ai/retriever.ts';
import type { Db } from '../db/client.ts';
import { type LibraryMatcher, matchesInThread } from '../library/search-matches.ts';
import { libraryIndexFor } from '../retrieval/library-index.ts';
import { createPassageCache } from '../ai/passage-cache.ts';
import { type WarmUpResult, warmUpOn } from './warm-up.ts';

export interface Retrieval {
  retriever: Retriever;
  /** The library's own answer to a question (no model), composed where the index is. */
  answer: LibraryAnswerer;
  matches: LibraryMatcher;
  /** Builds the index ahead of the first question; resolves to the number of sheets. */
  warm(): Promise<number>;
  /** Answers up to `count` questions of the library's titles, within `budgetMs`, and forgets them (warm-up.ts). */
  warmUp(options: { count: number; budgetMs: number }): Promise<WarmUpResult>;
  close(): Promise<void>;
}

export function threadRetrieval(db: Db): Retrieval {
  const retriever = createLibraryRetriever(db);
  return {
    retriever,
    answer: libraryAnswerer(retriever),
    matches: matchesInThread(db),
    warm: async () => (await libraryIndexFor(db)).sheets.length,
    // A retriever of its own, caches and all: nothing of the warm-up is kept for the users.
    warmUp: async (limits) =>
      warmUpOn((await libraryIndexFor(db)).sheets, createLibraryRetriever(db, createPassageCache()), limits),
    close: async () => {},
  };
}
