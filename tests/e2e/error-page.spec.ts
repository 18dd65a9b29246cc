/**
 * The error page of SPEC-COVERAGE §2/§8 through the ERROR_PREVIEW route /error/{status}: status code,
 * copy by status, navigation home, help links, title and description, crawler answer.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ErrorPage } from './pages/error-page.ts';

const fr: Record<string, string> = JSON.parse(readFileSync(new URL('../../locales/fr.json', import.meta.url), 'utf8'));
const DESCRIPTION = 'Erreur sur la plateforme juridique Jurisia - Services juridiques intelligents';

/** Headlines verbatim from SPEC-COVERAGE §8; the longer texts SPEC paraphrases are the fr.json ones. */
const CASES = [
  { status: 404, headline: 'Page introuvable', text: fr['error.404.text'] },
  { status: 403, headline: 'Accès restreint', text: fr['error.403.text'] },
  { status: 500, headline: 'Service temporairement indisponible', text: fr['error.500.text'] },
  { status: 502, headline: 'Service en maintenance', text: fr['error.502.text'] },
  { status: 503, headline: 'Service temporairement indisponible', text: fr['error.503.text'] },
  { status: 418, headline: 'Une erreur est survenue', text: fr['error.other.text'] },
];

for (const { status, headline, text } of CASES) {
  test(`error ${status} answers ${status} and says '${headline}'`, async ({ page }) => {
    const response = await page.goto(`/error/${status}`);
    expect(response?.status()).toBe(status);
    const errorPage = new ErrorPage(page);
    await expect(page.getByText('Plateforme juridique intelligente', { exact: true })).toBeVisible();
    await expect(errorPage.statusLine(status)).toBeVisible();
    await expect(errorPage.headline).toHaveText(headline);
    await expect(page.getByText(text ?? '', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${headline} - Jurisia`);
    expect(await errorPage.metaDescription()).toBe(DESCRIPTION);
  });
}

test('the error page offers help and contact links', async ({ page }) => {
  await page.goto('/error/500');
  const errorPage = new ErrorPage(page);
  await expect(errorPage.helpSection.getByRole('heading', { name: "Besoin d'aide ?" })).toBeVisible();
  await expect(errorPage.helpSection.getByRole('listitem')).toHaveCount(2);
  await expect(errorPage.helpLink("FAQ et guides d'utilisation")).toHaveAttribute('href', '/help');
  await expect(errorPage.helpLink('Notre équipe vous répond sous 24h')).toHaveAttribute('href', '/contact');
});

test("'Retour à l'accueil' leaves the error page for the home page", async ({ page }) => {
  await page.goto('/error/503');
  await new ErrorPage(page).homeButton.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Erreur 503')).toHaveCount(0);
});

test('an error carrying its own message shows it as the headline', async ({ page }) => {
  await page.goto('/error/500?message=Boom');
  await expect(new ErrorPage(page).headline).toHaveText('Boom');
  await expect(page).toHaveTitle('Boom - Jurisia');
});

test('a crawler gets the status and a minimal body, not the page', async ({ request }) => {
  const response = await request.get('/error/503', {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(503);
  const body = await response.text();
  expect(body).toContain('Erreur 503');
  expect(body).not.toContain("Retour à l'accueil");
  expect(body.length).toBeLessThan(200);
});

test('an unexpected error shows the error page of its status, never its message', async ({ page }) => {
  const response = await page.goto('/error/503?throw=internal');
  expect(response?.status()).toBe(500);
  await expect(new ErrorPage(page).headline).toHaveText('Service temporairement indisponible');
  await expect(page.getByText('Erreur 500')).toBeVisible();
  expect(await page.content()).not.toContain('secret');
});

test('a domain refusal thrown while rendering shows its own message as the headline, with its status', async ({
  page,
}) => {
  const response = await page.goto('/error/404?throw=domain');
  expect(response?.status()).toBe(404);
  await expect(new ErrorPage(page).headline).toHaveText('Conversation introuvable');
  await expect(page).toHaveTitle('Conversation introuvable - Jurisia');
});
