/**
 * Recording a spoken question: the microphone, MediaRecorder, a level meter and the browser's
 * speech recognition (a live transcript), behind one small store. Everything that touches the
 * browser is passed in (`browser-media.ts` builds it from window), so tests hand in fakes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { AUDIO_MAX_BYTES, RECORDING_MAX_MS, RECORDING_MIME_TYPES } from '../../../shared/audio.ts';
import type { TimerHandle, Timers } from '../../../stores/timers.ts';
import { browserVoiceDeps } from './browser-media.ts';
import { createTranscriber, type RecognitionLike, type Transcriber } from './transcript.ts';

export { isVoiceSupported } from './browser-media.ts';
export type { RecognitionEventLike, RecognitionLike, RecognitionResultLike } from './transcript.ts';

/** Shorter than this, a recording is most likely a slip of the finger: refused as 'tooShort'. */
export const RECORDING_MIN_MS = 1000;
/** MediaRecorder hands its audio over every second, so a recorder that dies loses one second at most. */
export const RECORDING_TIMESLICE_MS = 1000;
/** Elapsed time and level are refreshed this often while recording. */
export const RECORDING_TICK_MS = 100;
/** A browser that never fires `stop` after stop() must not hang the send button: what was collected is used. */
export const RECORDER_STOP_WAIT_MS = 3000;

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

const IDLE: VoiceState = { status: 'idle', elapsedMs: 0, level: 0, transcript: '', error: null };

/** What getUserMedia's refusal means for the user (DOMException names). */
export function microphoneError(error: unknown): VoiceError {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  return 'failed';
}

/** The first of RECORDING_MIME_TYPES the browser records; undefined lets it choose. */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

const clampLevel = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

interface Session<S> {
  phase: 'requesting' | 'recording' | 'finishing' | 'over';
  stream: S | null;
  recorder: MediaRecorderLike | null;
  mimeType: string | undefined;
  meter: LevelMeter | null;
  transcriber: Transcriber | null;
  chunks: Blob[];
  startedAt: number;
  tick: TimerHandle | null;
  cap: TimerHandle | null;
  stopped: Promise<void>;
  markStopped: () => void;
}

export function createVoiceRecorder<S extends MediaStreamLike>(deps: VoiceRecorderDeps<S>): VoiceRecorderStore {
  const { timers } = deps;
  const $state = atom<VoiceState>(IDLE);
  const cappedHandlers = new Set<(recording: Recording) => void>();
  let session: Session<S> | null = null;
  let disposed = false;

  const patch = (s: Session<S>, change: Partial<VoiceState>) => {
    if (session === s) $state.set({ ...$state.get(), ...change });
  };

  const newSession = (): Session<S> => {
    let markStopped = () => {};
    const stopped = new Promise<void>((resolve) => {
      markStopped = resolve;
    });
    return { phase: 'requesting', stream: null, recorder: null, mimeType: undefined, meter: null, transcriber: null, chunks: [], startedAt: 0, tick: null, cap: null, stopped, markStopped };
  };

  const stopTracks = (stream: S | null) => {
    for (const track of stream?.getTracks() ?? []) {
      try {
        track.stop();
      } catch {
        // Already ended.
      }
    }
  };

  /** Everything but the recorder, whose last chunk may still be on its way. */
  const release = (s: Session<S>) => {
    if (s.tick !== null) timers.clearInterval(s.tick);
    if (s.cap !== null) timers.clearTimeout(s.cap);
    s.tick = null;
    s.cap = null;
    s.transcriber?.stop();
    try {
      s.meter?.close();
    } catch {
      // The audio context was already closed.
    }
    s.meter = null;
    // Stopping the tracks is what turns the browser's microphone indicator off.
    stopTracks(s.stream);
  };

  const discard = (s: Session<S>) => {
    s.phase = 'over';
    const recorder = s.recorder;
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.onerror = null;
      try {
        recorder.stop();
      } catch {
        // Already inactive.
      }
    }
    s.chunks = [];
    release(s);
    s.markStopped();
  };

  const fail = (s: Session<S>, error: VoiceError) => {
    discard(s);
    if (session !== s) return;
    session = null;
    $state.set({ ...IDLE, status: 'error', error });
  };

  const waitStopped = async (s: Session<S>) => {
    let handle: TimerHandle | null = null;
    const timeout = new Promise<void>((resolve) => {
      handle = timers.setTimeout(resolve, RECORDER_STOP_WAIT_MS);
    });
    await Promise.race([s.stopped, timeout]);
    if (handle !== null) timers.clearTimeout(handle);
  };

  const finish = async (s: Session<S>): Promise<Recording | null> => {
    s.phase = 'finishing';
    const durationMs = deps.now() - s.startedAt;
    const transcript = s.transcriber?.stop() ?? '';
    try {
      s.recorder?.stop();
    } catch {
      // It stopped by itself; its stop event has fired or will.
    }
    release(s);
    session = null;
    $state.set(IDLE);
    await waitStopped(s);
    s.phase = 'over';
    const type = s.recorder?.mimeType || s.mimeType || s.chunks[0]?.type || '';
    const blob = new Blob(s.chunks, { type });
    // An empty blob has nothing to send; one over the API's limit would be refused (413).
    if (blob.size === 0 || blob.size > AUDIO_MAX_BYTES) {
      if (session === null && !disposed) $state.set({ ...IDLE, status: 'error', error: 'failed' });
      return null;
    }
    return { blob, type, durationMs, transcript };
  };

  const cap = async (s: Session<S>) => {
    if (s.phase !== 'recording') return;
    const recording = await finish(s);
    if (!recording) return;
    for (const handler of [...cappedHandlers]) handler(recording);
  };

  const tick = (s: Session<S>) => {
    if (s.phase !== 'recording') return;
    const elapsedMs = deps.now() - s.startedAt;
    let level = 0;
    try {
      level = clampLevel(s.meter?.level() ?? 0);
    } catch {
      // A meter that fails just shows silence.
    }
    patch(s, { elapsedMs: Math.min(elapsedMs, RECORDING_MAX_MS), level });
    // Timers are throttled in background tabs: the tick catches a cap its timeout missed.
    if (elapsedMs >= RECORDING_MAX_MS) void cap(s);
  };

  const begin = (s: Session<S>, stream: S) => {
    s.stream = stream;
    s.mimeType = pickMimeType(deps.isTypeSupported);
    try {
      const recorder = deps.createRecorder(stream, s.mimeType);
      s.recorder = recorder;
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) s.chunks.push(event.data);
      };
      recorder.onstop = () => {
        s.markStopped();
        // Stopped while nobody asked: the device went away.
        if (s.phase === 'recording') fail(s, 'failed');
      };
      recorder.onerror = () => {
        if (s.phase === 'recording') fail(s, 'failed');
      };
      recorder.start(RECORDING_TIMESLICE_MS);
    } catch {
      fail(s, 'failed');
      return;
    }
    try {
      s.meter = deps.createLevelMeter(stream);
    } catch {
      // No level meter: the bar stays flat, the recording goes on.
      s.meter = null;
    }
    s.phase = 'recording';
    s.startedAt = deps.now();
    $state.set({ ...IDLE, status: 'recording' });
    s.transcriber = createTranscriber(deps.createRecognition, deps.language, (transcript) => {
      if (s.phase === 'recording') patch(s, { transcript });
    });
    s.transcriber.start();
    s.tick = timers.setInterval(() => tick(s), RECORDING_TICK_MS);
    s.cap = timers.setTimeout(() => void cap(s), RECORDING_MAX_MS);
  };

  const cancel = () => {
    const s = session;
    session = null;
    if (s) discard(s);
    $state.set(IDLE);
  };

  return {
    $state,
    async start() {
      if (disposed || session) return;
      const s = newSession();
      session = s;
      $state.set({ ...IDLE, status: 'requesting' });
      let stream: S;
      try {
        stream = await deps.media.getUserMedia(MICROPHONE_CONSTRAINTS);
      } catch (error) {
        fail(s, microphoneError(error));
        return;
      }
      // Cancelled (or disposed) while the browser was asking: give the microphone straight back.
      if (session !== s || s.phase !== 'requesting') {
        stopTracks(stream);
        return;
      }
      begin(s, stream);
    },
    async stop() {
      const s = session;
      if (!s) return null;
      if (s.phase === 'requesting') {
        cancel();
        return null;
      }
      if (s.phase !== 'recording') return null;
      if (deps.now() - s.startedAt < RECORDING_MIN_MS) {
        fail(s, 'tooShort');
        return null;
      }
      return finish(s);
    },
    cancel,
    onCapped(handler) {
      cappedHandlers.add(handler);
      return () => void cappedHandlers.delete(handler);
    },
    dispose() {
      disposed = true;
      cancel();
      cappedHandlers.clear();
    },
  };
}

/** The recorder on the browser's microphone, MediaRecorder, Web Audio and speech recognition. */
export function browserVoiceRecorder(language: string): VoiceRecorderStore {
  return createVoiceRecorder(browserVoiceDeps(language));
}
