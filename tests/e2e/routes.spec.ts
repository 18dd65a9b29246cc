/**
 * Every route of the table, for an anonymous visitor and a signed-in user, on the normal
 * server and on the one with the nine features off. The expectation is derived here from the
 * guard names as SPEC-COVERAGE §2 defines them, independently of src/guards.ts, so a wrong guard
 * implementation or a wrong wiring in the middleware both fail. The guards answer on the server,
 * so each route is read over HTTP in the visitor's browser context (its cookies, no page): a page
 * a browser opens costs a renderer, a second or more on CI's two cores; the 404 page as a browser
 * shows it is error-page.spec.ts's.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { matchRoute, type RouteDef } from '../../src/routes.ts';
import { ErrorPage } from './pages/error-page.ts';
import { SiteChrome } from './pages/site-chrome.ts';
import { signIn } from './support/auth.ts';
import { FEATURES_OFF_URL, MAIN_URL } from './support/env.ts';
import { pageExists, routeSamples } from './support/route-samples.ts';

type Visitor = 'anonymous visitor' | 'signed-in user';
type Expectation = { kind: 'redirect'; to: string } | { kind: 'not-found' } | { kind: 'page' };

const SERVERS = [
  { name: 'normal server', url: MAIN_URL, featuresOff: false },
  { name: 'feature-off server', url: FEATURES_OFF_URL, featuresOff: true },
] as const;
const VISITORS: readonly Visitor[] = ['anonymous visitor', 'signed-in user'];

function expectedOutcome(
  route: RouteDef,
  path: string,
  query: string,
  visitor: Visitor,
  featuresOff: boolean,
): Expectation {
  const featureOff = featuresOff && route.feature !== null;
  for (const guard of route.guards) {
    if (guard === 'auth' && visitor === 'anonymous visitor') {
      return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + query)}` };
    }
    if (guard === 'guest' && visitor === 'signed-in user') return { kind: 'redirect', to: '/' };
    if (guard === 'feature-guard' && featureOff) return { kind: 'not-found' };
    if (guard === 'disabled-feature' && featureOff) return { kind: 'redirect', to: '/' };
    // The journeys' users are not admins: the admin screens do not exist for them.
    if (guard === 'admin') return { kind: 'not-found' };
  }
  return pageExists(path) ? { kind: 'page' } : { kind: 'not-found' };
}

function describeOutcome(outcome: Expectation): string {
  if (outcome.kind === 'redirect') return `redirects to ${outcome.to}`;
  return outcome.kind === 'page' ? 'renders its page' : 'shows the 404 page';
}

async function expectNotFoundPage(page: Page, url: string, path: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  const errorPage = new ErrorPage(page);
  await expect(errorPage.headline).toHaveText(`Page not found: ${path}`);
  await expect(errorPage.statusLine(404)).toBeVisible();
}

/** The 404 page as the server writes it: its status, its headline naming the path, its status line. */
async function expectNotFoundResponse(context: BrowserContext, url: string, path: string): Promise<void> {
  const response = await context.request.get(url);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(`Page not found: ${path}`);
  expect(html).toContain('Erreur 404');
}

async function expectRedirect(context: BrowserContext, url: string, to: string): Promise<void> {
  const response = await context.request.get(url, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers()['location'] ?? '', url);
  expect(`${location.pathname}${location.search}`).toBe(to);
}

for (const server of SERVERS) {
  for (const visitor of VISITORS) {
    test.describe(`${visitor} on the ${server.name}`, () => {
      for (const { route, path, query } of routeSamples()) {
        const outcome = expectedOutcome(route, path, query, visitor, server.featuresOff);
        test(`${path} ${describeOutcome(outcome)}`, async ({ context }) => {
          if (visitor === 'signed-in user') await signIn(context, server.url);
          const url = `${server.url}${path}${query}`;
          if (outcome.kind === 'redirect') return expectRedirect(context, url, outcome.to);
          if (outcome.kind === 'not-found') return expectNotFoundResponse(context, url, path);
          const response = await context.request.get(url);
          const landed = new URL(response.url()).pathname;
          if (route.path.includes('/:')) {
            // The guards let the visitor through to the page; the sample id names no document or
            // item of theirs, so the page itself may answer that it does not exist.
            expect([200, 404]).toContain(response.status());
            expect(matchRoute(landed)?.route.path).toBe(route.path);
            return;
          }
          expect(response.status()).toBe(200);
          expect(landed).toBe(path);
          expect(await response.text()).not.toContain('Page not found:');
        });
      }
    });
  }
}

test('an unknown path answers 404 with its path in the headline', async ({ page }) => {
  await expectNotFoundPage(page, `${MAIN_URL}/nulle-part/ici`, '/nulle-part/ici');
});

const FEATURE_LINKS = [
  { name: 'Assistant juridique', path: '/chat' },
  { name: 'Recherche juridique', path: '/search' },
  { name: 'Bibliothèque', path: '/library' },
  { name: 'Avocats', path: '/lawyers' },
  { name: 'Documents', path: '/documents' },
  { name: 'Tarifs', path: '/pricing' },
  { name: 'Se connecter', path: '/login' },
  { name: 'Créer un compte', path: '/register' },
];

test.describe('header menus', () => {
  test('link every feature on the normal server', async ({ page }) => {
    await page.goto(`${MAIN_URL}/`);
    const chrome = new SiteChrome(page);
    for (const link of FEATURE_LINKS) {
      await expect(chrome.header.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'href',
        link.path,
      );
    }
  });

  test('leave out every switched-off feature on the feature-off server', async ({ page }) => {
    await page.goto(`${FEATURES_OFF_URL}/`);
    const chrome = new SiteChrome(page);
    await expect(chrome.header).toBeVisible();
    for (const link of FEATURE_LINKS) {
      await expect(chrome.headerLinksTo(link.path)).toHaveCount(0);
    }
  });

  for (const server of SERVERS) {
    const shown = !server.featuresOff;
    test(`${shown ? 'show' : 'hide'} the personal library in the account menu on the ${server.name}`, async ({
      page,
      context,
    }) => {
      await signIn(context, server.url);
      await page.goto(`${server.url}/`);
      const chrome = new SiteChrome(page);
      await chrome.accountMenu.click();
      await expect(chrome.header.getByRole('link', { name: 'Paramètres' })).toBeVisible();
      await expect(chrome.header.getByRole('link', { name: 'Ma bibliothèque' })).toHaveCount(shown ? 1 : 0);
    });
  }
});

test.describe('caching', () => {
  test('a signed-in page is never kept by a shared cache', async ({ context }) => {
    await signIn(context, MAIN_URL);
    const response = await context.request.get(`${MAIN_URL}/settings`);
    expect(response.headers()['cache-control']).toBe('no-store');
    // Nor is what the private API says about the account.
    for (const path of ['/api/auth/me', '/api/e/legalsearch'])
      expect((await context.request.get(`${MAIN_URL}${path}`)).headers()['cache-control']).toBe('no-store');
  });

  test('an anonymous page carries no private marking', async ({ request }) => {
    const response = await request.get(`${MAIN_URL}/about-us`);
    expect(response.headers()['cache-control'] ?? '').not.toContain('private');
  });
});
