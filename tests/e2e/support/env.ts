/**
 * Where the end-to-end servers listen and which databases they use. Shared by
 * playwright.config.ts, the specs and reset-db.ts so the three never disagree.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The platform with every feature on and the error preview enabled. */
export const MAIN_URL = 'http://127.0.0.1:4399';
/** The same build with all nine features switched off. */
export const FEATURES_OFF_URL = 'http://127.0.0.1:4398';
/**
 * A server with other settings: an invalid DEFAULT_CHAT_THINK_MODE (to see the `instant`
 * fallback), and Google sign-in with keys served by the test itself on GOOGLE_KEYS_PORT.
 */
export const MISCONFIGURED_URL = 'http://127.0.0.1:4397';
/** A server one journey starts and stops itself (support/own-server.ts). */
export const RESTART_URL = 'http://127.0.0.1:4395';
/** The server the service worker's update journey starts from a copy of the build (support/build-copy.ts). */
export const UPDATE_URL = 'http://127.0.0.1:4393';
/** The server the Background Sync journey stops and starts again (support/own-server.ts). */
export const SYNC_URL = 'http://127.0.0.1:4392';
export const GOOGLE_CLIENT_ID = 'jurisia-e2e.apps.googleusercontent.com';
export const GOOGLE_KEYS_PORT = 4396;
/** The OpenAI-compatible transcription server the voice journeys start (support/fake-transcriber.ts). */
export const TRANSCRIBER_PORT = 4394;

export const FEATURES_OFF = 'pricing,login,register,lawyers,legalSearch,library,documents,chat,personalLibrary';

const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** Each server owns a database: two servers migrating one database at once would race. */
export const MAIN_DATABASE_URL = databaseUrl('jurisia_e2e');
export const FEATURES_OFF_DATABASE_URL = databaseUrl('jurisia_e2e_off');
export const RESTART_DATABASE_URL = databaseUrl('jurisia_e2e_restart');
export const UPDATE_DATABASE_URL = databaseUrl('jurisia_e2e_update');
export const SYNC_DATABASE_URL = databaseUrl('jurisia_e2e_sync');
/** The maintenance connection used to drop and create the two databases above. */
export const ADMIN_DATABASE_URL = TEST_DATABASE_URL;

export const E2E_DATA_DIR = join(tmpdir(), 'jurisia-e2e');

/** The database behind a server, for helpers that write rows the server then reads. */
export function databaseOf(serverUrl: string): string {
  if (serverUrl === MAIN_URL) return MAIN_DATABASE_URL;
  if (serverUrl === FEATURES_OFF_URL) return FEATURES_OFF_DATABASE_URL;
  if (serverUrl === RESTART_URL) return RESTART_DATABASE_URL;
  if (serverUrl === UPDATE_URL) return UPDATE_DATABASE_URL;
  if (serverUrl === SYNC_URL) return SYNC_DATABASE_URL;
  throw new Error(`No database is reachable for ${serverUrl}`);
}
