// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { dismissHeaderMenus } from './menus';

describe('header menus', () => {
  beforeAll(() => dismissHeaderMenus(document));
  const render = () => {
    document.body.innerHTML = `<header><details open><summary>☰</summary><nav><a href="/chat">Assistant</a></nav></details></header><main><p id="elsewhere">Texte</p></main>`;
    return document.querySelector('details') as HTMLDetailsElement;
  };

  it('closes the open menu on Escape and gives the focus back to its button', () => {
    const menu = render();
    document.querySelector('a')?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('closes on a click elsewhere, not on one inside', () => {
    const menu = render();
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu.open).toBe(true);
    document.getElementById('elsewhere')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(menu.open).toBe(false);
  });
});
