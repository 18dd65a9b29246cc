/**
 * The lawyer side of the directory (issue 8) on the main server: a signed-in user applies to
 * be listed, an admin verifies the profile, and it appears in the directory; a user follows
 * an answer's link to the lawyers of its area of law and writes to one, sharing the summary
 * of the conversation by consent; the lawyer reads the request in their space and by e-mail.
 */
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { waitForLibrary } from './support/library.ts';
import { insertVerifiedLawyer, uniqueSurname } from './support/lawyers.ts';
import { waitForMail } from './support/outbox.ts';
import { ANSWER_TIMEOUT, ANSWERED_JOURNEY_TIMEOUT } from './support/answers.ts';

test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT });

const DIVORCE = 'Comment divorcer par consentement mutuel ?';

const results = (page: Page) => page.getByRole('region', { name: 'Résultats' });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

async function searchDirectory(page: Page, q: string): Promise<void> {
  await page.goto(`/lawyers?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un avocat');
}

test('a user applies to be listed, an admin verifies the profile, and it appears in the directory, described with JSON-LD', async ({
  page,
  context,
  browser,
}) => {
  const lastName = uniqueSurname('Agossa');
  const applicant = await signIn(context, undefined, { firstName: 'Codjo', lastName });

  await page.goto('/lawyers');
  await page.getByRole('link', { name: 'Demandez votre inscription dans l’annuaire' }).click();
  await expect(page).toHaveURL(/\/lawyers\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace avocat');
  await expect(page.getByLabel('Prénom')).toHaveValue('Codjo');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
  await page.getByLabel('Barreau', { exact: true }).fill('Barreau du Bénin');
  await page.getByLabel('Numéro d’inscription au barreau').fill('B-2021-314');
  await page.getByLabel('Ville d’exercice').fill('Parakou');
  await page.getByLabel('Pays').selectOption('BJ');
  await page.getByRole('group', { name: 'Domaines d’intervention' }).getByLabel('Travail', { exact: true }).check();
  await page.getByRole('group', { name: 'Langues parlées' }).getByLabel('Français').check();
  await page.getByLabel('Années d’exercice').fill('7');
  await page
    .getByLabel('Présentation (facultatif)')
    .fill('Licenciements, contrats de travail et litiges avec l’employeur.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(notifications(page)).toContainText('Votre demande d’inscription est envoyée.');
  await expect(page.getByText('Demande en cours de vérification')).toBeVisible();
  await searchDirectory(page, lastName);
  await expect(results(page).getByRole('article')).toHaveCount(0);

  const adminContext = await browser.newContext();
  try {
    await signIn(adminContext, undefined, { role: 'admin', firstName: 'Adjoa', lastName: 'Admin' });
    const admin = await adminContext.newPage();
    await admin.goto('/admin/lawyers');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Vérification des avocats');
    const application = admin.getByRole('article').filter({ hasText: `Codjo ${lastName}` });
    await expect(application).toContainText('B-2021-314');
    await expect(application).toContainText(applicant.email);
    const since = Date.now();
    await application.getByRole('button', { name: 'Vérifier' }).click();
    await expect(notifications(admin)).toContainText('Le profil est vérifié : il apparaît dans l’annuaire.');
    const mail = await waitForMail(applicant.email, since);
    expect(mail).toMatch(new RegExp(`/lawyers/codjo-${lastName.toLowerCase()}-parakou`));
  } finally {
    await adminContext.close();
  }

  await searchDirectory(page, lastName);
  const card = results(page).getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: `Codjo ${lastName}` })).toBeVisible();
  await expect(card.getByText('Vérifié', { exact: true })).toBeVisible();
  await expect(card.getByText('Profil de démonstration')).toHaveCount(0);

  await page.goto('/lawyers/dashboard');
  await expect(page.getByText('Profil publié')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mon profil public' })).toHaveAttribute(
    'href',
    `/lawyers/codjo-${lastName.toLowerCase()}-parakou`,
  );

  // A real, verified profile describes itself to search engines (a sample one does not).
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page.getByRole('main').getByText('Vérifié', { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/lawyers/codjo-${lastName.toLowerCase()}-parakou$`),
  );
  const [data] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(data?.['@type']).toEqual(expect.arrayContaining(['Attorney', 'LegalService']));
  expect(data).toMatchObject({
    name: `Codjo ${lastName}`,
    address: { '@type': 'PostalAddress', addressLocality: 'Parakou', addressCountry: 'BJ' },
  });
  expect(data?.['knowsLanguage']).toEqual(['fr']);
  expect(JSON.stringify(data)).not.toContain(applicant.email);
});

test('an answer leads to the lawyers of its area; one receives a message with the conversation summary, shared by consent', async ({
  page,
  context,
  browser,
  request,
}) => {
  await waitForLibrary(request);
  const lawyerContext = await browser.newContext();
  try {
    const lawyerAccount = await signIn(lawyerContext, undefined, {
      firstName: 'Rosine',
      lastName: uniqueSurname('Houngbo'),
    });
    const lawyer = await insertVerifiedLawyer(lawyerAccount.id, lawyerAccount);
    const user = await signIn(context);

    await page.goto('/chat');
    await hydrated(page);
    await page.getByLabel('Votre message').fill(DIVORCE);
    await page.getByLabel('Votre message').press('Enter');
    const answerLink = page.locator('#messages-scroll-area').getByRole('link', { name: 'annuaire des avocats' });
    await expect(answerLink).toHaveAttribute('href', '/lawyers?specialty=family', ANSWER_TIMEOUT);
    // The answer is typed in: its sources show once the whole text is there, and the link stops changing.
    await expect(
      page.locator('#messages-scroll-area').getByRole('region', { name: 'Sources de la réponse' }),
    ).toHaveCount(1, ANSWER_TIMEOUT);
    await answerLink.click();
    await expect(page.getByLabel('Domaine', { exact: true })).toHaveValue('family');
    await expect(results(page).getByRole('link', { name: lawyer.name })).toBeVisible();
    await results(page).getByRole('link', { name: lawyer.name }).click();

    const form = page.getByRole('region', { name: `Contacter ${lawyer.name}` });
    await expect(form).toContainText(user.email);
    // Sent without a subject and with a message too short: told in the page and in its language
    // (not the browser's bubble), the first faulty field focused, nothing posted.
    await expect(form.locator('form')).toHaveAttribute('novalidate', '');
    await form.getByLabel('Votre message').fill('Bonjour Maître');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form).toContainText('Indiquez l’objet de votre message.');
    await expect(form).toContainText('Votre message doit contenir au moins 20 caractères.');
    await expect(form.getByLabel('Objet')).toBeFocused();
    await form.getByLabel('Objet').fill('Divorce à l’amiable');
    await form
      .getByLabel('Votre message')
      .fill('Bonjour Maître, nous voulons divorcer à l’amiable. Pouvez-vous nous accompagner ?');
    const share = form.getByLabel('Joindre le résumé d’une conversation ou d’une recherche (facultatif)');
    const conversation = await share.locator('option', { hasText: DIVORCE }).getAttribute('value');
    await share.selectOption(conversation ?? '');
    // Without consent nothing is shared: the form says so and keeps what was typed.
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByLabel('Votre message')).toHaveValue(/nous voulons divorcer/);
    await expect(
      form.getByLabel(
        'J’accepte que le résumé choisi (titre, questions et début des réponses) soit transmis à cet avocat.',
      ),
    ).toHaveAttribute('aria-invalid', 'true');

    const since = Date.now();
    await form
      .getByLabel('J’accepte que le résumé choisi (titre, questions et début des réponses) soit transmis à cet avocat.')
      .check();
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(notifications(page)).toContainText('Votre message a été envoyé à l’avocat.');

    const mail = await waitForMail(lawyer.email, since);
    expect(mail).toContain('Divorce à l’amiable');
    expect(mail).toContain(DIVORCE);
    expect(mail).toContain(user.email);

    const space = await lawyerContext.newPage();
    await space.goto('/lawyers/dashboard');
    const inbox = space.getByRole('region', { name: 'Demandes de contact' });
    const requestItem = inbox.getByRole('article').filter({ hasText: 'Divorce à l’amiable' });
    await expect(requestItem).toContainText('Nouveau');
    await expect(requestItem).toContainText('nous voulons divorcer à l’amiable');
    const replyTo = requestItem.getByRole('link', { name: user.email });
    await expect(replyTo).toHaveAttribute(
      'href',
      `mailto:${user.email}?subject=${encodeURIComponent('Re: Divorce à l’amiable')}`,
    );
    await requestItem.getByText(`Conversation partagée : ${DIVORCE}`).click();
    await expect(requestItem).toContainText(/consentement mutuel/);
    // Read once shown: the next visit no longer marks it new.
    await space.reload();
    await expect(inbox.getByRole('article').filter({ hasText: 'Divorce à l’amiable' })).not.toContainText('Nouveau');
  } finally {
    await lawyerContext.close();
  }
});

test('a visitor is asked to sign in before writing to a lawyer, and a sample profile takes no message', async ({
  page,
  context,
  browser,
}) => {
  const lawyerContext = await browser.newContext();
  const lawyerAccount = await signIn(lawyerContext, undefined, {
    firstName: 'Sènan',
    lastName: uniqueSurname('Dossa'),
  });
  await lawyerContext.close();
  const lawyer = await insertVerifiedLawyer(lawyerAccount.id, { firstName: 'Senan', lastName: lawyerAccount.lastName });

  await page.goto(`/lawyers/${lawyer.slug}`);
  const signInLink = page.getByRole('link', { name: 'Se connecter pour écrire à cet avocat' });
  await expect(signInLink).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(`/lawyers/${lawyer.slug}`)}`);
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toHaveCount(0);

  await signIn(context);
  await page.goto('/lawyers/afiavi-hounsou-cotonou');
  await expect(page.getByText('Un profil de démonstration ne peut pas recevoir de messages')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toHaveCount(0);
});
