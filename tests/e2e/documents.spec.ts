/**
 * The document generator (issue 9) on the main server: a signed-in user picks a template in
 * the catalogue, fills its steps with the preview following, keeps what was typed across a
 * reload, downloads the PDF and the DOCX, and finds both in the personal library.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';

const TITLE = 'Attestation sur l’honneur';
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const preview = (page: Page) => page.getByRole('region', { name: 'Aperçu' });
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('fill a template step by step with its preview, download the PDF and the DOCX, find them in the personal library', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modèles de documents');
  await page.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Remplir ce modèle' }).click();
  await expect(page).toHaveURL(/\/documents\/generate\/attestation-sur-l-honneur$/);
  await hydrated(page);

  await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Vous' })).toBeVisible();
  await expect(preview(page)).toContainText('[Votre nom complet]');
  await page.getByLabel('Votre nom complet').fill('Afi Kpadé');
  await expect(preview(page)).toContainText('Afi Kpadé');
  await expect(preview(page)).not.toContainText('[Votre nom complet]');

  // What was typed survives a reload.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Votre nom complet')).toHaveValue('Afi Kpadé');

  await page.getByLabel('Votre date de naissance').fill('14/03/1990');
  await page.getByLabel('Votre lieu de naissance').fill('Ouidah');
  await page.getByLabel('Votre adresse').fill('Lot 12, quartier Zogbo, Cotonou');
  await expect(preview(page)).toContainText('14 mars 1990');

  // A required field left empty holds the step.
  await page.getByLabel('Votre adresse').fill('');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Votre adresse')).toBeFocused();
  await expect(page.getByLabel('Votre adresse')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Votre adresse').fill('Lot 12, quartier Zogbo, Cotonou');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 2 sur 4 : Votre déclaration' })).toBeVisible();
  // Template syntax and markup typed by the user are printed as they are.
  await page.getByLabel('Ce que vous certifiez').fill('résider à Cotonou depuis 2019 {{secret}} <b>gras</b>');
  await page.getByLabel('À quoi servira l’attestation').fill('Dossier d’inscription scolaire');
  await expect(preview(page)).toContainText('{{secret}} <b>gras</b>');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Lieu et date' })).toBeVisible();
  await page.getByLabel('Lieu de signature').fill('Cotonou');
  await page.getByLabel('Date de signature').fill('31/02/2026');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Saisissez une date valide.')).toBeVisible();
  // Corrected, one click on « Suivant » moves on: the problem leaving as the field is left does
  // not move the button from under the pointer.
  await page.getByLabel('Date de signature').fill('23/11/2026');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Étape 4 sur 4 : Vérifier et télécharger' })).toBeVisible();

  const pdf = await download(page, 'Télécharger en PDF');
  expect(pdf.name).toMatch(/^attestation-sur-l-honneur-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(notifications(page)).toContainText('Il est aussi rangé dans votre bibliothèque personnelle.');

  const docx = await download(page, 'Télécharger en Word (DOCX)');
  expect(docx.name).toMatch(/^attestation-sur-l-honneur-\d{4}-\d{2}-\d{2}\.docx$/);
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');

  await notifications(page).getByRole('link', { name: 'Voir dans ma bibliothèque' }).first().click();
  await expect(page).toHaveURL(/\/library\/personnal\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await page.goto('/library/personnal');
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(2);
  // The two entries of one title are told apart by their format.
  await expect(page.getByText('Document généré · PDF', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Document généré · DOCX', { exact: true })).toHaveCount(1);
});

test('on a phone the form and the preview are tabs, chosen by a click or the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/documents/generate/attestation-sur-l-honneur');
  await hydrated(page);
  const formTab = page.getByRole('tab', { name: 'Formulaire' });
  const previewTab = page.getByRole('tab', { name: 'Aperçu' });
  await expect(formTab).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Votre nom complet').fill('Afi Kpadé');
  await expect(preview(page)).toBeHidden();

  await previewTab.click();
  await expect(preview(page)).toContainText('Afi Kpadé');
  await expect(page.getByLabel('Votre nom complet')).toBeHidden();

  // Keyboard: the arrow moves the focus back to « Formulaire », which selects it (automatic activation).
  await previewTab.press('ArrowLeft');
  await expect(formTab).toBeFocused();
  await expect(page.getByLabel('Votre nom complet')).toBeVisible();
  await expect(preview(page)).toBeHidden();

  // Wide screens show both side by side, without the tabs.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(formTab).toBeHidden();
  await expect(preview(page)).toBeVisible();
  await expect(page.getByLabel('Votre nom complet')).toBeVisible();
});

test('the catalogue finds a template by words and by category, without client JavaScript', async ({ page }) => {
  await page.goto('/documents');
  const scripts = await page.locator('astro-island').count();
  expect(scripts).toBe(0);
  await page.getByRole('searchbox').fill('dette');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByRole('article', { name: 'Reconnaissance de dette' })).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
});
