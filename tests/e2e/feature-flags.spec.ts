/**
 * A switched-off feature switches off its API too (SPEC-COVERAGE §1; src/routes.ts API_FEATURES): on the
 * server with the nine features off, their API answers 404 as an unknown API route does, before
 * any session check, while the account endpoints and the payment webhooks stay on.
 */
import { randomUUID } from 'node:crypto';
import { type APIResponse, expect, test } from '@playwright/test';
import pg from 'pg';
import { signIn } from './support/auth.ts';
import { databaseOf, FEATURES_OFF_URL, MAIN_URL } from './support/env.ts';

const ROUTE_NOT_FOUND = { statusCode: 404, message: 'Not found', code: 'not_found' };

async function expectRouteNotFound(response: APIResponse, what: string): Promise<void> {
  expect(response.status(), what).toBe(404);
  expect(await response.json(), what).toEqual(ROUTE_NOT_FOUND);
}

async function accountsWithEmail(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseOf(FEATURES_OFF_URL) });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from users where email = $1', [email]);
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

test.describe('the API of a switched-off feature', () => {
  test('register off: POST /api/auth/register answers 404 and creates no account', async ({ request }) => {
    const email = `e2e-off-${randomUUID()}@example.test`;
    const response = await request.post(`${FEATURES_OFF_URL}/api/auth/register`, {
      data: { firstName: 'Awa', lastName: 'Dossou', email, password: 'Secret-passw0rd!', language: 'fr' },
    });
    await expectRouteNotFound(response, 'POST /api/auth/register');
    expect(await accountsWithEmail(email)).toBe(0);
  });

  test('login off: POST /api/auth/login and /api/auth/login-with-google answer 404', async ({ request }) => {
    const login = await request.post(`${FEATURES_OFF_URL}/api/auth/login`, {
      data: { email: 'nobody@example.test', password: 'Secret-passw0rd!' },
    });
    await expectRouteNotFound(login, 'POST /api/auth/login');
    const google = await request.post(`${FEATURES_OFF_URL}/api/auth/login-with-google`, {
      data: { id_token: 'not-a-token' },
    });
    await expectRouteNotFound(google, 'POST /api/auth/login-with-google');
  });

  test('legalSearch off: GET /api/e/legalsearch answers 404 before the session check', async ({ request }) => {
    // Anonymous: the session check would answer 401; the switched-off feature answers first.
    await expectRouteNotFound(await request.get(`${FEATURES_OFF_URL}/api/e/legalsearch`), 'GET /api/e/legalsearch');
  });

  test('pricing off: GET /api/pricing/plans and POST /api/e/checkout answer 404', async ({ context }) => {
    await expectRouteNotFound(
      await context.request.get(`${FEATURES_OFF_URL}/api/pricing/plans`),
      'GET /api/pricing/plans',
    );
    await signIn(context, FEATURES_OFF_URL);
    const checkout = await context.request.post(`${FEATURES_OFF_URL}/api/e/checkout`, {
      data: { planId: 'pro', method: 'stripe' },
    });
    await expectRouteNotFound(checkout, 'POST /api/e/checkout');
  });

  test('chat off: GET /api/e/discussion and /api/e/message answer 404 to a signed-in user', async ({ context }) => {
    await signIn(context, FEATURES_OFF_URL);
    await expectRouteNotFound(
      await context.request.get(`${FEATURES_OFF_URL}/api/e/discussion`),
      'GET /api/e/discussion',
    );
    await expectRouteNotFound(
      await context.request.get(`${FEATURES_OFF_URL}/api/e/message?discussionId=x`),
      'GET /api/e/message',
    );
  });

  test('personalLibrary off: GET /api/e/library/personal answers 404 to a signed-in user', async ({ context }) => {
    await signIn(context, FEATURES_OFF_URL);
    await expectRouteNotFound(
      await context.request.get(`${FEATURES_OFF_URL}/api/e/library/personal`),
      'GET /api/e/library/personal',
    );
  });

  test('lawyers off: GET /api/lawyers and /api/e/lawyer/profile answer 404', async ({ context }) => {
    await expectRouteNotFound(await context.request.get(`${FEATURES_OFF_URL}/api/lawyers`), 'GET /api/lawyers');
    await signIn(context, FEATURES_OFF_URL);
    await expectRouteNotFound(
      await context.request.get(`${FEATURES_OFF_URL}/api/e/lawyer/profile`),
      'GET /api/e/lawyer/profile',
    );
  });

  test('library off: GET /api/library answers 404', async ({ request }) => {
    await expectRouteNotFound(await request.get(`${FEATURES_OFF_URL}/api/library`), 'GET /api/library');
  });

  test('documents off: GET /api/documents/templates answers 404', async ({ request }) => {
    await expectRouteNotFound(
      await request.get(`${FEATURES_OFF_URL}/api/documents/templates`),
      'GET /api/documents/templates',
    );
  });

  test('a language prefix does not get round it: GET /en/api/pricing/plans answers 404', async ({ request }) => {
    await expectRouteNotFound(
      await request.get(`${FEATURES_OFF_URL}/en/api/pricing/plans`),
      'GET /en/api/pricing/plans',
    );
  });

  test('the same API answers on the server with every feature on', async ({ request }) => {
    expect((await request.get(`${MAIN_URL}/api/pricing/plans`)).status()).toBe(200);
    // Anonymous: past the feature, the session check answers.
    expect((await request.get(`${MAIN_URL}/api/e/legalsearch`)).status()).toBe(401);
  });
});

test.describe('with every feature off, what stays on', () => {
  test('a signed-in user still reads the account and signs out', async ({ context }) => {
    await signIn(context, FEATURES_OFF_URL);
    const me = await context.request.get(`${FEATURES_OFF_URL}/api/auth/me`);
    expect(me.status()).toBe(200);
    expect((await me.json()).user).toBeTruthy();
    const signOut = await context.request.delete(`${FEATURES_OFF_URL}/api/_auth/session`);
    expect(signOut.status()).toBe(200);
    expect(await signOut.json()).toEqual({ success: true });
    expect((await context.request.get(`${FEATURES_OFF_URL}/api/auth/me`)).status()).toBe(401);
  });

  test('POST /api/payments/webhook/stripe reaches its route, as with pricing on', async ({ request }) => {
    // A payment made before pricing was switched off must still be applied. Neither server has
    // Stripe keys, so the route itself refuses the provider; what matters is that it is the
    // route answering (the same answer as with pricing on), not the switched-off feature.
    const send = (url: string) =>
      request.post(`${url}/api/payments/webhook/stripe`, {
        data: '{}',
        headers: { 'content-type': 'application/json' },
      });
    const [off, on] = await Promise.all([send(FEATURES_OFF_URL), send(MAIN_URL)]);
    const body = await off.json();
    expect(body).not.toEqual(ROUTE_NOT_FOUND);
    expect(off.status()).toBe(on.status());
    expect(body).toEqual(await on.json());
  });
});
