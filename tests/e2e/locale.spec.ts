/**
 * Locale routing (SPEC-COVERAGE §9, docs/ARCHITECTURE.md "Route table and guards"): French unprefixed, the 17 others under /{code}/, the
 * browser language chosen on a first visit and remembered in i18n_redirected for 365 days.
 */
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { SiteChrome } from './pages/site-chrome.ts';
import { MAIN_URL } from './support/env.ts';

const YEAR_S = 365 * 24 * 60 * 60;
/** The same page in a locale: French has no prefix. */
const localized = (path: string, code: string) => (code === 'fr' ? path : `/${code}${path}`);

test.describe('a first visit from an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('is redirected to the English page', async ({ context }) => {
    // The API request context sends no Accept-Language of its own.
    const response = await context.request.get(`${MAIN_URL}/about-us?from=ad`, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.8' },
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en/about-us?from=ad');
  });

  test('lands on /en and keeps the choice in i18n_redirected for 365 days', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${MAIN_URL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + YEAR_S - 120);
    expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + YEAR_S + 120);
  });

  test('is not redirected once a locale cookie is set', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: MAIN_URL }]);
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${MAIN_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('a /fr/ path is permanently redirected to the unprefixed French path', async ({ request }) => {
  const response = await request.get('/fr/about-us', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/about-us');
});

test('/en/about-us declares its language, canonical URL and every alternate', async ({ page }) => {
  expect((await page.goto('/en/about-us'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN_URL}/en/about-us`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(LOCALES.length + 1);
  for (const code of LOCALES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
      'href',
      `${MAIN_URL}${localized('/about-us', code)}`,
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${MAIN_URL}/about-us`,
  );
});

for (const code of ['yo', 'fon']) {
  test(`/${code}/ renders in ${code}`, async ({ page }) => {
    const response = await page.goto(`/${code}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  });
}

test('the footer language switcher links to the same page in each locale', async ({ page }) => {
  expect((await page.goto('/about-us'))?.status()).toBe(200);
  const chrome = new SiteChrome(page);
  await chrome.languageSwitcher.click();
  for (const code of LOCALES) {
    await expect(chrome.languageLink(code)).toBeVisible();
    await expect(chrome.languageLink(code)).toHaveAttribute('href', localized('/about-us', code));
  }
  await chrome.languageLink('yo').click();
  await expect(page).toHaveURL(`${MAIN_URL}/yo/about-us`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  // A search read in another language is the same search.
  await page.goto('/library?q=bail');
  await chrome.languageSwitcher.click();
  await expect(chrome.languageLink('en')).toHaveAttribute('href', '/en/library?q=bail');
});
