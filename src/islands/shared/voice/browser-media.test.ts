import { describe, expect, it, vi } from 'vitest';
import {
  adaptRecorder,
  browserVoiceDeps,
  isVoiceSupported,
  levelFromRms,
  recognitionConstructor,
} from './browser-media.ts';
import { FakeRecognition } from './recorder.fixtures.ts';

describe('browser media', () => {
  it('needs getUserMedia and MediaRecorder to record', () => {
    const getUserMedia = async () => ({});
    expect(isVoiceSupported({ navigator: { mediaDevices: { getUserMedia } }, MediaRecorder: class {} })).toBe(true);
    expect(isVoiceSupported({ navigator: { mediaDevices: { getUserMedia } } })).toBe(false);
    expect(isVoiceSupported({ navigator: {}, MediaRecorder: class {} })).toBe(false);
    expect(isVoiceSupported(undefined)).toBe(false);
  });

  it('spreads speech levels over the bar, within 0..1', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(0.1)).toBeCloseTo(0.44, 2);
    expect(levelFromRms(0.9)).toBe(1);
    expect(levelFromRms(-1)).toBe(0);
  });

  it('finds the standard or the prefixed speech recognition', () => {
    expect(recognitionConstructor({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(recognitionConstructor({})).toBeNull();
  });

  it('adapts MediaRecorder: forwards its events, and stop() on an inactive one does nothing', () => {
    const real = {
      mimeType: 'audio/webm',
      state: 'recording',
      start: vi.fn(),
      stop: vi.fn(),
    } as unknown as MediaRecorder;
    const recorder = adaptRecorder(real);
    const data = vi.fn();
    const stopped = vi.fn();
    recorder.ondataavailable = data;
    recorder.onstop = stopped;
    recorder.start(1000);
    expect(real.start).toHaveBeenCalledWith(1000);
    const chunk = new Blob(['a']);
    real.ondataavailable?.({ data: chunk } as BlobEvent);
    real.onstop?.(new Event('stop'));
    expect(data).toHaveBeenCalledWith({ data: chunk });
    expect(stopped).toHaveBeenCalledOnce();
    recorder.stop();
    expect(real.stop).toHaveBeenCalledOnce();
    Object.assign(real, { state: 'inactive' });
    recorder.stop();
    expect(real.stop).toHaveBeenCalledOnce();
    expect(recorder.mimeType).toBe('audio/webm');
  });

  it('builds the recorder from window: 64 kbit/s, the chosen type, recognition when present', async () => {
    const created: unknown[] = [];
    class MediaRecorder {
      static isTypeSupported = (type: string) => type === 'audio/ogg;codecs=opus';
      state = 'inactive';
      mimeType = '';
      constructor(...args: unknown[]) {
        created.push(args);
      }
    }
    const stream = { getTracks: () => [] };
    const win = {
      MediaRecorder,
      navigator: { mediaDevices: { getUserMedia: vi.fn(async () => stream) } },
      performance: { now: () => 42 },
      SpeechRecognition: FakeRecognition,
    } as unknown as Window & typeof globalThis;
    const deps = browserVoiceDeps('fr-FR', win);
    expect(deps.isTypeSupported('audio/ogg;codecs=opus')).toBe(true);
    expect(deps.isTypeSupported('audio/webm')).toBe(false);
    expect(await deps.media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } })).toBe(stream);
    deps.createRecorder(stream as unknown as MediaStream, 'audio/ogg;codecs=opus');
    expect(created[0]).toEqual([stream, { mimeType: 'audio/ogg;codecs=opus', audioBitsPerSecond: 64_000 }]);
    expect(deps.createRecognition?.()).toBeInstanceOf(FakeRecognition);
    expect(deps.createLevelMeter(stream as unknown as MediaStream)).toBeNull();
    expect(deps.now()).toBe(42);
    expect(deps.language).toBe('fr-FR');
  });
});
