/**
 * The page's one audio player (SPEC-COVERAGE §4: one sound at a time), made on first use so pages that
 * never play anything create no audio element. The first island to ask gives the texts.
 */
import { api } from '~/stores/http.ts';
import { createSignedUrls, type SignedUrlResponse } from '~/stores/signed-urls.ts';
import { globalTimers } from '~/stores/timers.ts';
import { toast } from '~/stores/toasts.ts';
import type { AudioPlayerStore } from './player.contract.ts';
import { createAudioPlayer } from './player.store.ts';
import type { PlayerTexts } from './player-texts.ts';

let shared: AudioPlayerStore | null = null;

export function browserAudioPlayer(texts: PlayerTexts): AudioPlayerStore {
  if (shared) return shared;
  const signedUrls = createSignedUrls({
    sign: (url, options) => api.post<SignedUrlResponse>('/api/s3/sign-url', { url, options }),
  });
  const media = new Audio();
  // Only the length is fetched before the user plays; answers can be minutes long.
  media.preload = 'metadata';
  shared = createAudioPlayer({ media, sign: (url) => signedUrls.get(url), timers: globalTimers, notify: toast, texts });
  return shared;
}
