/**
 * Offline-first (issue 25, docs/ARCHITECTURE.md "Offline") in Chromium with the network cut by
 * `context.setOffline`: the install criteria (manifest, icons, an active worker), a sheet read
 * online opens offline saying when it was saved, a page never opened shows the offline page in
 * the reader's language with what can be read, a signed-in reader's copy holds nothing of
 * theirs, and a question asked offline in the chat or the legal search waits « En attente de
 * connexion » and is answered once back online, once — by the service worker through Background
 * Sync when every tab was closed; a new worker, published as a deployment would, is taken when
 * the page reloads and keeps what was saved.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';
import { signIn } from './support/auth.ts';
import { copyOfBuild } from './support/build-copy.ts';
import { OUTBOX_SYNC_TAG } from '../../src/shared/outbox.ts';
import { MAIN_URL, SYNC_DATABASE_URL, SYNC_URL, UPDATE_DATABASE_URL, UPDATE_URL } from './support/env.ts';
import { waitForLibrary } from './support/library.ts';
import { ownServer } from './support/own-server.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

const EVICTION = {
  title: 'Loyers impayés et expulsion du locataire',
  slug: 'loyers-impayes-et-expulsion-du-locataire-f31272',
};
const SHEET = `/library/documents/${EVICTION.slug}`;

test.beforeAll(({ request }) => waitForLibrary(request));

/** The worker is active and controls the page (it registers about a second after load). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 15_000,
  });
}

/** The kept copy of `path` on the page's server, as the worker filed it (null while there is none). */
function keptCopy(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match(url);
      if (copy && name !== 'jurisia-assets-v1') return copy.text();
    }
    return null;
  }, new URL(path, page.url()).href);
}

/** Opens `path` and waits until the worker kept it, with the offline page of its language. */
async function readOnline(page: Page, path: string, offlinePage = '/offline'): Promise<void> {
  await page.goto(path);
  await workerInControl(page);
  for (const kept of [path, offlinePage])
    await expect.poll(() => keptCopy(page, kept), { timeout: 15_000 }).not.toBeNull();
}

test('the platform can be installed: a manifest with its icons and an active service worker', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/en/library');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/en/manifest.webmanifest');
  const response = await request.get(`${MAIN_URL}${href}`);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Jurisia', start_url: '/en', display: 'standalone', lang: 'en' });
  for (const icon of manifest.icons as { src: string }[]) {
    const file = await request.get(`${MAIN_URL}${icon.src}`);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
  await workerInControl(page);
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  // Every criterion but the one a test browser cannot meet: its contexts are incognito.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('a sheet read online opens offline, saying when it was saved', async ({ page, context }) => {
  await readOnline(page, SHEET);
  await context.setOffline(true);
  await page.goto(SHEET);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);
  await expect(page.getByText('Vous êtes hors ligne')).toBeVisible();
  await expect(page.getByText(/Vous lisez la copie de cette page enregistrée sur cet appareil le \d+/)).toBeVisible();
  await context.setOffline(false);
});

test('a page never opened shows the offline page, in the reader’s language, with what can be read', async ({
  page,
  context,
}) => {
  await readOnline(page, SHEET);
  await context.setOffline(true);
  await page.goto('/lawyers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
  const available = page.getByRole('region', { name: 'Disponible hors ligne' });
  await expect(available.getByRole('link', { name: EVICTION.title })).toHaveAttribute('href', `${MAIN_URL}${SHEET}`);
  await expect(available.getByText(/Enregistrée le \d+/)).toBeVisible();
  await available.getByRole('link', { name: EVICTION.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);

  // The English reader's page was never opened either: the English offline page, kept when they came.
  await context.setOffline(false);
  await readOnline(page, `/en${SHEET}`, '/en/offline');
  await context.setOffline(true);
  await page.goto('/en/chat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
});

test('a signed-in reader’s sheet is kept as a visitor sees it: nothing of theirs on the device', async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  await readOnline(page, SHEET);
  await expect(page.locator('#session-user')).toHaveCount(1);
  const copy = (await keptCopy(page, SHEET)) ?? '';
  expect(copy).toContain(EVICTION.title);
  expect(copy).not.toContain(user.email);
  expect(copy).not.toContain(user.firstName);
  expect(copy).not.toContain('session-user');
});

/** Astro drops `ssr` from an island once React has taken it over. */
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test('a chat question asked offline waits for the connection, then is answered once', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/chat');
  await hydrated(page);
  await context.setOffline(true);
  const question = 'Comment divorcer par consentement mutuel ?';
  await page.getByLabel('Votre message').fill(question);
  await page.getByLabel('Votre message').press('Enter');
  const messages = page.locator('#messages-scroll-area');
  await expect(messages.getByText('En attente de connexion')).toBeVisible();
  await expect(page.getByLabel('Votre message')).toHaveValue('');

  await context.setOffline(false);
  await expect(messages.getByRole('region', { name: 'Sources de la réponse' })).toHaveCount(1, ANSWER_TIMEOUT);
  await expect(messages.getByText('En attente de connexion')).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  // Once: the server has the question once, and a reload shows it once.
  await page.reload();
  await expect(messages.getByText(`Vous : ${question}`, { exact: true })).toHaveCount(1);
  await expect(messages.getByRole('region', { name: 'Sources de la réponse' })).toHaveCount(1);
});

test('a legal search asked offline waits for the connection, then is answered once', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/search');
  await hydrated(page);
  await context.setOffline(true);
  const question = 'Combien de temps dure une garde à vue ?';
  await page.getByLabel('Votre question juridique').fill(question);
  await page.getByLabel('Votre question juridique').press('Enter');
  const result = page.getByRole('region', { name: 'Résultat' });
  await expect(result.getByText('En attente de connexion')).toBeVisible();

  // Asked as the connection returns, and answered; read again, the search is there once.
  await context.setOffline(false);
  await expect(result.getByRole('heading', { name: 'Réponse' })).toBeVisible(ANSWER_TIMEOUT);
  await expect(result.getByText('En attente de connexion')).toHaveCount(0);
  await page.reload();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByRole('button', { name: new RegExp(`^${question}`) })).toHaveCount(1);
});

test('a sheet of the personal library marked « disponible hors ligne » opens offline without having been read', async ({
  page,
  context,
}) => {
  await signIn(context);
  const saved = await page.request.post('/api/e/library/personal', {
    form: { kind: 'library', documentId: 'vdd-F31272' },
    headers: { Origin: MAIN_URL },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  await page.goto('/library/personnal');
  const toggle = page.getByRole('button', { name: 'Disponible hors ligne' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Disponible hors ligne' })).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await page.goto('/library/documents/vdd-F31272');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);
  await expect(page.getByText('Vous êtes hors ligne')).toBeVisible();
  await context.setOffline(false);

  await page.goto('/library/personnal');
  await page.getByRole('button', { name: 'Disponible hors ligne' }).click();
  await expect(page.getByRole('button', { name: 'Disponible hors ligne' })).toHaveAttribute('aria-pressed', 'false');
  expect(await keptCopy(page, '/library/documents/vdd-F31272')).toBeNull();
});

/** The build id of the worker controlling the page (null when none answers). */
function controllerBuildId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        worker.postMessage('build-id', [channel.port2]);
        setTimeout(() => resolve(null), 2000);
      }),
  );
}

test('a new version of the worker is taken when the page reloads, keeping what was saved for offline', async ({
  page,
  request,
}) => {
  // A server of its own, from a copy of the build: a deployment must not reach the shared servers.
  const build = await copyOfBuild();
  const server = await ownServer({ url: UPDATE_URL, databaseUrl: UPDATE_DATABASE_URL, root: build.root });
  try {
    await server.start();
    await waitForLibrary(request, 0, UPDATE_URL);
    await readOnline(page, `${UPDATE_URL}${SHEET}`);
    expect(await controllerBuildId(page)).toBe(build.workerBuildId());

    await server.stop();
    const next = await build.newWorker();
    await server.start();
    await page.reload();
    await expect.poll(() => controllerBuildId(page), { timeout: 15_000 }).toBe(next);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);

    // What the old worker kept is the new one's: a page never opened, the server unreachable (the
    // sheet itself would come from the browser's own cache for a few minutes), lists the sheet.
    await server.stop();
    await page.goto(`${UPDATE_URL}/lawyers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne');
    const available = page.getByRole('region', { name: 'Disponible hors ligne' });
    await available.getByRole('link', { name: EVICTION.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVICTION.title);
  } finally {
    await server.stop();
    await build.remove();
  }
});

/** Fires the worker's Background Sync `tag` now, as Chromium does when its own connection check says it is back. */
async function fireSync(context: BrowserContext, origin: string, tag: string): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registered,
    tag,
    lastChance: false,
  });
  await page.close();
}

test('a legal search asked offline is sent by the service worker once the connection is back, with every tab closed', async ({
  context,
}) => {
  // A server of its own, stopped meanwhile: offline, neither the page nor the worker reaches it.
  const server = await ownServer({ url: SYNC_URL, databaseUrl: SYNC_DATABASE_URL });
  try {
    await server.start();
    await signIn(context, SYNC_URL);
    const page = await context.newPage();
    await page.goto(`${SYNC_URL}/search`);
    await hydrated(page);
    await workerInControl(page);

    await server.stop();
    await context.setOffline(true);
    const question = 'Combien de temps dure une garde à vue ?';
    await page.getByLabel('Votre question juridique').fill(question);
    await page.getByLabel('Votre question juridique').press('Enter');
    await expect(page.getByText('En attente de connexion')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as unknown as {
            sync: { getTags(): Promise<string[]> };
          };
          return registration.sync.getTags();
        }),
      )
      .toEqual([OUTBOX_SYNC_TAG]);
    await page.close();

    await server.start();
    await context.setOffline(false);
    await fireSync(context, SYNC_URL, OUTBOX_SYNC_TAG);
    // Asked and answered with no page open: the history holds it, answered, once.
    const request = context.request;
    await expect
      .poll(async () => {
        const response = await request.get(`${SYNC_URL}/api/e/legalsearch?page=1&perPage=10`);
        const { data } = (await response.json()) as { data: { questionText: string; answerStatus: string }[] };
        return data.map((search) => [search.questionText, search.answerStatus]);
      }, ANSWER_TIMEOUT)
      .toEqual([[question, 'completed']]);

    // The page opened again sends its own copy with the same localId: still once.
    const again = await context.newPage();
    await again.goto(`${SYNC_URL}/search`);
    const history = again.getByRole('region', { name: 'Historique' });
    await expect(history.getByRole('button', { name: new RegExp(`^${question}`) })).toHaveCount(1);
    await expect(again.getByText('En attente de connexion')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await server.stop();
  }
});
