// @vitest-environment happy-dom
/**
 * The document generator island's icon-only controls name themselves in a tooltip (SPEC-COVERAGE §4,
 * §9): the calendar button of a date field and the month buttons of its calendar, after 700 ms
 * of hover or at once on keyboard focus; each keeps its accessible name, not repeated as a
 * description.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDraft, MESSAGES, TEST_TEMPLATE } from './documents.fixtures.ts';
import { draftKey } from './drafts.ts';
import { DocumentGeneratorIsland } from './Island.tsx';
import { expectNamedAfterHover } from '../shared/tooltip/tooltip.fixtures.ts';

/** The island, opened on the step of TEST_TEMPLATE that holds the date field (a kept draft). */
function renderOnDateStep() {
  localStorage.setItem(
    draftKey(TEST_TEMPLATE._id),
    JSON.stringify(aDraft({ values: { sender: 'Awa', recipient: 'Koffi', has_lawyer: 'non' }, step: 2 })),
  );
  render(
    <DocumentGeneratorIsland
      template={TEST_TEMPLATE}
      messages={MESSAGES}
      locale="fr"
      signedIn={false}
      today="2026-03-01"
      personalLibraryHref={null}
      signInHref={null}
    />,
  );
}

describe('document generator island tooltips', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
  });

  it("shows the name of the calendar button after 700 ms of hover, keeping it as the button's name", () => {
    renderOnDateStep();
    const name = 'Choisir la date dans le calendrier';
    const calendar = screen.getByRole('button', { name });
    expectNamedAfterHover(calendar, name);
  });

  it('names the month buttons of the open calendar on keyboard focus', () => {
    renderOnDateStep();
    fireEvent.click(screen.getByRole('button', { name: 'Choisir la date dans le calendrier' }));
    const next = within(screen.getByRole('dialog', { name: 'Calendrier' })).getByRole('button', {
      name: 'Mois suivant',
    });
    act(() => next.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Mois suivant');
    expect(next.getAttribute('aria-label')).toBe('Mois suivant');
  });
});
