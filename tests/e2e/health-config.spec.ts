/** The platform API every client reads first: health and the public config (docs/ARCHITECTURE.md "API conventions"). */
import { expect, test } from '@playwright/test';
import { FEATURES_OFF_URL, MAIN_URL, MISCONFIGURED_URL } from './support/env.ts';

const PUBLIC_CONFIG_FIELDS = [
  'languages',
  'voiceLanguages',
  'appName',
  'features',
  'logoUrl',
  'darkLogoUrl',
  'faviconUrl',
  'paymentMethods',
  'enableChatThinkMode',
  'preserveChatThinkMode',
  'defaultChatThinkMode',
  'mainImageUrl',
  'authPageImageUrl',
  'websocketUrl',
];
const FEATURES = [
  'pricing',
  'login',
  'register',
  'lawyers',
  'legalSearch',
  'library',
  'documents',
  'chat',
  'personalLibrary',
];

test('GET /api/health answers 200 with status ok', async ({ request }) => {
  const response = await request.get(`${MAIN_URL}/api/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('GET /api/config has exactly the public-config fields and the defaults', async ({ request }) => {
  const response = await request.get(`${MAIN_URL}/api/config`);
  expect(response.status()).toBe(200);
  const config = await response.json();
  expect(Object.keys(config).sort()).toEqual([...PUBLIC_CONFIG_FIELDS].sort());
  expect(config.features).toEqual(Object.fromEntries(FEATURES.map((f) => [f, true])));
  expect(config.paymentMethods).toEqual(['stripe', 'paypal', 'fedapay']);
  expect(config.appName).toBe('Jurisia');
  expect(config.languages).toHaveLength(18);
  expect(config.defaultChatThinkMode).toBe('instant');
});

test('switched-off features read false in the public config', async ({ request }) => {
  const config = await (await request.get(`${FEATURES_OFF_URL}/api/config`)).json();
  expect(config.features).toEqual(Object.fromEntries(FEATURES.map((f) => [f, false])));
});

test('an invalid default think mode falls back to instant', async ({ request }) => {
  const config = await (await request.get(`${MISCONFIGURED_URL}/api/config`)).json();
  expect(config.defaultChatThinkMode).toBe('instant');
  expect(config.features).toEqual(Object.fromEntries(FEATURES.map((f) => [f, true])));
});
