// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from './AnswerActions.tsx';
import { aMessage, anAnswer, anEntry, fakeChatStore, type FakeStoreState, MESSAGES } from '../chat-screen.fixtures.ts';
import { MessageArea } from './MessageArea.tsx';

function renderArea(state: FakeStoreState = {}) {
  const fake = fakeChatStore(state);
  render(<MessageArea store={fake.store} messages={MESSAGES} locale="en" />);
  return fake;
}

const STARTERS = [
  'Comment créer une entreprise au Bénin ?',
  'Comment divorcer par consentement mutuel ?',
  'Comment obtenir un titre foncier ?',
  'Quels sont mes droits en tant que locataire ?',
  'Comment rédiger un testament ?',
  'Comment adopter un enfant ?',
];

describe('message area', () => {
  afterEach(cleanup);

  it('is the log with the id messages-scroll-area', () => {
    renderArea();
    const log = screen.getByRole('log', { name: 'Messages de la conversation' });
    expect(log.id).toBe('messages-scroll-area');
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('offers the six starter questions in an empty conversation, each sent at a click', () => {
    const { store } = renderArea();
    expect(screen.getByRole('heading', { name: 'Comment puis-je vous aider ?' })).toBeTruthy();
    for (const question of STARTERS) expect(screen.getByRole('button', { name: question })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comment obtenir un titre foncier ?' }));
    expect(store.send).toHaveBeenCalledWith('Comment obtenir un titre foncier ?');
  });

  it('shows the messages instead of the starters once there are some', () => {
    renderArea({ entries: [anEntry(aMessage({ contentText: 'Ma question\nsur deux lignes' }))] });
    expect(screen.queryByRole('button', { name: 'Comment créer une entreprise au Bénin ?' })).toBeNull();
    expect(screen.getByText(/Ma question/).textContent).toContain('Ma question\nsur deux lignes');
  });

  it('offers Réessayer on a failed user message, with its reason, and retries it', () => {
    const failed = aMessage({ _id: '', localId: 'local-9', answerStatus: 'failed' });
    const { store } = renderArea({
      entries: [anEntry(failed, { sendError: 'Problème de connexion. Vérifiez votre réseau.' })],
    });
    expect(screen.getByText('Problème de connexion. Vérifiez votre réseau.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(store.retry).toHaveBeenCalledWith('local-9');
  });

  it("shows the server's reason of a failed answer when sending went well", () => {
    renderArea({
      entries: [anEntry(aMessage({ answerStatus: 'failed', err: 'Le service de réponse ne répond pas.' }))],
    });
    expect(screen.getByText('Le service de réponse ne répond pas.')).toBeTruthy();
  });

  it('offers no Réessayer on completed or pending messages', () => {
    renderArea({
      entries: [
        anEntry(aMessage()),
        anEntry(anAnswer()),
        anEntry(aMessage({ _id: 'm3', localId: 'local-3', answerStatus: 'pending' })),
      ],
    });
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByText('Réponse en préparation')).toBeTruthy();
  });

  it('says a message is being sent until the server holds it', () => {
    renderArea({ entries: [anEntry(aMessage({ _id: '', answerStatus: 'pending' }))] });
    expect(screen.getByText('Envoi…')).toBeTruthy();
  });

  it('renders an answer as Markdown with citations linked to its own sources', () => {
    renderArea({
      entries: [
        anEntry(anAnswer({ contentText: '## Démarches\n- **Notaire** : dépôt [1]\n- Voir [les avocats](/lawyers)' })),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Démarches' })).toBeTruthy();
    expect(screen.getByText('Notaire').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'les avocats' }).getAttribute('href')).toBe('/en/lawyers');
    const sources = screen.getByRole('region', { name: 'Sources de la réponse' });
    const source = within(sources).getByRole('link', { name: /Divorce par consentement mutuel/ });
    expect(source.getAttribute('href')).toBe('/en/library/documents/vdd-F1');
    const cite = screen.getByRole('link', { name: 'Voir la source 1' });
    const target = document.getElementById(cite.getAttribute('href')?.slice(1) ?? '');
    expect(target?.contains(source)).toBe(true);
  });

  it('types an answer in before showing its sources and actions', () => {
    renderArea({ entries: [anEntry(anAnswer(), { typing: 'Le divorce par' })] });
    expect(screen.getByText('Le divorce par')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sources de la réponse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
  });

  describe('answer actions', () => {
    const writeText = vi.fn(async (_text: string) => {});
    beforeEach(() => {
      vi.useFakeTimers();
      writeText.mockClear();
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    });
    afterEach(() => vi.useRealTimers());

    it('copies the answer and says so for a moment', async () => {
      renderArea({ entries: [anEntry(anAnswer())] });
      fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
      await act(async () => {});
      expect(writeText).toHaveBeenCalledWith('Le divorce par consentement mutuel se fait devant notaire [1].');
      expect(screen.getByRole('button', { name: 'Copié' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(COPIED_MS));
      expect(screen.getByRole('button', { name: 'Copier' })).toBeTruthy();
    });

    it('toggles the feedback: pressing the pressed thumb clears it', () => {
      const { store, atoms } = renderArea({ entries: [anEntry(anAnswer())] });
      const up = screen.getByRole('button', { name: 'Réponse utile' });
      const down = screen.getByRole('button', { name: 'Réponse peu utile' });
      expect(up.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(up);
      expect(store.setFeedback).toHaveBeenLastCalledWith('m2', 'up');
      act(() => atoms.$entries.set([anEntry(anAnswer({ feedback: 'up' }))]));
      expect(up.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(up);
      expect(store.setFeedback).toHaveBeenLastCalledWith('m2', null);
      fireEvent.click(down);
      expect(store.setFeedback).toHaveBeenLastCalledWith('m2', 'down');
    });
  });

  it('shows the waiting text as a status below the messages while an answer is awaited', () => {
    const { atoms } = renderArea({
      entries: [anEntry(aMessage({ answerStatus: 'pending' }))],
      waiting: 'Je lis votre question…',
    });
    expect(screen.getByRole('status').textContent).toBe('Je lis votre question…');
    act(() => atoms.$waiting.set(null));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads older messages from the button and when scrolled to the top', () => {
    const { store } = renderArea({ entries: [anEntry(aMessage())], older: { hasMore: true, loading: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Messages précédents' }));
    expect(store.loadOlder).toHaveBeenCalledTimes(1);
    const log = screen.getByRole('log');
    log.scrollTop = 0;
    fireEvent.scroll(log);
    expect(store.loadOlder).toHaveBeenCalledTimes(2);
  });

  it('asks for no older messages when there are none or they are loading', () => {
    const { store, atoms } = renderArea({ entries: [anEntry(aMessage())] });
    fireEvent.scroll(screen.getByRole('log'));
    act(() => atoms.$older.set({ hasMore: true, loading: true }));
    expect(screen.getByRole('button', { name: 'Chargement des messages précédents…' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.scroll(screen.getByRole('log'));
    expect(store.loadOlder).not.toHaveBeenCalled();
  });
});
