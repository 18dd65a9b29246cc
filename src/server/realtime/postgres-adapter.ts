/**
 * The socket.io adapter shared by every process on one PostgreSQL database (DESIGN §2
 * "Scale-out"): a push emitted in one process reaches the user's sockets in all of them,
 * through LISTEN/NOTIFY; payloads over 8000 bytes travel through `socket_io_attachments`.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Logger } from '../logger.ts';

export const ATTACHMENTS_TABLE = 'socket_io_attachments';

// Unique violation on the type or duplicate table: another process created it at the same time.
const CREATED_CONCURRENTLY = new Set(['23505', '42P07']);

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
    await pool.query(`create table if not exists ${ATTACHMENTS_TABLE} (id bigserial unique, created_at timestamptz default now(), payload bytea)`);
  } catch (error) {
    if (!CREATED_CONCURRENTLY.has((error as { code?: string }).code ?? '')) {
      await pool.end();
      throw error;
    }
  }
  return {
    adapter: createAdapter(pool, { tableName: ATTACHMENTS_TABLE, errorHandler: (error) => logger.warn('socket adapter error', { error }) }),
    close: () => pool.end(),
  };
}
