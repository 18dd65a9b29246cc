// npm run bench:fuzz — 10,000 fuzzed requests (tests/fuzz: any API route and method, odd path
// parameters, query strings and bodies, signed in or not) against the built server on a fresh
// PostgreSQL database (TEST_DATABASE_URL); prints how many got each status and every problem
// found (a 5xx, or an API error that is not the JSON error shape). Goal: 0 5xx. Run with
// `npm run build` done. FUZZ_RUNS and FUZZ_SEED change the count and the inputs.
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '../tests/fuzz/api-routes.ts';
import { fuzzOnce, startFuzzServer } from '../tests/fuzz/fuzz-server.ts';
import { fuzzRequests } from '../tests/fuzz/requests.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
if (!process.env.TEST_DATABASE_URL)
  throw new Error('set TEST_DATABASE_URL (a PostgreSQL server where a database can be created)');

const server = await startFuzzServer(root, process.env.TEST_DATABASE_URL);
const statuses = new Map();
const problems = [];
try {
  const samples = fc.sample(fuzzRequests(apiRoutes(root)), { numRuns: RUNS, seed: SEED });
  const started = performance.now();
  for (const request of samples) {
    const { status, problem } = await fuzzOnce(server, request);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (problem) problems.push(problem);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${RUNS} requests (seed ${SEED}) in ${seconds.toFixed(1)} s`);
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  const fives = [...statuses].filter(([s]) => typeof s === 'number' && s >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`5xx: ${fives} (goal 0: ${fives === 0 ? 'met' : 'NOT met'}); problems: ${problems.length}`);
  for (const p of problems.slice(0, 30)) console.log(`  ${p}`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
