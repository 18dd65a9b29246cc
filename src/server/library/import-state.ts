/** Whether the library can be searched, as every process sharing the database sees it. */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import type { LibraryState } from './library.types.ts';

export async function readLibraryState(db: Db): Promise<LibraryState> {
  const { rows } = await sql<{ running: boolean; filled: boolean }>`select
    exists (select 1 from library_imports where finished_at is null) as running,
    exists (select 1 from library_documents) as filled`.execute(db);
  const row = rows[0];
  if (row?.running) return 'preparing';
  return row?.filled ? 'ready' : 'empty';
}

/** For the pages: `libraryState(locals.platform)`. */
export function libraryState(platform: { database: { db: Db } }): Promise<LibraryState> {
  return readLibraryState(platform.database.db);
}
