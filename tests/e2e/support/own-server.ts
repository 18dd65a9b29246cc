/**
 * A platform server a journey starts, stops and starts again itself (the shared servers of
 * playwright.config.ts must stay up for the other journeys): for what a user sees while the
 * server is down and after it is back. It keeps its database and data folder across restarts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { ADMIN_DATABASE_URL, E2E_DATA_DIR, RESTART_DATABASE_URL, RESTART_URL } from './env.ts';

export const projectRoot = join(import.meta.dirname, '../../..');

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

export interface OwnServerOptions {
  url?: string;
  databaseUrl?: string;
  /** The folder holding server.mjs and the build it serves: the project's own, or a copy. */
  root?: string;
}

/** A server (RESTART_URL's unless told) on a fresh database; call start() before use, stop() after. */
export async function ownServer({
  url = RESTART_URL,
  databaseUrl = RESTART_DATABASE_URL,
  root = projectRoot,
}: OwnServerOptions = {}): Promise<OwnServer> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(new URL(databaseUrl).pathname.slice(1));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      child = spawn(join(projectRoot, 'node_modules/.bin/node'), ['server.mjs'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          PATH: process.env['PATH'] ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: new URL(url).port,
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          DATA_DIR: `${E2E_DATA_DIR}/${new URL(url).port}`,
          LIBRARY_SOURCE: 'vdd:tests/fixtures/vdd',
        },
      });
      await waitForHealth(url, child);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        // A server that has not exited 20 s after SIGTERM (its shutdown's own limit is 15 s) is
        // killed: alive, it would keep its port from the next start, the retry's included.
        const kill = setTimeout(() => running.kill('SIGKILL'), 20_000);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}
