/**
 * Google sign-in end to end (issue 3 "Show"): Google Identity Services is played by a small
 * script served in place of Google's, and Google's keys by a local server; the ID token is
 * signed here, and the platform checks it against those keys like a real one.
 */
import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { SiteChrome } from './pages/site-chrome.ts';
import { GOOGLE_CLIENT_ID, GOOGLE_KEYS_PORT, MISCONFIGURED_URL } from './support/env.ts';

// One key server on a fixed port: the tests of this file run one after another in one worker.
test.describe.configure({ mode: 'serial' });

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let keyServer: Server;

test.beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => keyServer.listen(GOOGLE_KEYS_PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => keyServer.close(() => resolve())));

function idToken(claims: JWTPayload, audience = GOOGLE_CLIENT_ID): Promise<string> {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(keys.privateKey);
}

/** Serves a stand-in for Google's script that records the callback the page registers. */
async function fakeGoogleIdentity(page: Page): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsiCallback = options.callback; },
        renderButton(parent) { const b = document.createElement('button'); b.textContent = 'Continuer avec Google'; parent.append(b); },
        prompt() { window.__gsiPrompted = true; },
      } } };`,
    }),
  );
}

const answerWithCredential = (page: Page, credential: string) =>
  page.evaluate(
    (token) =>
      (window as unknown as { __gsiCallback: (r: { credential: string }) => void }).__gsiCallback({
        credential: token,
      }),
    credential,
  );

test('a Google credential signs the visitor in, creating the account, then the page reloads', async ({ page }) => {
  await fakeGoogleIdentity(page);
  await page.goto(`${MISCONFIGURED_URL}/login`);
  await expect(page.getByRole('button', { name: 'Continuer avec Google' })).toBeVisible();
  await page.waitForFunction(() => '__gsiCallback' in window);
  const email = `google-${Date.now()}@example.test`;
  await Promise.all([
    page.waitForURL(`${MISCONFIGURED_URL}/`),
    answerWithCredential(
      page,
      await idToken({ sub: `g-${Date.now()}`, email, given_name: 'Sènami', family_name: 'Hounkpè' }),
    ),
  ]);
  await expect(new SiteChrome(page).accountMenu).toBeVisible();
  const me = await page.request.get(`${MISCONFIGURED_URL}/api/auth/me`);
  expect(await me.json()).toMatchObject({ user: { email, firstName: 'Sènami', emailVerified: true } });
});

test('a token made for another application is refused with the authentication-failed toast', async ({ page }) => {
  await fakeGoogleIdentity(page);
  await page.goto(`${MISCONFIGURED_URL}/login`);
  await page.waitForFunction(() => '__gsiCallback' in window);
  await answerWithCredential(
    page,
    await idToken({ sub: 'g-other', email: 'other@example.test' }, 'other-app.apps.googleusercontent.com'),
  );
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region).toContainText('Authentification échouée');
  await expect(region).toContainText("Une erreur s'est produite lors de l'authentification. Veuillez réessayer.");
  expect((await page.request.get(`${MISCONFIGURED_URL}/api/auth/me`)).status()).toBe(401);
});

test('the one-tap prompt is offered to visitors only, never to a signed-in user', async ({ page }) => {
  await fakeGoogleIdentity(page);
  await page.goto(`${MISCONFIGURED_URL}/about-us`);
  await page.waitForFunction(() => (window as unknown as { __gsiPrompted?: boolean }).__gsiPrompted === true);
  await page.waitForFunction(() => '__gsiCallback' in window);
  await Promise.all([
    page.waitForLoadState('load'),
    answerWithCredential(page, await idToken({ sub: `g-tap-${Date.now()}`, email: `tap-${Date.now()}@example.test` })),
  ]);
  await expect(new SiteChrome(page).accountMenu).toBeVisible();
  let scriptRequested = false;
  page.on('request', (request) => {
    if (request.url().startsWith('https://accounts.google.com/')) scriptRequested = true;
  });
  await page.reload();
  await expect(new SiteChrome(page).accountMenu).toBeVisible();
  expect(scriptRequested).toBe(false);
});
