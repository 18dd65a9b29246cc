/**
 * The socket.io adapter shared by every process on one PostgreSQL database (docs/ARCHITECTURE.md "Providers"
 * "Scale-out"): a push emitted in one process reaches the user's sockets in all of them,
 * through LISTEN/NOTIFY; payloads over 8000 bytes travel through `socket_io_attachments`.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export const ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * What PostgreSQL answers the process that loses when several create the attachments' table at
 * once (« if not exists » takes no lock): a unique violation on the row type's name, the table or
 * its sequence already there, or the row type already there (« type "socket_io_attachments"
 * already exists », seen when two servers of `socket-server.test.ts` started together).
 */
const CREATED_CONCURRENTLY = new Set(['23505', '42P07', '42710']);

/** Whether creating the attachments' table failed only because another process created it at the same time. */
export const createdConcurrently = (error: unknown): boolean =>
  CREATED_CONCURRENTLY.has((error as { code?: string } | null)?.code ?? '');

export interface PostgresAdapter {
  adapter: ReturnType<typeof createAdapter>;
  /** Ends the pool; call after io.close(), whose adapter says goodbye through it. */
  close(): Promise<void>;
}

export async function createPostgresAdapter(databaseUrl: string, logger: Logger): Promise<PostgresAdapter> {
  // One client stays LISTENing; the others send notifications and fetch attachments.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // An idle client dropped by the server must not crash the process; the adapter reconnects.
  pool.on('error', (error) => logger.warn('socket adapter database error', { error }));
  try {
    await pool.query(
      `create table if not exists ${ATTACHMENTS_TABLE} (id bigserial unique, created_at timestamptz default now(), payload bytea)`,
    );
  } catch (error) {
    if (!createdConcurrently(error)) {
      await pool.end();
      throw error;
    }
  }
  const lending = lendingPool(pool);
  return {
    // The adapter calls only query() and connect(), which the lending view has.
    adapter: createAdapter(lending.view as unknown as pg.Pool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (error) => logger.warn('socket adapter error', { error }),
    }),
    close: lending.close,
  };
}

/**
 * The pool as the adapter sees it. The adapter's own close() releases its LISTEN client only
 * once it holds it: a client still being acquired, or still running LISTEN, when the server
 * shuts down stays checked out, and pool.end() waits for every client, so the shutdown hung for
 * good (a process stopped right after it started). Here close() releases what the adapter still
 * holds, and connect() never answers once closing: the adapter's reconnection loop stops there
 * instead of retrying against an ended pool every two seconds.
 */
function lendingPool(pool: pg.Pool): { view: Pick<pg.Pool, 'query' | 'connect'>; close(): Promise<void> } {
  let closing = false;
  const lent = new Set<pg.PoolClient>();
  pool.on('release', (_error, client) => lent.delete(client));
  const never = () => new Promise<never>(() => {});
  return {
    view: {
      query: pool.query.bind(pool),
      connect: (async () => {
        if (closing) return never();
        const client = await pool.connect();
        if (closing) {
          client.release();
          return never();
        }
        lent.add(client);
        return client;
      }) as pg.Pool['connect'],
    },
    close: async () => {
      closing = true;
      for (const client of lent) client.release();
      await pool.end();
    },
  };
}
