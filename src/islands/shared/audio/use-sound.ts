/**
 * The sound of an island, made once: the page's player, the requests for answers read aloud
 * (pushed when ready, re-read when the socket is down), and the voice input.
 */
import { useState } from 'react';
import { api } from '~/stores/http.ts';
import { onServerEvent } from '~/stores/socket.ts';
import { globalTimers } from '~/stores/timers.ts';
import { useVoiceInput, type VoiceInput } from '../voice/use-voice.ts';
import { type VoiceTexts, voiceTexts } from '../voice/voice-texts.ts';
import { browserAudioPlayer } from './browser-player.ts';
import type { AudioPlayerStore, MediaLike } from './player.contract.ts';
import { createAudioPlayer } from './player.store.ts';
import { type PlayerTexts, playerTexts } from './player-texts.ts';
import type { SoundConfig } from './sound.ts';
import { createSpeechRequests, SPEECH_FAILED_MESSAGE } from './speech-request.ts';

export interface Sound {
  player: AudioPlayerStore;
  playerTexts: PlayerTexts;
  audioOf: ReturnType<typeof createSpeechRequests>['audioOf'];
  voice: VoiceInput;
  voiceTexts: VoiceTexts;
}

/** The server renders the island without sound: an element that never plays, never loads. */
const silentMedia = (): MediaLike => ({
  src: '',
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  paused: true,
  play: () => Promise.resolve(),
  pause: () => {},
  load: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
});

function pagePlayer(texts: PlayerTexts): AudioPlayerStore {
  if (typeof Audio !== 'undefined') return browserAudioPlayer(texts);
  return createAudioPlayer({
    media: silentMedia(),
    sign: () => Promise.reject(new Error('server')),
    timers: globalTimers,
    notify: () => {},
    texts,
  });
}

export function useSound(messages: Readonly<Record<string, string>>, language: string, config: SoundConfig): Sound {
  const [made] = useState(() => {
    const texts = playerTexts(messages);
    const speech = createSpeechRequests({
      http: api,
      onPush: (handler) => onServerEvent('answer_audio', handler),
      timers: globalTimers,
      failedText: messages['speech.errors.failed'] ?? SPEECH_FAILED_MESSAGE,
    });
    return { player: pagePlayer(texts), playerTexts: texts, audioOf: speech.audioOf, voiceTexts: voiceTexts(messages) };
  });
  const voice = useVoiceInput(language, config.voice);
  return { ...made, voice };
}
