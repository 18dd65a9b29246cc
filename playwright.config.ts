/**
 * End-to-end journeys against the built server (run `npm run build` first; scripts/test-all.sh
 * does). Chromium is Debian's /usr/bin/chromium: browsers are never downloaded.
 * Three servers: the platform with every feature on, the same build with the nine features
 * off, and one with other settings (an invalid think mode, Google sign-in).
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import {
  E2E_DATA_DIR,
  FEATURES_OFF,
  FEATURES_OFF_DATABASE_URL,
  FEATURES_OFF_URL,
  GOOGLE_CLIENT_ID,
  GOOGLE_KEYS_PORT,
  MAIN_DATABASE_URL,
  MAIN_URL,
  MISCONFIGURED_URL,
  TRANSCRIBER_PORT,
} from './tests/e2e/support/env.ts';

const CI = !!process.env['CI'];
const NODE = 'node_modules/.bin/node server.mjs';

const NEUTRAL_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  APP_NAME: '',
  PUBLIC_URL: '',
  DATABASE_URL: '',
  FEATURES_DISABLED: '',
  ERROR_PREVIEW: '',
  PAYMENT_METHODS: '',
  DEFAULT_CHAT_THINK_MODE: '',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_JWKS_URL: '',
  STT_BASE_URL: '',
  TTS_PROVIDER: '',
  VOICE_LANGUAGES: '',
  DEMO_DATA: '',
  // The fixture sheets: a whole-corpus import would outlast the servers' start-up.
  LIBRARY_SOURCE: 'vdd:tests/fixtures/vdd',
};

function server(url: string, env: Record<string, string>) {
  return {
    name: new URL(url).port,
    command: NODE,
    url: `${url}/api/health`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    // Playwright adds process.env underneath: blank what the journeys depend on so a
    // developer's own settings cannot change what a server is.
    env: {
      ...NEUTRAL_ENV,
      PORT: new URL(url).port,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['./tests/playwright-count-reporter.ts']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: MAIN_URL,
    // French, the default locale: any other Accept-Language is redirected to its prefix.
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    server(MAIN_URL, {
      DATABASE_URL: MAIN_DATABASE_URL,
      DATA_DIR: `${E2E_DATA_DIR}/main`,
      ERROR_PREVIEW: '1',
      // Spoken questions go to the transcription server the voice journeys start.
      STT_BASE_URL: `http://127.0.0.1:${TRANSCRIBER_PORT}/v1`,
      // The lawyer directory's sample profiles (off by default with a PostgreSQL server).
      DEMO_DATA: '1',
    }),
    server(FEATURES_OFF_URL, {
      DATABASE_URL: FEATURES_OFF_DATABASE_URL,
      DATA_DIR: `${E2E_DATA_DIR}/off`,
      FEATURES_DISABLED: FEATURES_OFF,
    }),
    server(MISCONFIGURED_URL, {
      DATA_DIR: 'memory://',
      DEFAULT_CHAT_THINK_MODE: 'bogus',
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${GOOGLE_KEYS_PORT}/certs`,
    }),
  ],
});
