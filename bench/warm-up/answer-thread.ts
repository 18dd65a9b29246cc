/**
 * One run of `bench:warm-up` (bench/warm-up.mjs), traced by V8 (`--trace-opt --trace-deopt`):
 * the whole corpus indexed as the retrieval thread indexes it (its sheets' passages analysed as
 * they are read: retrieval-thread/reader-retrieval.ts, over the database instead of the request
 * thread), the warm-up's questions answered (WARM_UP_QUESTIONS of them, the server's count by
 * default; 0 for a cold thread), then the line WARM_UP_MARK marking its end, then every question of
 * the dev sets answered once in Instant, as users' questions would be.
 */
import { readDevSets } from '../answers/dev-set.ts';
import { openBenchLibrary } from '../bench-library.ts';
import { readerRetrieval } from '../../src/server/retrieval-thread/reader-retrieval.ts';
import { databaseLibraryReader } from '../../src/server/retrieval/library-reader.ts';
import { WARM_UP } from '../../src/server/warm-up.ts';

const handle = await openBenchLibrary();
const thread = readerRetrieval(databaseLibraryReader(handle.db), () => {});
await thread.holder.get();
const count = Number(process.env.WARM_UP_QUESTIONS ?? WARM_UP.questions);
if (count > 0) await thread.warmUp({ count, budgetMs: 60_000 });
console.log(process.env.WARM_UP_MARK ?? 'warm-up over');
const { questions } = readDevSets();
const cpu = process.cpuUsage();
for (const q of questions)
  await thread.answer({ question: q.question, language: q.lang === 'en' ? 'en' : 'fr', thinkMode: 'instant' });
const used = process.cpuUsage(cpu);
console.log(`ANSWERS ${questions.length} CPU ${((used.user + used.system) / 1000).toFixed(1)}`);
await handle.close();
