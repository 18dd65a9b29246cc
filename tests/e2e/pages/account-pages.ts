/** The account screens (login, register, verify-email, forgot/reset password) as a visitor sees them. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Submits a sign-in form; a 429 (other journeys share the IP's 5 tries a minute) waits and tries again. */
async function submitSignIn(page: Page, fill: () => Promise<void>, submit: Locator): Promise<number> {
  for (;;) {
    await fill();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/auth/login') && r.request().method() === 'POST'),
      submit.click(),
    ]);
    if (response.status() !== 429) return response.status();
    await page.waitForTimeout((Number(response.headers()['retry-after'] ?? '5') + 1) * 1000);
  }
}

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;
  readonly forgotLink: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Adresse e-mail');
    this.password = page.getByLabel('Mot de passe', { exact: true });
    this.submit = page.getByRole('button', { name: 'Se connecter' });
    this.alert = page.getByRole('alert').filter({ hasText: /\S/ });
    this.forgotLink = page.getByRole('link', { name: 'Mot de passe oublié ?' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  /** Resolves the status of the sign-in answer (303 on success, 401 when refused). */
  signIn(email: string, password: string): Promise<number> {
    return submitSignIn(
      this.page,
      async () => {
        await this.email.fill(email);
        await this.password.fill(password);
      },
      this.submit,
    );
  }
}

export class RegisterPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Fills and sends the form; `from`: a page already showing it (reached by a link), else /register. */
  async register(
    account: { firstName: string; lastName: string; email: string; password: string },
    { from }: { from?: 'here' } = {},
  ): Promise<void> {
    if (from !== 'here') await this.page.goto('/register');
    await this.page.getByLabel('Prénom').fill(account.firstName);
    await this.page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await this.page.getByLabel('Adresse e-mail').fill(account.email);
    await this.page.getByLabel('Mot de passe').fill(account.password);
    await this.page.getByRole('button', { name: 'Créer mon compte' }).click();
  }
}

export class CodePage {
  readonly code: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.code = page.getByLabel('Code à 6 chiffres');
  }

  async enter(code: string, button: 'Vérifier mon adresse' | 'Continuer'): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole('button', { name: button }).click();
  }
}

export class PasswordResetPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async requestCode(email: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await this.page.getByLabel('Adresse e-mail').fill(email);
    await this.page.getByRole('button', { name: 'Recevoir un code' }).click();
  }

  async choosePassword(password: string): Promise<void> {
    await expect(this.page.getByText('Étape 2 sur 2')).toBeVisible();
    await this.page.getByLabel('Nouveau mot de passe', { exact: true }).fill(password);
    await this.page.getByLabel('Confirmez le nouveau mot de passe').fill(password);
    await this.page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  }
}
