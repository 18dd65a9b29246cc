// @vitest-environment happy-dom
/**
 * The legal search island's icon-only controls name themselves in a tooltip (SPEC-COVERAGE §4, §9): the
 * history's delete buttons and its page buttons, after 700 ms of hover or at once on keyboard
 * focus; each keeps its accessible name, not repeated as a description.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import { LegalSearchIsland } from './Island.tsx';
import { aPage, aRequest } from './legal-search.fixtures.ts';
import { legalSearchMessages } from './messages.ts';
import { expectNamedAfterHover } from '../shared/tooltip/tooltip.fixtures.ts';

function renderIsland() {
  const history = aPage([aRequest({ questionText: 'Préavis de départ d’un logement' })], {
    page: 1,
    totalPages: 2,
    totalItems: 11,
  });
  render(
    <LegalSearchIsland
      initial={history}
      messages={legalSearchMessages(createTranslator('fr'))}
      locale="fr"
      sound={{ voice: false, readAloud: false }}
      canSaveToLibrary
      pricingHref="/pricing"
    />,
  );
}

describe('legal search island tooltips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("shows the name of a history delete button after 700 ms of hover, keeping it as the button's name", () => {
    renderIsland();
    const name = 'Supprimer la recherche « Préavis de départ d’un logement »';
    const remove = screen.getByRole('button', { name });
    expectNamedAfterHover(remove, name);
  });

  it('names the next page button on keyboard focus', () => {
    renderIsland();
    const pages = screen.getByRole('navigation', { name: "Pages de l'historique" });
    const next = within(pages).getByRole('button', { name: 'Page suivante' });
    act(() => next.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Page suivante');
    expect(next.getAttribute('data-state')).toBe('instant-open');
  });
});
