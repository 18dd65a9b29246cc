// npm run bench:answer-latency — the legal search end to end with the default engine:
// 1. time from POST /api/e/legalsearch to its `legal_search_ai_response` push, p50/p95, for
//    one client alone, then 140 searches from 20 concurrent clients (each with its own account
//    and socket), every one a different question of bench/answers' dev set (nothing answered
//    from a cache), against the built server on the whole corpus: on PGlite (the copy cached by
//    bench:library-search, made here if missing) and on PostgreSQL (its jurisia_bench database),
//    beside a GET /api/health round trip measured in the same run (goal p95 ≤ 150 ms), and the
//    same on PGlite with an empty library (every answer "not found" at once: the platform's own
//    path, POST, statements, job and push, without the answer engine); then, after those
//    uncached figures, the 20 clients asking again the questions the client alone asked (the
//    retrieval kept, as for a chat's starter questions); on
//    PostgreSQL, the same searches again over two server processes, each client's socket on one
//    and its POSTs on the other, so every push crosses processes: pushes delivered and
//    throughput against one process in the same run;
// 2. server heap per idle socket (goal ≤ 1.1× bare socket.io), at the margin: the settled heap's
//    growth over 2,000 clients connected after 500 first (what a server allocates once is no
//    socket's cost); realtime attached in this process to a bare HTTP server, the clients in a
//    child process so their own objects stay out of the measured heap; beside a bare socket.io
//    server (default options, no auth, no rooms) and one with the compression and the room per
//    user the platform needs, measured the same way in the same run. Run with `npm run build` done.
import { fork } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { signAccessToken } from '../src/server/auth/access-tokens.ts';
import { createSession } from '../src/server/auth/sessions.ts';
import { migrate, openDatabase } from '../src/server/db/client.ts';
import { createLogger } from '../src/server/logger.ts';
import { createPlatform } from '../src/server/platform.ts';
import {
  attachRealtime,
  COMPRESSION_THRESHOLD_BYTES,
  MAX_MESSAGE_BYTES,
} from '../src/server/realtime/socket-server.ts';
import { readQuestions } from './answers/dev-set.ts';
import { BENCH_LIBRARY, openBenchLibrary } from './bench-library.ts';
import { startPlatform, warmedUp } from './start-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = 20;
const PER_CLIENT = 7;
/** Searches of the one client alone, before the concurrent ones. */
const ALONE = 15;
/** The dev set's questions, each asked once: people rarely ask the very same words. */
const QUESTIONS = readQuestions('questions').map((q) => q.question);
if (QUESTIONS.length < CLIENTS * PER_CLIENT + ALONE + 1)
  throw new Error('the dev set holds too few questions for distinct searches');
const IDLE_SOCKETS = Number(process.env.IDLE_SOCKETS ?? 2000);
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function addUsers(db) {
  const sessions = [];
  for (let i = 0; i < CLIENTS; i++) {
    const id = `bench-user-${i}`;
    // On the Pro plan: no daily limit stops the measure.
    const pro = {
      plan: 'pro-month-eur',
      subscription_status: 'active',
      subscription_period_end: new Date(Date.now() + 30 * 86_400_000),
    };
    await db
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.test`,
        first_name: 'Bench',
        last_name: String(i),
        password_hash: null,
        ...pro,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet(pro))
      .execute();
    sessions.push((await createSession(db, id)).token);
  }
  return sessions;
}

/**
 * A copy of the cached corpus database (made if missing) with CLIENTS accounts and sessions;
 * with `empty`, a database without library instead: every answer is "not found" at once, so what
 * is measured is the platform's own path (POST, statements, job, push) without the answer engine.
 */
async function preparePglite({ empty = false } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'jurisia-answer-bench-'));
  if (!empty) {
    await (await openBenchLibrary()).close();
    await cp(BENCH_LIBRARY, dir, { recursive: true });
  }
  const handle = await openDatabase({ dataDir: dir });
  if (empty) await migrate(handle.db);
  const sessions = await addUsers(handle.db);
  await handle.close();
  return { env: { DATA_DIR: dir }, sessions, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The jurisia_bench PostgreSQL database bench:library-search fills; null when absent or empty. */
async function preparePostgres() {
  if (!process.env.TEST_DATABASE_URL) return null;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/jurisia_bench';
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: url.href });
    await migrate(handle.db);
    const { n } = await handle.db
      .selectFrom('library_documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) < 3900) return null;
    return { env: { DATABASE_URL: url.href }, sessions: await addUsers(handle.db), cleanup: async () => {} };
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/**
 * One user: a socket on `socketUrl`, searches posted to `postUrl`, one after the other. Two
 * different servers make every push cross processes (through the PostgreSQL adapter), as behind
 * a load balancer that keeps only the socket sticky.
 */
async function client({ socketUrl, postUrl }, session, searches, times) {
  const cookie = `jurisia_session=${session}`;
  const { accessToken } = await (await fetch(`${socketUrl}/api/auth/token`, { headers: { cookie } })).json();
  const socket = io(socketUrl, {
    auth: { useraccesstoken: accessToken },
    query: { useraccesstoken: accessToken },
    transports: ['websocket'],
  });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  // The push may beat the POST's response: an early push is kept until its id is known.
  const waiting = new Map();
  const early = new Map();
  socket.on('legal_search_ai_response', ({ request, status }) => {
    const resolve = waiting.get(request._id);
    if (resolve) resolve(status);
    else early.set(request._id, status);
  });
  for (const q of searches) {
    const body = new FormData();
    body.set('questionText', q);
    body.set('language', 'fr');
    const started = performance.now();
    const response = await fetch(`${postUrl}/api/e/legalsearch`, { method: 'POST', body, headers: { cookie } });
    const reply = await response.json();
    if (!response.ok)
      throw new Error(
        `POST /api/e/legalsearch answered ${response.status}: ${JSON.stringify(reply)} for ${JSON.stringify(q)}`,
      );
    const { data } = reply;
    const status = await Promise.race([
      new Promise((resolve) => {
        if (early.has(data._id)) resolve(early.get(data._id));
        else waiting.set(data._id, resolve);
      }),
      new Promise((resolve) => setTimeout(() => resolve('no push within 30 s'), 30_000)),
    ]);
    times.push({ ms: performance.now() - started, status });
  }
  socket.close();
}

/** Each client's own questions, none asked before: nothing can come from a cache. */
const distinct = (i) => QUESTIONS.slice(ALONE + 1).slice(i * PER_CLIENT, (i + 1) * PER_CLIENT);
/** The questions the client alone asked, every client in its own order: the starter questions' case. */
const askedAgain = (i) => QUESTIONS.slice(0, PER_CLIENT).map((_, k, all) => all[(i + k) % all.length]);

/** The concurrent searches: every client at once, `routes(i)` its servers, `questions(i)` its questions; figures and wall time. */
async function concurrent(sessions, routes, questions = distinct) {
  const times = [];
  const started = performance.now();
  await Promise.all(sessions.map((s, i) => client(routes(i), s, questions(i), times)));
  const seconds = (performance.now() - started) / 1000;
  const ms = times.map((t) => t.ms);
  return {
    ms,
    failed: times.filter((t) => t.status !== 'completed').length,
    perSecond: times.length / seconds,
    count: times.length,
  };
}

async function latency(engine, prepared, { twoProcesses = false } = {}) {
  const { env, sessions, cleanup } = prepared;
  const server = await startPlatform({ ...env, LIBRARY_SOURCE: 'none' });
  const second = twoProcesses ? await startPlatform({ ...env, LIBRARY_SOURCE: 'none' }) : null;
  try {
    // A server takes traffic once warm, as a load balancer would send it (docs/PERFORMANCE.md "Warming up").
    const waited = await Promise.all([server, second].filter(Boolean).map((s) => warmedUp(s.url)));
    console.log(`${engine}: warm ${waited.map((s) => s.toFixed(1)).join(' s, ')} s after answering its health check`);
    // One search first on each: the library index is built and the first answer's costs paid.
    for (const s of [server, second].filter(Boolean))
      await client({ socketUrl: s.url, postUrl: s.url }, sessions[0], QUESTIONS.slice(ALONE, ALONE + 1), []);
    const health = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - t);
    }
    // One client alone first: the time a single user waits, without queueing behind others.
    const alone = [];
    await client({ socketUrl: server.url, postUrl: server.url }, sessions[0], QUESTIONS.slice(0, ALONE), alone);
    const aloneMs = alone.map((t) => t.ms);
    console.log(
      `${engine}: POST → push, one client alone, ${ALONE} searches: p50 ${pct(aloneMs, 50).toFixed(1)} ms, p95 ${pct(aloneMs, 95).toFixed(1)} ms`,
    );
    const cpuBefore = server.cpu();
    const clientsBefore = process.cpuUsage();
    const one = await concurrent(sessions, () => ({ socketUrl: server.url, postUrl: server.url }));
    const cpuAfter = server.cpu();
    const clientsCpu = process.cpuUsage(clientsBefore);
    // What a search costs the server's CPU, by thread: steadier than the latencies, which the
    // machine's other load moves by a third from run to run (docs/PERFORMANCE.md).
    const perSearch = (name) => ((cpuAfter.byThread[name] ?? 0) - (cpuBefore.byThread[name] ?? 0)) / one.count;
    const cpu =
      cpuBefore && cpuAfter
        ? `; server CPU ${((cpuAfter.total - cpuBefore.total) / one.count).toFixed(1)} ms a search: request thread ${perSearch('main').toFixed(1)}, ` +
          `retrieval thread ${perSearch('WorkerThread').toFixed(1)}, V8's compilers and collector ${perSearch('V8Worker').toFixed(1)}`
        : '';
    // The 20 clients share the 2 cores with the server: what they take is not the server's to spend.
    const clients = `; the clients' own CPU ${((clientsCpu.user + clientsCpu.system) / 1000 / one.count).toFixed(1)} ms a search`;
    console.log(
      `${engine}: POST → push, ${one.count} searches from ${CLIENTS} clients: p50 ${pct(one.ms, 50).toFixed(1)} ms, p95 ${pct(one.ms, 95).toFixed(1)} ms ` +
        `(goal ≤ 150 ms: ${pct(one.ms, 95) <= 150 ? 'met' : 'NOT met'}); ${one.failed} not completed; ${one.perSecond.toFixed(1)} searches/s; ` +
        `baseline GET /api/health p95 ${pct(health, 95).toFixed(1)} ms; ratio p95 ${(pct(one.ms, 95) / pct(health, 95)).toFixed(1)}×${cpu}${clients}`,
    );
    // Then questions asked again in the same words (a chat's starter questions): the retrieval
    // kept (docs/PERFORMANCE.md "Questions asked again"); printed after the uncached figure.
    const again = await concurrent(sessions, () => ({ socketUrl: server.url, postUrl: server.url }), askedAgain);
    console.log(
      `${engine}: POST → push, ${again.count} searches from ${CLIENTS} clients asking again the ${PER_CLIENT} questions asked alone: ` +
        `p50 ${pct(again.ms, 50).toFixed(1)} ms, p95 ${pct(again.ms, 95).toFixed(1)} ms; ${again.failed} not completed; ${again.perSecond.toFixed(1)} searches/s, ` +
        `ratio p95 ${(pct(again.ms, 95) / pct(one.ms, 95)).toFixed(2)}× the distinct questions'`,
    );
    if (!second) return;
    // Each client's socket on one process and its POSTs on the other: every push crosses.
    const urls = [server.url, second.url];
    const two = await concurrent(sessions, (i) => ({ socketUrl: urls[i % 2], postUrl: urls[(i + 1) % 2] }));
    console.log(
      `${engine}, two processes: ${two.count} searches from ${CLIENTS} clients, sockets on one process and POSTs on the other: ` +
        `p50 ${pct(two.ms, 50).toFixed(1)} ms, p95 ${pct(two.ms, 95).toFixed(1)} ms; ${two.count - two.failed} of ${two.count} pushes delivered across processes; ` +
        `${two.perSecond.toFixed(1)} searches/s, ${(two.perSecond / one.perSecond).toFixed(2)}× one process`,
    );
  } finally {
    await Promise.all([server.stop(), second?.stop()]);
    await cleanup();
  }
}

const settledHeap = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Clients opened on a server before the measured ones: what a server allocates once (code, pools, caches) is no socket's cost. */
const WARM_SOCKETS = 500;

/** Opens `n` idle websocket clients in a child process (bench/answer-latency/idle-clients.mjs); resolves once all are connected. */
async function openClients(http, n, tokens) {
  const clients = fork(
    join(root, 'bench/answer-latency/idle-clients.mjs'),
    [`http://127.0.0.1:${http.address().port}`, String(n), ...tokens],
    { execPath: process.execPath },
  );
  await new Promise((resolve, reject) =>
    clients.once('message', resolve).once('exit', (code) => reject(new Error(`clients exited ${code}`))),
  );
  await new Promise((r) => setTimeout(r, 1000));
  return clients;
}

/**
 * Server heap per connected idle socket, at the margin: WARM_SOCKETS clients first, then the
 * settled heap's growth over IDLE_SOCKETS more. `http` is listening, `count()` tells the sockets connected.
 */
async function heapPerSocket(http, count, tokens) {
  const warm = await openClients(http, WARM_SOCKETS, tokens);
  const warmCount = count();
  const before = settledHeap();
  const measured = await openClients(http, IDLE_SOCKETS, tokens);
  const connected = count() - warmCount;
  const per = (settledHeap() - before) / connected;
  warm.kill();
  measured.kill();
  // The next server is measured once these sockets are gone: freed during its measure, they
  // would be subtracted from its growth (earlier runs read 4 KB a socket that way).
  while (count() > 0) await new Promise((r) => setTimeout(r, 100));
  return { connected, per };
}

/**
 * The same run's baselines: socket.io alone with its default options, no auth, no rooms, no
 * platform; and with the options the platform must use (compression of messages from 1 KB,
 * SPEC-COVERAGE §9, as realtime/socket-server.ts sets it) and one room per socket, so the ratio
 * against it is what our own code adds.
 */
async function bareSocketIoHeap({ required = false } = {}) {
  const { Server } = await import('socket.io');
  const http = createServer();
  const options = required
    ? {
        serveClient: false,
        transports: ['websocket', 'polling'],
        maxHttpBufferSize: MAX_MESSAGE_BYTES,
        perMessageDeflate: {
          threshold: COMPRESSION_THRESHOLD_BYTES,
          serverNoContextTakeover: true,
          serverMaxWindowBits: 10,
          zlibDeflateOptions: { memLevel: 4 },
        },
        httpCompression: { threshold: COMPRESSION_THRESHOLD_BYTES },
      }
    : { serveClient: false };
  const io = new Server(http, options);
  if (required) io.on('connection', (socket) => void socket.join(`room:${socket.id}`));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { per } = await heapPerSocket(http, () => io.engine.clientsCount, ['anonymous']);
  await io.close();
  http.closeAllConnections();
  return per;
}

async function idleHeap() {
  const bare = await bareSocketIoHeap();
  const required = await bareSocketIoHeap({ required: true });
  const platform = await createPlatform({
    env: { DATA_DIR: 'memory://', LIBRARY_SOURCE: 'none', LOG_LEVEL: 'silent' },
    logger: createLogger('silent'),
  });
  const http = createServer();
  const realtime = await attachRealtime({ httpServer: http, platform });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const users = [];
  for (let i = 0; i < 20; i++) {
    const id = `idle-${i}`;
    await platform.database.db
      .insertInto('users')
      .values({ id, email: `${id}@example.test`, first_name: 'I', last_name: 'I', password_hash: null })
      .execute();
    users.push((await signAccessToken(platform, id)).accessToken);
  }
  const { connected, per } = await heapPerSocket(http, () => realtime.io.engine.clientsCount, users);
  console.log(
    `idle sockets: ${connected} more after ${WARM_SOCKETS}; server heap ${(per / 1024).toFixed(2)} KB per socket; ` +
      `baseline bare socket.io ${(bare / 1024).toFixed(2)} KB per socket, ratio ${(per / bare).toFixed(2)}× (goal ≤ 1.1×: ${per <= 1.1 * bare ? 'met' : 'NOT met'}); ` +
      `socket.io with the compression and the room per user the platform needs ${(required / 1024).toFixed(2)} KB, ratio ${(per / required).toFixed(2)}×${globalThis.gc ? '' : ' (run with --expose-gc for a settled heap)'}`,
  );
  await realtime.close();
  http.closeAllConnections();
  http.close();
  await platform.close();
}

// RUNS=pglite,empty,postgres (the default: all three) picks the runs, for an A/B of one of them.
const runs = new Set((process.env.RUNS ?? 'pglite,empty,postgres').split(','));
if (!process.argv.includes('--heap-only')) {
  if (runs.has('pglite')) await latency('pglite', await preparePglite());
  if (runs.has('empty'))
    await latency(
      'pglite, empty library (the platform without the answer engine)',
      await preparePglite({ empty: true }),
    );
  const postgres = runs.has('postgres') ? await preparePostgres() : null;
  if (postgres) await latency('postgres', postgres, { twoProcesses: true });
  else if (runs.has('postgres'))
    console.log('postgres: skipped (set TEST_DATABASE_URL and run bench:library-search once to fill jurisia_bench)');
}
// NO_HEAP=1 leaves the socket heap out (when only the latency is looked at).
if (!process.env.NO_HEAP) await idleHeap();
