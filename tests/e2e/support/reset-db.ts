/**
 * Gives the end-to-end servers empty databases and an empty data folder, so every run starts
 * from the same state. scripts/test-all.sh runs it; run it by hand before `npm run test:e2e`.
 */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { ADMIN_DATABASE_URL, E2E_DATA_DIR, FEATURES_OFF_DATABASE_URL, MAIN_DATABASE_URL } from './env.ts';

const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
await client.connect();
try {
  for (const url of [MAIN_DATABASE_URL, FEATURES_OFF_DATABASE_URL]) {
    const name = client.escapeIdentifier(new URL(url).pathname.slice(1));
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  }
} finally {
  await client.end();
}
await rm(E2E_DATA_DIR, { recursive: true, force: true });
process.stdout.write(
  `e2e databases reset: ${new URL(MAIN_DATABASE_URL).pathname.slice(1)}, ${new URL(FEATURES_OFF_DATABASE_URL).pathname.slice(1)}\n`,
);
