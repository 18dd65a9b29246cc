/**
 * The retrieval thread (docs/ARCHITECTURE.md "Retrieval thread"): holds the library's index and
 * answers the request thread's calls (worker-retrieval.ts): a question's passages or the
 * library's whole answer to it, a library search's matches, the index built ahead. What it reads
 * of the library it asks the request thread for, which holds the database.
 */
import { parentPort } from 'node:worker_threads';
import { type LibraryAnswerRequest, libraryAnswerer } from '../ai/answer-engine.ts';
import { createPassageCache } from '../ai/passage-cache.ts';
import { createPreparedPassages } from '../ai/prepared-passages.ts';
import { createIndexRetriever, type RetrieveOptions, type RetrieverSource } from '../ai/retriever.ts';
import { type SearchFilters, searchMatches } from '../library/search-matches.ts';
import { createIndexHolder } from '../retrieval/library-index.ts';
import type { LibraryReader, SheetRow } from '../retrieval/library-reader.ts';
import { createLru } from '../lru.ts';
import { createRpc } from './rpc.ts';
import { warmUpOn } from './warm-up.ts';

if (!parentPort) throw new Error('retrieval-worker.ts runs as a worker thread');

const rpc = createRpc(parentPort, {
  retrieve: ({ question, options }: { question: string; options: Omit<RetrieveOptions, 'signal'> }) =>
    retriever.retrieve(question, options),
  answer: (request: LibraryAnswerRequest) => answer(request),
  matches: async ({ q, filters }: { q: string; filters: SearchFilters }) =>
    searchMatches(await holder.get(), q, filters),
  warm: async () => (await holder.get()).sheets.length,
  // Caches of its own: nothing of the warm-up is kept for the users' questions.
  warmUp: async (limits: { count: number; budgetMs: number }) =>
    warmUpOn(
      (await holder.get()).sheets,
      createIndexRetriever(source, createPassageCache(undefined, prepared.get), createLru(1)),
      limits,
    ),
  changed: () => holder.invalidate(),
});
// Every sheet is analysed for the answers as the index reads it: a question's sheets are not
// fetched and cut again (docs/PERFORMANCE.md "Every sheet's passages analysed with the index").
const prepared = createPreparedPassages();
const reader: LibraryReader = prepared.reading({
  version: () => rpc.call<string>('version'),
  sheets: (after, limit) => rpc.call<SheetRow[]>('sheets', { after, limit }),
  bodies: (ids) => rpc.call<Map<string, string>>('bodies', ids),
});
const holder = createIndexHolder(reader, () => rpc.note('seen'));
const source: RetrieverSource = { index: () => holder.get(), bodies: (ids) => reader.bodies(ids) };
const retriever = createIndexRetriever(source, createPassageCache(undefined, prepared.get));
// The whole of the library's own answer is composed here, not only its passages chosen: the
// request thread, busy with the database and the sockets, only sends the question and gets the
// text back (docs/PERFORMANCE.md "The library's answers composed on the retrieval thread").
const answer = libraryAnswerer(retriever);
