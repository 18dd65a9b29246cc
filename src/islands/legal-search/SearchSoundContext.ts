/**
 * The legal search's sound for the result view: the page's player, the answer read aloud (asked
 * of the server when not made yet) and the recorded question played back. Null where the island
 * offers none (the component tests), and the buttons then do not show.
 */
import { createContext } from 'react';
import type { LegalSearchRequest } from '~/shared/events.ts';
import type { AudioPlayerStore } from '../shared/audio/player.contract.ts';

export interface SearchSound {
  player: AudioPlayerStore;
  /** Null when answers cannot be read aloud in this language on this platform. */
  readAnswer: ((request: LegalSearchRequest) => void) | null;
  playRecording(request: LegalSearchRequest): void;
  labels: { readAloud: string; playRecording: string; pause: string };
}

export const SearchSoundContext = createContext<SearchSound | null>(null);
