/**
 * Answers that answer (docs/RETRIEVAL.md), asked in the legal search on the main server's fixture
 * library: a tenant's deposit question gets the deposit sheet's rules for getting it back; an
 * English question gets French sources with English framing; a question on land in Cotonou is
 * told first that French law does not apply, and its lawyer link opens the directory on Cotonou.
 */
import { expect, type Page, test } from '@playwright/test';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';
import { signIn } from './support/auth.ts';
import { waitForLibrary } from './support/library.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

test.beforeAll(({ request }) => waitForLibrary(request));

const result = (page: Page) => page.getByRole('region', { name: 'Résultat' });
const answer = (page: Page) => result(page).getByRole('heading', { name: 'Réponse' });

async function ask(page: Page, question: string): Promise<void> {
  await page.goto('/search');
  // Typed text survives hydration, but Enter before it only adds a line: ask once hydrated.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const field = page.getByLabel('Votre question juridique');
  await field.fill(question);
  await field.press('Enter');
  await expect(answer(page)).toBeVisible(ANSWER_TIMEOUT);
}

test("a tenant's deposit question gets the deposit sheet's rules for getting it back", async ({ page, context }) => {
  await signIn(context);
  await ask(
    page,
    "Mon propriétaire ne me rend pas mon dépôt de garantie alors que j'ai rendu les clés il y a deux mois. Il a combien de temps ?",
  );
  await expect(result(page)).toContainText("D'après la fiche Dépôt de garantie dans un contrat de location");
  await expect(result(page)).toContainText(/restitué dans un délai maximal de [12] mois/);
  const sources = result(page).getByRole('region', { name: 'Sources' });
  await expect(
    sources.getByRole('link', { name: /Dépôt de garantie dans un contrat de location/ }).first(),
  ).toHaveAttribute('href', /f31269$/);
});

test('an English question gets the French sheets, framed in English', async ({ page, context }) => {
  await signIn(context);
  await ask(page, 'My tenant has not paid the rent for three months, what can I do?');
  await expect(result(page)).toContainText('According to the sheet');
  await expect(result(page)).toContainText('(quoted in French)');
  await expect(result(page)).toContainText('This is general legal information, not advice for your situation:');
  const sources = result(page).getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: /Loyers impayés et expulsion du locataire/ }).first()).toBeVisible();
});

test('a land question in Cotonou is told first that French law does not apply, and finds lawyers there', async ({
  page,
  context,
}) => {
  await signIn(context);
  await ask(page, 'Comment obtenir un titre foncier pour mon terrain à Cotonou ?');
  await expect(result(page)).toContainText(
    "Votre question relève du droit béninois. La bibliothèque juridique de Jurisia décrit le droit français, qui ne s'applique pas à votre situation",
  );
  await expect(result(page).getByRole('region', { name: 'Sources' })).toHaveCount(0);
  await result(page).getByRole('link', { name: 'annuaire des avocats' }).click();
  await expect(page).toHaveURL(/\/lawyers\?city=Cotonou$/);
  const cards = page.getByRole('region', { name: 'Résultats' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Cotonou');
});
