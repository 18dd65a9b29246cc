// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatScreen } from './ChatScreen.tsx';
import {
  aDiscussion,
  aMessage,
  anAnswer,
  anEntry,
  fakeChatStore,
  type FakeStoreState,
  MESSAGES,
  NOW,
} from '../chat-screen.fixtures.ts';

function renderScreen(state: FakeStoreState = {}) {
  const fake = fakeChatStore(state);
  render(
    <ChatScreen
      store={fake.store}
      messages={MESSAGES}
      locale="fr"
      socketStatus={fake.socketStatus}
      renderedAt={NOW.toISOString()}
      formLocalId="form-local"
    />,
  );
  return fake;
}

describe('chat screen', () => {
  afterEach(cleanup);

  it("titles the page with the open conversation, or 'Nouvelle conversation'", () => {
    const { atoms } = renderScreen({ current: aDiscussion({ title: 'Divorce amiable' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Divorce amiable' })).toBeTruthy();
    act(() => atoms.$current.set(null));
    expect(screen.getByRole('heading', { level: 1, name: 'Nouvelle conversation' })).toBeTruthy();
  });

  it('shows the real-time status in the header only when the connection is not up', () => {
    const { socketStatus } = renderScreen();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('status').textContent).toBe('');
    act(() => socketStatus.set('error'));
    expect(within(banner).getByRole('status').textContent).toBe('Connexion en temps réel interrompue');
  });

  it('renders no disconnection badge on the server, where the socket has not started yet', () => {
    const fake = fakeChatStore();
    fake.socketStatus.set('disconnected');
    const html = renderToString(
      <ChatScreen
        store={fake.store}
        messages={MESSAGES}
        locale="fr"
        socketStatus={fake.socketStatus}
        renderedAt={NOW.toISOString()}
        formLocalId="form-local"
      />,
    );
    expect(html).toContain('id="messages-scroll-area"');
    expect(html).not.toContain('Connexion en temps réel interrompue');
    render(
      <ChatScreen
        store={fake.store}
        messages={MESSAGES}
        locale="fr"
        socketStatus={fake.socketStatus}
        renderedAt={NOW.toISOString()}
        formLocalId="form-local"
      />,
    );
    expect(within(screen.getByRole('banner')).getByRole('status').textContent).toBe(
      'Connexion en temps réel interrompue',
    );
  });

  it("hydrates the server's HTML without a mismatch, whatever the reader's clock says", async () => {
    const state: FakeStoreState = {
      conversations: {
        items: [
          aDiscussion({ updatedAt: '2025-03-19T23:30:00.000Z' }),
          aDiscussion({ _id: 'd2', title: 'Bail', updatedAt: '2025-02-01T10:00:00.000Z' }),
        ],
      },
      current: aDiscussion(),
      entries: [anEntry(aMessage()), anEntry(anAnswer())],
    };
    const screenOf = (fake: ReturnType<typeof fakeChatStore>) => (
      <ChatScreen
        store={fake.store}
        messages={MESSAGES}
        locale="fr"
        socketStatus={fake.socketStatus}
        renderedAt={NOW.toISOString()}
        formLocalId="form-local"
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(screenOf(fakeChatStore(state)));
    document.body.append(container);
    expect(within(container).getByRole('region', { name: 'Hier' })).toBeTruthy();
    vi.useFakeTimers({ now: new Date('2025-04-02T08:00:00.000Z'), toFake: ['Date'] });
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(container, screenOf(fakeChatStore(state)), { onRecoverableError });
    try {
      await act(async () => {});
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(within(container).getByRole('region', { name: '30 derniers jours' })).toBeTruthy();
      expect(within(container).queryByRole('region', { name: 'Hier' })).toBeNull();
    } finally {
      act(() => root.unmount());
      container.remove();
      vi.useRealTimers();
    }
  });

  it('opens the conversation list as a drawer and closes it on Escape or after choosing', () => {
    const { store } = renderScreen({ conversations: { items: [aDiscussion({ _id: 'd7', title: 'Bail' })] } });
    const toggle = screen.getByRole('button', { name: 'Afficher les conversations' });
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(drawer?.className).toMatch(/(^|\s)flex(\s|$)/);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Nouvelle conversation' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Bail' }));
    expect(store.open).toHaveBeenCalledWith('d7');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts a new conversation from the list', () => {
    const { store } = renderScreen({ current: aDiscussion() });
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(store.open).toHaveBeenCalledWith(null);
  });
});
