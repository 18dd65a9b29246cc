/**
 * The header's menus (☰ and the account menu, SiteHeader.astro) are <details> elements, which
 * open and close without a script. With one, they close as menus do: Escape closes the open one
 * and gives the focus back to its button, and a click elsewhere closes it. Started on every page
 * by the toast host's script.
 */
export const MENU_SELECTOR = 'header details[open]';

export function dismissHeaderMenus(doc: Pick<Document, 'addEventListener' | 'querySelectorAll'>): void {
  const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>(MENU_SELECTOR)];
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
  });
}
