/**
 * The retrieval thread (docs/ARCHITECTURE.md "Retrieval thread"): holds the library's index and
 * answers the request thread's calls (worker-retrieval.ts): a question's passages or the
 * library's whole answer to it, a library search's matches, the index built ahead. What it reads
 * of the library it asks the request thread for, which holds the database.
 */
import { parentPort } from 'node:worker_threads';
import type { LibraryAnswerRequest } from '../ai/answer-engine.ts';
import type { RetrieveOptions } from '../ai/retriever.ts';
import { type SearchFilters, searchMatches } from '../library/search-matches.ts';
import type { SheetRow } from '../retrieval/library-reader.ts';
import { readerRetrieval } from './reader-retrieval.ts';
import { createRpc } from './rpc.ts';

if (!parentPort) throw new Error('retrieval-worker.ts runs as a worker thread');

const rpc = createRpc(parentPort, {
  retrieve: ({ question, options }: { question: string; options: Omit<RetrieveOptions, 'signal'> }) =>
    thread.retriever.retrieve(question, options),
  answer: (request: LibraryAnswerRequest) => thread.answer(request),
  matches: async ({ q, filters }: { q: string; filters: SearchFilters }) =>
    searchMatches(await thread.holder.get(), q, filters),
  warm: async () => (await thread.holder.get()).sheets.length,
  warmUp: (limits: { count: number; budgetMs: number }) => thread.warmUp(limits),
  changed: () => thread.holder.invalidate(),
});
const thread = readerRetrieval(
  {
    version: () => rpc.call<string>('version'),
    sheets: (after, limit) => rpc.call<SheetRow[]>('sheets', { after, limit }),
    bodies: (ids) => rpc.call<Map<string, string>>('bodies', ids),
  },
  () => rpc.note('seen'),
);
