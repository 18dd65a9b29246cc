/**
 * Accounts (issue 3 "Show"): registration with the code read from the outbox, sign-out,
 * sign-in, password reset that ends the other sessions, and the sign-in form's answers
 * (wrong password, `?redirect=`). Every run uses new e-mail addresses.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CodePage, LoginPage, PasswordResetPages, RegisterPage } from './pages/account-pages.ts';
import { SiteChrome } from './pages/site-chrome.ts';
import { MAIN_URL } from './support/env.ts';
import { waitForCode } from './support/outbox.ts';

// Sign-ins share the IP's limit of 5 a minute with other journeys, and may have to wait for it.
test.setTimeout(150_000);

const newEmail = (label: string) => `${label}-${randomUUID()}@example.test`;
const PASSWORD = 'Baobab sous la pluie 42';
const NEW_PASSWORD = 'Lagune de Cotonou 2026';

/** An account created through the API, signed in nowhere else. */
async function createAccount(request: APIRequestContext): Promise<string> {
  const email = newEmail('redirect');
  const response = await request.post(`${MAIN_URL}/api/auth/register`, {
    data: { firstName: 'Koffi', lastName: 'Agbo', email, password: PASSWORD },
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function signOut(page: Page): Promise<void> {
  const chrome = new SiteChrome(page);
  await chrome.accountMenu.click();
  await chrome.header.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/login`);
}

const signedIn = (page: Page) => expect(new SiteChrome(page).accountMenu).toBeVisible();

test('register, verify, sign out and in, reset the password: the other sessions end', async ({ page, browser }) => {
  const email = newEmail('journey');
  let since = Date.now();
  await new RegisterPage(page).register({ firstName: 'Awa', lastName: 'Dossou', email, password: PASSWORD });
  await expect(page).toHaveURL(`${MAIN_URL}/verify-email?email=${encodeURIComponent(email)}`);
  await expect(page.getByText(`envoyé à ${email}`)).toBeVisible();

  await new CodePage(page).enter(await waitForCode(email, since), 'Vérifier mon adresse');
  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await expect(page.getByText('Votre adresse e-mail est vérifiée.', { exact: true })).toBeVisible();
  await signOut(page);

  const login = new LoginPage(page);
  expect(await login.signIn(email, PASSWORD)).toBe(303);
  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await signedIn(page);

  // Another browser signed in before the reset.
  const other = await browser.newContext({ baseURL: MAIN_URL, locale: 'fr-FR' });
  const otherPage = await other.newPage();
  await new LoginPage(otherPage).goto();
  expect(await new LoginPage(otherPage).signIn(email, PASSWORD)).toBe(303);
  await signedIn(otherPage);

  await signOut(page);
  await login.forgotLink.click();
  since = Date.now();
  const reset = new PasswordResetPages(page);
  await reset.requestCode(email);
  await expect(page).toHaveURL(`${MAIN_URL}/reset-password?email=${encodeURIComponent(email)}`);
  await new CodePage(page).enter(await waitForCode(email, since), 'Continuer');
  // Step 2 is the page's own address: a reload shows it again, the single-use code not posted twice.
  await expect(page).toHaveURL(`${MAIN_URL}/reset-password?email=${encodeURIComponent(email)}`);
  const step2 = await page.reload();
  // The page holds the token: no cache may keep it.
  expect(step2?.headers()['cache-control']).toBe('no-store');
  await reset.choosePassword(NEW_PASSWORD);
  await expect(page).toHaveURL(`${MAIN_URL}/login`);
  await expect(
    page.getByText('Votre mot de passe a été changé. Connectez-vous avec le nouveau.', { exact: true }),
  ).toBeVisible();

  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await otherPage.reload();
  await expect(new SiteChrome(otherPage).headerLinksTo('/login')).toBeVisible();
  await other.close();

  expect(await login.signIn(email, NEW_PASSWORD)).toBe(303);
  await signedIn(page);
});

test('a wrong password shows the error above the form and keeps the e-mail', async ({ page }) => {
  const email = newEmail('wrong');
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.locator('[data-google-signin]')).toHaveCount(0);
  expect(await login.signIn(email, 'not the password')).toBe(401);
  await expect(login.alert).toContainText('E-mail ou mot de passe incorrect.');
  await expect(login.email).toHaveValue(email);
  await expect(login.password).toHaveValue('');
  // The page shows its own address, not the API's it was answered at: a reload opens the form again.
  await expect(page).toHaveURL(`${MAIN_URL}/login`);
  await page.reload();
  await expect(login.email).toBeVisible();
});

test('the form checks fields as they are typed, before any request', async ({ page }) => {
  await page.goto('/register');
  const email = page.getByLabel('Adresse e-mail');
  await email.fill('awa@');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-email-error')).toHaveText(
    'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  );
  await email.fill('awa@example.bj');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/register`);
  await expect(page.getByLabel('Prénom')).toBeFocused();
});

test('signing up from a guarded page lands there once the code is entered', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(`${MAIN_URL}/login?redirect=%2Fchat`);
  await page.locator('a[href="/register?redirect=%2Fchat"]').click();
  await expect(page).toHaveURL(`${MAIN_URL}/register?redirect=%2Fchat`);
  const email = newEmail('guarded');
  const since = Date.now();
  await new RegisterPage(page).register(
    { firstName: 'Kossi', lastName: 'Agbo', email, password: PASSWORD },
    { from: 'here' },
  );
  await expect(page).toHaveURL(`${MAIN_URL}/verify-email?email=${encodeURIComponent(email)}&redirect=%2Fchat`);
  await new CodePage(page).enter(await waitForCode(email, since), 'Vérifier mon adresse');
  await expect(page).toHaveURL(`${MAIN_URL}/chat`);
});

test('?redirect=/settings returns there after sign-in', async ({ page, request }) => {
  const email = await createAccount(request);
  const login = new LoginPage(page);
  await login.goto('?redirect=/settings');
  expect(await login.signIn(email, PASSWORD)).toBe(303);
  await expect(page).toHaveURL(`${MAIN_URL}/settings`);
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
});

test('a redirect to another site lands on the home page', async ({ page, request }) => {
  const email = await createAccount(request);
  const login = new LoginPage(page);
  await login.goto('?redirect=https://evil.example');
  expect(await login.signIn(email, PASSWORD)).toBe(303);
  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await signedIn(page);
});
