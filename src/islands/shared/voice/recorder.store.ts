/**
 * Recording a spoken question: the microphone, MediaRecorder, a level meter and the browser's
 * speech recognition (a live transcript), behind one small store. Everything that touches the
 * browser is passed in (`browser-media.ts` builds it from window), so tests hand in fakes. Its
 * contract is recorder.contract.ts; the microphone's rules are in microphone.ts and a
 * recording's resources in recording-session.ts.
 */
import { atom } from 'nanostores';
import { AUDIO_MAX_BYTES, RECORDING_MAX_MS } from '~/shared/audio.ts';
import { browserVoiceDeps } from './browser-media.ts';
import { microphoneError, pickMimeType, stopTracks } from './microphone.ts';
import {
  MICROPHONE_CONSTRAINTS,
  type MediaStreamLike,
  type Recording,
  type VoiceError,
  type VoiceRecorderDeps,
  type VoiceRecorderStore,
  type VoiceState,
} from './recorder.contract.ts';
import { discardSession, newSession, releaseSession, type Session, waitStopped } from './recording-session.ts';
import { createTranscriber } from './transcript.ts';

/** Shorter than this, a recording is most likely a slip of the finger: refused as 'tooShort'. */
export const RECORDING_MIN_MS = 1000;
/** MediaRecorder hands its audio over every second, so a recorder that dies loses one second at most. */
export const RECORDING_TIMESLICE_MS = 1000;
/** Elapsed time and level are refreshed this often while recording. */
export const RECORDING_TICK_MS = 100;

const IDLE: VoiceState = { status: 'idle', elapsedMs: 0, level: 0, transcript: '', error: null };

const clampLevel = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export function createVoiceRecorder<S extends MediaStreamLike>(deps: VoiceRecorderDeps<S>): VoiceRecorderStore {
  const { timers } = deps;
  const $state = atom<VoiceState>(IDLE);
  const cappedHandlers = new Set<(recording: Recording) => void>();
  let session: Session<S> | null = null;
  let disposed = false;

  const patch = (s: Session<S>, change: Partial<VoiceState>) => {
    if (session === s) $state.set({ ...$state.get(), ...change });
  };

  const release = (s: Session<S>) => releaseSession(s, timers);
  const discard = (s: Session<S>) => discardSession(s, timers);

  const fail = (s: Session<S>, error: VoiceError) => {
    discard(s);
    if (session !== s) return;
    session = null;
    $state.set({ ...IDLE, status: 'error', error });
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
    await waitStopped(s, timers);
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
      const s = newSession<S>();
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
