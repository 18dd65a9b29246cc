/**
 * Asking aloud and listening (SPEC-COVERAGE §1, §4 audio player): Chromium's fake microphone plays a
 * question eSpeak NG spoke into a WAV file; the recording goes to a local OpenAI-compatible
 * transcription server started here (the main server's STT_BASE_URL); the answer comes back
 * and its spoken version, made by the platform's embedded eSpeak NG, plays in the player.
 */
import { expect, type Page, test as base } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { signIn } from './support/auth.ts';
import { TRANSCRIBER_PORT } from './support/env.ts';
import { type FakeTranscriber, startFakeTranscriber } from './support/fake-transcriber.ts';
import { waitForLibrary } from './support/library.ts';
import { spokenWav } from './support/spoken-wav.ts';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';

const DIVORCE = 'Comment divorcer par consentement mutuel ?';
const WEBM_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** The browser of this file has a microphone that says DIVORCE, and may play sound unprompted. */
const test = base.extend<object, { spokenQuestion: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  spokenQuestion: [async ({}, use) => use(await spokenWav(DIVORCE, 'jurisia-e2e-question')), { scope: 'worker' }],
  launchOptions: [
    async ({ spokenQuestion }, use) =>
      use({
        executablePath: CHROMIUM_PATH,
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-audio-capture=${spokenQuestion}`,
          '--autoplay-policy=no-user-gesture-required',
        ],
      }),
    { scope: 'worker' },
  ],
});

// One transcription server on its port: the journeys of this file take turns.
test.describe.configure({ mode: 'serial', timeout: ANSWERED_JOURNEY_TIMEOUT });

let transcriber: FakeTranscriber;
test.beforeAll(async ({ request }) => {
  await waitForLibrary(request);
  transcriber = await startFakeTranscriber(TRANSCRIBER_PORT, DIVORCE);
});
test.afterAll(() => transcriber.close());

const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
const player = (page: Page) => page.getByRole('region', { name: 'Lecteur audio' });

async function askAloud(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Poser la question à voix haute' }).click();
  await expect(page.getByText('Enregistrement en cours')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Niveau du micro' })).toBeVisible();
  // The fake microphone says the question in about three seconds.
  await page.waitForTimeout(3500);
  await page.getByRole('button', { name: 'Envoyer l’enregistrement' }).click();
}

/** The player plays: its button offers to pause, and the position moves on from 0:00. */
async function expectPlaying(page: Page): Promise<void> {
  await expect(player(page).getByRole('button', { name: 'Pause' })).toBeVisible(ANSWER_TIMEOUT);
  await expect(player(page).getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute(
    'aria-valuetext',
    /^0:0[1-9] \/ \d+:\d\d$/,
    ANSWER_TIMEOUT,
  );
}

test('in voice mode, a question asked aloud is transcribed, answered, and its answer read aloud in the player', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/chat');
  await hydrated(page);
  const voiceMode = page.getByRole('switch', { name: 'Mode vocal' });
  await voiceMode.click();
  await expect(voiceMode).toHaveAttribute('aria-checked', 'true');

  const before = transcriber.heard.length;
  await askAloud(page);
  const messages = page.locator('#messages-scroll-area');
  await expect(messages.getByText(DIVORCE)).toBeVisible(ANSWER_TIMEOUT);
  await expect(messages.getByRole('region', { name: 'Sources de la réponse' })).toHaveCount(1, ANSWER_TIMEOUT);
  // What the server sent on was the browser's opus-in-webm recording, in French.
  const heard = transcriber.heard[before];
  expect(heard).toMatchObject({ model: 'whisper-1', language: 'fr' });
  expect([...(heard?.head ?? [])]).toEqual(WEBM_MAGIC);
  expect(heard?.size).toBeGreaterThan(5_000);

  await expectPlaying(page);
  await player(page).getByRole('button', { name: 'Pause' }).click();
  await expect(player(page).getByRole('button', { name: 'Lire' })).toBeVisible();
  // The recording itself can be heard again.
  await messages.getByRole('button', { name: 'Écouter l’enregistrement' }).click();
  await expectPlaying(page);
  // Voice mode is kept for the next visit.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('switch', { name: 'Mode vocal' })).toHaveAttribute('aria-checked', 'true');
});

test('a legal search asked aloud gets its answer, which can be listened to on demand', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/search');
  await hydrated(page);
  await askAloud(page);
  const result = page.getByRole('region', { name: 'Résultat' });
  await expect(result.getByText(DIVORCE)).toBeVisible(ANSWER_TIMEOUT);
  await expect(result.getByRole('heading', { name: 'Réponse' })).toBeVisible(ANSWER_TIMEOUT);
  // Voice mode is off: nothing plays until asked.
  await expect(player(page)).toHaveCount(0);
  await result.getByRole('button', { name: 'Écouter la réponse' }).click();
  await expectPlaying(page);
  await player(page).getByRole('button', { name: 'Arrêter' }).click();
  await expect(player(page).getByRole('slider', { name: 'Position de lecture' })).toHaveAttribute(
    'aria-valuetext',
    /^0:00 \//,
  );
});
