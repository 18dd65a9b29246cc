/**
 * The personal library (issue 4 items 4 and 5) on the main server: save a library sheet, see
 * it listed, upload a PDF, open it through a signed URL (with and without JavaScript), delete
 * it; another user gets 404 on the item and on signing its file.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { MAIN_URL } from './support/env.ts';

const EVICTION = { id: 'vdd-F31272', title: 'Loyers impayés et expulsion du locataire' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.beforeAll(async ({ request }) => {
  // The first import runs in the background of the freshly started server.
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIN_URL}/api/library/documents/${EVICTION.id}`);
        return response.status();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
});

/** Radix also copies a toast's text into a screen-reader announcement: look in the region. */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('save a sheet, upload a PDF, open it through a signed URL, delete it; nobody else can reach it', async ({
  page,
  context,
  browser,
}) => {
  await signIn(context);

  // Saving is a plain form post; twice keeps one entry.
  for (let i = 0; i < 2; i++) {
    const saved = await page.request.post('/api/e/library/personal', {
      form: { kind: 'library', documentId: EVICTION.id },
      headers: { Origin: MAIN_URL },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
  }
  await page.goto('/library/personnal');
  await expect(page.getByRole('heading', { name: EVICTION.title })).toHaveCount(1);

  // No file, then one over 10 MB: told in the page at once, nothing sent (a slow network would
  // spend minutes uploading what the server refuses).
  const upload = page.locator('form[action="/api/e/library/personal"][enctype]');
  await expect(upload).toHaveAttribute('novalidate', '');
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(upload).toContainText('Choisissez un fichier à importer.');
  await page
    .getByLabel('Fichier', { exact: true })
    .setInputFiles({ name: 'Scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(upload).toContainText('Le fichier dépasse 10 Mo.');
  await page
    .getByLabel('Fichier', { exact: true })
    .setInputFiles({ name: 'Mon bail.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload).not.toContainText('Le fichier dépasse 10 Mo.');
  await page.getByLabel('Étiquettes').fill('bail, preuve');
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(notifications(page)).toContainText('Fichier importé dans votre bibliothèque.');
  await page.getByRole('link', { name: 'Mon bail.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon bail.pdf');
  const itemUrl = page.url();

  // With JavaScript: signed through POST /api/s3/sign-url, opened 1 s later in a new tab.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Ouvrir le document' }).click(),
  ]);
  const opened = await popup.waitForResponse((response) => response.url().includes('/api/files/'));
  expect(opened.status()).toBe(200);
  // The PDF viewer may take the response over before its headers are read (the CI run of
  // 2026-12-02 read none): what the signed address serves is read again, outside the viewer.
  const served = await page.request.get(opened.url());
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await popup.close();

  // Without JavaScript: the link redirects to a fresh signed URL serving the PDF.
  const direct = await page.request.get(`${itemUrl.replace('/library/personnal/', '/api/e/library/personal/')}/file`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await direct.body())).toEqual(PDF);

  const item = (await (
    await page.request.get(itemUrl.replace('/library/personnal/', '/api/e/library/personal/'))
  ).json()) as { data: { fileUrl: string } };
  const other = await browser.newContext({ baseURL: MAIN_URL });
  await signIn(other);
  expect((await other.request.get(itemUrl)).status()).toBe(404);
  const stolen = await other.request.post('/api/s3/sign-url', {
    data: { url: item.data.fileUrl, options: { method: 'GET', expiresIn: 604800 } },
  });
  expect(stolen.status()).toBe(404);
  await other.close();

  // One tap deletes nothing: the box is ticked first.
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(itemUrl);
  await page.getByLabel("L'élément et son fichier seront supprimés définitivement.").check();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/library\/personnal$/);
  await expect(notifications(page)).toContainText('Élément supprimé de votre bibliothèque.');
  await expect(page.getByRole('link', { name: 'Mon bail.pdf' })).toHaveCount(0);
  expect((await page.request.get(itemUrl)).status()).toBe(404);
});
