// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import { LegalSearch } from './LegalSearch.tsx';
import {
  aPage,
  aRequest,
  fakeHttp,
  fakeSocket,
  QUESTION,
  settleMicrotasks,
  storeOnFakes,
} from './legal-search.fixtures.ts';
import { legalSearchMessages } from './messages.ts';
import { type SearchSound, SearchSoundContext } from './SearchSoundContext.ts';
import { createAudioPlayer } from '../shared/audio/player.store.ts';
import { fakeMedia, TEXTS as PLAYER_TEXTS } from '../shared/audio/player.fixtures.ts';
import { HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';

const messages = legalSearchMessages(createTranslator('fr'));
const ANSWER =
  '## Démarches\nLe divorce passe par une convention [1].\n\n- **Notaire** : dépôt\n- Voir [les avocats](/lawyers)';

function renderScreen(options: Parameters<typeof storeOnFakes>[0] = {}, sound: SearchSound | null = null) {
  const fakes = storeOnFakes({
    http: fakeHttp({
      'POST /api/e/legalsearch': () => ({
        data: aRequest({ _id: 'srv-1', localId: 'local-new', answerStatus: 'pending', answerText: null, sources: [] }),
      }),
      'GET /api/e/legalsearch': () => aPage([]),
    }),
    ...options,
  });
  render(
    <SearchSoundContext.Provider value={sound}>
      <LegalSearch store={fakes.store} messages={messages} locale="en" />
    </SearchSoundContext.Provider>,
  );
  act(() => void fakes.store.start());
  return fakes;
}

const question = () => screen.getByLabelText<HTMLTextAreaElement>('Votre question juridique');
const QUOTA = "Vous avez utilisé toutes les recherches de votre forfait pour aujourd'hui.";

describe('legal search screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('at the plan’s limit shows no error but the limit, its reason and the plans, with the question kept', async () => {
    renderScreen({
      http: fakeHttp({
        'POST /api/e/legalsearch': () =>
          Promise.reject(new HttpError({ statusCode: 403, message: QUOTA, code: 'subscription_required' })),
        'GET /api/e/legalsearch': () => aPage([]),
      }),
    });
    fireEvent.change(question(), { target: { value: QUESTION } });
    fireEvent.keyDown(question(), { key: 'Enter' });
    await act(settleMicrotasks);
    expect(screen.queryByText(messages['search.result.failed'])).toBeNull();
    const panel = screen.getByRole('alert');
    expect(within(panel).getByText('Limite de votre forfait atteinte')).toBeTruthy();
    expect(within(panel).getByText(QUOTA)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Voir les forfaits' }).getAttribute('href')).toBe('/pricing');
    expect(question().value).toBe(QUESTION);
    expect(within(screen.getByRole('region', { name: 'Historique' })).queryByText('Échec')).toBeNull();
  });

  it('asks on Enter, shows the search pending, then renders the pushed answer with its sources', async () => {
    const { socket } = renderScreen();
    fireEvent.change(question(), { target: { value: QUESTION } });
    fireEvent.keyDown(question(), { key: 'Enter' });
    await act(settleMicrotasks);
    expect(screen.getByText('Analyse de votre question…')).toBeTruthy();
    expect(screen.queryByText(/Connexion en temps réel/)).toBeNull();
    expect(screen.getByText('Recherche en cours, la réponse arrive.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechercher' }).hasAttribute('disabled')).toBe(true);
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText('En cours')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Recherche dans la bibliothèque juridique…')).toBeTruthy();

    act(() =>
      socket.push({
        request: aRequest({ _id: 'srv-1', localId: 'local-new', answerText: ANSWER }),
        status: 'completed',
      }),
    );
    expect(screen.getByText('Réponse reçue.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Démarches' })).toBeTruthy();
    expect(screen.getByText('Notaire').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Source 1' }).getAttribute('href')).toBe('#legal-source-1');
    expect(screen.getByRole('link', { name: 'les avocats' }).getAttribute('href')).toBe('/en/lawyers');
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(
      within(sources)
        .getByRole('link', { name: /Divorce par consentement mutuel/ })
        .getAttribute('href'),
    ).toBe('/en/library/documents/vdd-F1');
    expect(within(sources).getByText('Juridiction : FR')).toBeTruthy();
    expect(within(history).getByText('Terminée')).toBeTruthy();
    expect(question().value).toBe('');
  });

  it('says the answer will be fetched anyway while the real-time connection is down', async () => {
    const { socket } = renderScreen({ socket: fakeSocket('error') });
    fireEvent.change(question(), { target: { value: QUESTION } });
    fireEvent.keyDown(question(), { key: 'Enter' });
    await act(settleMicrotasks);
    const notice = 'Connexion en temps réel interrompue : la réponse sera récupérée automatiquement.';
    expect(screen.getByText(notice)).toBeTruthy();
    act(() => socket.status.set('connected'));
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('goes to a new line on Shift+Enter instead of asking', () => {
    const { http } = renderScreen();
    fireEvent.change(question(), { target: { value: QUESTION } });
    fireEvent.keyDown(question(), { key: 'Enter', shiftKey: true });
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows the failure text of SPEC-COVERAGE §8 and keeps the question', async () => {
    const { socket } = renderScreen();
    fireEvent.change(question(), { target: { value: QUESTION } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await act(settleMicrotasks);
    act(() =>
      socket.push({ request: aRequest({ _id: 'srv-1', localId: 'local-new', answerText: null }), status: 'completed' }),
    );
    expect(screen.getAllByText('An error occurred. Please try again later.')).toHaveLength(2);
    expect(question().value).toBe(QUESTION);
  });

  it('shows the character counter near the limit', () => {
    renderScreen();
    fireEvent.change(question(), { target: { value: 'a'.repeat(9500) } });
    expect(screen.getByText('9,500 / 10,000 caractères')).toBeTruthy();
  });

  it('opens a search of the history and deletes it after confirmation', async () => {
    const http = fakeHttp({
      'DELETE /api/e/legalsearch/search-1': () => ({ success: true }),
      'GET /api/e/legalsearch': () => aPage([]),
    });
    const { deps } = renderScreen({ http, initial: aPage([aRequest()]) });
    fireEvent.click(screen.getByRole('button', { name: /^Comment divorcer/ }));
    expect(screen.getByRole('heading', { name: 'Réponse' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Supprimer la recherche « ${QUESTION} »` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer définitivement cette recherche ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
    await act(settleMicrotasks);
    expect(http.delete).toHaveBeenCalledWith('/api/e/legalsearch/search-1');
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Recherche supprimée' }));
    expect(screen.getByText("Aucune recherche pour l'instant. Vos questions apparaîtront ici.")).toBeTruthy();
  });

  it('offers to keep a completed result in the personal library only while that library is on', () => {
    renderScreen({ initial: aPage([aRequest()]) });
    fireEvent.click(screen.getByRole('button', { name: /^Comment divorcer/ }));
    expect(screen.getByRole('button', { name: 'Garder dans ma bibliothèque' })).toBeTruthy();
    cleanup();
    renderScreen({ initial: aPage([aRequest()]), canSaveToLibrary: false });
    fireEvent.click(screen.getByRole('button', { name: /^Comment divorcer/ }));
    expect(screen.getByRole('heading', { name: 'Réponse' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Garder dans ma bibliothèque' })).toBeNull();
  });

  it('cancels a deletion with Escape', () => {
    const { http } = renderScreen({ initial: aPage([aRequest()]) });
    fireEvent.click(screen.getByRole('button', { name: /^Supprimer la recherche/ }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(http.delete).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', async () => {
    const http = fakeHttp({
      'GET /api/e/legalsearch': () =>
        aPage([aRequest({ _id: 's11', localId: 's11' })], { page: 2, totalPages: 2, totalItems: 11 }),
    });
    renderScreen({ http, initial: aPage([aRequest()], { totalPages: 2, totalItems: 11 }) });
    const previous = screen.getByRole('button', { name: 'Page précédente' });
    const next = screen.getByRole('button', { name: 'Page suivante' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(next);
    await act(settleMicrotasks);
    expect(screen.getByText('Page 2 sur 2')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('offers the recorded question and the answer read aloud, shows a spoken question without text as such, and a failure with its reason', () => {
    const sound: SearchSound = {
      player: createAudioPlayer({
        media: fakeMedia(),
        sign: async (url) => url,
        timers: globalTimers,
        notify: vi.fn(),
        texts: PLAYER_TEXTS,
      }),
      readAnswer: vi.fn(),
      playRecording: vi.fn(),
      labels: { readAloud: 'Écouter la réponse', playRecording: 'Écouter l’enregistrement', pause: 'Pause' },
    };
    const { store } = renderScreen({}, sound);
    const spoken = aRequest({
      _id: 'srv-9',
      questionText: '',
      audioUrl: 'storage://users/u/search-audio/a',
      questionAudio: 'storage://users/u/search-audio/a',
    });
    act(() => store.open(spoken));
    expect(screen.getByText('Question vocale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Écouter l’enregistrement' }));
    expect(sound.playRecording).toHaveBeenCalledWith(spoken);
    fireEvent.click(screen.getByRole('button', { name: 'Écouter la réponse' }));
    expect(sound.readAnswer).toHaveBeenCalledWith(spoken);

    act(() =>
      store.open(
        aRequest({
          _id: 'srv-8',
          answerStatus: 'failed',
          answerText: null,
          err: 'La transcription a échoué. Réessayez ou écrivez votre question.',
        }),
      ),
    );
    expect(screen.getByText('La transcription a échoué. Réessayez ou écrivez votre question.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Écouter la réponse' })).toBeNull();
  });
});
