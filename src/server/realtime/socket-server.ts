/**
 * The socket.io server (docs/ARCHITECTURE.md "Real time", SPEC-COVERAGE §6, §9): signed-in users only, one room
 * per user, pushes sent to every process through the PostgreSQL adapter when the database is
 * PostgreSQL (PGlite means one process, so the in-memory adapter is enough).
 */
import type http from 'node:http';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/events.ts';
import type { Platform } from '../platform.ts';
import { createPostgresAdapter, type PostgresAdapter } from './postgres-adapter.ts';
import { allowOrigin, authenticate, userRoom } from './socket-auth.ts';

/** SPEC-COVERAGE §9: messages from 1024 bytes are compressed. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The client only sends small events (ping); anything bigger is refused before parsing. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/** One function for every socket: a closure per socket would cost memory on each idle one. */
function answerPing(ack: (serverTime: number) => void): void {
  // A client may emit ping without an acknowledgement; calling it would throw.
  if (typeof ack === 'function') ack(Date.now());
}

export interface Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  /** Sends to every socket of the user, in every process (adapter). */
  pushToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Closes the sockets, the HTTP server (socket.io closes it) and the adapter's pool. */
  close(): Promise<void>;
}

export async function attachRealtime({
  httpServer,
  platform,
}: {
  httpServer: http.Server;
  platform: Platform;
}): Promise<Realtime> {
  const { config, logger } = platform;
  let postgres: PostgresAdapter | undefined;
  if (config.databaseUrl) postgres = await createPostgresAdapter(config.databaseUrl, logger);
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;

  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    perMessageDeflate: {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // ws applies the threshold only without context takeover; with it, every message (pings
      // too) is compressed and each idle socket holds its own zlib state, about 250 KB.
      serverNoContextTakeover: true,
      // A socket that received a large push keeps its deflate state: a 1 KB window and a
      // small hash make it about 12 KB instead of 256 KB, for a somewhat lower ratio.
      serverMaxWindowBits: 10,
      zlibDeflateOptions: { memLevel: 4 },
    },
    httpCompression: { threshold: COMPRESSION_THRESHOLD_BYTES },
    allowRequest: allowOrigin(config.publicUrl),
    // Polling from pages on PUBLIC_URL when WEBSOCKET_URL points at another host.
    ...(publicOrigin && { cors: { origin: publicOrigin } }),
    ...(postgres && { adapter: postgres.adapter }),
  });
  io.use(authenticate(platform));
  io.on('connection', (socket) => {
    socket.on('ping', answerPing);
  });

  return {
    io,
    pushToUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    close: async () => {
      await io.close();
      await postgres?.close();
    },
  };
}
