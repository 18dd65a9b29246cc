/**
 * First-use journeys that keep their promises (issue 23), on a phone (390×844): a question sent
 * as soon as the chat box shows on a slow network is answered, once; the composer works without
 * JavaScript; saving a sheet keeps the reader on it; the free limit on /search is a limit, not
 * an error.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';
import { signIn } from './support/auth.ts';
import { MAIN_URL } from './support/env.ts';
import { waitForLibrary } from './support/library.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT * 2 });
test.beforeAll(({ request }) => waitForLibrary(request));

const SHEET = { slug: 'loyers-impayes-et-expulsion-du-locataire-f31272' };
const FREE_SEARCHES_PER_DAY = 5;

const messagesArea = (page: Page) => page.locator('#messages-scroll-area');
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** 400 kbit/s each way and 400 ms of round trip, as on a poor mobile connection. */
async function throttle(page: Page, context: BrowserContext): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

interface MessagePage {
  data: { contentText: string; senderType: string }[];
}

test('on a slow network, a question sent as soon as the chat box shows is kept, sent and answered, once', async ({
  page,
  context,
}) => {
  await signIn(context);
  await throttle(page, context);
  const question = `Mon employeur ne me paie plus depuis trois mois, que faire ? (${randomUUID().slice(0, 8)})`;
  await page.goto('/chat', { waitUntil: 'commit' });
  const field = page.getByLabel('Votre message');
  await expect(field).toBeVisible({ timeout: 20_000 });
  // The island is still loading: the question goes through the page's own small script.
  expect(await page.locator('astro-island[ssr]').count()).toBe(1);
  await field.fill(question);
  await field.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: question }).or(messagesArea(page).getByText(question)),
  ).toBeVisible({ timeout: 5_000 });

  await expect(page).toHaveURL(/\/chat\/[\w-]+$/, { timeout: 60_000 });
  await expect(messagesArea(page).getByText(question)).toBeVisible();
  await expect(messagesArea(page).getByRole('region', { name: 'Sources de la réponse' })).toHaveCount(1, {
    timeout: 60_000,
  });

  const conversation = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const stored = (await (await page.request.get(`/api/e/message?discussion=${conversation}`)).json()) as MessagePage;
  expect(
    stored.data.filter((message) => message.senderType === 'user' && message.contentText === question),
  ).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the composer is a plain form: the question is sent, shown pending, and the page shows the answer', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.goto('/chat');
    await page.getByLabel('Votre message').fill('Comment divorcer par consentement mutuel ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
    await expect(messagesArea(page).getByText('Comment divorcer par consentement mutuel ?')).toBeVisible();
    // No push without JavaScript: the page reads itself again until the answer is there.
    await expect(messagesArea(page).getByRole('region', { name: 'Sources de la réponse' })).toHaveCount(1, {
      timeout: 60_000,
    });
  });

  test('at checkout, choosing PayPal for a plan in francs CFA pays the same plan in euros', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.goto('/checkout?plan=essentiel-month-xof');
    await expect(page.getByRole('radio', { name: /Mobile money — FedaPay/ })).toBeChecked();
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: /^Payer 2\s500\sF\sCFA$/ }).click();
    await expect(page.getByRole('heading', { name: 'Mode test — aucun paiement réel' })).toBeVisible();
    await expect(page.getByText(/^4,99\s€$/)).toBeVisible();
  });

  test('saving a sheet comes back to it, shown saved', async ({ page, context }) => {
    await signIn(context);
    await page.goto(`/library/documents/${SHEET.slug}`);
    await page.getByRole('button', { name: 'Enregistrer dans ma bibliothèque' }).click();
    await expect(page).toHaveURL(`/library/documents/${SHEET.slug}`);
    await expect(page.getByRole('link', { name: 'Enregistrée dans ma bibliothèque' })).toHaveAttribute(
      'href',
      /^\/library\/personnal\/[\w-]+$/,
    );
  });
});

test('a visitor saving a sheet is asked to sign in, with the way back to the sheet', async ({ page }) => {
  await page.goto(`/library/documents/${SHEET.slug}`);
  await page.getByRole('button', { name: 'Enregistrer dans ma bibliothèque' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/library/documents/${SHEET.slug}`)}`);
  // A first visit, told why, not greeted as a return.
  await expect(page.getByText('Cette page demande un compte.')).toBeVisible();
});

test('saving a sheet keeps the reader on it, with a toast, and it shows saved on the next visit', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto(`/library/documents/${SHEET.slug}`);
  await page.getByRole('button', { name: 'Enregistrer dans ma bibliothèque' }).click();
  await expect(notifications(page)).toContainText('Document enregistré dans votre bibliothèque.');
  const saved = page.getByRole('link', { name: 'Enregistrée dans ma bibliothèque' });
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(`/library/documents/${SHEET.slug}`);
  await expect(page.getByRole('button', { name: 'Enregistrer dans ma bibliothèque' })).toBeHidden();

  await page.reload();
  await expect(saved).toBeVisible();
  await saved.click();
  await expect(page).toHaveURL(/\/library\/personnal\/[\w-]+$/);
});

test('at the free limit, /search says the limit is reached and links the plans, keeping the question', async ({
  page,
  context,
}) => {
  await signIn(context);
  for (let i = 1; i <= FREE_SEARCHES_PER_DAY; i++) {
    const created = await page.request.post('/api/e/legalsearch', {
      multipart: { questionText: `Question numéro ${i}`, localId: randomUUID(), language: 'fr' },
      headers: { Origin: MAIN_URL },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/search');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // One search at a time: the day's searches are answered first.
  await expect(page.getByRole('region', { name: 'Historique' }).getByText('En cours')).toHaveCount(0, ANSWER_TIMEOUT);
  const field = page.getByLabel('Votre question juridique');
  await field.fill('Mon propriétaire garde ma caution, que faire ?');
  await field.press('Enter');
  const result = page.getByRole('region', { name: 'Résultat' });
  await expect(result.getByText('Limite de votre forfait atteinte')).toBeVisible(ANSWER_TIMEOUT);
  await expect(result.getByText('An error occurred. Please try again later.')).toHaveCount(0);
  await expect(result.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute('href', '/pricing');
  await expect(field).toHaveValue('Mon propriétaire garde ma caution, que faire ?');
});

test('on a phone, Escape closes the menu and gives the focus back to its button', async ({ page }) => {
  await page.goto('/library');
  const menu = page.getByLabel('Menu', { exact: true });
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).filter({ visible: true });
  await expect(nav.getByRole('link', { name: 'Bibliothèque' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('the conversation list on a phone: a long title is cut to the screen, the close tooltip leaves the heading alone', async ({
  page,
  context,
}) => {
  await signIn(context);
  const long = 'Mon voisin fait beaucoup de bruit la nuit et refuse de baisser le son, que puis-je faire contre lui ?';
  expect(
    (
      await page.request.post('/api/e/message', {
        data: { contentText: long, localId: randomUUID() },
        headers: { Origin: MAIN_URL },
      })
    ).status(),
  ).toBe(201);
  await page.goto('/chat');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher les conversations' }).click();
  const heading = page.getByRole('heading', { name: 'Vos conversations' });
  await expect(heading).toBeVisible();
  const title = page.getByRole('complementary').getByRole('link', { name: /^Mon voisin fait beaucoup de bruit/ });
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const tooltip = page.getByRole('tooltip');
  if (await tooltip.isVisible()) {
    const [tip, head] = [await tooltip.boundingBox(), await heading.boundingBox()];
    expect((tip?.y ?? 0) + (tip?.height ?? 0)).toBeLessThanOrEqual(head?.y ?? 0);
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('the logo never touches the navigation, in any language, and nothing runs off the page', async ({ page }) => {
    for (const path of ['/', '/en/', '/fon/', '/yo/']) {
      await page.goto(path);
      const name = await page.locator('header a').first().locator('span').last().boundingBox();
      const nav = await page.locator('header nav ul').first().boundingBox();
      expect((nav?.x ?? 0) - ((name?.x ?? 0) + (name?.width ?? 0)), path).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
    }
  });
});
