/**
 * What the retrieval thread holds (retrieval-worker.ts), made from the reader it reads the library
 * through: the index, each sheet's passages analysed as the index reads it (ai/prepared-passages.ts),
 * the answers' retriever and the library's own answers. The worker passes a reader that asks the
 * request thread; `bench:warm-up` passes one over the database, so that it measures the thread's
 * own path (docs/PERFORMANCE.md "`bench:warm-up` on the retrieval thread's own path").
 */
import { type LibraryAnswerer, libraryAnswerer } from '../ai/answer-engine.ts';
import { createPassageCache } from '../ai/passage-cache.ts';
import { createPreparedPassages } from '../ai/prepared-passages.ts';
import { createIndexRetriever, type Retriever, type RetrieverSource } from '../ai/retriever.ts';
import { createIndexHolder, type IndexHolder } from '../retrieval/library-index.ts';
import type { LibraryReader } from '../retrieval/library-reader.ts';
import { createLru } from '../lru.ts';
import { type WarmUpResult, warmUpOn } from './warm-up.ts';

export interface ReaderRetrieval {
  holder: IndexHolder;
  retriever: Retriever;
  answer: LibraryAnswerer;
  /** The warm-up (warm-up.ts), through caches of its own: nothing of it is kept for the users' questions. */
  warmUp(limits: { count: number; budgetMs: number }): Promise<WarmUpResult>;
}

export function readerRetrieval(library: LibraryReader, seenChanged: () => void): ReaderRetrieval {
  // Every sheet is analysed for the answers as the index reads it: a question's sheets are not
  // fetched and cut again (docs/PERFORMANCE.md "Every sheet's passages analysed with the index").
  const prepared = createPreparedPassages();
  const reader = prepared.reading(library);
  const holder = createIndexHolder(reader, seenChanged);
  const source: RetrieverSource = { index: () => holder.get(), bodies: (ids) => reader.bodies(ids) };
  const retriever = createIndexRetriever(source, createPassageCache(undefined, prepared.get));
  return {
    holder,
    retriever,
    // The whole of the library's own answer is composed here, not only its passages chosen: the
    // request thread, busy with the database and the sockets, only sends the question and gets the
    // text back (docs/PERFORMANCE.md "The library's answers composed on the retrieval thread").
    answer: libraryAnswerer(retriever),
    warmUp: async (limits) =>
      warmUpOn(
        (await holder.get()).sheets,
        createIndexRetriever(source, createPassageCache(undefined, prepared.get), createLru(1)),
        limits,
      ),
  };
}
