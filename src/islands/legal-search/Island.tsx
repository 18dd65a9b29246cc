/**
 * The legal search island (hydrated with client:load on /search): builds the store on the
 * platform's HTTP client, socket, timers, toasts and sessionStorage, starts it once hydrated,
 * and renders the screen. Texts come translated from the page (see messages.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '~/i18n/locales.ts';
import type { LegalSearchRequest } from '~/shared/events.ts';
import { browserLocalStorage, browserSessionStorage } from '~/stores/browser-storage.ts';
import { api } from '~/stores/http.ts';
import { $socketStatus, onServerEvent } from '~/stores/socket.ts';
import { globalTimers } from '~/stores/timers.ts';
import { toast } from '~/stores/toasts.ts';
import { browserOnline, onConnectionBack } from '~/stores/network.ts';
import { browserOutbox } from '~/stores/outbox.ts';
import { AudioPlayer } from '../shared/audio/AudioPlayer.tsx';
import type { SoundConfig } from '../shared/audio/sound.ts';
import { useSound } from '../shared/audio/use-sound.ts';
import { TooltipProvider } from '../shared/tooltip/Tooltip.tsx';
import { typedBeforeHydration } from '../shared/typed-before-hydration.ts';
import { forgetQuestionInAddress } from '../shared/prefilled-question.ts';
import type { Recording } from '../shared/voice/recorder.contract.ts';
import { VoiceInput } from '../shared/voice/VoiceInput.tsx';
import { saveBlob } from '../shared/save-file.ts';
import { LegalSearch } from './LegalSearch.tsx';
import type { HistoryPage } from './legal-search.ts';
import { createLegalSearchStore } from './legal-search.store.ts';
import { type LegalSearchMessages, WAITING_KEYS } from './messages.ts';
import { QUESTION_FIELD_ID } from './QuestionForm.tsx';
import { type SearchSound, SearchSoundContext } from './SearchSoundContext.ts';

export interface LegalSearchIslandProps {
  /** The first history page, read by the server for an instant display. */
  initial: HistoryPage;
  /** A question to open the form with (`/search?q=…`). */
  question?: string | undefined;
  messages: LegalSearchMessages;
  locale: Locale;
  /** Voice questions and answers read aloud, as the platform offers them in this language. */
  sound: SoundConfig;
  /** The personal library is on: « Enregistrer » keeps a result there. */
  canSaveToLibrary: boolean;
  /** The plans page, linked when a quota is spent; null with pricing switched off. */
  pricingHref: string | null;
}

export function LegalSearchIsland({
  initial,
  question,
  messages,
  locale,
  sound,
  canSaveToLibrary,
  pricingHref,
}: LegalSearchIslandProps) {
  const [store] = useState(() =>
    createLegalSearchStore(
      {
        http: api,
        onPush: (handler) => onServerEvent('legal_search_ai_response', handler),
        socketStatus: $socketStatus,
        timers: globalTimers,
        random: Math.random,
        uuid: () => crypto.randomUUID(),
        now: () => new Date(),
        storage: browserSessionStorage,
        lastingStorage: browserLocalStorage,
        online: browserOnline,
        onOnline: onConnectionBack,
        outbox: browserOutbox(),
        notify: toast,
        saveFile: saveBlob,
        language: locale,
        waitingCount: WAITING_KEYS.length,
        canSaveToLibrary,
        pricingHref,
        texts: {
          deleted: messages['search.toast.deleted'],
          exportFailed: messages['search.toast.exportFailed'],
          saved: messages['search.toast.saved'],
          error: messages['search.toast.error'],
        },
      },
      initial,
      question,
    ),
  );
  // Read during the hydrating render, applied once it is done: the first render must match the
  // server's HTML, or React would leave server attributes (the disabled « Rechercher ») in place.
  const [typed] = useState(() => typedBeforeHydration(QUESTION_FIELD_ID));
  useEffect(() => {
    // The server rendered the address's question in the field: `typed` holds it, or the reader's edit of it.
    if (typed) store.setDraft(typed);
    if (question !== undefined) forgetQuestionInAddress();
  }, [store, typed, question]);
  useEffect(() => store.start(), [store]);
  const { player, playerTexts, audioOf, voice, voiceTexts } = useSound(messages, locale, sound);
  const listen = useMemo<SearchSound>(() => {
    const title = (request: LegalSearchRequest) => request.questionText || messages['chat.voiceTitle'];
    return {
      player,
      readAnswer: sound.readAloud
        ? (request) =>
            request.answerAudio
              ? void player.play({ id: request._id, title: title(request), url: request.answerAudio })
              : void player.waitFor({
                  id: request._id,
                  title: title(request),
                  ready: audioOf('legalsearch', request._id),
                })
        : null,
      playRecording: (request) =>
        void player.play({ id: `${request._id}:question`, title: title(request), url: request.audioUrl }),
      labels: {
        readAloud: messages['audio.ui.readAloud'],
        playRecording: messages['audio.ui.playRecording'],
        pause: messages['audio.ui.pause'],
      },
    };
  }, [player, audioOf, sound.readAloud, messages]);
  const [askedAloud, setAskedAloud] = useState<string | null>(null);
  const current = useStore(store.$current);
  useEffect(() => {
    // SPEC-COVERAGE §1: in voice mode, the answer to a question asked aloud is read aloud.
    if (!askedAloud || !current || current.localId !== askedAloud || current.answerStatus === 'pending') return;
    setAskedAloud(null);
    if (current.answerStatus === 'completed') listen.readAnswer?.(current);
  }, [askedAloud, current, listen]);
  const onRecorded = useCallback(
    async (recording: Recording) => {
      const localId = await store.submitRecording(recording.blob, recording.transcript);
      if (localId !== null && voice.mode.$enabled.get()) setAskedAloud(localId);
    },
    [store, voice.mode],
  );
  const voiceInput = (
    <VoiceInput
      voice={voice}
      texts={voiceTexts}
      readAloud={sound.readAloud}
      onRecorded={(recording) => void onRecorded(recording)}
    />
  );
  return (
    <TooltipProvider>
      <SearchSoundContext.Provider value={listen}>
        <LegalSearch
          store={store}
          messages={messages}
          locale={locale}
          voice={voiceInput}
          player={<AudioPlayer player={player} texts={playerTexts} />}
        />
      </SearchSoundContext.Provider>
    </TooltipProvider>
  );
}
