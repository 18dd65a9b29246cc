/** The logo follows the theme (SPEC-COVERAGE §3 darkLogoUrl): the one chosen in the settings, else the system's. */
import { type Browser, expect, test } from '@playwright/test';

/** The logo the header shows to a browser of this colour scheme, with the settings' theme cookie if any. */
async function headerLogo(
  browser: Browser,
  baseURL: string,
  colorScheme: 'dark' | 'light',
  theme?: 'dark' | 'light',
): Promise<string> {
  const context = await browser.newContext({ colorScheme, baseURL, locale: 'fr-FR' });
  if (theme) await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/about-us');
  const image = page.getByRole('banner').getByRole('link').first().locator('img');
  const source = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  await context.close();
  return source;
}

test.describe('the logo follows the theme', () => {
  test('a dark system shows the dark logo, a light one the light logo', async ({ browser, baseURL }) => {
    expect(await headerLogo(browser, baseURL ?? '', 'dark')).toBe('/logo-dark.svg');
    expect(await headerLogo(browser, baseURL ?? '', 'light')).toBe('/logo.svg');
  });

  test('a theme chosen in the settings wins over the system', async ({ browser, baseURL }) => {
    expect(await headerLogo(browser, baseURL ?? '', 'light', 'dark')).toBe('/logo-dark.svg');
    expect(await headerLogo(browser, baseURL ?? '', 'dark', 'light')).toBe('/logo.svg');
  });
});
