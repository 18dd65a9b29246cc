/**
 * Where a track's file is: the URL it was given (a storage URL, a files path or an http(s)
 * URL; none, or one we refuse, is said in the player) and, for our own storage, its signed URL.
 * A load that a newer one replaced stops at its next step (`isCurrent`), so it never signs for
 * nothing.
 */
import { audioUrlKind } from './audio-url.ts';

export type TrackUrl =
  | { kind: 'ready'; signedUrl: string }
  | { kind: 'refused'; reason: 'noFile' | 'invalidUrl' }
  | { kind: 'failed'; description?: string }
  /** A newer load took over. */
  | { kind: 'replaced' };

export interface TrackUrlSteps {
  url: () => Promise<string | null>;
  sign: (storageUrl: string) => Promise<string>;
  isCurrent: () => boolean;
  /** The given URL, once known (the track shows it while it is signed). */
  onOriginal: (original: string) => void;
}

export async function locateTrack({ url, sign, isCurrent, onOriginal }: TrackUrlSteps): Promise<TrackUrl> {
  let original: string | null;
  try {
    original = (await url())?.trim() || null;
  } catch (error) {
    // The reason (a synthesis that failed, timed out) is already in the user's words.
    if (!isCurrent()) return { kind: 'replaced' };
    return error instanceof Error && error.message
      ? { kind: 'failed', description: error.message }
      : { kind: 'failed' };
  }
  if (!isCurrent()) return { kind: 'replaced' };
  if (!original) return { kind: 'refused', reason: 'noFile' };
  onOriginal(original);
  const kind = audioUrlKind(original);
  if (kind === 'invalid') return { kind: 'refused', reason: 'invalidUrl' };
  if (kind !== 'sign') return { kind: 'ready', signedUrl: original };
  let signedUrl: string;
  try {
    signedUrl = await sign(original);
  } catch {
    return isCurrent() ? { kind: 'failed' } : { kind: 'replaced' };
  }
  return isCurrent() ? { kind: 'ready', signedUrl } : { kind: 'replaced' };
}
