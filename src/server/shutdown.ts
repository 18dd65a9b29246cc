/**
 * Graceful shutdown: stop accepting connections, answer requests that arrive on kept-alive
 * connections with 503, let in-flight requests finish (up to a timeout), then close the
 * socket server and the database so nothing written is lost.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

interface Closable {
  close(): Promise<void> | void;
}

export interface Shutdown {
  /** Counts a request as in flight; false (and a 503 sent) once shutting down. */
  track(req: IncomingMessage, res: ServerResponse): boolean;
  run(parts: { server: Server; io?: { close(): unknown }; platform: Closable }): Promise<void>;
  readonly inFlight: number;
}

export function createShutdown({ logger, timeoutMs }: { logger: Logger; timeoutMs: number }): Shutdown {
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | undefined;

  return {
    get inFlight() {
      return inFlight;
    },
    track(_req, res) {
      if (stopping) {
        res.writeHead(503, { 'Content-Type': 'application/json', Connection: 'close', 'Retry-After': '5' });
        res.end(JSON.stringify({ statusCode: 503, message: 'Service temporairement indisponible' }));
        return false;
      }
      inFlight++;
      res.once('close', () => {
        inFlight--;
        if (stopping && inFlight === 0) drained?.();
      });
      return true;
    },
    async run({ server, io, platform }) {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        const finished = new Promise<void>((resolve) => {
          drained = resolve;
        });
        const timedOut = new Promise<'timeout'>((resolve) => setTimeout(resolve, timeoutMs, 'timeout').unref());
        if ((await Promise.race([finished, timedOut])) === 'timeout') {
          logger.warn('shutdown timeout: closing remaining connections', { inFlight });
        }
      }
      await io?.close();
      server.closeAllConnections();
      await closed;
      await platform.close();
      logger.info('shutdown complete');
    },
  };
}
