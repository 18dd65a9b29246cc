/** Header menus and footer language switcher shared by every page of the default layout. */
import type { Locator, Page } from '@playwright/test';

export class SiteChrome {
  readonly header: Locator;
  readonly footer: Locator;
  readonly accountMenu: Locator;
  readonly languageSwitcher: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.accountMenu = this.header.getByLabel('Mon compte');
    // The summary reads "Langue" (visually hidden) then the current language's name.
    this.languageSwitcher = this.footer.locator('summary').filter({ hasText: 'Langue' });
  }

  /** Every header link to a locale-free path, visible or folded in a menu. */
  headerLinksTo(path: string): Locator {
    return this.header.locator(`a[href="${path}"]`);
  }

  /** The link of one language in the footer switcher. */
  languageLink(code: string): Locator {
    return this.footer.locator(`a[hreflang="${code}"]`);
  }
}
