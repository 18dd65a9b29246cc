/**
 * The voice input of a question form: the microphone (and, while recording, its bar) and, where
 * answers can be read aloud, the voice-mode switch. Nothing until the recorder exists (after
 * hydration, where the language has a voice mode and the browser can record).
 */
import type { Recording } from './recorder.contract.ts';
import type { VoiceInput as Voice } from './use-voice.ts';
import { VoiceModeToggle } from './VoiceModeToggle.tsx';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import type { VoiceTexts } from './voice-texts.ts';

export interface VoiceInputProps {
  voice: Voice;
  texts: VoiceTexts;
  /** Answers can be read aloud here: voice mode has a meaning. */
  readAloud: boolean;
  onRecorded: (recording: Recording) => void;
}

export function VoiceInput({ voice, texts, readAloud, onRecorded }: VoiceInputProps) {
  if (!voice.recorder) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <VoiceRecorder recorder={voice.recorder} texts={texts} onRecorded={onRecorded} />
      {readAloud && <VoiceModeToggle mode={voice.mode} texts={texts} />}
    </div>
  );
}
