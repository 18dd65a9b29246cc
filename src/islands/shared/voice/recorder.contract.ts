/**
 * What the voice recorder's store offers and what it needs (recorder.store.ts puts it
 * together): its state, the recording it hands over, and the browser objects it drives, as
 * small interfaces so that tests hand in fakes (recorder.fixtures.ts) and `browser-media.ts`
 * adapts the real ones.
 */
import type { ReadableAtom } from 'nanostores';
import type { Timers } from '~/stores/timers.ts';
import type { RecognitionLike } from './transcript.ts';

/** Echo cancellation and noise suppression help the transcription more than raw fidelity would. */
export const MICROPHONE_CONSTRAINTS = { audio: { echoCancellation: true, noiseSuppression: true } } as const;

export type VoiceStatus = 'idle' | 'requesting' | 'recording' | 'error';
export type VoiceError = 'denied' | 'noDevice' | 'failed' | 'tooShort';

export interface VoiceState {
  status: VoiceStatus;
  elapsedMs: number;
  /** Microphone level, 0..1. */
  level: number;
  /** What the speech recognition heard so far, final words then interim ones. */
  transcript: string;
  error: VoiceError | null;
}

export interface Recording {
  blob: Blob;
  /** The blob's MIME type, e.g. 'audio/webm;codecs=opus'. */
  type: string;
  durationMs: number;
  /** The browser's transcript, '' when it has no speech recognition or heard nothing. */
  transcript: string;
}

export interface MediaTrackLike {
  stop(): void;
}

export interface MediaStreamLike {
  getTracks(): readonly MediaTrackLike[];
}

/** MediaRecorder as the store uses it (`browser-media.ts` adapts the real one). */
export interface MediaRecorderLike {
  /** The type the browser actually records, '' when it has not said. */
  readonly mimeType: string;
  start(timesliceMs: number): void;
  stop(): void;
  ondataavailable: ((event: { readonly data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: (() => void) | null;
}

export interface LevelMeter {
  /** The current level, 0..1. */
  level(): number;
  close(): void;
}

export interface VoiceRecorderDeps<S extends MediaStreamLike = MediaStreamLike> {
  media: { getUserMedia(constraints: typeof MICROPHONE_CONSTRAINTS): Promise<S> };
  createRecorder: (stream: S, mimeType: string | undefined) => MediaRecorderLike;
  isTypeSupported: (type: string) => boolean;
  createLevelMeter: (stream: S) => LevelMeter | null;
  /** SpeechRecognition when the browser has one, else null (no live transcript). */
  createRecognition: (() => RecognitionLike) | null;
  timers: Timers;
  now: () => number;
  /** BCP-47 language of the recognition, e.g. 'fr-FR'. */
  language: string;
}

export interface VoiceRecorderStore {
  $state: ReadableAtom<VoiceState>;
  /** Asks for the microphone and records; failures end in status 'error' (never a rejection). */
  start(): Promise<void>;
  /** The recording, or null (nothing recording, too short, or nothing usable recorded). */
  stop(): Promise<Recording | null>;
  /** Stops everything and discards the recording. */
  cancel(): void;
  /** The recording cut at RECORDING_MAX_MS; returns the unsubscribe function. */
  onCapped(handler: (recording: Recording) => void): () => void;
  dispose(): void;
}
