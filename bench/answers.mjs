// npm run bench:answers — the answers on the project's own dev set (bench/answers/questions,
// 156 questions written as people ask, split into tuning and test halves by bench/answers/split.json,
// fixed before any tuning), then on a validation set written on 2026-11-28 after a day of tuning
// (bench/answers/validation, 140 questions: 90 French, 25 English, 25 out of corpus), split by its
// own split.json into a diagnosis half, whose failures may be read, and a held-out half, whose
// figures only are; on the training set (bench/answers/training, 45 French questions written on
// 2026-11-29, one part); and on the short questions (bench/answers/short, 49 French questions of 3
// to 10 words written on 2026-11-29, split by their own split.json into a tuning and a test half).
// For each half it prints, for the answer engine (embedded default,
// Instant and Think modes unless THINK_MODE says otherwise) over the whole corpus on PGlite: hit@1, hit@5 and MRR of the right sheet among the
// answer's sources (French lay and English questions), the share of expected facts the answer
// states, the English hit rate, out-of-corpus abstention (no French sheet cited), invented
// citations (a source that is no library sheet), and latency. The same figures for the
// retrieval before this ranking (BEFORE, measured on this machine) are printed beside them.
// The PGlite copy of the corpus is shared with bench:library-search.
import { readDevSets } from './answers/dev-set.ts';
import { openBenchLibrary } from './bench-library.ts';
import { createAnswerEngine } from '../src/server/ai/answer-engine.ts';
import { createLibraryRetriever } from '../src/server/ai/retriever.ts';
import { foldText } from '../src/server/retrieval/text.ts';

/**
 * The think modes answered in (THINK_MODE=instant,think,deepThink): Instant is the product's
 * default; Think cites 5 sheets, as the retrieval BEFORE was measured.
 */
const MODES = (process.env.THINK_MODE ?? 'instant,think').split(',');
/**
 * The retrieval before the in-memory ranking (PostgreSQL full text with the synonym table, a
 * coverage filter; its best 5 sheets), on the same dev set, tuning / test halves, measured on
 * 2026-11-27.
 */
const BEFORE = {
  tuning: { hit1: 0.19, hit5: 0.29, mrr: 0.23, english: 0 },
  test: { hit1: 0.21, hit5: 0.38, mrr: 0.27, english: 0 },
};

const { questions, parts } = readDevSets();
const split = {
  tuning: parts.tuning,
  test: parts.test,
  'validation, diagnosis': parts.diagnosis,
  'validation, held out': parts.heldOut,
  // Written on 2026-11-29 by reading the sheets, as the others were; not part of any split.
  'training set': parts.training,
  // Written on 2026-11-29: questions of 3 to 10 words, as typed in a chat or a search box.
  'short, tuning': parts.shortTuning,
  'short, test': parts.shortTest,
};

const handle = await openBenchLibrary(console.log);
const ids = new Set((await handle.db.selectFrom('library_documents').select('id').execute()).map((r) => r.id));
const engine = createAnswerEngine({ retriever: createLibraryRetriever(handle.db) });
const t0 = performance.now();
await engine.answer({ question: 'divorce', language: 'fr', thinkMode: 'think' });
console.log(`index built and first answer in ${Math.round(performance.now() - t0)} ms`);

const norm = (text) => foldText(text).replace(/\s+/g, ' ');
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const f2 = (x) => x.toFixed(2);

async function run(part, MODE) {
  const set = questions.filter((q) => split[part].includes(q.id));
  const answered = [];
  for (const q of set) {
    const t = performance.now();
    const answer = await engine.answer({
      question: q.question,
      language: q.lang === 'en' ? 'en' : 'fr',
      thinkMode: MODE,
    });
    answered.push({ q, answer, ms: performance.now() - t });
  }
  const scored = (kind) => {
    const group = answered.filter((a) => a.q.kind === kind);
    let hit1 = 0;
    let hit5 = 0;
    let mrr = 0;
    let facts = 0;
    let stated = 0;
    let factsFirst = 0;
    let statedFirst = 0;
    for (const { q, answer } of group) {
      const rank = answer.sources.slice(0, 5).findIndex((s) => q.sheets.includes(s.documentId));
      if (rank === 0) hit1++;
      if (rank >= 0) {
        hit5++;
        mrr += 1 / (rank + 1);
      }
      const text = norm(answer.text);
      for (const fact of q.facts) {
        const said = fact.match.some((m) => text.includes(norm(m)));
        facts++;
        if (said) stated++;
        if (rank === 0) {
          factsFirst++;
          if (said) statedFirst++;
        }
      }
    }
    const size = group.length || 1;
    return {
      n: group.length,
      hit1: hit1 / size,
      hit5: hit5 / size,
      mrr: mrr / size,
      facts: facts ? stated / facts : 0,
      // Composition alone: the facts stated when the right sheet came first.
      factsFirst: factsFirst ? statedFirst / factsFirst : 0,
      chars: group.reduce((sum, a) => sum + a.answer.text.length, 0) / size,
    };
  };
  const lay = scored('lay');
  const english = scored('english');
  const outside = answered.filter((a) => a.q.kind === 'out-of-corpus');
  const abstained = outside.filter((a) => !a.answer.sources.some((s) => s.jurisdiction === 'FR')).length;
  const invented = answered.reduce((sum, a) => sum + a.answer.sources.filter((s) => !ids.has(s.documentId)).length, 0);
  const ms = answered.map((a) => a.ms);
  // The figures before were measured with 5 sheets, as Think cites, on the dev set's halves.
  const before = MODE === 'think' && BEFORE[part] ? BEFORE[part] : { hit1: '-', hit5: '-', mrr: '-', english: '-' };
  console.log(`\n${part} (${set.length} questions, ${MODE})`);
  console.log(
    `  French lay (${lay.n}): hit@1 ${f2(lay.hit1)} (before ${before.hit1}), hit@5 (among the sheets cited) ${f2(lay.hit5)} (before ${before.hit5}), MRR ${f2(lay.mrr)} (before ${before.mrr}); facts stated ${f2(lay.facts)}, ${f2(lay.factsFirst)} when the right sheet is first; ${Math.round(lay.chars)} characters`,
  );
  // The training set has French questions only: a group a part lacks is not printed.
  if (english.n > 0)
    console.log(
      `  English (${english.n}): hit@5 ${f2(english.hit5)} (before ${before.english}), hit@1 ${f2(english.hit1)}; facts stated ${f2(english.facts)}`,
    );
  if (outside.length > 0)
    console.log(
      `  out of corpus (${outside.length}): not answered from French sheets ${f2(abstained / outside.length)}`,
    );
  console.log(`  invented citations: ${invented}`);
  console.log(
    `  latency per answer (one at a time): p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms`,
  );
}

for (const mode of MODES) {
  await run('tuning', mode);
  await run('test', mode);
  await run('validation, diagnosis', mode);
  await run('validation, held out', mode);
  await run('training set', mode);
  await run('short, tuning', mode);
  await run('short, test', mode);
}
await handle.close();
