/**
 * The player's clock of SPEC-COVERAGE §9 written as a number: player.store.test.ts counts in
 * AUDIO_TIME_UPDATE_MS, so it would still pass if the constant drifted from 100 ms.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_TIME_UPDATE_MS } from '~/shared/audio.ts';
import { globalTimers } from '~/stores/timers.ts';
import { fakeMedia, TEXTS } from './player.fixtures.ts';
import { createAudioPlayer } from './player.store.ts';

describe('SPEC-COVERAGE §9 audio timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates the audio time every 100 ms while playing', async () => {
    expect(AUDIO_TIME_UPDATE_MS).toBe(100);
    const media = fakeMedia();
    const player = createAudioPlayer({
      media,
      sign: async (url) => url,
      timers: globalTimers,
      notify: vi.fn(),
      texts: TEXTS,
    });
    await player.play({ id: 'a', title: 'Réponse', url: 'storage://users/u1/a.mp3' });
    media.duration = 60;
    media.emit('loadedmetadata');
    media.currentTime = 0.35;
    vi.advanceTimersByTime(99);
    expect(player.$time.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.$time.get()).toBe(0.35);
    player.dispose();
  });
});
