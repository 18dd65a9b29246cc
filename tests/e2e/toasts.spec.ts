/**
 * Notifications (SPEC-COVERAGE §4, §9): at most 3 visible, F8 moves to them, Escape and a swipe right
 * close them, the default duration, and a server flash shown after a redirect.
 */
import { expect, type Page, test } from '@playwright/test';
import { MAIN_URL } from './support/env.ts';

const push = (page: Page, detail: Record<string, unknown>) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent('jurisia:toast', { detail: d })), detail);
const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const openToasts = (page: Page) => region(page).locator('li[data-state="open"]');

test.beforeEach(async ({ page }) => {
  await page.goto('/about-us');
});

test('shows at most 3 notifications, closing the oldest', async ({ page }) => {
  for (const n of [1, 2, 3, 4]) await push(page, { title: `Notification ${n}`, duration: 60_000 });
  await expect(openToasts(page)).toHaveCount(3);
  for (const n of [2, 3, 4]) await expect(openToasts(page).getByText(`Notification ${n}`)).toBeVisible();
  await expect(region(page).getByText('Notification 1')).toBeHidden();
});

test('F8 moves the focus to the notifications and Escape closes the focused one', async ({ page }) => {
  await push(page, { title: 'Document enregistré', variant: 'success', duration: 60_000 });
  await expect(openToasts(page)).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(page.locator('[data-toast-viewport]')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(openToasts(page)).toHaveCount(0);
});

test('F8 brings the notification area even before any notification', async ({ page }) => {
  await page.keyboard.press('F8');
  await expect(page.locator('[data-toast-viewport]')).toBeFocused();
});

test('a swipe to the right past the threshold closes a notification, a short one does not', async ({ page }) => {
  await push(page, { title: 'Glissez-moi', duration: 60_000 });
  const toast = openToasts(page).first();
  await expect(toast).toBeVisible();
  // Measured once it has slid in: mid-animation, its centre is not where it comes to rest.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(openToasts(page)).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-swipe', 'cancel');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 140, y, { steps: 10 });
  await page.mouse.up();
  await expect(openToasts(page)).toHaveCount(0);
});

test('a notification closes by itself after the default 5 seconds', async ({ page }) => {
  // The page's clock stands still from before the notification: real waits of seconds drift
  // on a loaded machine, and Playwright's polling alone adds up to one.
  await page.clock.install();
  await page.goto('/about-us');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await push(page, { title: 'Bientôt parti' });
  await expect(openToasts(page)).toHaveCount(1);
  await page.clock.runFor(4_900);
  await expect(openToasts(page)).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(openToasts(page)).toHaveCount(0);
});

test('the close button closes a notification', async ({ page }) => {
  await push(page, { title: 'Fermez-moi', duration: 60_000 });
  await openToasts(page).first().getByRole('button', { name: 'Fermer' }).click();
  await expect(openToasts(page)).toHaveCount(0);
});

test('a server flash set before a redirect appears as a notification on the next page', async ({ page, context }) => {
  await context.addCookies([{ name: 'flash', value: 'info:featureDisabled', url: MAIN_URL }]);
  await page.goto('/help');
  await expect(region(page)).toContainText("Cette fonctionnalité n'est pas disponible pour le moment.");
  // Shown once: the cookie is cleared.
  await page.reload();
  await expect(region(page)).toBeHidden();
});
