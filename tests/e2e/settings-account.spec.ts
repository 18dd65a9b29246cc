/**
 * The account part of the settings (issue 3 item 4): profile and photo, password change,
 * signing out the other devices, data export and account deletion, each through its form.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn, type SignedInUser } from './support/auth.ts';
import { E2E_DATA_DIR, MAIN_URL } from './support/env.ts';

const PASSWORD = 'Marché Dantokpa 2026';
// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let user: SignedInUser;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.beforeEach(async ({ context, page }) => {
  user = await signIn(context, MAIN_URL, { password: PASSWORD });
  await page.goto('/settings');
});

/** A second device signed in with the password, through the API. */
async function otherDevice(context: BrowserContext): Promise<BrowserContext> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const other = await browser.newContext({ baseURL: MAIN_URL });
  const response = await other.request.post('/api/auth/login', {
    data: { email: user.email, password: PASSWORD },
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return other;
}

const toast = (page: Page, text: string) =>
  expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(text);

test('saves the profile, the country lived in and the photo', async ({ page }) => {
  await page.locator('#account-first-name').fill('Aïcha');
  await expect(page.getByLabel('Pays où vous vivez')).toHaveValue('FR');
  await page.getByLabel('Pays où vous vivez').selectOption({ label: 'Bénin' });
  await page.locator('#account-avatar').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await toast(page, 'Votre profil a été enregistré.');
  await expect(page.locator('#account-first-name')).toHaveValue('Aïcha');
  await expect(page.getByLabel('Pays où vous vivez')).toHaveValue('BJ');
  const photo = page.getByAltText('Votre photo de profil');
  await expect(photo).toBeVisible();
  expect(
    (await page.request.get(new URL((await photo.getAttribute('src')) ?? '', MAIN_URL).href)).headers()['content-type'],
  ).toBe('image/png');
});

test('changes the password and signs the other devices out', async ({ page, context }) => {
  const other = await otherDevice(context);
  await page.locator('#account-current-password').fill(PASSWORD);
  await page.locator('#account-new-password').fill('Nouvelle clé de Porto-Novo');
  await page.locator('#account-new-password-confirm').fill('Nouvelle clé de Porto-Novo');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await toast(page, 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
});

test('refuses a wrong current password, next to the field', async ({ page }) => {
  await page.locator('#account-current-password').fill('pas le bon mot de passe');
  await page.locator('#account-new-password').fill('Nouvelle clé de Porto-Novo');
  await page.locator('#account-new-password-confirm').fill('Nouvelle clé de Porto-Novo');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.locator('#account-current-password')).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test('signs out everywhere else and stays signed in here', async ({ page, context }) => {
  const other = await otherDevice(context);
  await page.getByRole('button', { name: 'Déconnecter partout ailleurs' }).click();
  await toast(page, 'Vos autres sessions ont été fermées.');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
});

test('exports the account data as a JSON file without secrets', async ({ page }) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter mes données' }).click(),
  ]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ user: { email: user.email } });
  expect(text).not.toContain('argon2');
});

test('deletes the account only with the password and the confirmation word, its files with it', async ({ page }) => {
  const uploaded = await page.request.post('/api/e/library/personal', {
    multipart: { file: { name: 'Mon bail.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: { Origin: MAIN_URL, Accept: 'application/json' },
  });
  expect(uploaded.status()).toBe(201);
  const folder = join(E2E_DATA_DIR, 'main', 'files', 'users', user.id);
  expect(existsSync(folder)).toBe(true);
  await page.locator('#account-delete-password').fill(PASSWORD);
  await page.locator('#account-delete-confirm').fill('supprime');
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await page.locator('#account-delete-password').fill(PASSWORD);
  await page.locator('#account-delete-confirm').fill('SUPPRIMER');
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await toast(page, 'Votre compte et toutes ses données ont été supprimés.');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const again = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: PASSWORD },
    headers: { Accept: 'application/json' },
  });
  expect(again.status()).toBe(401);
  // The job the deletion queued empties the account's folder.
  await expect.poll(() => existsSync(folder), { timeout: 10_000 }).toBe(false);
});
