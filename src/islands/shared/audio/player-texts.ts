/**
 * Everything the audio player says, translated by the page (the French of SPEC-COVERAGE §4, §8 is in
 * locales/fr.json under audio.*), so the player bundles no message file.
 */
import type { MessageKey } from '~/i18n/messages.ts';

export interface PlayerTexts {
  /** 'Aucun fichier audio disponible' */
  noFile: string;
  /** 'URL invalide' */
  invalidUrl: string;
  /** The toast of a playback failure: "Impossible de lire l'audio" */
  playbackToast: string;
  /** What the player itself shows after a failure: "Impossible de jouer l'audio" */
  playerError: string;
  /** The player's region: 'Lecteur audio' */
  region: string;
  /** 'Lire' */
  play: string;
  /** 'Pause' */
  pause: string;
  /** 'Arrêter' */
  stop: string;
  /** 'Fermer le lecteur' */
  close: string;
  /** The progress bar: 'Position de lecture' */
  seek: string;
  /** 'Volume' */
  volume: string;
  /** 'Préparation de l’audio…' */
  loading: string;
}

/** Which message key gives each text. */
export const PLAYER_TEXT_KEYS = {
  noFile: 'audio.errors.noFile',
  invalidUrl: 'audio.errors.invalidUrl',
  playbackToast: 'audio.errors.playback',
  playerError: 'audio.errors.player',
  region: 'audio.ui.player',
  play: 'audio.ui.play',
  pause: 'audio.ui.pause',
  stop: 'audio.ui.stop',
  close: 'audio.ui.close',
  seek: 'audio.ui.seek',
  volume: 'audio.ui.volume',
  loading: 'audio.ui.loading',
} as const satisfies Record<keyof PlayerTexts, MessageKey>;

/** The message keys a page must pass for the player (to pick them out of its messages). */
export const PLAYER_MESSAGE_KEYS = Object.values(PLAYER_TEXT_KEYS);

/** The player's texts from the page's messages; a missing message shows its key, so it is seen. */
export function playerTexts(messages: Readonly<Record<string, string>>): PlayerTexts {
  const text = (key: MessageKey) => messages[key] ?? key;
  return {
    noFile: text(PLAYER_TEXT_KEYS.noFile),
    invalidUrl: text(PLAYER_TEXT_KEYS.invalidUrl),
    playbackToast: text(PLAYER_TEXT_KEYS.playbackToast),
    playerError: text(PLAYER_TEXT_KEYS.playerError),
    region: text(PLAYER_TEXT_KEYS.region),
    play: text(PLAYER_TEXT_KEYS.play),
    pause: text(PLAYER_TEXT_KEYS.pause),
    stop: text(PLAYER_TEXT_KEYS.stop),
    close: text(PLAYER_TEXT_KEYS.close),
    seek: text(PLAYER_TEXT_KEYS.seek),
    volume: text(PLAYER_TEXT_KEYS.volume),
    loading: text(PLAYER_TEXT_KEYS.loading),
  };
}
