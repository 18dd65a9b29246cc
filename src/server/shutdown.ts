/**
 * Graceful shutdown (docs/ARCHITECTURE.md "Shutdown"): every request already sent is answered.
 * 1. Draining: the listener stays open, so connections waiting in the accept queue are taken
 *    and served, until no new connection has come for `quietMs`; `/api/health` answers 503 so a
 *    load balancer stops sending; each answer says `Connection: close`, so kept-alive
 *    connections end after their response.
 * 2. Closing: the listener closes, idle connections close, in-flight requests finish (up to
 *    `timeoutMs` in all), then the socket server and the database close, so nothing written is
 *    lost; a close still waiting `closeGraceMs` past `timeoutMs` is given up, so the process
 *    always exits.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

interface Closable {
  close(): Promise<void> | void;
}

export interface Shutdown {
  /** Counts a request as in flight; false (and a 503 sent) for the health check while draining and for anything after closing. */
  track(req: IncomingMessage, res: ServerResponse): boolean;
  run(parts: { server: Server; io?: { close(): unknown }; platform: Closable }): Promise<void>;
  readonly inFlight: number;
}

export interface ShutdownOptions {
  logger: Logger;
  /** The whole shutdown's limit: what is still running then is cut. */
  timeoutMs: number;
  /** Draining ends once no new connection has come for this long; default 300 ms. */
  quietMs?: number;
  /**
   * What closing the socket server, the listener and the database may take past `timeoutMs`
   * (default CLOSE_GRACE_MS): then the shutdown gives up on them, and the process exits all the same.
   */
  closeGraceMs?: number;
}

/**
 * Closing the database takes well under a second; a close still waiting after this is not
 * coming, and a process that never exits keeps its port from the next one (docs/ARCHITECTURE.md
 * "Shutdown").
 */
export const CLOSE_GRACE_MS = 5_000;

const HEALTH = /^\/api\/health(?:\?|$)/;

/** Resolves 'late' at `time` (a Date.now() value), holding no process open. */
const passed = (time: number) =>
  new Promise<'late'>((resolve) => setTimeout(resolve, Math.max(0, time - Date.now()), 'late').unref());

function unavailable(res: ServerResponse, body: Record<string, unknown>): void {
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
    'Retry-After': '5',
  });
  res.end(JSON.stringify(body));
}

export function createShutdown({
  logger,
  timeoutMs,
  quietMs = 300,
  closeGraceMs = CLOSE_GRACE_MS,
}: ShutdownOptions): Shutdown {
  let inFlight = 0;
  let phase: 'serving' | 'draining' | 'closing' = 'serving';
  let drained: (() => void) | undefined;

  /** Resolves once no connection has arrived for quietMs, or at `deadline`. */
  function quiet(server: Server, deadline: number): Promise<void> {
    let last = Date.now();
    const arrived = () => {
      last = Date.now();
    };
    server.on('connection', arrived);
    return new Promise<void>((resolve) => {
      const done = () => {
        server.off('connection', arrived);
        resolve();
      };
      const again = () => {
        const now = Date.now();
        setTimeout(check, Math.max(0, Math.min(quietMs - (now - last), deadline - now))).unref();
      };
      const over = () => Date.now() - last >= quietMs || Date.now() >= deadline;
      const check = () => {
        if (Date.now() >= deadline) return done();
        if (!over()) return again();
        // Quiet by the clock; but a loop kept busy (a slow module load, a long answer) has not
        // yet taken the connections waiting in the accept queue nor read their requests, and
        // closing now would reset them. Timers run before the loop's poll for I/O, an immediate
        // after it: decided there, whatever was waiting has been taken first.
        setImmediate(() => (over() ? done() : again()));
      };
      setTimeout(check, quietMs).unref();
    });
  }

  return {
    get inFlight() {
      return inFlight;
    },
    track(req, res) {
      if (phase === 'closing') {
        unavailable(res, { statusCode: 503, message: 'Service temporairement indisponible' });
        return false;
      }
      if (phase === 'draining') {
        if (HEALTH.test(req.url ?? '')) {
          unavailable(res, { status: 'draining' });
          return false;
        }
        res.setHeader('Connection', 'close');
      }
      inFlight++;
      res.once('close', () => {
        inFlight--;
        if (phase === 'closing' && inFlight === 0) drained?.();
      });
      return true;
    },
    async run({ server, io, platform }) {
      const deadline = Date.now() + timeoutMs;
      phase = 'draining';
      await quiet(server, deadline);
      phase = 'closing';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        const finished = new Promise<void>((resolve) => {
          drained = resolve;
        });
        if ((await Promise.race([finished, passed(deadline)])) === 'late') {
          logger.warn('shutdown timeout: closing remaining connections', { inFlight });
        }
      }
      const closing = (async () => {
        await io?.close();
        server.closeAllConnections();
        await closed;
        await platform.close();
        return 'closed' as const;
      })();
      if ((await Promise.race([closing, passed(deadline + closeGraceMs)])) === 'late')
        logger.error('shutdown cut: closing did not finish');
      else logger.info('shutdown complete');
    },
  };
}
