/**
 * The real browser behind the voice recorder: getUserMedia, MediaRecorder, a Web Audio level
 * meter and the Web Speech recognition. Kept apart from the store so its logic runs on fakes.
 */
import { globalTimers } from '~/stores/timers.ts';
import type { LevelMeter, MediaRecorderLike, VoiceRecorderDeps } from './recorder.contract.ts';
import type { RecognitionLike } from './transcript.ts';

/** Opus at 64 kbit/s is plenty for speech, and two minutes stay near 1 MB, far under AUDIO_MAX_BYTES. */
export const RECORDING_BITS_PER_SECOND = 64_000;

/** Samples read per level measure (about 20 ms at 48 kHz). */
const METER_FFT_SIZE = 1024;

export interface VoiceCapableWindow {
  navigator?: { mediaDevices?: { getUserMedia?: unknown } | undefined } | undefined;
  MediaRecorder?: unknown;
}

/** Whether this browser can record at all (old Safari and insecure pages have no getUserMedia). */
export function isVoiceSupported(win: VoiceCapableWindow | undefined): boolean {
  return typeof win?.navigator?.mediaDevices?.getUserMedia === 'function' && typeof win.MediaRecorder === 'function';
}

/** Speech sits around 0.02–0.3 RMS: the square root spreads it over the whole bar. */
export function levelFromRms(rms: number): number {
  return Math.min(1, Math.sqrt(Math.max(0, rms)) * 1.4);
}

/** The real MediaRecorder behind the store's narrower interface (its handlers take BlobEvent, Event). */
export function adaptRecorder(recorder: MediaRecorder): MediaRecorderLike {
  const like: MediaRecorderLike = {
    get mimeType() {
      return recorder.mimeType;
    },
    start: (timesliceMs) => recorder.start(timesliceMs),
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
    },
    ondataavailable: null,
    onstop: null,
    onerror: null,
  };
  recorder.ondataavailable = (event) => like.ondataavailable?.(event);
  recorder.onstop = () => like.onstop?.();
  recorder.onerror = () => like.onerror?.();
  return like;
}

type AudioContextConstructor = new () => AudioContext;

/** An AnalyserNode on the microphone; the AudioContext is closed with the meter (browsers cap how many live). */
export function audioLevelMeter(win: Window & typeof globalThis, stream: MediaStream): LevelMeter | null {
  const Context =
    win.AudioContext ?? (win as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Context) return null;
  const context = new Context();
  const close = () => void context.close().catch(() => {});
  try {
    const analyser = context.createAnalyser();
    analyser.fftSize = METER_FFT_SIZE;
    context.createMediaStreamSource(stream).connect(analyser);
    // A context created after the permission prompt may start suspended (no user gesture left).
    void context.resume().catch(() => {});
    const samples = new Float32Array(analyser.fftSize);
    return {
      level() {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        return levelFromRms(Math.sqrt(sum / samples.length));
      },
      close,
    };
  } catch {
    close();
    return null;
  }
}

type RecognitionConstructor = new () => RecognitionLike;

/** The Web Speech constructors are not in TypeScript's DOM types; Chrome and Safari prefix theirs. */
export function recognitionConstructor(win: object): RecognitionConstructor | null {
  const speech = win as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

export function browserVoiceDeps(
  language: string,
  win: Window & typeof globalThis = window,
): VoiceRecorderDeps<MediaStream> {
  const Recognition = recognitionConstructor(win);
  return {
    media: { getUserMedia: (constraints) => win.navigator.mediaDevices.getUserMedia(constraints) },
    createRecorder: (stream, mimeType) =>
      adaptRecorder(
        new win.MediaRecorder(stream, {
          ...(mimeType ? { mimeType } : {}),
          audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
        }),
      ),
    isTypeSupported: (type) =>
      typeof win.MediaRecorder.isTypeSupported === 'function' && win.MediaRecorder.isTypeSupported(type),
    createLevelMeter: (stream) => audioLevelMeter(win, stream),
    createRecognition: Recognition ? () => new Recognition() : null,
    timers: globalTimers,
    // Monotonic: a clock change during the recording must not distort its duration.
    now: () => win.performance.now(),
    language,
  };
}
