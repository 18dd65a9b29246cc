// Starts the built platform (run `npm run build` first) on a free port with an in-memory
// database, for benchmarks; and a minimal page served by node:http as the same run's baseline.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** The CPU time of a thread (/proc/<pid>/task/<tid>/stat: utime and stime, the 14th and 15th fields), in ms. */
function threadCpuMs(pid, tid) {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/**
 * The CPU a process has used so far, in ms: all its threads, and by thread name (its main thread,
 * the request thread, as `main`; a worker thread as `WorkerThread`; V8's compilers and collector
 * helpers as `V8Worker`); null where /proc does not tell (not Linux). Steadier than latencies on
 * a shared machine: what a change saves shows here first.
 */
export function processCpuMs(pid) {
  try {
    const byThread = {};
    let total = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const name = tid === String(pid) ? 'main' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const ms = threadCpuMs(pid, tid);
      byThread[name] = (byThread[name] ?? 0) + ms;
      total += ms;
    }
    return { total, byThread };
  } catch {
    return null;
  }
}

/**
 * The platform on 127.0.0.1 with `DATA_DIR=memory://`; `stop()` ends it. SERVER_NODE_ARGS adds
 * options to its node (`--cpu-prof --cpu-prof-dir=…` to see where a bench's time goes);
 * SERVER_STDOUT names a file its standard output is appended to (what `--trace-gc` prints, or its
 * log at SERVER_LOG_LEVEL).
 */
export async function startPlatform(env = {}) {
  if (!existsSync(`${root}dist/server/entry.mjs`)) throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const stdout = process.env.SERVER_STDOUT ? openSync(process.env.SERVER_STDOUT, 'a') : undefined;
  const child = spawn(
    `${root}node_modules/.bin/node`,
    [...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'server.mjs'],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdio: ['ignore', stdout ?? 'ignore', 'inherit'],
    },
  );
  // The child holds its own copy of the file.
  if (stdout !== undefined) closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    /** The server's CPU so far (processCpuMs). */
    cpu: () => processCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Resolves once the platform's first library import has ended (its sheet count unchanged for
 * `quietMs`) and its search index is built (a search waits for it): a bench measuring pages
 * then does not share the cores with the import.
 */
export async function libraryImported(url, { quietMs = 5000, timeoutMs = 600_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    // A new address each time: the page cache would answer the same count for a minute.
    const response = await fetch(`${url}/api/library?perPage=1&at=${Date.now()}`);
    const { totalItems } = response.ok ? await response.json() : { totalItems: 0 };
    if (totalItems !== count) {
      count = totalItems;
      since = Date.now();
    } else if (count > 0 && Date.now() - since >= quietMs) {
      await fetch(`${url}/api/library?q=loyer&perPage=1`);
      return count;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the library of ${url} was still being imported after ${timeoutMs} ms`);
}

/**
 * Resolves once the server reports itself warm (/api/health `warm`: its library index built and
 * its code warmed up, src/server/warm-up.ts), with the seconds waited; a build without the
 * field counts as warm at once.
 */
export async function warmedUp(url, { timeoutMs = 120_000 } = {}) {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { warm } = await (await fetch(`${url}/api/health`)).json();
    if (warm !== false) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not warm after ${timeoutMs} ms`);
}

/** What a page needs at the very least: a title, a heading, a paragraph. */
export const MINIMAL_HTML = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Jurisia</title><meta name="description" content="Plateforme juridique intelligente"></head><body><main><h1>Jurisia</h1><p>Plateforme juridique intelligente</p></main></body></html>`;

/** MINIMAL_HTML on a free port through node:http. */
export async function startBaseline() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(MINIMAL_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
