/**
 * The lawyer directory's pages (issue 8) on the main server, which runs with DEMO_DATA=1 so
 * the sample profiles are listed: filters and search through the GET form, a profile with its
 * JSON-LD and no e-mail, the 404, lenient query parsing, and no JavaScript beyond what every
 * page ships.
 */
import { expect, type Page, test } from '@playwright/test';
import { ErrorPage } from './pages/error-page.ts';
import { signIn } from './support/auth.ts';

const HOUNSOU = { name: 'Afiavi Hounsou', slug: 'afiavi-hounsou-cotonou' };
const EMAIL = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;

const results = (page: Page) => page.getByRole('region', { name: 'Résultats' });
const cards = (page: Page) => results(page).getByRole('article');

/** The script files a page loads (structured data is not a script that runs). */
const scriptsOf = (page: Page) =>
  page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? 'inline'));

test('filtering by city and area of law lists only matching sample profiles, each labelled and none called verified', async ({
  page,
}) => {
  await page.goto('/lawyers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un avocat');
  await page.getByLabel('Ville').selectOption('Cotonou');
  await page.getByLabel('Domaine', { exact: true }).selectOption({ label: 'Famille' });
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/lawyers\?.*city=Cotonou.*&specialty=family/);
  await expect(page.getByLabel('Ville')).toHaveValue('Cotonou');
  await expect(page.getByLabel('Domaine', { exact: true })).toHaveValue('family');

  await expect(cards(page).getByRole('link', { name: HOUNSOU.name })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(results(page).getByText(count === 1 ? '1 avocat' : `${count} avocats`, { exact: true })).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card).toContainText('Cotonou');
    await expect(card.getByRole('list', { name: 'Domaines' }).getByText('Famille', { exact: true })).toBeVisible();
    await expect(card.getByText('Profil de démonstration')).toBeVisible();
    await expect(card.getByText('Vérifié', { exact: true })).toHaveCount(0);
  }
  await expect(cards(page).filter({ hasText: 'Porto-Novo' })).toHaveCount(0);
});

test('a search by name finds the lawyer; a search that matches nobody offers to clear the filters', async ({
  page,
}) => {
  await page.goto('/lawyers');
  await page.getByLabel('Nom ou mot-clé').fill('Hounsou');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/lawyers\?q=Hounsou/);
  await expect(cards(page).first().getByRole('heading', { name: HOUNSOU.name })).toBeVisible();
  await expect(cards(page).first()).toContainText('Barreau du Bénin');
  await expect(cards(page).first()).toContainText('14 ans d’expérience');
  await expect(cards(page).first()).toContainText('Fon');

  await page.goto('/lawyers?q=zzqxwv&city=Cotonou');
  await expect(page.getByText('Aucun avocat ne correspond à votre recherche.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL('/lawyers');
  await expect(cards(page).first()).toBeVisible();
});

test('a sample profile shows the lawyer as a sample, kept from search engines, and never shows an e-mail', async ({
  page,
}) => {
  await page.goto('/lawyers?q=Hounsou');
  await cards(page).getByRole('link', { name: HOUNSOU.name }).click();
  await expect(page).toHaveURL(`/lawyers/${HOUNSOU.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOUNSOU.name);
  await expect(page).toHaveTitle(`${HOUNSOU.name}, avocat à Cotonou - Jurisia`);
  const main = page.getByRole('main');
  await expect(main.getByText('Profil de démonstration', { exact: true })).toBeVisible();
  await expect(main.getByText('Vérifié', { exact: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(main.getByText('Cotonou, Bénin')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Honoraires' })).toBeVisible();
  await expect(main.getByText('Première consultation : 15 000 FCFA')).toBeVisible();
  const map = main.getByRole('link', { name: /Voir sur la carte/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=.*Cotonou/);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);

  expect(await main.innerHTML()).not.toMatch(EMAIL);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Retour à l’annuaire' }).click();
  await expect(page).toHaveURL('/lawyers');
});

test('a sample profile is the same page for everyone: a signed-in reader gets the cached one with their own menu', async ({
  page,
  context,
  request,
}) => {
  const profile = `/lawyers/${HOUNSOU.slug}`;
  for (let i = 0; i < 2; i++)
    expect((await request.get(profile, { headers: { cookie: 'i18n_redirected=fr' } })).status()).toBe(200);
  const reader = await signIn(context, undefined, { firstName: 'Kossi', lastName: 'Ahouansou' });
  const response = await page.goto(profile);
  expect(response?.headers()['x-cache']).toBe('hit');
  await expect(
    page.getByRole('main').getByText('Un profil de démonstration ne peut pas recevoir de messages', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Mon compte').click();
  await expect(page.getByText(`${reader.firstName} ${reader.lastName}`)).toBeVisible();
});

test('an unknown lawyer is the 404 page', async ({ page }) => {
  const response = await page.goto('/lawyers/nobody-in-nowhere');
  expect(response?.status()).toBe(404);
  await expect(new ErrorPage(page).headline).toHaveText('Page not found: /lawyers/nobody-in-nowhere');
});

test('invalid query values are ignored and a page past the end goes to the last one', async ({ page }) => {
  const response = await page.goto('/lawyers?page=abc&sort=cheapest&specialty=astrology&language=%3Cscript%3E');
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('Trier par')).toHaveValue('relevance');
  await expect(page.getByLabel('Domaine', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Langue parlée')).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/lawyers?city=Cotonou&page=50');
  await expect(page).toHaveURL('/lawyers?city=Cotonou');
  await expect(cards(page).first()).toBeVisible();
});

test('in English the directory is translated and its links keep the locale', async ({ page }) => {
  await page.goto('/en/lawyers?city=Cotonou');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a lawyer');
  await expect(page.getByLabel('Language spoken')).toBeVisible();
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  await expect(card.getByText('Demo profile')).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/en\/lawyers\/[\w-]+$/);
});

test('searched for a country, the directory offers its cities only', async ({ page }) => {
  await page.goto('/lawyers?country=BJ');
  const cities = await page.getByLabel('Ville').locator('option').allTextContents();
  expect(cities).toContain('Cotonou');
  expect(cities).not.toContain('Dakar');
  expect(cities).not.toContain('Lyon');
  // Another country chosen with the city left from the first: that country's lawyers, not none.
  await page.getByLabel('Ville').selectOption('Cotonou');
  await page.getByLabel('Pays').selectOption('SN');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/lawyers\?country=SN$/);
  await expect(page.getByLabel('Ville')).toHaveValue('');
  await expect(page.getByText('Aucun avocat ne correspond à votre recherche.')).toHaveCount(0);
  expect(await page.getByLabel('Ville').locator('option').allTextContents()).toContain('Dakar');
});

test('the directory ships no script beyond what every page has', async ({ page }) => {
  await page.goto('/about-us');
  const everyPage = await scriptsOf(page);
  for (const path of ['/lawyers', '/lawyers?city=Cotonou&specialty=family', `/lawyers/${HOUNSOU.slug}`]) {
    await page.goto(path);
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(await scriptsOf(page), path).toEqual(everyPage);
  }
});
