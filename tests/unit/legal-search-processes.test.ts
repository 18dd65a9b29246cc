/**
 * Scale-out on PostgreSQL (docs/ARCHITECTURE.md "Providers"): two server.mjs processes share one database. A search
 * posted to the first is answered by whichever runner claims its job, and the push reaches a
 * socket connected to the second through the PostgreSQL adapter. Needs the build and
 * TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalSearchPush } from '../../src/shared/events.ts';
import { createPostgresDatabase } from '../../src/server/db/test-databases.ts';

const root = join(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL;

function start(port: number, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(join(root, 'node_modules/.bin/node'), ['server.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(adminUrl)('two server processes on PostgreSQL', () => {
  const [portA, portB] = [4388, 4387];
  let servers: ReturnType<typeof start>[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let socket: Socket | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
    // One process imports the fixture corpus; the other starts once the schema exists.
    const a = start(portA, { DATABASE_URL: database.url, LIBRARY_SOURCE: 'vdd:tests/fixtures/vdd' });
    servers = [a];
    await waitFor(() => a.output().includes('"library import finished"'), 'the import on A');
    const b = start(portB, { DATABASE_URL: database.url, LIBRARY_SOURCE: 'none' });
    servers.push(b);
    await waitFor(() => b.output().includes('"msg":"listening"'), 'B to listen');
  }, 180_000);

  afterAll(async () => {
    socket?.close();
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
  });

  it('a search posted to one process is pushed to the socket connected to the other', async () => {
    const register = await fetch(`http://127.0.0.1:${portA}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Awa',
        lastName: 'Dossou',
        email: `awa.${Date.now()}@example.bj`,
        password: 'Baobab-Cotonou-2025!',
      }),
    });
    expect(register.status).toBe(201);
    const cookie =
      (register.headers.getSetCookie().find((c) => c.startsWith('jurisia_session=')) ?? '').split(';')[0] ?? '';
    const { accessToken } = await (
      await fetch(`http://127.0.0.1:${portB}/api/auth/token`, { headers: { cookie } })
    ).json();
    const connected = io(`http://127.0.0.1:${portB}`, {
      auth: { useraccesstoken: accessToken },
      transports: ['websocket'],
      reconnection: false,
    });
    socket = connected;
    await new Promise((resolve, reject) =>
      connected.once('connect', () => resolve(undefined)).once('connect_error', reject),
    );
    const pushed = new Promise<LegalSearchPush>((resolve) => connected.once('legal_search_ai_response', resolve));

    const body = new FormData();
    body.set('questionText', 'Comment divorcer par consentement mutuel ?');
    body.set('localId', 'two-process-1');
    const posted = await fetch(`http://127.0.0.1:${portA}/api/e/legalsearch`, {
      method: 'POST',
      body,
      headers: { cookie },
    });
    expect(posted.status).toBe(201);
    const { data } = await posted.json();

    const push = await pushed;
    expect(push.status).toBe('completed');
    expect(push.request._id).toBe(data._id);
    expect(push.request.sources.length).toBeGreaterThan(0);
  }, 60_000);
});
