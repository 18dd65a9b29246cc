/** Fakes of the browser behind the voice recorder: microphone, MediaRecorder, meter, recognition. */
import { type Mock, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import type { MediaRecorderLike, MediaStreamLike, VoiceRecorderDeps } from './recorder.contract.ts';
import type { RecognitionEventLike, RecognitionLike } from './transcript.ts';

export function fakeStream(trackCount = 1) {
  const tracks = Array.from({ length: trackCount }, () => ({ stop: vi.fn() }));
  return { tracks, getTracks: () => tracks };
}

export type FakeStream = ReturnType<typeof fakeStream>;

/** A MediaRecorder that hands over `finalChunk` then fires `stop` a microtask after stop(). */
export class FakeRecorder implements MediaRecorderLike {
  ondataavailable: ((event: { readonly data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | null = null;
  /** When false, stop() never fires the stop event (a broken browser). */
  firesStop = true;
  finalChunk: Blob;
  readonly stream: MediaStreamLike;
  readonly mimeType: string;

  constructor(stream: MediaStreamLike, mimeType: string) {
    this.stream = stream;
    this.mimeType = mimeType;
    this.finalChunk = new Blob(['last'], { type: mimeType });
  }

  start(timesliceMs: number): void {
    this.state = 'recording';
    this.timeslice = timesliceMs;
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    if (!this.firesStop) return;
    void Promise.resolve().then(() => {
      this.ondataavailable?.({ data: this.finalChunk });
      this.onstop?.();
    });
  }

  /** A timeslice's worth of audio. */
  emit(text = 'audio'): void {
    this.ondataavailable?.({ data: new Blob([text], { type: this.mimeType }) });
  }
}

type Result = { text: string; isFinal: boolean };

export class FakeRecognition implements RecognitionLike {
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: RecognitionEventLike) => void) | null = null;
  onerror: ((event: { readonly error?: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;
  failsToStart = false;

  start(): void {
    if (this.failsToStart) throw new Error('InvalidStateError');
    this.started = true;
  }

  abort(): void {
    this.aborted = true;
  }

  /** The whole result list of this session, as browsers send it. */
  results(...results: Result[]): void {
    const list = results.map(({ text, isFinal }) => Object.assign([{ transcript: text }], { isFinal }));
    this.onresult?.({ results: list });
  }

  fail(error: string): void {
    this.onerror?.({ error });
    this.onend?.();
  }

  end(): void {
    this.onend?.();
  }
}

export const microphoneRefusal = (name: string) => Object.assign(new Error(name), { name });

export interface VoiceFakes {
  streams: FakeStream[];
  recorders: FakeRecorder[];
  recognitions: FakeRecognition[];
  meter: { level: Mock<() => number>; close: Mock<() => void> };
  supported: string[];
  deps: VoiceRecorderDeps<FakeStream>;
}

/** Deps on fakes; timers and `now` are the global ones, so `vi.useFakeTimers()` drives them. */
export function voiceFakes(
  options: { refuse?: Error; supported?: string[]; recognition?: boolean; meter?: boolean } = {},
): VoiceFakes {
  const fakes: Omit<VoiceFakes, 'deps'> = {
    streams: [],
    recorders: [],
    recognitions: [],
    meter: { level: vi.fn(() => 0.5), close: vi.fn() },
    supported: options.supported ?? ['audio/webm;codecs=opus', 'audio/webm'],
  };
  const deps: VoiceRecorderDeps<FakeStream> = {
    media: {
      getUserMedia: vi.fn(async () => {
        if (options.refuse) throw options.refuse;
        const stream = fakeStream();
        fakes.streams.push(stream);
        return stream;
      }),
    },
    createRecorder: vi.fn((stream: FakeStream, mimeType: string | undefined) => {
      const recorder = new FakeRecorder(stream, mimeType ?? 'audio/browser-default');
      fakes.recorders.push(recorder);
      return recorder;
    }),
    isTypeSupported: (type) => fakes.supported.includes(type),
    createLevelMeter: () => (options.meter === false ? null : fakes.meter),
    createRecognition:
      options.recognition === false
        ? null
        : () => {
            const recognition = new FakeRecognition();
            fakes.recognitions.push(recognition);
            return recognition;
          },
    timers: globalTimers,
    now: () => Date.now(),
    language: 'fr-FR',
  };
  return { ...fakes, deps };
}
