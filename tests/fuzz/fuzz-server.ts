/**
 * The built server (server.mjs) on a fresh PostgreSQL database, with one user whose sessions the
 * fuzz creates directly (one per signed-in request: a fuzzed logout or "sign out everywhere"
 * must not leave the rest of the run signed out). Run `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions.ts';
import { type DbHandle, migrate, openDatabase } from '../../src/server/db/client.ts';
import { createPostgresDatabase } from '../../src/server/db/test-databases.ts';
import { type FuzzRequest, mayAnswerHtml, requestInit } from './requests.ts';

export interface FuzzServer {
  url: string;
  /** The server's database, for a test's own rows. */
  db: DbHandle['db'];
  /** A new session of the fuzz user, as a Cookie header. */
  cookie(): Promise<string>;
  /** What the server wrote (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}

/** `env` adds to or overrides the server's settings (NODE_ENV, PUBLIC_URL…). */
export async function startFuzzServer(
  root: string,
  adminUrl: string,
  env: Record<string, string> = {},
): Promise<FuzzServer> {
  const database = await createPostgresDatabase(adminUrl);
  let handle: DbHandle | undefined;
  let child: ChildProcess | undefined;
  let output = '';
  try {
    handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
    await migrate(handle.db);
    await handle.db
      .insertInto('users')
      .values({
        id: 'fuzz-user',
        email: 'fuzz@example.test',
        email_verified: true,
        first_name: 'Fuzz',
        last_name: 'User',
        password_hash: null,
      })
      .execute();
    const port = await freePort();
    child = spawn(join(root, 'node_modules/.bin/node'), ['server.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: 'memory://',
        LIBRARY_SOURCE: 'none',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    const db = handle.db;
    const running = child;
    return {
      url,
      db,
      cookie: async () => `${SESSION_COOKIE}=${(await createSession(db, 'fuzz-user')).token}`,
      output: () => output,
      async stop() {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
        await db.destroy();
        await database.drop();
      },
    };
  } catch (error) {
    child?.kill('SIGKILL');
    await handle?.close();
    await database.drop();
    throw error;
  }
}

/**
 * What is wrong with an answer, or null: a 5xx, or an API error that is not the JSON error shape
 * (`htmlAllowed`: a form post without script, which gets its page back).
 */
export async function problemWith(response: Response, htmlAllowed = false): Promise<string | null> {
  const body = await response.text();
  // Node's HTTP parser refuses an address or headers past its 16 KB before the app sees them.
  if (response.status === 431) return null;
  if (response.status >= 500) return `${response.status}: ${body.slice(0, 200)}`;
  if (response.status < 400) return null;
  if (htmlAllowed && (response.headers.get('content-type') ?? '').includes('text/html')) return null;
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return `${response.status} as ${response.headers.get('content-type')}`;
  try {
    const error = JSON.parse(body) as { statusCode?: unknown; message?: unknown };
    if (error.statusCode !== response.status || typeof error.message !== 'string')
      return `${response.status} with ${body.slice(0, 200)}`;
  } catch {
    return `${response.status}: not JSON: ${body.slice(0, 200)}`;
  }
  return null;
}

/**
 * Sends one fuzzed request; what is wrong with its answer, or null. An address past Node's 16 KB
 * header limit may get no answer at all (the parser closes the connection mid-body): not a fault.
 */
export async function fuzzOnce(
  server: FuzzServer,
  request: FuzzRequest,
): Promise<{ status: number | 'no answer'; problem: string | null }> {
  const label = `${request.method} ${request.path.slice(0, 200)} (${request.body.kind})`;
  let response: Response;
  try {
    response = await fetch(
      `${server.url}${request.path}`,
      requestInit(request, request.signedIn ? await server.cookie() : null),
    );
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { status: 'no answer', problem: request.path.length > 16_000 ? null : `${label}: no answer (${cause})` };
  }
  // `..` in a parameter can take the address out of /api (fetch resolves it): a page may answer.
  const outsideApi = !new URL(response.url).pathname.startsWith('/api/');
  const problem = await problemWith(response, mayAnswerHtml(request) || outsideApi);
  return { status: response.status, problem: problem && `${label}: ${problem}` };
}
