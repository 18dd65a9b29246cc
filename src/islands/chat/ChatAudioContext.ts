/**
 * The chat's sound (chat-audio.ts) for the messages deep in the screen; absent (null) where the
 * island offers none, as in the component tests, and the buttons then do not show.
 */
import { createContext } from 'react';
import type { ChatAudio } from './chat-audio.ts';

export interface ChatAudioLabels {
  readAloud: string;
  playRecording: string;
  pause: string;
}

export const ChatAudioContext = createContext<{ audio: ChatAudio; labels: ChatAudioLabels } | null>(null);
