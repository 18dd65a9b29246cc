import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../db/test-databases.ts';
import { createLogger } from '../logger.ts';
import { createdConcurrently, createPostgresAdapter } from './postgres-adapter.ts';

const adminUrl = process.env['TEST_DATABASE_URL'];
const HUNG = 'still waiting after 3 s';

describe('creating the attachments table beside another process', () => {
  it('goes on when the other created the table, its sequence or its row type first', () => {
    for (const code of ['23505', '42P07', '42710']) expect(createdConcurrently({ code })).toBe(true);
  });

  it('fails on anything else', () => {
    for (const error of [{ code: '42501' }, new Error('connection refused'), null])
      expect(createdConcurrently(error)).toBe(false);
  });
});

describe.skipIf(!adminUrl)('the socket adapter on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl ?? '');
  });
  afterAll(() => database?.drop());

  // The adapter starts acquiring its LISTEN client as it is created: closing at once is the
  // moment its own close() cannot see that client, which used to leave pool.end() waiting forever.
  it('closes even when the server stops before the adapter holds its LISTEN client', async () => {
    for (let round = 0; round < 5; round++) {
      const postgres = await createPostgresAdapter(database.url, createLogger('silent'));
      const http = createServer();
      const io = new Server(http, { adapter: postgres.adapter });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      await io.close();
      const outcome = await Promise.race([
        postgres.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(resolve, 3000, HUNG)),
      ]);
      expect(outcome).toBe('closed');
    }
  });
});
