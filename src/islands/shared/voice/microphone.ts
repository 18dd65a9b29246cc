/**
 * The microphone as the recorder asks for it: the constraints, what a refusal means for the
 * user, the recording type the browser supports, and giving the device back.
 */
import { RECORDING_MIME_TYPES } from '~/shared/audio.ts';
import type { MediaStreamLike, VoiceError } from './recorder.contract.ts';

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

/** Stopping the tracks is what turns the browser's microphone indicator off. */
export function stopTracks(stream: MediaStreamLike | null): void {
  for (const track of stream?.getTracks() ?? []) {
    try {
      track.stop();
    } catch {
      // Already ended.
    }
  }
}
