// Throughput of a library document page (`npm run bench:page-throughput`, after `npm run build`):
// requests per second and p99 latency at 50 connections for ~10 s against the built platform
// (anonymous readers, answered from the page cache once rendered; and rendered every time),
// then against plain node:http serving the very same HTML bytes, in the same run on the same
// machine; prints the ratio against the goal (≥ 0.3) and exits 1 when it is missed.
// Then signed-in readers (a real session, free plan) of the same sheet, a library search page and
// the plans in F CFA, each
// against anonymous readers of the same page in the same run: the page cache serves them the
// visitors' page with their own parts put in place (goal ≥ 0.5× anonymous).
// The fixture sheets (tests/fixtures/vdd) are imported beforehand into a temporary PGlite folder,
// so the measure never waits on, or competes with, the import on first start.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { migrate, openDatabase } from '../src/server/db/client.ts';
import { importCorpus } from '../src/server/library/importer/run.ts';
import { vddSource } from '../src/server/library/importer/sources.ts';
import { startPlatform } from './start-server.mjs';

const FIXTURES = fileURLToPath(new URL('../tests/fixtures/vdd', import.meta.url));
const PAGE = '/library/documents/loyers-impayes-et-expulsion-du-locataire-f31272';
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const GOAL = 0.3;
const SIGNED_IN_GOAL = 0.5;
const SEARCH = '/library?q=bail';
const PRICING = '/pricing?currency=XOF&interval=month';
const TOKEN = randomBytes(32).toString('base64url');
const SIGNED_IN = { cookie: `i18n_redirected=fr; jurisia_session=${TOKEN}` };
// A returning visitor: the locale cookie is set, so no redirect and no Set-Cookie.
const HEADERS = { cookie: 'i18n_redirected=fr' };
// The same request with a (stale) session cookie is never answered from the page cache: every
// answer is rendered by Astro, as a signed-in reader's would be. Printed for information.
const RENDERED = { cookie: 'i18n_redirected=fr; jurisia_session=stale' };

async function seedLibrary(dataDir) {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    const summary = await importCorpus(database.db, await vddSource(FIXTURES));
    // A signed-in reader: a user and a session, as sign-in writes them.
    const userId = randomUUID();
    await database.db
      .insertInto('users')
      .values({ id: userId, email: 'bench@example.test', email_verified: true, first_name: 'Awa', last_name: 'Dossou' })
      .execute();
    await database.db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        token_hash: createHash('sha256').update(TOKEN).digest('hex'),
        user_id: userId,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    return summary.added + summary.updated + summary.unchanged;
  } finally {
    await database.close();
  }
}

function startSameBytes(html) {
  const body = Buffer.from(html);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

async function load(url, duration, headers = HEADERS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  // Timeouts (no answer within 10 s) are reported, not fatal: they are part of the measure.
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
  };
}

async function measure(url, headers = HEADERS) {
  await load(url, WARMUP_S, headers); // JIT, connection pools and caches settle before the measure
  return load(url, DURATION_S, headers);
}

const dataDir = await mkdtemp(join(tmpdir(), 'jurisia-bench-'));
let platform;
let baseline;
try {
  const documents = await seedLibrary(dataDir);
  platform = await startPlatform({ DATA_DIR: dataDir, LIBRARY_SOURCE: 'none', NODE_ENV: 'production' });
  const response = await fetch(`${platform.url}${PAGE}`, { headers: HEADERS });
  if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
  const html = await response.text();
  baseline = await startSameBytes(html);

  const app = await measure(`${platform.url}${PAGE}`);
  const rendered = await measure(`${platform.url}${PAGE}`, RENDERED);
  const plain = await measure(baseline.url);
  const ratio = app.rps / plain.rps;
  const row = (name, r) =>
    `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms   (${r.requests} requests, ${r.errors} errors)`;
  console.log(
    `Library document page ${PAGE}: ${Buffer.byteLength(html)} bytes of HTML, ${documents} documents, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  console.log(row('platform', app));
  console.log(row('platform, no page cache', rendered));
  console.log(row('node:http, same bytes', plain));
  console.log(
    `ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}) ${ratio >= GOAL ? 'met' : 'MISSED'}; rendering every time: ${(rendered.rps / plain.rps).toFixed(2)}`,
  );
  if (ratio < GOAL) process.exitCode = 1;

  const signedIn = await fetch(`${platform.url}${PAGE}`, { headers: SIGNED_IN });
  if (!(await signedIn.text()).includes('Awa Dossou')) throw new Error('the signed-in page does not show the reader');
  const sheetSignedIn = await measure(`${platform.url}${PAGE}`, SIGNED_IN);
  const searchAnonymous = await measure(`${platform.url}${SEARCH}`);
  const searchSignedIn = await measure(`${platform.url}${SEARCH}`, SIGNED_IN);
  const pricingAnonymous = await measure(`${platform.url}${PRICING}`);
  const pricingSignedIn = await measure(`${platform.url}${PRICING}`, SIGNED_IN);
  console.log(row('sheet, signed in', sheetSignedIn));
  console.log(row(`${SEARCH}, anonymous`, searchAnonymous));
  console.log(row(`${SEARCH}, signed in`, searchSignedIn));
  console.log(row(`${PRICING}, anonymous`, pricingAnonymous));
  console.log(row(`${PRICING}, signed in`, pricingSignedIn));
  for (const [name, signed, anonymous] of [
    ['sheet', sheetSignedIn, app],
    ['library search', searchSignedIn, searchAnonymous],
    ['pricing (free plan)', pricingSignedIn, pricingAnonymous],
  ]) {
    const r = signed.rps / anonymous.rps;
    console.log(
      `${name}: signed in / anonymous ${r.toFixed(2)} (goal ≥ ${SIGNED_IN_GOAL}) ${r >= SIGNED_IN_GOAL ? 'met' : 'MISSED'}`,
    );
    if (r < SIGNED_IN_GOAL) process.exitCode = 1;
  }
} finally {
  await Promise.all([platform?.stop(), baseline?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
}
