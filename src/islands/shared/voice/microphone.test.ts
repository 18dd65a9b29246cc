import { describe, expect, it } from 'vitest';
import { microphoneError, pickMimeType, stopTracks } from './microphone.ts';

describe('the microphone', () => {
  it('tells a refusal from a missing device and any other failure', () => {
    expect(microphoneError({ name: 'NotAllowedError' })).toBe('denied');
    expect(microphoneError({ name: 'SecurityError' })).toBe('denied');
    expect(microphoneError({ name: 'NotFoundError' })).toBe('noDevice');
    expect(microphoneError({ name: 'OverconstrainedError' })).toBe('noDevice');
    expect(microphoneError(new Error('boom'))).toBe('failed');
    expect(microphoneError(null)).toBe('failed');
  });

  it('records the first type the browser supports, and lets it choose when none or when asking throws', () => {
    expect(pickMimeType((type) => type.startsWith('audio/ogg'))).toMatch(/^audio\/ogg/);
    expect(pickMimeType(() => false)).toBeUndefined();
    expect(
      pickMimeType(() => {
        throw new Error('no MediaRecorder');
      }),
    ).toBeUndefined();
  });

  it('stops every track, even after one that had already ended', () => {
    const stopped: string[] = [];
    const track = (name: string, fails = false) => ({
      stop: () => {
        if (fails) throw new Error('ended');
        stopped.push(name);
      },
    });
    stopTracks({ getTracks: () => [track('a', true), track('b')] });
    stopTracks(null);
    expect(stopped).toEqual(['b']);
  });
});
