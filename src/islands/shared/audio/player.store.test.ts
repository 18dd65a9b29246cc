import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_TIME_UPDATE_MS } from '~/shared/audio.ts';
import { settleMicrotasks } from '~/stores/client.fixtures.ts';
import { globalTimers } from '~/stores/timers.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { deferred, type FakeMedia, fakeMedia, playError, TEXTS } from './player.fixtures.ts';
import type { AudioPlayerStore } from './player.contract.ts';
import { createAudioPlayer } from './player.store.ts';

const STORAGE = 'storage://users/u1/answers/a.mp3';
const SIGNED = '/api/files/users/u1/answers/a.mp3?expires=1&sig=abc';

let media: FakeMedia;
let sign: ReturnType<typeof vi.fn<(url: string) => Promise<string>>>;
let notify: ReturnType<typeof vi.fn<(toast: ToastInput) => void>>;
let player: AudioPlayerStore;

beforeEach(() => {
  vi.useFakeTimers();
  media = fakeMedia();
  sign = vi.fn(async (url: string) => `${url.replace('storage://', '/api/files/')}?expires=1&sig=abc`);
  notify = vi.fn();
  player = createAudioPlayer({ media, sign, timers: globalTimers, notify, texts: TEXTS });
});

afterEach(() => {
  player.dispose();
  vi.useRealTimers();
});

/** Plays `STORAGE` to the end of its loading, with a known duration. */
async function playTrack(duration = 60) {
  await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
  media.duration = duration;
  media.emit('loadedmetadata');
}

const failureToast = { title: "Impossible de lire l'audio", variant: 'destructive' };

describe('loading and playing', () => {
  it('signs the storage URL, loads it and plays, loading meanwhile', async () => {
    const playing = player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    expect(player.$status.get()).toBe('loading');
    expect(player.$track.get()).toMatchObject({ id: 'a', title: 'Réponse', duration: 0 });
    await playing;
    expect(sign).toHaveBeenCalledWith(STORAGE);
    expect(media.src).toBe(SIGNED);
    expect(media.load).toHaveBeenCalled();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(player.$status.get()).toBe('playing');
    expect(player.$track.get()).toEqual({
      id: 'a',
      title: 'Réponse',
      originalUrl: STORAGE,
      signedUrl: SIGNED,
      duration: 0,
    });
    expect(player.$error.get()).toBeNull();
  });

  it('learns the duration from the element, ignoring an unknown one', async () => {
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    media.duration = Number.POSITIVE_INFINITY;
    media.emit('durationchange');
    expect(player.$track.get()?.duration).toBe(0);
    media.duration = 42.5;
    media.emit('loadedmetadata');
    expect(player.$track.get()?.duration).toBe(42.5);
  });

  it('plays http(s) URLs and signed files paths as they are, and signs a files path without signature', async () => {
    await player.play({ id: 'h', title: 'H', url: 'https://cdn.example.org/a.mp3' });
    expect(media.src).toBe('https://cdn.example.org/a.mp3');
    await player.play({ id: 's', title: 'S', url: SIGNED });
    expect(media.src).toBe(SIGNED);
    expect(sign).not.toHaveBeenCalled();
    await player.play({ id: 'f', title: 'F', url: '/api/files/users/u1/b.mp3' });
    expect(sign).toHaveBeenCalledWith('/api/files/users/u1/b.mp3');
    expect(player.$status.get()).toBe('playing');
  });

  it('resumes the track already loaded under the same id instead of loading it again', async () => {
    await playTrack();
    player.pause();
    expect(player.$status.get()).toBe('paused');
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    expect(sign).toHaveBeenCalledTimes(1);
    expect(media.load).toHaveBeenCalledTimes(1);
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(player.$status.get()).toBe('playing');
  });

  it('toggles between playing and paused', async () => {
    await playTrack();
    await player.toggle();
    expect(media.pause).toHaveBeenCalled();
    expect(player.$status.get()).toBe('paused');
    await player.toggle();
    expect(player.$status.get()).toBe('playing');
  });

  it('shows buffering as loading, and playing again when the element plays', async () => {
    await playTrack();
    media.emit('waiting');
    expect(player.$status.get()).toBe('loading');
    media.emit('playing');
    expect(player.$status.get()).toBe('playing');
  });

  it('follows a pause made by the system (media keys), not its own pauses twice', async () => {
    await playTrack();
    media.currentTime = 7;
    media.paused = true;
    media.emit('pause');
    expect(player.$status.get()).toBe('paused');
    expect(player.$time.get()).toBe(7);
    player.stop();
    media.emit('pause');
    expect(player.$status.get()).toBe('stopped');
  });
});

describe('stop and end', () => {
  it('stop goes back to zero, stopped', async () => {
    await playTrack();
    media.currentTime = 12;
    vi.advanceTimersByTime(AUDIO_TIME_UPDATE_MS);
    expect(player.$time.get()).toBe(12);
    player.stop();
    expect(media.pause).toHaveBeenCalled();
    expect(media.currentTime).toBe(0);
    expect(player.$time.get()).toBe(0);
    expect(player.$status.get()).toBe('stopped');
    expect(player.$track.get()?.id).toBe('a');
  });

  it('resets to zero at the end of the track, and plays again from the start', async () => {
    await playTrack(30);
    media.currentTime = 30;
    vi.advanceTimersByTime(AUDIO_TIME_UPDATE_MS);
    media.paused = true;
    media.emit('pause');
    media.emit('ended');
    expect(player.$status.get()).toBe('stopped');
    expect(player.$time.get()).toBe(0);
    expect(media.currentTime).toBe(0);
    await player.toggle();
    expect(player.$status.get()).toBe('playing');
    expect(media.play).toHaveBeenCalledTimes(2);
  });
});

describe('time', () => {
  it('is read every 100 ms while playing, and only then', async () => {
    await playTrack();
    media.currentTime = 0.35;
    vi.advanceTimersByTime(AUDIO_TIME_UPDATE_MS - 1);
    expect(player.$time.get()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(player.$time.get()).toBe(0.35);
    media.currentTime = 0.45;
    vi.advanceTimersByTime(AUDIO_TIME_UPDATE_MS);
    expect(player.$time.get()).toBe(0.45);

    player.pause();
    expect(vi.getTimerCount()).toBe(0);
    media.currentTime = 3;
    vi.advanceTimersByTime(AUDIO_TIME_UPDATE_MS * 5);
    expect(player.$time.get()).toBe(0.45);
  });

  it('does not tick while loading', async () => {
    const signing = deferred<string>();
    sign.mockReturnValueOnce(signing.promise);
    void player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    expect(vi.getTimerCount()).toBe(0);
    signing.resolve(SIGNED);
    await settleMicrotasks();
    expect(player.$status.get()).toBe('playing');
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('seek and volume', () => {
  it('clamps the position to 0..duration and ignores NaN', async () => {
    await playTrack(60);
    player.seek(12.5);
    expect(media.currentTime).toBe(12.5);
    expect(player.$time.get()).toBe(12.5);
    player.seek(-4);
    expect(media.currentTime).toBe(0);
    player.seek(600);
    expect(media.currentTime).toBe(60);
    expect(player.$time.get()).toBe(60);
    player.seek(Number.NaN);
    expect(media.currentTime).toBe(60);
    expect(player.$time.get()).toBe(60);
    player.seek(Number.NEGATIVE_INFINITY);
    expect(player.$time.get()).toBe(0);
  });

  it('a position chosen while stopped is a pause there', async () => {
    await playTrack(60);
    player.stop();
    player.seek(20);
    expect(player.$status.get()).toBe('paused');
    expect(player.$time.get()).toBe(20);
  });

  it('cannot seek before the duration is known', async () => {
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    player.seek(10);
    expect(player.$time.get()).toBe(0);
  });

  it('clamps the volume to 0..1 and ignores NaN', () => {
    expect(player.$volume.get()).toBe(1);
    player.setVolume(0.4);
    expect(media.volume).toBe(0.4);
    expect(player.$volume.get()).toBe(0.4);
    player.setVolume(-1);
    expect(media.volume).toBe(0);
    player.setVolume(3);
    expect(media.volume).toBe(1);
    expect(player.$volume.get()).toBe(1);
    player.setVolume(Number.NaN);
    expect(media.volume).toBe(1);
    expect(player.$volume.get()).toBe(1);
  });
});

describe('refusals', () => {
  it.each([null, '', '   '])("says 'Aucun fichier audio disponible' for %j, without a toast", async (url) => {
    await player.play({ id: 'a', title: 'Réponse', url });
    expect(player.$error.get()).toBe('Aucun fichier audio disponible');
    expect(player.$status.get()).toBe('stopped');
    expect(player.$track.get()?.title).toBe('Réponse');
    expect(sign).not.toHaveBeenCalled();
    expect(media.play).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.org/a.mp3',
    '/autre/a.mp3',
    'data:audio/mpeg;base64,AAAA',
    'storage://',
    'http://',
  ])("says 'URL invalide' for %s", async (url) => {
    await player.play({ id: 'a', title: 'Réponse', url });
    expect(player.$error.get()).toBe('URL invalide');
    expect(player.$status.get()).toBe('stopped');
    expect(sign).not.toHaveBeenCalled();
    expect(media.play).not.toHaveBeenCalled();
    expect(media.src).toBe('');
  });

  it('a refusal stops what was playing', async () => {
    await playTrack();
    await player.play({ id: 'b', title: 'Autre', url: null });
    expect(media.paused).toBe(true);
    expect(player.$track.get()?.id).toBe('b');
  });
});

describe('failures', () => {
  it('a signing failure: the toast, and the player says it cannot play', async () => {
    sign.mockRejectedValueOnce(new Error('Fichier introuvable.'));
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    expect(notify).toHaveBeenCalledExactlyOnceWith(failureToast);
    expect(player.$error.get()).toBe("Impossible de jouer l'audio");
    expect(player.$status.get()).toBe('stopped');
    expect(media.play).not.toHaveBeenCalled();
  });

  it("the element's error: the toast and the player's text, once even if play() rejects too", async () => {
    const starting = deferred<void>();
    media.playWith = () => starting.promise;
    const playing = player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    await settleMicrotasks();
    media.emit('error');
    starting.reject(playError('NotSupportedError'));
    await playing;
    expect(notify).toHaveBeenCalledExactlyOnceWith(failureToast);
    expect(player.$error.get()).toBe("Impossible de jouer l'audio");
    expect(player.$status.get()).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an error while playing stops the clock', async () => {
    await playTrack();
    media.emit('error');
    expect(player.$status.get()).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('play() refused (autoplay policy) is a failure; interrupted (AbortError) is not', async () => {
    media.playWith = () => Promise.reject(playError('AbortError'));
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    expect(notify).not.toHaveBeenCalled();
    expect(player.$error.get()).toBeNull();

    media.playWith = () => Promise.reject(playError('NotAllowedError'));
    await player.play({ id: 'b', title: 'Autre', url: STORAGE });
    expect(notify).toHaveBeenCalledExactlyOnceWith(failureToast);
    expect(player.$error.get()).toBe("Impossible de jouer l'audio");
  });

  it('ignores the error event of an element with nothing loaded', () => {
    media.emit('error');
    expect(notify).not.toHaveBeenCalled();
  });

  it('playing again after a failure signs and loads anew', async () => {
    sign.mockRejectedValueOnce(new Error('down'));
    await player.play({ id: 'a', title: 'Réponse', url: STORAGE });
    await player.toggle();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(player.$error.get()).toBeNull();
    expect(player.$status.get()).toBe('playing');
  });
});

describe('superseded loads', () => {
  it('a newer play wins over an older one still signing: no late start', async () => {
    const first = deferred<string>();
    sign.mockReturnValueOnce(first.promise);
    const older = player.play({ id: 'a', title: 'A', url: STORAGE });
    await settleMicrotasks();
    expect(sign).toHaveBeenCalledWith(STORAGE);
    await player.play({ id: 'b', title: 'B', url: 'https://cdn.example.org/b.mp3' });
    first.resolve(SIGNED);
    await older;
    expect(media.src).toBe('https://cdn.example.org/b.mp3');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(player.$track.get()?.id).toBe('b');
  });

  it('an older signing failure after a newer play says nothing', async () => {
    const first = deferred<string>();
    sign.mockReturnValueOnce(first.promise);
    const older = player.play({ id: 'a', title: 'A', url: STORAGE });
    await settleMicrotasks();
    expect(sign).toHaveBeenCalledWith(STORAGE);
    await player.play({ id: 'b', title: 'B', url: 'https://cdn.example.org/b.mp3' });
    first.reject(new Error('down'));
    await older;
    expect(notify).not.toHaveBeenCalled();
    expect(player.$error.get()).toBeNull();
  });

  it('pausing while it loads keeps it from starting; playing then starts it', async () => {
    const signing = deferred<string>();
    sign.mockReturnValueOnce(signing.promise);
    const playing = player.play({ id: 'a', title: 'A', url: STORAGE });
    player.pause();
    expect(player.$status.get()).toBe('paused');
    signing.resolve(SIGNED);
    await playing;
    expect(media.src).toBe(SIGNED);
    expect(media.play).not.toHaveBeenCalled();
    expect(player.$status.get()).toBe('paused');
    await player.toggle();
    expect(player.$status.get()).toBe('playing');
  });

  it('close forgets the track and drops a load under way', async () => {
    const signing = deferred<string>();
    sign.mockReturnValueOnce(signing.promise);
    const playing = player.play({ id: 'a', title: 'A', url: STORAGE });
    player.close();
    signing.resolve(SIGNED);
    await playing;
    expect(player.$track.get()).toBeNull();
    expect(player.$status.get()).toBe('stopped');
    expect(media.play).not.toHaveBeenCalled();
  });

  it('close stops the sound and releases the file', async () => {
    await playTrack();
    player.close();
    expect(media.paused).toBe(true);
    expect(media.removeAttribute).toHaveBeenCalledWith('src');
    expect(media.src).toBe('');
    expect(player.$track.get()).toBeNull();
    expect(player.$time.get()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('waitFor', () => {
  it('shows the track as loading while its URL is made, then plays it', async () => {
    const ready = deferred<string | null>();
    const waiting = player.waitFor({ id: 'm1', title: 'Réponse lue', ready: ready.promise });
    await settleMicrotasks();
    expect(player.$status.get()).toBe('loading');
    expect(player.$track.get()?.title).toBe('Réponse lue');
    expect(media.play).not.toHaveBeenCalled();
    ready.resolve(STORAGE);
    await waiting;
    expect(sign).toHaveBeenCalledWith(STORAGE);
    expect(player.$status.get()).toBe('playing');
  });

  it('a rejection shows the failure texts, with its reason in the toast', async () => {
    await player.waitFor({
      id: 'm1',
      title: 'Réponse lue',
      ready: Promise.reject(new Error('La lecture à voix haute a échoué. Réessayez.')),
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      ...failureToast,
      description: 'La lecture à voix haute a échoué. Réessayez.',
    });
    expect(player.$error.get()).toBe("Impossible de jouer l'audio");
    expect(player.$status.get()).toBe('stopped');
  });

  it('no URL at the end is no file', async () => {
    await player.waitFor({ id: 'm1', title: 'Réponse lue', ready: Promise.resolve(null) });
    expect(player.$error.get()).toBe('Aucun fichier audio disponible');
  });

  it('a newer play supersedes it: its URL arriving later starts nothing', async () => {
    const ready = deferred<string | null>();
    const waiting = player.waitFor({ id: 'm1', title: 'Réponse lue', ready: ready.promise });
    await player.play({ id: 'b', title: 'B', url: 'https://cdn.example.org/b.mp3' });
    ready.resolve(STORAGE);
    await waiting;
    expect(sign).not.toHaveBeenCalled();
    expect(player.$track.get()?.id).toBe('b');
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('a newer waitFor supersedes an older one, even when the older fails later', async () => {
    const older = deferred<string | null>();
    const first = player.waitFor({ id: 'm1', title: 'Un', ready: older.promise });
    const second = player.waitFor({ id: 'm2', title: 'Deux', ready: Promise.resolve(STORAGE) });
    older.reject(new Error('late'));
    await Promise.all([first, second]);
    expect(notify).not.toHaveBeenCalled();
    expect(player.$track.get()?.id).toBe('m2');
    expect(player.$status.get()).toBe('playing');
  });

  it('the same answer asked again while it is made waits for the same load', async () => {
    const ready = deferred<string | null>();
    const first = player.waitFor({ id: 'm1', title: 'Un', ready: ready.promise });
    const again = player.waitFor({ id: 'm1', title: 'Un', ready: new Promise<string | null>(() => {}) });
    ready.resolve(STORAGE);
    await Promise.all([first, again]);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(player.$status.get()).toBe('playing');
  });
});

it('dispose removes its listeners from the element', () => {
  expect(media.listenerCount()).toBe(7);
  player.dispose();
  expect(media.listenerCount()).toBe(0);
});
