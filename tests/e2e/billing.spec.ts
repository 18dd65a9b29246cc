/**
 * Pricing and checkout (issue 10) on the main server, where no provider has keys: every
 * method runs in test mode, labelled as such. A free user spends the day's chat messages,
 * meets the upgrade prompt, pays in test mode, and asks again; the receipt is in the settings.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { waitForLibrary } from './support/library.ts';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

const FREE_MESSAGES_PER_DAY = 10;
const QUESTION = 'Quels sont mes droits en tant que locataire ?';

test.beforeAll(({ request }) => waitForLibrary(request));

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test('a free user past the day’s messages sees the upgrade prompt, pays in test mode and can ask again', async ({
  page,
  context,
  request,
}) => {
  // A visitor's copy of the plans in F CFA, kept by the page cache, which signed-in readers are served from.
  const PLANS_XOF = '/pricing?currency=XOF&interval=month';
  for (let i = 0; i < 2; i++)
    expect((await request.get(PLANS_XOF, { headers: { cookie: 'i18n_redirected=fr' } })).status()).toBe(200);
  await signIn(context);
  // An offer no longer sold, from an old or edited link, leads to the plans, not to a dead end.
  await page.goto('/checkout?plan=offre-disparue');
  await expect(page).toHaveURL(/\/pricing$/);
  // The day's free messages, spent through the API as the chat would send them.
  for (let i = 0; i < FREE_MESSAGES_PER_DAY; i++) {
    const sent = await page.request.post('/api/e/message', {
      data: { contentText: `Question ${i + 1} sur le bail`, localId: `spent-${i}` },
    });
    expect(sent.status()).toBe(201);
  }

  await page.goto('/chat');
  await hydrated(page);
  await page.getByLabel('Votre message').fill(QUESTION);
  await page.getByLabel('Votre message').press('Enter');
  const prompt = notifications(page).getByRole('listitem').filter({ hasText: 'Limite de votre forfait atteinte' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('tous les messages de votre forfait');
  // What was typed is not lost: the message stays, failed and retryable.
  await expect(page.locator('#messages-scroll-area').getByText(QUESTION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();

  await prompt.getByRole('link', { name: 'Voir les forfaits' }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
  await page.getByRole('link', { name: 'F CFA' }).click();
  // The free plan is theirs: no sign-up button on it.
  const free = page.getByRole('article', { name: 'Gratuit' });
  await expect(free.getByText('Votre forfait actuel').first()).toBeVisible();
  await expect(free.getByRole('link', { name: 'Commencer gratuitement' })).toHaveCount(0);
  expect((await page.request.get(PLANS_XOF)).headers()['x-cache']).toBe('hit');
  const essentiel = page.getByRole('article', { name: 'Essentiel' });
  await expect(essentiel).toContainText('2 500');
  await essentiel.getByRole('link', { name: 'Choisir ce forfait' }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=essentiel-month-xof$/);
  // Francs CFA: mobile money is the method chosen first; PayPal, which does not take them, pays
  // the plan in euros, and choosing it switches the price in place.
  const fedapay = page.getByRole('radio', { name: /Mobile money — FedaPay/ });
  await expect(fedapay).toBeChecked();
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await expect(page.getByRole('button', { name: /^Payer 4,99\s€$/ })).toBeVisible();
  await expect(page.getByText(/^Payer en euros : 4,99/)).toBeVisible();
  await fedapay.check();
  await expect(page.getByText('Mode test').first()).toBeVisible();
  await page.getByRole('button', { name: /^Payer 2\s500\sF\sCFA$/ }).click();

  await expect(page.getByRole('heading', { name: 'Mode test — aucun paiement réel' })).toBeVisible();
  // The result island follows the checkout in place: no page load between the choice and the confirmation.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('button', { name: 'Simuler un paiement réussi' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  await expect(page.getByText(/Votre forfait Essentiel est actif jusqu/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await hydrated(page);
  await page.getByLabel('Votre message').fill('Mon propriétaire peut-il garder ma caution ?');
  await page.getByLabel('Votre message').press('Enter');
  await expect(
    page.locator('#messages-scroll-area').getByRole('region', { name: 'Sources de la réponse' }),
  ).toHaveCount(1, ANSWER_TIMEOUT);

  // A subscriber sees their own plan, not the page kept for others.
  await page.goto(PLANS_XOF);
  await expect(page.getByRole('article', { name: 'Essentiel' }).getByRole('link', { name: 'Prolonger' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gratuit' }).getByText('Votre forfait actuel')).toHaveCount(0);
  expect((await page.request.get(PLANS_XOF)).headers()['x-cache']).toBeUndefined();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Forfait et paiements' });
  await expect(section).toContainText('Essentiel');
  const receipt = section.getByRole('link', { name: /Reçu/ }).first();
  const download = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
});

test('the pricing page is public: plans in both currencies, the comparison and the FAQ, without script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing?currency=EUR&interval=year');
  await expect(page.getByRole('article', { name: 'Essentiel' })).toContainText('49,90');
  await expect(page.getByRole('table')).toContainText('Messages par jour');
  await page.getByRole('link', { name: 'F CFA' }).click();
  await expect(page.getByRole('article', { name: 'Essentiel' })).toContainText('25 000');
  await expect(page.getByRole('main').locator('details').first()).toBeVisible();
  // Choosing a plan while signed out leads to the login page, which brings the visitor back.
  await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Choisir ce forfait' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout%3Fplan%3Dpro-year-xof/);
  await context.close();
});
