// @vitest-environment happy-dom
/**
 * The chat island's icon-only controls name themselves in a tooltip (SPEC-COVERAGE §4, §9): after 700 ms
 * of hover, at once on keyboard focus, and at once for the next one within 300 ms, as they share
 * the island's one TooltipProvider; each keeps its accessible name, not repeated as a description.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import { TOOLTIP_DELAY_MS } from '../../shared/tooltip/Tooltip.tsx';
import { anAnswer, aQuestion, openOn } from '../chat-store.fixtures.ts';
import { ChatIsland } from '../Island.tsx';
import { chatMessages } from '../messages.ts';
import { expectNamedAfterHover } from '../../shared/tooltip/tooltip.fixtures.ts';

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => {
  fireEvent.keyDown(document, { key: 'Escape' });
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
};

function renderIsland() {
  render(
    <ChatIsland
      initial={openOn([aQuestion(), anAnswer()])}
      messages={chatMessages(createTranslator('fr'))}
      locale="fr"
      config={{ enableChatThinkMode: false, preserveChatThinkMode: false, defaultChatThinkMode: 'instant' }}
      renderedAt="2025-03-20T12:00:00.000Z"
      sound={{ voice: false, readAloud: false }}
      formLocalId="form-local"
      tabTitleBase="Chat - Jurisia"
    />,
  );
}

describe('chat island tooltips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Nothing here should reach the network; a request would fail rather than hang.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the name of a conversation's actions button after 700 ms of hover, keeping it as the button's name", () => {
    renderIsland();
    const actions = screen.getByRole('button', { name: 'Actions pour « Divorce amiable »' });
    expectNamedAfterHover(actions, 'Actions pour « Divorce amiable »');
    expect(actions.getAttribute('data-state')).toBe('delayed-open');
  });

  it("names the answer's feedback buttons, the next one at once: the island shares one provider", () => {
    renderIsland();
    const helpful = screen.getByRole('button', { name: 'Réponse utile' });
    hover(helpful);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip').textContent).toBe('Réponse utile');
    leave(helpful);
    const notHelpful = screen.getByRole('button', { name: 'Réponse peu utile' });
    hover(notHelpful);
    expect(notHelpful.getAttribute('data-state')).toBe('instant-open');
    expect(screen.getByRole('tooltip').textContent).toBe('Réponse peu utile');
    expect(screen.getByRole('button', { name: 'Réponse peu utile' })).toBe(notHelpful);
  });

  it('names the drawer buttons and, on phones, the send button on keyboard focus', () => {
    renderIsland();
    const openList = screen.getByRole('button', { name: 'Afficher les conversations' });
    act(() => openList.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Afficher les conversations');
    fireEvent.change(screen.getByRole('textbox', { name: 'Votre message' }), { target: { value: 'Bonjour' } });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    act(() => send.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Envoyer');
    // From `sm` on, the label shows beside the icon and the bubble is hidden.
    expect(tooltip.className).toContain('sm:hidden');
  });
});
