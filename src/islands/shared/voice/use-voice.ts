/**
 * The voice input of an island: the voice-mode switch (its kept choice read once hydrated) and,
 * where the page's language has a voice mode and the browser can record, the recorder. Made only
 * in the browser, and released (microphone, audio context, recognition) when the island goes.
 */
import { useEffect, useState } from 'react';
import { browserLocalStorage } from '~/stores/browser-storage.ts';
import { isVoiceSupported } from './browser-media.ts';
import type { VoiceRecorderStore } from './recorder.contract.ts';
import { browserVoiceRecorder } from './recorder.store.ts';
import { createVoiceMode, VOICE_MODE_KEY, type VoiceModeStore } from './voice-mode.ts';

export interface VoiceInput {
  mode: VoiceModeStore;
  /** Null until hydrated, and where voice is not offered. */
  recorder: VoiceRecorderStore | null;
}

/** `enabled`: the page's language has a voice mode (the public config's voiceLanguages). */
export function useVoiceInput(language: string, enabled: boolean): VoiceInput {
  const [mode] = useState(() => createVoiceMode({ storage: browserLocalStorage, key: VOICE_MODE_KEY }));
  const [recorder, setRecorder] = useState<VoiceRecorderStore | null>(null);
  useEffect(() => mode.restore(), [mode]);
  useEffect(() => {
    if (!enabled || !isVoiceSupported(window)) return;
    const created = browserVoiceRecorder(language);
    setRecorder(created);
    return () => created.dispose();
  }, [language, enabled]);
  return { mode, recorder };
}
