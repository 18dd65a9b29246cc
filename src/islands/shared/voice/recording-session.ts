/**
 * One recording's resources (the stream, MediaRecorder, level meter, live transcript and
 * timers) and how they are given back: released (all but the recorder, whose last chunk may
 * still be on its way), discarded (the recorder stopped and its chunks dropped), or waited for
 * until the recorder has stopped.
 */
import type { TimerHandle, Timers } from '~/stores/timers.ts';
import { stopTracks } from './microphone.ts';
import type { LevelMeter, MediaRecorderLike, MediaStreamLike } from './recorder.contract.ts';
import type { Transcriber } from './transcript.ts';

/** A browser that never fires `stop` after stop() must not hang the send button: what was collected is used. */
export const RECORDER_STOP_WAIT_MS = 3000;

export interface Session<S extends MediaStreamLike> {
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

export function newSession<S extends MediaStreamLike>(): Session<S> {
  let markStopped = () => {};
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  return {
    phase: 'requesting',
    stream: null,
    recorder: null,
    mimeType: undefined,
    meter: null,
    transcriber: null,
    chunks: [],
    startedAt: 0,
    tick: null,
    cap: null,
    stopped,
    markStopped,
  };
}

/** Everything but the recorder, whose last chunk may still be on its way. */
export function releaseSession(s: Session<MediaStreamLike>, timers: Timers): void {
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
  stopTracks(s.stream);
}

/** Stops everything, the recorder included, and drops what it recorded. */
export function discardSession(s: Session<MediaStreamLike>, timers: Timers): void {
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
  releaseSession(s, timers);
  s.markStopped();
}

/** Resolves once the recorder has stopped, or after RECORDER_STOP_WAIT_MS. */
export async function waitStopped(s: Session<MediaStreamLike>, timers: Timers): Promise<void> {
  let handle: TimerHandle | null = null;
  const timeout = new Promise<void>((resolve) => {
    handle = timers.setTimeout(resolve, RECORDER_STOP_WAIT_MS);
  });
  await Promise.race([s.stopped, timeout]);
  if (handle !== null) timers.clearTimeout(handle);
}
