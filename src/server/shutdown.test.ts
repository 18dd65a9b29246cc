import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createShutdown } from './shutdown.ts';

const silent = createLogger('silent');

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before closing the database', async () => {
    const events: string[] = [];
    const shutdown = createShutdown({ logger: silent, timeoutMs: 5000 });
    const server = createServer((req, res) => {
      if (!shutdown.track(req, res)) return;
      setTimeout(() => {
        events.push('request finished');
        res.end('done');
      }, 300);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const slow = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    expect(shutdown.inFlight).toBe(1);
    await shutdown.run({ server, platform: { close: () => void events.push('database closed') } });
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(events).toEqual(['request finished', 'database closed']);
  });

  it('stops accepting new connections once shutting down', async () => {
    const shutdown = createShutdown({ logger: silent, timeoutMs: 1000 });
    const server = createServer((req, res) => shutdown.track(req, res) && res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    expect((await get(port, '/')).status).toBe(200);
    await shutdown.run({ server, platform: { close: () => undefined } });
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives up waiting after the timeout and still closes the database', async () => {
    let closed = false;
    const shutdown = createShutdown({ logger: silent, timeoutMs: 200 });
    const server = createServer((req, res) => {
      shutdown.track(req, res); // never answers
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/hang').catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const platform = {
      close: () => {
        closed = true;
      },
    };
    await shutdown.run({ server, platform });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(closed).toBe(true);
    expect(await hanging).toBe('aborted');
  });

  it('gives up a close that never ends once past the timeout and its grace, so the process can exit', async () => {
    const errors: string[] = [];
    const logger = { ...silent, error: (message: string) => void errors.push(message) };
    const shutdown = createShutdown({ logger, timeoutMs: 100, quietMs: 20, closeGraceMs: 100 });
    const server = createServer((req, res) => shutdown.track(req, res) && res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const started = Date.now();
    await shutdown.run({ server, platform: { close: () => new Promise<void>(() => undefined) } });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(errors).toEqual(['shutdown cut: closing did not finish']);
  });

  it('keeps serving while connections keep coming, says 503 to the health check, and ends kept-alive connections', async () => {
    const shutdown = createShutdown({ logger: silent, timeoutMs: 5000, quietMs: 150 });
    const server = createServer((req, res) => shutdown.track(req, res) && setTimeout(() => res.end('ok'), 20));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const stopped = shutdown.run({ server, platform: { close: () => undefined } });
    // Requests keep arriving for 300 ms, twice the quiet period: each one is answered.
    const answers: Promise<{ status: number; body: string; connection: string | undefined }>[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        new Promise((resolve, reject) => {
          request({ port, path: '/page', agent: false }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          })
            .on('error', reject)
            .end();
        }),
      );
      await new Promise((r) => setTimeout(r, 50));
    }
    const health = await get(port, '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    for (const answer of await Promise.all(answers))
      expect(answer).toEqual({ status: 200, body: 'ok', connection: 'close' });
    await stopped;
    await expect(get(port, '/page')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('serves the connections a busy loop has not yet taken when its quiet period ends', async () => {
    const shutdown = createShutdown({ logger: silent, timeoutMs: 5000, quietMs: 100 });
    const server = createServer((req, res) => shutdown.track(req, res) && res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    // The clients live in another process, so that they connect and send while this loop is busy.
    const clients = spawn(
      process.execPath,
      [
        '-e',
        `const { request } = require('node:http');
        process.stdin.once('data', async () => {
          const hit = () => new Promise((resolve) => request({ port: ${port}, host: '127.0.0.1', agent: false }, (res) => {
            res.resume(); res.on('end', () => resolve(res.statusCode));
          }).on('error', (e) => resolve(e.code)).end());
          console.log(JSON.stringify(await Promise.all(Array.from({ length: 20 }, hit))));
          process.exit(0);
        });
        console.log('ready');`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let output = '';
    clients.stdout.on('data', (chunk) => (output += chunk));
    while (!output.includes('ready')) await once(clients.stdout, 'data');
    const stopped = shutdown.run({ server, platform: { close: () => undefined } });
    clients.stdin.write('go\n');
    // Busy well past the quiet period while the 20 requests are sent: none of them has been taken.
    const until = Date.now() + 600;
    while (Date.now() < until);
    const exited = once(clients, 'exit');
    await stopped;
    await exited;
    expect(JSON.parse(output.split('\n')[1] ?? '[]')).toEqual(Array(20).fill(200));
  });
});
