/**
 * The request thread's side of the retrieval thread (retrieval-worker.ts; docs/ARCHITECTURE.md
 * "Retrieval thread"). Ranking a question or a search and choosing an answer's passages take
 * 7–10 ms of CPU each, and building the index (every sheet's passages for the answers with it)
 * 9–17 s: on a thread of their own, the event loop meanwhile serves requests and runs the
 * database, and on two cores both work at once. The thread reads the library through this side,
 * which holds the database. One that dies is replaced at the next call (its index built again);
 * the calls it held fail.
 */
import { Worker } from 'node:worker_threads';
import type { Answer } from '../ai/answer-engine.ts';
import type { RetrievedPassage } from '../ai/retriever.ts';
import type { Db } from '../db/client.ts';
import type { SearchMatches } from '../library/search-matches.ts';
import type { Logger } from '../logger.ts';
import { libraryChangeSeen, onLibraryChanged } from '../retrieval/library-index.ts';
import { databaseLibraryReader } from '../retrieval/library-reader.ts';
import type { Retrieval } from './retrieval.ts';
import { createRpc, type Rpc } from './rpc.ts';
import type { WarmUpResult } from './warm-up.ts';

const WORKER = new URL('./retrieval-worker.ts', import.meta.url);

/** Starts the retrieval thread: a test passes its own, to stop one as a crash would. */
export type StartWorker = () => Worker;

const startRetrievalWorker: StartWorker = () => new Worker(WORKER);

export function workerRetrieval(db: Db, logger: Logger, startWorker: StartWorker = startRetrievalWorker): Retrieval {
  const reader = databaseLibraryReader(db);
  let current: { worker: Worker; rpc: Rpc } | null = null;
  let closed = false;

  const start = () => {
    const worker = startWorker();
    const rpc = createRpc(worker, {
      version: () => reader.version(),
      sheets: ({ after, limit }: { after: string | null; limit: number }) => reader.sheets(after, limit),
      bodies: (ids: string[]) => reader.bodies(ids),
      seen: () => libraryChangeSeen(db),
    });
    worker.on('error', (error) => logger.error('retrieval thread failed', { error }));
    worker.on('exit', (code) => {
      if (current?.worker === worker) current = null;
      rpc.failPending(new Error(`the retrieval thread stopped (exit code ${code})`));
      if (!closed) logger.warn('retrieval thread stopped', { code });
    });
    current = { worker, rpc };
    return current;
  };
  const rpc = () => {
    if (closed) throw new Error('retrieval closed');
    return (current ?? start()).rpc;
  };
  // An import through this process: the thread's index is read again at its next use.
  const stopListening = onLibraryChanged(db, ({ local }) => {
    if (local) current?.rpc.note('changed');
  });
  start();

  return {
    retriever: {
      async retrieve(question, { signal, ...options }) {
        signal?.throwIfAborted();
        const passages = await rpc().call<RetrievedPassage[]>('retrieve', { question, options });
        signal?.throwIfAborted();
        return passages;
      },
    },
    answer: async (request) => rpc().call<Answer>('answer', request),
    matches: async (q, filters) => rpc().call<SearchMatches>('matches', { q, filters }),
    warm: async () => rpc().call<number>('warm'),
    warmUp: async (options) => rpc().call<WarmUpResult>('warmUp', options),
    async close() {
      closed = true;
      stopListening();
      const worker = current?.worker;
      current = null;
      await worker?.terminate();
    },
  };
}
