/**
 * What a page tells an island about sound, and the texts it passes for it: the player's, the
 * voice input's, and the listen buttons'.
 */
import type { MessageKey } from '~/i18n/messages.ts';
import { VOICE_MESSAGE_KEYS } from '../voice/voice-texts.ts';
import { PLAYER_MESSAGE_KEYS } from './player-texts.ts';

export interface SoundConfig {
  /** The page's language has a voice mode (public config voiceLanguages, SPEC-COVERAGE §3 hasVocalMode). */
  voice: boolean;
  /** Answers in the page's language can be read aloud on this platform. */
  readAloud: boolean;
}

export const SOUND_MESSAGE_KEYS = [
  ...PLAYER_MESSAGE_KEYS,
  ...VOICE_MESSAGE_KEYS,
  'audio.ui.readAloud',
  'audio.ui.playRecording',
  'speech.errors.failed',
] as const satisfies readonly MessageKey[];
