// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDiscussion, fakeChatStore, type FakeStoreState, MESSAGES, NOW } from '../chat-screen.fixtures.ts';
import { ConversationList } from './ConversationList.tsx';
import { SEARCH_DEBOUNCE_MS } from './ConversationSearch.tsx';

const TODAY = aDiscussion({ _id: 'd1', title: 'Divorce amiable', updatedAt: '2025-03-20T09:00:00.000Z' });
const YESTERDAY = aDiscussion({ _id: 'd2', title: 'Bail commercial', updatedAt: '2025-03-19T09:00:00.000Z' });
const LAST_YEAR = aDiscussion({ _id: 'd3', title: 'Succession', updatedAt: '2024-03-01T09:00:00.000Z' });

function renderList(state: FakeStoreState = {}, locale: 'fr' | 'en' = 'fr') {
  const fake = fakeChatStore({ conversations: { items: [TODAY, YESTERDAY, LAST_YEAR] }, current: TODAY, ...state });
  const onOpen = vi.fn();
  render(
    <ConversationList
      store={fake.store}
      messages={MESSAGES}
      locale={locale}
      renderedAt={NOW.toISOString()}
      onOpen={onOpen}
    />,
  );
  return { ...fake, onOpen };
}

const actionsOf = (title: string) => screen.getByRole('button', { name: `Actions pour « ${title} »` });

describe('conversation list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('groups the conversations by the day they were last updated', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderList();
    const today = screen.getByRole('region', { name: "Aujourd'hui" });
    expect(within(today).getByRole('link', { name: 'Divorce amiable' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Hier' })).getByRole('link', { name: 'Bail commercial' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Plus ancien' })).getByRole('link', { name: 'Succession' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: '7 derniers jours' })).toBeNull();
  });

  it('links each conversation to its page in the locale, marks the open one, and opens without a reload', () => {
    const { onOpen } = renderList({}, 'en');
    const open = screen.getByRole('link', { name: 'Divorce amiable' });
    const other = screen.getByRole('link', { name: 'Bail commercial' });
    expect(open.getAttribute('href')).toBe('/en/chat/d1');
    expect(open.getAttribute('aria-current')).toBe('page');
    expect(other.hasAttribute('aria-current')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    other.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledWith('d2');
  });

  it('leaves a ctrl-click to the browser (a new tab)', () => {
    const { onOpen } = renderList();
    fireEvent.click(screen.getByRole('link', { name: 'Bail commercial' }), { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('starts a new conversation', () => {
    const { onOpen } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(onOpen).toHaveBeenCalledWith(null);
  });

  it('renames inline: Enter saves the new title', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Bail commercial'));
    fireEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau titre de la conversation' });
    fireEvent.change(field, { target: { value: 'Bail de mon magasin' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(store.rename).toHaveBeenCalledWith('d2', 'Bail de mon magasin');
    expect(screen.queryByRole('textbox', { name: 'Nouveau titre de la conversation' })).toBeNull();
  });

  it('renames with the save button too, and not at all when the title is unchanged', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Bail commercial'));
    fireEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(store.rename).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Bail commercial' })).toBeTruthy();
  });

  it('renames inline: Escape cancels without saving', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Bail commercial'));
    fireEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau titre de la conversation' });
    fireEvent.change(field, { target: { value: 'Autre titre' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(store.rename).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Bail commercial' })).toBeTruthy();
  });

  it('deletes a conversation only once the deletion is confirmed', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Succession'));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(store.remove).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer définitivement cette conversation et ses messages ?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
    expect(store.remove).toHaveBeenCalledWith('d3');
  });

  it('keeps the conversation when the deletion is cancelled', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Succession'));
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.remove).not.toHaveBeenCalled();
  });

  it('exports a conversation as PDF', () => {
    const { store } = renderList();
    fireEvent.click(actionsOf('Divorce amiable'));
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en PDF' }));
    expect(store.exportPdf).toHaveBeenCalledWith('d1');
  });

  it('searches the conversations once typing pauses', () => {
    vi.useFakeTimers();
    const { store } = renderList();
    const field = screen.getByRole('searchbox', { name: 'Rechercher dans les conversations' });
    fireEvent.change(field, { target: { value: 'ba' } });
    fireEvent.change(field, { target: { value: 'bail' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(store.searchConversations).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(store.searchConversations).toHaveBeenCalledTimes(1);
    expect(store.searchConversations).toHaveBeenCalledWith('bail');
  });

  it('says when no conversation matches the search', () => {
    renderList({ conversations: { items: [], query: 'testament' } });
    expect(screen.getByText('Aucune conversation ne contient « testament ».')).toBeTruthy();
  });

  it('offers more conversations while pages remain, and not after the last', () => {
    const { store, atoms } = renderList({ conversations: { items: [TODAY], page: 1, totalPages: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Plus de conversations' }));
    expect(store.loadMoreConversations).toHaveBeenCalled();
    act(() =>
      atoms.$conversations.set({ items: [TODAY, YESTERDAY], page: 2, totalPages: 2, loading: false, query: '' }),
    );
    expect(screen.queryByRole('button', { name: 'Plus de conversations' })).toBeNull();
  });
});
