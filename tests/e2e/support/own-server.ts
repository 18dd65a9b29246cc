/**
 * A platform server a journey starts, stops and starts again itself (the shared servers of
 * playwright.config.ts must stay up for the other journeys): for what a user sees while the
 * server is down and after it is back. It keeps its database and data folder across restarts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { ADMIN_DATABASE_URL, E2E_DATA_DIR, RESTART_DATABASE_URL, RESTART_URL } from './env.ts';

const root = join(import.meta.dirname, '../../..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface OwnServer {
  url: string;
  start(): Promise<void>;
  /** SIGTERM, as a deployment would: the server drains and exits. */
  stop(): Promise<void>;
}

/** The server of RESTART_URL on a fresh database; call start() before use, stop() after. */
export async function ownServer(): Promise<OwnServer> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(new URL(RESTART_DATABASE_URL).pathname.slice(1));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  let child: ChildProcess | null = null;
  return {
    url: RESTART_URL,
    async start() {
      child = spawn(join(root, 'node_modules/.bin/node'), ['server.mjs'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: new URL(RESTART_URL).port,
          LOG_LEVEL: 'warn',
          DATABASE_URL: RESTART_DATABASE_URL,
          DATA_DIR: `${E2E_DATA_DIR}/restart`,
          LIBRARY_SOURCE: 'vdd:tests/fixtures/vdd',
        },
      });
      await waitForHealth(RESTART_URL, child);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
