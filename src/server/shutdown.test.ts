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
});
