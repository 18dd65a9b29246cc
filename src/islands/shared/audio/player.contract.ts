/**
 * What the audio player's store offers and what it needs (player.store.ts puts it together):
 * the media element as a small interface (tests drive a fake one, player.fixtures.ts), the
 * signing, timers, toasts and texts passed in, and the atoms and actions the components use.
 */
import type { ReadableAtom } from 'nanostores';
import type { PlayerStatus, Track } from '~/shared/audio.ts';
import type { Timers } from '~/stores/timers.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import type { PlayerTexts } from './player-texts.ts';

export type MediaEvent = 'loadedmetadata' | 'durationchange' | 'ended' | 'error' | 'playing' | 'pause' | 'waiting';

/** What the player uses of an HTMLAudioElement. */
export interface MediaLike {
  src: string;
  currentTime: number;
  readonly duration: number;
  volume: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  /** Lets a closed player drop its file (stops the download); without it the src stays. */
  removeAttribute?(name: 'src'): void;
  addEventListener(type: MediaEvent, listener: () => void): void;
  removeEventListener(type: MediaEvent, listener: () => void): void;
}

export interface AudioPlayerDeps {
  media: MediaLike;
  /** A storage URL (or an unsigned files path) → its signed URL, e.g. `createSignedUrls(…).get`. */
  sign: (storageUrl: string) => Promise<string>;
  timers: Timers;
  notify: (toast: ToastInput) => void;
  texts: PlayerTexts;
}

/** Something to play now: `url` is a storage URL, a files path or an http(s) URL; null when there is no file. */
export interface PlayerSource {
  id: string;
  title: string;
  url: string | null;
}

/** Something to play once its URL exists (an answer being synthesised). */
export interface PendingSource {
  id: string;
  title: string;
  ready: Promise<string | null>;
}

export interface AudioPlayerStore {
  /** The loaded track; null when the player is closed (then nothing is shown). */
  $track: ReadableAtom<Track | null>;
  $status: ReadableAtom<PlayerStatus>;
  /** Position in seconds, updated every AUDIO_TIME_UPDATE_MS while playing. */
  $time: ReadableAtom<number>;
  /** 0..1 */
  $volume: ReadableAtom<number>;
  /** What the player shows after a refusal or a failure; null otherwise. */
  $error: ReadableAtom<string | null>;
  /** Signs, loads and plays `source`; the track already loaded under the same id resumes instead. */
  play(source: PlayerSource): Promise<void>;
  /** Shows the track as loading until `ready` gives its URL, then plays it like `play`. */
  waitFor(source: PendingSource): Promise<void>;
  /** Pause while playing or loading; otherwise play (again, after a failure). */
  toggle(): Promise<void>;
  pause(): void;
  /** Back to zero, stopped. */
  stop(): void;
  /** Clamped to 0..duration; NaN is ignored. */
  seek(seconds: number): void;
  /** Clamped to 0..1; NaN is ignored. */
  setVolume(volume: number): void;
  /** Stops and forgets the track. */
  close(): void;
  dispose(): void;
}
