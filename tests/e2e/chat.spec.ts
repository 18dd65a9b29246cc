/**
 * The chat screen (SPEC-COVERAGE §2 "Chat screen", §4, §5, §8) on the main server: a whole conversation
 * with a follow-up question, rename, delete, export, the draft kept across a reload, and each
 * refusal the user can meet on screen. The journey with a stopped server runs on a server of
 * its own (support/own-server.ts).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { MAIN_URL } from './support/env.ts';
import { ownServer } from './support/own-server.ts';
import { waitForLibrary } from './support/library.ts';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

const DIVORCE = 'Comment divorcer par consentement mutuel ?';

test.beforeAll(({ request }) => waitForLibrary(request));

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const messagesArea = (page: Page) => page.locator('#messages-scroll-area');
const composer = (page: Page) => page.getByLabel('Votre message');
const composerError = (page: Page) => page.locator('#chat-composer-error');
const conversations = (page: Page) => page.getByRole('complementary');
const answers = (page: Page) => messagesArea(page).getByRole('region', { name: 'Sources de la réponse' });

/** Astro drops `ssr` from an island once React has taken it over. */
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

async function say(page: Page, text: string): Promise<void> {
  await hydrated(page);
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

async function actionsOf(page: Page, title: string) {
  await conversations(page)
    .getByRole('button', { name: `Actions pour « ${title} »` })
    .click();
}

test('a whole conversation: a starter question, its sourced answer, a follow-up that keeps the context, feedback and PDF export', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Comment puis-je vous aider ?' })).toBeVisible();
  for (const starter of [
    'Comment créer une entreprise au Bénin ?',
    DIVORCE,
    'Comment obtenir un titre foncier ?',
    'Quels sont mes droits en tant que locataire ?',
    'Comment rédiger un testament ?',
    'Comment adopter un enfant ?',
  ]) {
    await expect(page.getByRole('button', { name: starter })).toBeVisible();
  }

  await hydrated(page);
  await page.getByRole('button', { name: DIVORCE }).click();
  await expect(messagesArea(page).getByText(DIVORCE)).toBeVisible();
  await expect(answers(page)).toHaveCount(1, ANSWER_TIMEOUT);
  await expect(answers(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/library\/documents\/[^/]+$/,
  );
  // The new conversation got its address and its place in the list, titled by the question.
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  await expect(conversations(page).getByRole('link', { name: DIVORCE })).toHaveAttribute('aria-current', 'page');

  // A follow-up that names no subject: the conversation so far tells what it is about.
  await say(page, 'Et quelles sont les étapes ?');
  await expect(answers(page)).toHaveCount(2, ANSWER_TIMEOUT);
  await expect(
    answers(page)
      .nth(1)
      .getByRole('link', { name: /divorce/i })
      .first(),
  ).toBeVisible();

  const helpful = messagesArea(page).getByRole('button', { name: 'Réponse utile' }).first();
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');

  // Everything is the server's: a reload shows the same conversation, feedback included.
  await page.reload();
  await expect(answers(page)).toHaveCount(2);
  await expect(messagesArea(page).getByRole('button', { name: 'Réponse utile' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await actionsOf(page, DIVORCE);
  const downloading = page.waitForEvent('download');
  await conversations(page).getByRole('button', { name: 'Exporter en PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('rename a conversation (trimmed), refuse an empty title, delete it', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat');
  await say(page, 'Que faire en cas de loyer impayé ?');
  await expect(answers(page)).toHaveCount(1, ANSWER_TIMEOUT);

  await actionsOf(page, 'Que faire en cas de loyer impayé ?');
  await conversations(page).getByRole('button', { name: 'Renommer' }).click();
  const title = conversations(page).getByLabel('Nouveau titre de la conversation');
  await title.fill('   ');
  await title.press('Enter');
  await expect(notifications(page).getByText('Le titre ne peut pas être vide')).toBeVisible();

  await actionsOf(page, 'Que faire en cas de loyer impayé ?');
  await conversations(page).getByRole('button', { name: 'Renommer' }).click();
  await conversations(page).getByLabel('Nouveau titre de la conversation').fill('  Mon loyer  ');
  await conversations(page).getByLabel('Nouveau titre de la conversation').press('Enter');
  await expect(notifications(page).getByText('Conversation renommée')).toBeVisible();
  await expect(conversations(page).getByRole('link', { name: 'Mon loyer', exact: true })).toBeVisible();
  // The tab names the conversation by its new title at once, as the page rendered after a reload does.
  await expect(page).toHaveTitle(/^Mon loyer - /);
  await page.reload();
  await expect(conversations(page).getByRole('link', { name: 'Mon loyer', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Mon loyer - /);

  await actionsOf(page, 'Mon loyer');
  await conversations(page).getByRole('button', { name: 'Supprimer' }).click();
  await conversations(page).getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(notifications(page).getByText('Conversation supprimée')).toBeVisible();
  await expect(conversations(page).getByRole('link', { name: 'Mon loyer', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page).not.toHaveTitle(/Mon loyer/);
  await page.reload();
  await expect(conversations(page).getByRole('link', { name: 'Mon loyer', exact: true })).toHaveCount(0);
});

test('renaming a conversation deleted meanwhile (in another tab) says it is gone', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat');
  await say(page, 'Comment contester un licenciement ?');
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const gone = await page.request.delete(`/api/e/discussion/${id}`, { headers: { Origin: MAIN_URL } });
  expect(gone.ok()).toBe(true);

  await actionsOf(page, 'Comment contester un licenciement ?');
  await conversations(page).getByRole('button', { name: 'Renommer' }).click();
  await conversations(page).getByLabel('Nouveau titre de la conversation').fill('Licenciement');
  await conversations(page).getByLabel('Nouveau titre de la conversation').press('Enter');
  await expect(notifications(page).getByText('Conversation introuvable')).toBeVisible();
});

test('the draft survives a reload', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat');
  await hydrated(page);
  await composer(page).fill('Mon employeur ne me paie plus depuis deux mois');
  await page.reload();
  await expect(composer(page)).toHaveValue('Mon employeur ne me paie plus depuis deux mois');
});

test('a home topic opens the assistant with its question typed in, which the reader can edit and keep over a reload', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/');
  const question = "Comment obtenir un titre foncier pour un terrain que j'ai acheté ?";
  await page
    .locator(`a[href="/chat?q=${encodeURIComponent(question)}"]`)
    .first()
    .click();
  await expect(composer(page)).toHaveValue(question);
  await hydrated(page);
  await expect(composer(page)).toHaveValue(question);
  // Taken as the draft, the question leaves the address: a reload shows the reader's edit.
  await expect(page).toHaveURL(/\/chat$/);
  await composer(page).fill(`${question} À Lyon.`);
  await page.reload();
  await expect(composer(page)).toHaveValue(`${question} À Lyon.`);
});

test('what is typed before the page is interactive is kept', async ({ page, context }) => {
  await signIn(context);
  // A slow phone: the island's script arrives late, the field is there and typed into at once.
  await page.route('**/_astro/Island.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/chat');
  await composer(page).fill('Mon voisin a construit sur mon terrain');
  await hydrated(page);
  await expect(composer(page)).toHaveValue('Mon voisin a construit sur mon terrain');
  await page.unroute('**/_astro/Island.*.js');
  await page.reload();
  await expect(composer(page)).toHaveValue('Mon voisin a construit sur mon terrain');
});

test('each refusal of the composer is said on screen (SPEC-COVERAGE §5, §8)', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat/temp');
  await expect(composerError(page)).toHaveText('ID de conversation invalide');

  await page.goto('/chat');
  await say(page, '   ');
  await expect(composerError(page)).toHaveText('Le message ne peut pas être vide');
  await say(page, 'a'.repeat(10_001));
  await expect(composerError(page)).toHaveText('Message trop long');

  // What a proxy or the server may answer: the exact texts, under the title "Erreur d'envoi".
  for (const [status, text] of [
    [413, 'Le message est trop volumineux.'],
    [429, 'Trop de messages envoyés. Attendez un moment.'],
  ] as const) {
    await page.route('**/api/e/message', (route) =>
      route.fulfill({ status, json: { statusCode: status, message: 'refused' }, headers: { 'Retry-After': '60' } }),
    );
    await say(page, `Question refusée ${status}`);
    await expect(messagesArea(page).getByText(text)).toBeVisible();
    await expect(notifications(page).getByText("Erreur d'envoi").last()).toBeVisible();
    await page.unroute('**/api/e/message');
  }

  // Five sends still under way: the sixth is refused.
  const held: (() => void)[] = [];
  await page.route(
    '**/api/e/message',
    (route) => new Promise<void>((resolve) => held.push(() => void route.continue().then(resolve))),
  );
  for (let i = 1; i <= 5; i++) await say(page, `Question en attente ${i}`);
  await say(page, 'Une question de trop');
  await expect(composerError(page)).toHaveText("Trop d'opérations en cours. Veuillez patienter.");
  for (const release of held) release();
  await page.unroute('**/api/e/message');
});

test('a failed message can be sent again at most 3 times', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat');
  await page.route('**/api/e/message', (route) => route.abort('connectionrefused'));
  await say(page, 'Comment contester une amende ?');
  const retry = messagesArea(page).getByRole('button', { name: 'Réessayer' });
  await expect(messagesArea(page).getByText('Problème de connexion. Vérifiez votre réseau.')).toBeVisible(
    ANSWER_TIMEOUT,
  );
  for (let i = 0; i < 3; i++) {
    await retry.click();
    await expect(retry).toBeVisible(ANSWER_TIMEOUT);
  }
  await retry.click();
  await expect(composerError(page)).toHaveText('Nombre maximum de tentatives atteint');
});

test('a message sent while the server is stopped fails, stays, and is answered once sent again after the restart', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const server = await ownServer();
  await server.start();
  try {
    await signIn(context, server.url);
    await page.goto(`${server.url}/chat`);
    await say(page, DIVORCE);
    await expect(answers(page)).toHaveCount(1, ANSWER_TIMEOUT);

    await server.stop();
    const question = 'Qui garde les enfants après le divorce ?';
    await say(page, question);
    await expect(messagesArea(page).getByText('Problème de connexion. Vérifiez votre réseau.')).toBeVisible(
      ANSWER_TIMEOUT,
    );
    // One toast says it, the platform's: the browser is online, so the service is unreachable (not the reader's network).
    await expect(notifications(page).getByText('Service momentanément injoignable')).toBeVisible();
    await expect(notifications(page).getByText("Erreur d'envoi")).toHaveCount(0);
    await expect(messagesArea(page).getByText(question)).toBeVisible();

    await server.start();
    await messagesArea(page).getByRole('button', { name: 'Réessayer' }).click();
    await expect(answers(page)).toHaveCount(2, ANSWER_TIMEOUT);
    await expect(messagesArea(page).getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
