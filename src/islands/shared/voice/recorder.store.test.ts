import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_MAX_MS } from '~/shared/audio.ts';
import { microphoneRefusal, voiceFakes } from './recorder.fixtures.ts';
import { MICROPHONE_CONSTRAINTS, type Recording } from './recorder.contract.ts';
import { createVoiceRecorder } from './recorder.store.ts';
import { RECORDER_STOP_WAIT_MS } from './recording-session.ts';
import { RECOGNITION_MAX_RESTARTS } from './transcript.ts';

function setup(options: Parameters<typeof voiceFakes>[0] = {}) {
  const fakes = voiceFakes(options);
  const store = createVoiceRecorder(fakes.deps);
  const recorder = () => {
    const last = fakes.recorders.at(-1);
    if (!last) throw new Error('no recorder was created');
    return last;
  };
  const recognition = () => {
    const last = fakes.recognitions.at(-1);
    if (!last) throw new Error('no recognition was created');
    return last;
  };
  return { ...fakes, store, recorder, recognition };
}

const text = (blob: Blob) => blob.text();

describe('voice recorder', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('asks for the microphone with echo cancellation and noise suppression, then records', async () => {
    const { store, deps } = setup();
    const starting = store.start();
    expect(store.$state.get().status).toBe('requesting');
    await starting;
    expect(deps.media.getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: true, noiseSuppression: true } });
    expect(MICROPHONE_CONSTRAINTS.audio.echoCancellation).toBe(true);
    expect(store.$state.get()).toEqual({ status: 'recording', elapsedMs: 0, level: 0, transcript: '', error: null });
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noDevice'],
    ['OverconstrainedError', 'noDevice'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ] as const)('turns a refusal %s into the error %s', async (name, error) => {
    const { store, deps } = setup({ refuse: microphoneRefusal(name) });
    await store.start();
    expect(store.$state.get()).toMatchObject({ status: 'error', error });
    expect(deps.createRecorder).not.toHaveBeenCalled();
  });

  it('starts again after an error, clearing it', async () => {
    const { store, deps } = setup({ refuse: microphoneRefusal('NotAllowedError') });
    await store.start();
    vi.mocked(deps.media.getUserMedia).mockResolvedValueOnce({ tracks: [], getTracks: () => [] });
    await store.start();
    expect(store.$state.get()).toMatchObject({ status: 'recording', error: null });
  });

  it('records the first supported type, with a one-second timeslice', async () => {
    const ogg = setup({ supported: ['audio/mp4', 'audio/ogg;codecs=opus'] });
    await ogg.store.start();
    expect(ogg.deps.createRecorder).toHaveBeenCalledWith(ogg.streams[0], 'audio/ogg;codecs=opus');
    expect(ogg.recorder().timeslice).toBe(1000);

    const none = setup({ supported: [] });
    await none.store.start();
    expect(none.deps.createRecorder).toHaveBeenCalledWith(none.streams[0], undefined);
  });

  it('updates the elapsed time and the level every 100 ms', async () => {
    const { store, meter } = setup();
    await store.start();
    vi.advanceTimersByTime(350);
    expect(store.$state.get()).toMatchObject({ elapsedMs: 300, level: 0.5 });
    meter.level.mockReturnValue(3);
    vi.advanceTimersByTime(100);
    expect(store.$state.get()).toMatchObject({ elapsedMs: 400, level: 1 });
    meter.level.mockReturnValue(Number.NaN);
    vi.advanceTimersByTime(100);
    expect(store.$state.get().level).toBe(0);
  });

  it('records without a level meter when the browser has no Web Audio', async () => {
    const { store } = setup({ meter: false });
    await store.start();
    vi.advanceTimersByTime(200);
    expect(store.$state.get()).toMatchObject({ status: 'recording', elapsedMs: 200, level: 0 });
  });

  it('shows the final words then the interim ones from the speech recognition', async () => {
    const { store, recognition } = setup();
    await store.start();
    expect(recognition()).toMatchObject({ continuous: true, interimResults: true, lang: 'fr-FR', started: true });
    recognition().results({ text: 'Bonjour', isFinal: true }, { text: ' je voudrais', isFinal: false });
    expect(store.$state.get().transcript).toBe('Bonjour je voudrais');
    recognition().results(
      { text: 'Bonjour', isFinal: true },
      { text: ' je voudrais savoir', isFinal: true },
      { text: 'si', isFinal: false },
    );
    expect(store.$state.get().transcript).toBe('Bonjour je voudrais savoir si');
  });

  it('restarts a recognition the browser ended, keeping what it heard', async () => {
    const { store, recognitions, recognition } = setup();
    await store.start();
    recognition().results({ text: 'Mon bail', isFinal: true }, { text: 'est', isFinal: false });
    recognition().end();
    expect(recognitions).toHaveLength(2);
    recognition().results({ text: 'résilié', isFinal: true });
    expect(store.$state.get().transcript).toBe('Mon bail est résilié');
  });

  it('never fails the recording because of the recognition', async () => {
    const broken = setup();
    broken.deps.createRecognition = () => {
      throw new Error('no speech service');
    };
    await broken.store.start();
    expect(broken.store.$state.get().status).toBe('recording');

    const refusing = setup();
    await refusing.store.start();
    refusing.recognition().results({ text: 'Bonjour', isFinal: true });
    refusing.recognition().fail('not-allowed');
    expect(refusing.recognitions).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(refusing.store.$state.get()).toMatchObject({ status: 'recording', transcript: 'Bonjour', error: null });
    expect((await refusing.store.stop())?.transcript).toBe('Bonjour');
  });

  it('stops restarting a recognition that keeps ending', async () => {
    const { store, recognitions, recognition } = setup();
    await store.start();
    for (let i = 0; i < RECOGNITION_MAX_RESTARTS + 5; i += 1) recognition().end();
    expect(recognitions).toHaveLength(RECOGNITION_MAX_RESTARTS + 1);
    expect(store.$state.get().status).toBe('recording');
  });

  it('records without a transcript when the browser has no speech recognition', async () => {
    const { store, recorder } = setup({ recognition: false });
    await store.start();
    vi.advanceTimersByTime(1500);
    recorder().emit();
    expect(await store.stop()).toMatchObject({ transcript: '', durationMs: 1500 });
  });

  it('stop gives the blob, its type, the duration and the transcript, and releases the microphone', async () => {
    const { store, streams, recorder, recognition, meter } = setup();
    await store.start();
    recognition().results({ text: 'Puis-je résilier mon bail ?', isFinal: true });
    recorder().emit('one');
    vi.advanceTimersByTime(1000);
    recorder().emit('two');
    vi.advanceTimersByTime(1500);
    const recording = await store.stop();
    expect(recording).toMatchObject({
      type: 'audio/webm;codecs=opus',
      durationMs: 2500,
      transcript: 'Puis-je résilier mon bail ?',
    });
    expect(recording?.blob.type).toBe('audio/webm;codecs=opus');
    expect(await text(recording?.blob ?? new Blob())).toBe('onetwolast');
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    expect(meter.close).toHaveBeenCalledOnce();
    expect(recognition().aborted).toBe(true);
    expect(store.$state.get()).toEqual({ status: 'idle', elapsedMs: 0, level: 0, transcript: '', error: null });
    vi.advanceTimersByTime(RECORDING_MAX_MS);
    expect(store.$state.get().status).toBe('idle');
  });

  it('stops every track of the stream', async () => {
    const { store, deps } = setup();
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    vi.mocked(deps.media.getUserMedia).mockResolvedValueOnce({ tracks, getTracks: () => tracks });
    await store.start();
    vi.advanceTimersByTime(1200);
    await store.stop();
    for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce();
  });

  it('uses what was collected when the browser never fires stop', async () => {
    const { store, recorder } = setup();
    await store.start();
    recorder().firesStop = false;
    recorder().emit('partial');
    vi.advanceTimersByTime(1200);
    const stopping = store.stop();
    await vi.advanceTimersByTimeAsync(RECORDER_STOP_WAIT_MS);
    const recording = await stopping;
    expect(await text(recording?.blob ?? new Blob())).toBe('partial');
  });

  it('refuses a recording under one second', async () => {
    const { store, streams } = setup();
    await store.start();
    vi.advanceTimersByTime(900);
    expect(await store.stop()).toBeNull();
    expect(store.$state.get()).toMatchObject({ status: 'error', error: 'tooShort' });
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
  });

  it('fails a recording with no audio at all', async () => {
    const { store, recorder } = setup();
    await store.start();
    recorder().finalChunk = new Blob([]);
    vi.advanceTimersByTime(1500);
    expect(await store.stop()).toBeNull();
    expect(store.$state.get()).toMatchObject({ status: 'error', error: 'failed' });
  });

  it('gives the recording to the first stop only', async () => {
    const { store } = setup();
    await store.start();
    vi.advanceTimersByTime(1500);
    const [first, second] = await Promise.all([store.stop(), store.stop()]);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('cancel discards the recording and goes back to idle', async () => {
    const { store, streams, recorder, meter, recognition } = setup();
    const capped = vi.fn();
    store.onCapped(capped);
    await store.start();
    recorder().emit();
    vi.advanceTimersByTime(5000);
    store.cancel();
    expect(store.$state.get()).toEqual({ status: 'idle', elapsedMs: 0, level: 0, transcript: '', error: null });
    expect(recorder().state).toBe('inactive');
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    expect(meter.close).toHaveBeenCalledOnce();
    expect(recognition().aborted).toBe(true);
    expect(await store.stop()).toBeNull();
    await vi.advanceTimersByTimeAsync(RECORDING_MAX_MS);
    expect(capped).not.toHaveBeenCalled();
  });

  it('gives the microphone back when cancelled while the browser was asking', async () => {
    const { store, streams, deps } = setup();
    const starting = store.start();
    store.cancel();
    await starting;
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    expect(deps.createRecorder).not.toHaveBeenCalled();
    expect(store.$state.get().status).toBe('idle');
  });

  it('clears an error on cancel', async () => {
    const { store } = setup({ refuse: microphoneRefusal('NotFoundError') });
    await store.start();
    store.cancel();
    expect(store.$state.get()).toMatchObject({ status: 'idle', error: null });
  });

  it('stops by itself at two minutes and hands the recording to onCapped', async () => {
    const { store, recorder, streams, recognition } = setup();
    const capped = vi.fn<(recording: Recording) => void>();
    const unsubscribed = vi.fn();
    store.onCapped(capped);
    store.onCapped(unsubscribed)();
    await store.start();
    recognition().results({ text: 'Une longue question', isFinal: true });
    recorder().emit();
    await vi.advanceTimersByTimeAsync(RECORDING_MAX_MS - 100);
    expect(store.$state.get()).toMatchObject({ status: 'recording', elapsedMs: RECORDING_MAX_MS - 100 });
    expect(capped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(capped).toHaveBeenCalledOnce();
    expect(capped.mock.calls[0]?.[0]).toMatchObject({
      durationMs: RECORDING_MAX_MS,
      transcript: 'Une longue question',
      type: 'audio/webm;codecs=opus',
    });
    expect(unsubscribed).not.toHaveBeenCalled();
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    expect(store.$state.get().status).toBe('idle');
    expect(await store.stop()).toBeNull();
  });

  it('fails when the recorder breaks or stops by itself mid-recording', async () => {
    const broken = setup();
    await broken.store.start();
    broken.recorder().onerror?.();
    expect(broken.store.$state.get()).toMatchObject({ status: 'error', error: 'failed' });
    expect(broken.streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();

    const unplugged = setup();
    await unplugged.store.start();
    unplugged.recorder().onstop?.();
    expect(unplugged.store.$state.get()).toMatchObject({ status: 'error', error: 'failed' });
  });

  it('fails when MediaRecorder cannot be created, and gives the microphone back', async () => {
    const { store, deps, streams } = setup();
    vi.mocked(deps.createRecorder).mockImplementationOnce(() => {
      throw new Error('NotSupportedError');
    });
    await store.start();
    expect(store.$state.get()).toMatchObject({ status: 'error', error: 'failed' });
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
  });

  it('ignores start while already requesting or recording', async () => {
    const { store, deps } = setup();
    await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(deps.media.getUserMedia).toHaveBeenCalledOnce();
  });

  it('dispose releases everything and refuses to start again', async () => {
    const { store, streams, deps } = setup();
    const capped = vi.fn();
    store.onCapped(capped);
    await store.start();
    store.dispose();
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    await store.start();
    expect(deps.media.getUserMedia).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(RECORDING_MAX_MS);
    expect(capped).not.toHaveBeenCalled();
  });
});
