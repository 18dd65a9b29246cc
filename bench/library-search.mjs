// npm run bench:library-search — library search over the whole corpus on PGlite and on
// PostgreSQL (TEST_DATABASE_URL; database jurisia_bench), p50/p95 of 200 queries against a
// primary-key lookup baseline, recall@5 of 40 questions, first/later start times of the server
// (node server.mjs, `npm run build` first) and its memory during the first start's import. Each
// figure is printed beside the one measured before the ranking and import rework (BEFORE), on
// this 2-core machine with other work running. Nothing is cached between searches. The PGlite
// copy of the corpus is cached between runs.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, openDatabase } from '../src/server/db/client.ts';
import { importCorpus } from '../src/server/library/importer/run.ts';
import { vddSource } from '../src/server/library/importer/sources.ts';
import { getLibraryDocument, searchLibrary } from '../src/server/library/search.ts';
import { QUERIES, QUESTIONS } from './library-search/questions.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(root, 'node_modules/.cache/jurisia-bench');
const GOALS = { pglite: 25, postgres: 8 };
/**
 * The figures before: search ranked every match on the whole `search` vector and ran
 * ts_headline in the database; sheets were converted on the server's thread in batches of 25.
 * Memory: VmHWM (the process's peak, reached when PGlite creates a new database, before the
 * import) and the highest RSS sampled during the import.
 */
const BEFORE = {
  pglite: { p50: 30.6, p95: 49.1 },
  postgres: { p50: 21.8, p95: 34.0 },
  firstStartS: 26.2,
  peakMb: 1123,
  importRssMb: 685,
};
const ratio = (now, before) => `${(now / before).toFixed(2)}× before (${before})`;

async function filled(databaseUrl) {
  const handle = await openDatabase({ databaseUrl, dataDir: CACHE });
  await migrate(handle.db);
  const { n } = await handle.db
    .selectFrom('library_documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) < 3900) {
    const s = await importCorpus(handle.db, await vddSource());
    console.log(
      `${handle.engine}: imported ${s.added + s.updated + s.unchanged} documents in ${(s.durationMs / 1000).toFixed(1)} s`,
    );
  }
  return handle;
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
async function time(n, run) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function latency(handle) {
  const search = (i) => searchLibrary(handle.db, { q: QUERIES[i % QUERIES.length], page: 1, perPage: 20 });
  await time(QUERIES.length, search);
  const baseline = await time(200, () => getLibraryDocument(handle.db, 'vdd-F1191'));
  const runs = await time(200, search);
  const goal = GOALS[handle.engine];
  const before = BEFORE[handle.engine];
  console.log(
    `${handle.engine}: search p50 ${pct(runs, 50).toFixed(1)} ms (${ratio(pct(runs, 50), before.p50)}), p95 ${pct(runs, 95).toFixed(1)} ms (${ratio(pct(runs, 95), before.p95)}; goal ≤ ${goal} ms: ${pct(runs, 95) <= goal ? 'met' : 'NOT met'}); ` +
      `baseline pk lookup p50 ${pct(baseline, 50).toFixed(2)} ms, p95 ${pct(baseline, 95).toFixed(2)} ms; ratio p95 ${(pct(runs, 95) / pct(baseline, 95)).toFixed(1)}×`,
  );
}

async function recall(handle) {
  let hits = 0;
  for (const [q, wanted] of QUESTIONS) {
    const got = (await searchLibrary(handle.db, { q, page: 1, perPage: 5 })).data.map((d) => d._id);
    if (wanted.some((id) => got.includes(id))) hits++;
    else console.log(`  miss: "${q}" wants ${wanted.join('/')}, got ${got.join(', ') || '(nothing)'}`);
  }
  const r = hits / QUESTIONS.length;
  console.log(`recall@5 ${r.toFixed(3)} (${hits}/${QUESTIONS.length}; goal ≥ 0.85: ${r >= 0.85 ? 'met' : 'NOT met'})`);
}

/** Resident memory of a process in MB, from /proc (Linux): the current and the peak (VmHWM). */
async function memoryOf(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Spawns the server (on a 2-core budget as given) until the log line `until` says; returns the
 * milliseconds it took, its peak RSS then, and the highest RSS sampled (every 250 ms) while the
 * library import ran.
 */
function startServer(dataDir, until) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let result = null;
    let importing = false;
    let importRss = 0;
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LIBRARY_SOURCE: 'vdd',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const sampler = setInterval(async () => {
      if (importing) importRss = Math.max(importRss, (await memoryOf(child.pid))?.rss ?? 0);
    }, 250);
    let buffer = '';
    child.stdout.on('data', async (chunk) => {
      buffer += chunk;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.includes('"library import started"')) importing = true;
        if (result === null && until(line)) {
          result = {
            ms: performance.now() - started,
            peakMb: (await memoryOf(child.pid))?.peak ?? null,
            importRssMb: importRss || null,
          };
          clearInterval(sampler);
          child.kill('SIGTERM');
        }
      }
    });
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (result === null) reject(new Error(`server exited with ${code}`));
      else resolve(result);
    });
  });
}

async function startTimes() {
  const dir = await mkdtemp(join(tmpdir(), 'jurisia-first-start-'));
  try {
    const first = await startServer(dir, (l) => l.includes('"library import finished"'));
    console.log(
      `first start to a searchable library: ${(first.ms / 1000).toFixed(1)} s (${ratio(first.ms / 1000, BEFORE.firstStartS)}; goal ≤ 90 s: ${first.ms <= 90_000 ? 'met' : 'NOT met'})`,
    );
    if (first.peakMb !== null) {
      console.log(
        `first start memory: highest RSS during the import ${first.importRssMb} MB (${ratio(first.importRssMb, BEFORE.importRssMb)}), ` +
          `process peak ${first.peakMb} MB (${ratio(first.peakMb, BEFORE.peakMb)}; PGlite creating the database, before the import)`,
      );
    }
    // A later start is ready as soon as it listens: the library is already there, nothing is re-imported.
    const later = await startServer(dir, (l) => l.includes('"listening"'));
    console.log(`later start: ${(later.ms / 1000).toFixed(1)} s (goal ≤ 3 s: ${later.ms <= 3000 ? 'met' : 'NOT met'})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgresUrl() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = 'jurisia_bench'");
  if (!rowCount) await client.query('create database jurisia_bench');
  await client.end();
  const url = new URL(admin);
  url.pathname = '/jurisia_bench';
  return url.href;
}

const pglite = await filled(undefined);
await latency(pglite);
await recall(pglite);
await pglite.close();
const url = await postgresUrl();
if (url) {
  const postgres = await filled(url);
  await latency(postgres);
  await postgres.close();
} else {
  console.log('postgres: skipped (set TEST_DATABASE_URL)');
}
await startTimes();
