/** The error page of SPEC-COVERAGE §2/§8 as the visitor sees it, found by role and accessible name. */
import type { Locator, Page } from '@playwright/test';

export class ErrorPage {
  readonly headline: Locator;
  readonly homeButton: Locator;
  readonly helpSection: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.headline = page.getByRole('heading', { level: 1 });
    this.homeButton = page.getByRole('link', { name: "Retour à l'accueil" });
    this.helpSection = page.getByRole('region', { name: "Besoin d'aide ?" });
  }

  statusLine(statusCode: number): Locator {
    return this.page.getByText(`Erreur ${statusCode}`, { exact: true });
  }

  helpLink(description: string): Locator {
    return this.helpSection.getByRole('listitem').getByRole('link').filter({ hasText: description });
  }

  async metaDescription(): Promise<string | null> {
    return this.page.locator('meta[name="description"]').getAttribute('content');
  }
}
