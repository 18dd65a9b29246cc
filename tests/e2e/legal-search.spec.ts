/**
 * The legal search screen (SPEC-COVERAGE §2, §5) on the main server: ask a question, read the answer
 * with its sources, find it in the history, filter the history, export the PDF, delete it;
 * history pages stay within 1..totalPages.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { MAIN_URL } from './support/env.ts';
import { onPaidPlan } from './support/plans.ts';
import { waitForLibrary } from './support/library.ts';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

const QUESTION = 'Comment divorcer par consentement mutuel ?';
const OTHER_QUESTION = 'Que faire en cas de loyer impayé ?';

test.beforeAll(({ request }) => waitForLibrary(request));

/** Radix also copies a toast's text into a screen-reader announcement: look in the region. */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const result = (page: Page) => page.getByRole('region', { name: 'Résultat' });
const history = (page: Page) => page.getByRole('region', { name: 'Historique' });
/** A history entry is a button named by its question, status and date. */
const entry = (page: Page, question: string) =>
  history(page).getByRole('button', { name: new RegExp(`^${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

async function ask(page: Page, question: string): Promise<void> {
  // Typed text survives hydration, but Enter before it only adds a line: ask once hydrated.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const field = page.getByLabel('Votre question juridique');
  await field.fill(question);
  await field.press('Enter');
  await expect(result(page).getByText(question)).toBeVisible();
}

test('ask a question, read the sourced answer, find it in the history, filter, export it as PDF, delete it', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche juridique' })).toBeVisible();
  await expect(
    history(page).getByText("Aucune recherche pour l'instant. Vos questions apparaîtront ici."),
  ).toBeVisible();

  await ask(page, QUESTION);
  await expect(entry(page, QUESTION)).toBeVisible();
  await expect(result(page).getByRole('heading', { name: 'Réponse' })).toBeVisible(ANSWER_TIMEOUT);
  const sources = result(page).getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^\/library\/documents\/[^/]+$/);
  await expect(page.getByLabel('Votre question juridique')).toHaveValue('');
  await expect(entry(page, QUESTION)).toContainText('Terminée');

  await ask(page, OTHER_QUESTION);
  await expect(entry(page, OTHER_QUESTION)).not.toContainText('En cours', ANSWER_TIMEOUT);

  // The filter is the server's, on the whole history, whatever the case.
  const filter = history(page).getByLabel("Filtrer l'historique");
  await filter.fill('DIVORCER');
  await expect(entry(page, OTHER_QUESTION)).toHaveCount(0);
  await expect(entry(page, QUESTION)).toBeVisible();
  await filter.fill('xyz introuvable');
  await expect(history(page).getByText('Aucune recherche ne contient « xyz introuvable ».')).toBeVisible();
  await filter.fill('');
  await expect(entry(page, OTHER_QUESTION)).toBeVisible();

  // After a reload the history comes from the server.
  await page.reload();
  await entry(page, QUESTION).click();
  await expect(result(page).getByRole('heading', { name: 'Réponse' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result(page).getByRole('button', { name: 'Exporter en PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  await result(page).getByRole('button', { name: 'Garder dans ma bibliothèque' }).click();
  await expect(notifications(page)).toContainText('Le PDF de la recherche est dans votre bibliothèque personnelle.');
  const kept = (await (await page.request.get('/api/e/library/personal?kind=search-export')).json()) as {
    data: { title: string }[];
  };
  expect(kept.data.map((d) => d.title)).toContain(QUESTION);

  await result(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
  await result(page).getByRole('alertdialog').getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(notifications(page)).toContainText('Recherche supprimée');
  await expect(entry(page, QUESTION)).toHaveCount(0);
  await expect(
    result(page).getByText("Posez une question : la réponse et ses sources s'afficheront ici."),
  ).toBeVisible();
  const left = (await (await page.request.get('/api/e/legalsearch?q=divorcer')).json()) as { totalItems: number };
  expect(left.totalItems).toBe(0);
});

test('/search?q= opens with the question typed in, ready to send', async ({ page, context }) => {
  await signIn(context);
  await page.goto(`/search?q=${encodeURIComponent(OTHER_QUESTION)}`);
  const field = page.getByLabel('Votre question juridique');
  await expect(field).toHaveValue(OTHER_QUESTION);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(field).toHaveValue(OTHER_QUESTION);
  await expect(page).toHaveURL(/\/search$/);
  await field.press('Enter');
  await expect(result(page).getByText(OTHER_QUESTION)).toBeVisible();
});

test('the history shows 10 searches a page and moves only between pages that exist', async ({ page, context }) => {
  const user = await signIn(context);
  // Eleven searches in a day: more than the free plan allows.
  await onPaidPlan(user.id);
  for (let i = 1; i <= 11; i++) {
    const created = await page.request.post('/api/e/legalsearch', {
      multipart: { questionText: `Question numéro ${i}`, localId: randomUUID(), language: 'fr' },
      headers: { Origin: MAIN_URL },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/search');
  const previous = history(page).getByRole('button', { name: 'Page précédente' });
  const next = history(page).getByRole('button', { name: 'Page suivante' });
  await expect(history(page).getByText('Page 1 sur 2')).toBeVisible();
  await expect(entry(page, 'Question numéro 11')).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(history(page).getByText('Page 2 sur 2')).toBeVisible();
  await expect(entry(page, 'Question numéro 1')).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(history(page).getByText('Page 1 sur 2')).toBeVisible();
});
