/**
 * The chat island (hydrated with client:load on /chat): builds the store on the platform's HTTP
 * client, socket, timers, toasts and localStorage, starts it once hydrated, follows the
 * browser's back and forward buttons, and renders the screen. Texts come translated from the
 * page (see messages.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { localizePath } from '~/i18n/paths.ts';
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
import { saveBlob } from '../shared/save-file.ts';
import { TooltipProvider } from '../shared/tooltip/Tooltip.tsx';
import { typedBeforeHydration } from '../shared/typed-before-hydration.ts';
import { forgetQuestionInAddress } from '../shared/prefilled-question.ts';
import type { Recording } from '../shared/voice/recorder.contract.ts';
import { VoiceInput } from '../shared/voice/VoiceInput.tsx';
import { ChatAudioContext } from './ChatAudioContext.ts';
import { createAutoReadAloud, createChatAudio, trackTitle } from './chat-audio.ts';
import { ChatScreen } from './ui/ChatScreen.tsx';
import { takeEarlyQuestions } from './early-send.ts';
import { COMPOSER_ID } from './ui/Composer.tsx';
import type { ChatInitial } from './chat.contract.ts';
import { conversationIdOf, showInAddressBar } from './chat-location.ts';
import { followTabTitle } from './tab-title.ts';
import { type ChatStoreDeps, type ChatTexts, createChatStore } from './chat.store.ts';
import { type ChatMessages, WAITING_KEYS } from './messages.ts';

export interface ChatIslandProps {
  /** The first conversations, and the open one with its newest messages, read by the server. */
  initial: ChatInitial;
  messages: ChatMessages;
  locale: Locale;
  /** The think-mode settings of the public config; the default is the user's own choice when made. */
  config: ChatStoreDeps['config'];
  /** When the page was rendered (ISO). */
  renderedAt: string;
  /** The address named a conversation id that can be no conversation ('temp'): said once started. */
  invalidConversationId?: string | undefined;
  /** Voice questions and answers read aloud, as the platform offers them in this language. */
  sound: SoundConfig;
  /** The localId of a question sent by the composer's plain form, before or without JavaScript. */
  formLocalId: string;
  /** The tab title without a conversation (« Chat - Jurisia »); an open one's title goes before it (tab-title.ts). */
  tabTitleBase: string;
}

function chatTexts(messages: ChatMessages): ChatTexts {
  return {
    empty: messages['chat.errors.empty'],
    tooLong: messages['chat.errors.tooLong'],
    invalidDiscussion: messages['chat.errors.invalidDiscussion'],
    emptyTitle: messages['chat.errors.emptyTitle'],
    discussionNotFound: messages['chat.errors.discussionNotFound'],
    maxRetries: messages['chat.errors.maxRetries'],
    tooManyOperations: messages['chat.errors.tooManyOperations'],
    network: messages['chat.errors.network'],
    tooLarge: messages['chat.errors.tooLarge'],
    rateLimited: messages['chat.errors.rateLimited'],
    sendErrorTitle: messages['chat.errors.sendTitle'],
    pushFailed: messages['chat.errors.push'],
    renamed: messages['chat.toast.renamed'],
    deleted: messages['chat.toast.deleted'],
    errorTitle: messages['chat.ui.errorTitle'],
    exportFailed: messages['chat.ui.exportFailed'],
    waiting: WAITING_KEYS.map((key) => messages[key]),
  };
}

export function ChatIsland({
  initial,
  messages,
  locale,
  config,
  renderedAt,
  invalidConversationId,
  sound,
  formLocalId,
  tabTitleBase,
}: ChatIslandProps) {
  const [store] = useState(() =>
    createChatStore(
      {
        http: api,
        onPush: (handler) => onServerEvent('chat_ai_response', handler),
        socketStatus: $socketStatus,
        timers: globalTimers,
        random: Math.random,
        uuid: () => crypto.randomUUID(),
        now: () => new Date(),
        storage: browserLocalStorage,
        online: browserOnline,
        onOnline: onConnectionBack,
        outbox: browserOutbox(),
        notify: toast,
        saveFile: saveBlob,
        navigate: (url, options) => showInAddressBar(url, options),
        // '' in French, '/en' in English…: the store puts it before /chat/{id}.
        localePrefix: localizePath('/', locale).replace(/\/$/, ''),
        language: locale,
        config,
        texts: chatTexts(messages),
      },
      initial,
    ),
  );
  // What was typed before React took the page over is only in the field: read during the
  // hydrating render, as the legal search does, and applied once the store has restored its
  // draft, which it replaces (it is the newer text).
  const [typed] = useState(() => typedBeforeHydration(COMPOSER_ID));
  useEffect(() => {
    const stop = store.start();
    // Questions sent while the page was still loading (early-send.ts) are the island's now.
    for (const early of takeEarlyQuestions(browserSessionStorage, store.$current.get()?._id ?? null))
      void store.sendEarly(early.contentText, early.localId);
    // The server rendered the address's question (`initial.question`) in the field: `typed` holds it, or the reader's edit of it.
    if (typed.trim() !== '') store.setDraft(typed);
    if (initial.question !== undefined) forgetQuestionInAddress();
    // SPEC-COVERAGE §5: the store refuses it with 'ID de conversation invalide'; a new conversation stays open.
    if (invalidConversationId !== undefined) void store.open(invalidConversationId);
    return stop;
  }, [store, typed, invalidConversationId, initial.question]);
  useEffect(() => followTabTitle(store.$current, tabTitleBase), [store, tabTitleBase]);
  useEffect(() => {
    // Back and forward move between conversations as the address says.
    const followHistory = () => {
      const id = conversationIdOf(location.pathname);
      if (id !== undefined) void store.open(id);
    };
    addEventListener('popstate', followHistory);
    return () => removeEventListener('popstate', followHistory);
  }, [store]);
  const { player, playerTexts, audioOf, voice, voiceTexts } = useSound(messages, locale, sound);
  const audio = useMemo(
    () => ({
      audio: createChatAudio({ player, audioOf, readAloud: sound.readAloud }),
      labels: {
        readAloud: messages['audio.ui.readAloud'],
        playRecording: messages['audio.ui.playRecording'],
        pause: messages['audio.ui.pause'],
      },
    }),
    [player, audioOf, sound.readAloud, messages],
  );
  const [autoRead] = useState(() =>
    createAutoReadAloud({
      $entries: store.$entries,
      read: (answer) => audio.audio.readAnswer?.(answer, trackTitle(answer.contentText)),
    }),
  );
  useEffect(() => autoRead.start(), [autoRead]);
  const onRecorded = useCallback(
    async (recording: Recording) => {
      const key = await store.sendRecording(recording.blob, recording.transcript);
      // SPEC-COVERAGE §1: in voice mode, the answer to a question asked aloud is read aloud.
      if (key !== null && voice.mode.$enabled.get()) autoRead.expect(key);
    },
    [store, voice.mode, autoRead],
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
      <ChatAudioContext.Provider value={audio}>
        <ChatScreen
          store={store}
          messages={messages}
          locale={locale}
          socketStatus={$socketStatus}
          renderedAt={renderedAt}
          formLocalId={formLocalId}
          player={<AudioPlayer player={player} texts={playerTexts} />}
          voice={voiceInput}
        />
      </ChatAudioContext.Provider>
    </TooltipProvider>
  );
}
