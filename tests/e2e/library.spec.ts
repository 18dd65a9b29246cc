/**
 * The public library pages (issue 4 item 2) on the main server, whose library is imported
 * from tests/fixtures/vdd when it starts: search, a document with its source, date and notice,
 * links between sheets, topic filter, pagination bounds, the 404, caching, crawler files, and
 * no JavaScript beyond the toast host.
 */
import { expect, type Page, test } from '@playwright/test';
import { ErrorPage } from './pages/error-page.ts';
import { signIn } from './support/auth.ts';
import { MAIN_URL } from './support/env.ts';
import { waitForLibrary } from './support/library.ts';

const EVICTION = {
  title: 'Loyers impayés et expulsion du locataire',
  id: 'vdd-F31272',
  slug: 'loyers-impayes-et-expulsion-du-locataire-f31272',
};
const RENT_PAYMENT = { title: 'Paiement du loyer par le locataire', id: 'vdd-F1214' };
const PER_PAGE = 10;

test.beforeAll(({ request }) => waitForLibrary(request, PER_PAGE));

const results = (page: Page) => page.getByRole('region', { name: 'Résultats' }).getByRole('article');

test('a search for "loyer impayé" finds the eviction sheet, which shows its source, date and notice', async ({
  page,
}) => {
  await page.goto('/library');
  await page.getByLabel('Rechercher dans la bibliothèque').fill('loyer impayé');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/library\?q=loyer\+impay%C3%A9&/);
  await expect(page.getByLabel('Trier par')).toHaveValue('relevance');
  const first = results(page).first();
  await expect(first.getByRole('heading', { name: EVICTION.title })).toBeVisible();
  await expect(first.locator('mark').first()).toBeVisible();

  await first.getByRole('link', { name: EVICTION.title }).click();
  await expect(page).toHaveURL(`/library/documents/${EVICTION.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);
  await expect(page).toHaveTitle(`${EVICTION.title} - Jurisia`);
  await expect(page.getByText('Source : Service-Public.fr – DILA').first()).toBeVisible();
  await expect(page.getByText('Licence : Licence Ouverte / Etalab 2.0')).toBeVisible();
  await expect(page.getByText('Fiche à jour au 26 mars 2020').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'À savoir avant de lire' })).toContainText(
    'droit français en vigueur au 26 mars 2020',
  );
  await expect(page.getByRole('link', { name: "Consulter la fiche d'origine" })).toHaveAttribute(
    'href',
    'https://www.service-public.fr/particuliers/vosdroits/F31272',
  );
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Accueil', 'Bibliothèque', 'Logement']);
});

test('the document offers saving it and asking the assistant about it', async ({ page }) => {
  await page.goto(`/library/documents/${EVICTION.slug}`);
  const save = page.locator('form[action="/api/e/library/personal"]');
  await expect(save.locator('input[name="kind"]')).toHaveValue('library');
  await expect(save.locator('input[name="documentId"]')).toHaveValue(EVICTION.id);
  await expect(save.getByRole('button', { name: 'Enregistrer dans ma bibliothèque' })).toBeVisible();
  const ask = page.getByRole('link', { name: 'Poser une question sur cette fiche' });
  const href = new URL((await ask.getAttribute('href')) ?? '', MAIN_URL);
  expect(href.pathname).toBe('/chat');
  expect(href.searchParams.get('q')).toContain(EVICTION.title);
});

test('links between sheets open our page when we hold the sheet, its source otherwise', async ({ page }) => {
  const response = await page.goto(`/library/documents/${RENT_PAYMENT.id}`);
  expect(response?.request().redirectedFrom()?.url()).toBe(`${MAIN_URL}/library/documents/${RENT_PAYMENT.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RENT_PAYMENT.title);
  const body = page.locator('.prose');
  await expect(body.locator('a[href^="/library/documents/vdd-"]')).toHaveCount(0);
  await expect(
    body.locator('a[href^="https://www.service-public.fr/particuliers/vosdroits/F"]').first(),
  ).toBeAttached();
  await body.locator(`a[href="/library/documents/${EVICTION.slug}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);
});

test('in English the chrome and the notice are translated and links keep the locale', async ({ page }) => {
  await page.goto(`/en/library/documents/${RENT_PAYMENT.id}`);
  await expect(page).toHaveURL(/\/en\/library\/documents\/paiement-du-loyer/);
  await expect(page.getByRole('complementary', { name: 'Good to know before reading' })).toContainText(
    'French law as it stood on July 9, 2019',
  );
  await expect(page.locator(`.prose a[href="/en/library/documents/${EVICTION.slug}"]`).first()).toBeAttached();
});

test('a topic link filters the results to that topic', async ({ page }) => {
  await page.goto('/library');
  await page
    .getByRole('region', { name: 'Parcourir par thème' })
    .getByRole('link', { name: /^Logement/ })
    .click();
  await expect(page).toHaveURL('/library?category=Logement');
  await expect(page.getByLabel('Thème', { exact: true })).toHaveValue('Logement');
  await expect(results(page)).toHaveCount(4);
  for (const card of await results(page).all())
    await expect(card.getByRole('link', { name: 'Logement', exact: true })).toBeVisible();
});

test('pagination links stay within the pages that exist', async ({ page, request }) => {
  const { totalPages } = (await (await request.get(`${MAIN_URL}/api/library?perPage=${PER_PAGE}`)).json()) as {
    totalPages: number;
  };
  const pages = page.getByRole('navigation', { name: 'Pages de résultats' });

  await page.goto('/library');
  await expect(pages.locator('a[rel="prev"]')).toHaveCount(0);
  await expect(pages.locator('a[rel="next"]')).toHaveAttribute('href', '/library?page=2');
  await expect(pages.locator('[aria-current="page"]')).toHaveText('1');

  await page.goto(`/library?page=${totalPages}`);
  await expect(pages.locator('a[rel="next"]')).toHaveCount(0);
  await expect(pages.locator('a[rel="prev"]')).toHaveAttribute(
    'href',
    totalPages === 2 ? '/library' : `/library?page=${totalPages - 1}`,
  );

  await page.goto('/library?page=999');
  await expect(page).toHaveURL(`/library?page=${totalPages}`);
  await page.goto('/library?page=-3');
  await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
  for (const link of await pages.getByRole('link').all()) {
    const target = Number(new URL((await link.getAttribute('href')) ?? '', MAIN_URL).searchParams.get('page') ?? '1');
    expect(target).toBeGreaterThanOrEqual(1);
    expect(target).toBeLessThanOrEqual(totalPages);
  }
});

test('a search without result suggests what to try', async ({ page }) => {
  await page.goto('/library?q=zzqxw');
  await expect(page.getByRole('heading', { name: 'Aucune fiche ne correspond à votre recherche' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Posez votre question à l'assistant juridique" })).toHaveAttribute(
    'href',
    '/chat?q=zzqxw',
  );
});

test('an unknown document is the 404 page', async ({ page }) => {
  const response = await page.goto('/library/documents/xyz');
  expect(response?.status()).toBe(404);
  await expect(new ErrorPage(page).headline).toHaveText('Page not found: /library/documents/xyz');
});

test('anonymous visitors get a shared-cacheable page with an ETag; signed-in users a private one', async ({
  request,
  browser,
}) => {
  const url = `${MAIN_URL}/library/documents/${EVICTION.slug}`;
  const first = await request.get(url);
  expect(first.headers()['cache-control']).toBe('public, max-age=300');
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect((await request.get(url, { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const context = await browser.newContext();
  await signIn(context);
  const signedIn = await context.request.get(url);
  expect(signedIn.headers()['cache-control']).toBe('no-store');
  expect(signedIn.headers()['etag']).toBeUndefined();
  await context.close();
});

test('the document page describes itself with JSON-LD', async ({ page }) => {
  await page.goto(`/library/documents/${EVICTION.slug}`);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const [article, breadcrumb] = data.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(article).toMatchObject({
    '@type': 'Article',
    headline: EVICTION.title,
    dateModified: '2020-03-26',
    inLanguage: 'fr',
  });
  expect(article?.['isBasedOn']).toMatchObject({ url: 'https://www.service-public.fr/particuliers/vosdroits/F31272' });
  expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
});

test('robots.txt and the sitemaps list the library in every language', async ({ request }) => {
  const robots = await request.get(`${MAIN_URL}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${MAIN_URL}/sitemap.xml`);
  const index = await (await request.get(`${MAIN_URL}/sitemap.xml`)).text();
  expect(index).toContain(`<loc>${MAIN_URL}/sitemap-en.xml</loc>`);
  const english = await request.get(`${MAIN_URL}/sitemap-en.xml`);
  expect(english.headers()['content-type']).toContain('application/xml');
  const xml = await english.text();
  expect(xml).toContain(`<loc>${MAIN_URL}/en/library/documents/${EVICTION.slug}</loc><lastmod>2020-03-26</lastmod>`);
  expect(xml).toContain(`hreflang="fr" href="${MAIN_URL}/library/documents/${EVICTION.slug}"`);
  expect(xml).toContain(`<loc>${MAIN_URL}/en/library</loc>`);
  expect((await request.get(`${MAIN_URL}/sitemap-xx.xml`)).status()).toBe(404);
});

test('library pages ship no JavaScript but the toast host, and a sheet the small script of its save button', async ({
  page,
}) => {
  const toastHost = expect.stringMatching(/\/_astro\/ToastHost\.[^/]*\.js$/);
  const saveButton = expect.stringMatching(/\/_astro\/DocumentActions\.[^/]*\.js$/);
  for (const [path, expected] of [
    ['/library?q=loyer', [toastHost]],
    [`/library/documents/${EVICTION.slug}`, [saveButton, toastHost]],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('astro-island')).toHaveCount(0);
    const scripts = await page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? 'inline'));
    expect(scripts, path).toEqual(expected);
  }
});
