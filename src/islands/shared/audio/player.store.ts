/**
 * The page's audio player (SPEC-COVERAGE §3 Track, §4 audio player, §9): recorded questions and answers
 * read aloud. One media element per page, driven from here; the components only read the
 * atoms and call the actions. The element, the signing, the timers and the toasts are passed
 * in (player.contract.ts), so tests drive a fake element with fake timers; where a track's file
 * is comes from track-url.ts.
 */
import { atom } from 'nanostores';
import { AUDIO_TIME_UPDATE_MS, type PlayerStatus, type Track } from '~/shared/audio.ts';
import type { TimerHandle } from '~/stores/timers.ts';
import type { AudioPlayerDeps, AudioPlayerStore, MediaEvent } from './player.contract.ts';
import { locateTrack } from './track-url.ts';

const MEDIA_EVENTS: readonly MediaEvent[] = [
  'loadedmetadata',
  'durationchange',
  'ended',
  'error',
  'playing',
  'pause',
  'waiting',
];

/** play() is rejected with an AbortError when a pause or a new source interrupts it: no failure. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function createAudioPlayer({ media, sign, timers, notify, texts }: AudioPlayerDeps): AudioPlayerStore {
  const $track = atom<Track | null>(null);
  const $status = atom<PlayerStatus>('stopped');
  const $time = atom(0);
  const $volume = atom(Number.isFinite(media.volume) ? clamp(media.volume, 0, 1) : 1);
  const $error = atom<string | null>(null);

  // Each load takes a number; one that is no longer the latest drops what it awaited, so an
  // older request finishing late never starts over a newer one.
  let generation = 0;
  // The element holds the current track's file.
  let loaded = false;
  // The user wants sound: a load that ends after a pause or a stop does not start.
  let wanted = false;
  // How the current track got its URL, to try again after a failure.
  let again: () => Promise<string | null> = () => Promise.resolve(null);
  let ticking: TimerHandle | null = null;

  const duration = () => $track.get()?.duration ?? 0;

  function patchTrack(patch: Partial<Track>): void {
    const track = $track.get();
    if (track) $track.set({ ...track, ...patch });
  }

  function readTime(): void {
    const time = media.currentTime;
    if (!Number.isFinite(time)) return;
    // Before the duration is known (0), the time is only kept from going negative.
    $time.set(duration() > 0 ? clamp(time, 0, duration()) : Math.max(0, time));
  }

  function setStatus(status: PlayerStatus): void {
    $status.set(status);
    // `timeupdate` fires only every 250 ms or so: the time is read at SPEC-COVERAGE §9's pace instead.
    if (status === 'playing') ticking ??= timers.setInterval(readTime, AUDIO_TIME_UPDATE_MS);
    else if (ticking !== null) {
      timers.clearInterval(ticking);
      ticking = null;
    }
  }

  function unload(): void {
    wanted = false;
    media.pause();
    if (!loaded) return;
    loaded = false;
    if (media.removeAttribute) {
      media.removeAttribute('src');
      media.load();
    }
  }

  /** Not playable as asked (no file, a URL we refuse): said in the player, no toast. */
  function refuse(text: string): void {
    unload();
    $time.set(0);
    $error.set(text);
    setStatus('stopped');
  }

  function fail(description?: string): void {
    unload();
    $time.set(0);
    $error.set(texts.playerError);
    setStatus('stopped');
    notify({ title: texts.playbackToast, ...(description ? { description } : {}), variant: 'destructive' });
  }

  async function start(current: number): Promise<void> {
    try {
      await media.play();
    } catch (error) {
      // Interrupted by a pause or a newer track, or already reported by the element's error.
      if (current !== generation || !wanted || !loaded || isAbort(error)) return;
      fail();
      return;
    }
    if (current === generation && wanted && !media.paused) setStatus('playing');
  }

  async function load(id: string, title: string, url: () => Promise<string | null>): Promise<void> {
    generation += 1;
    const current = generation;
    unload();
    wanted = true;
    again = url;
    $track.set({ id, title, originalUrl: '', signedUrl: '', duration: 0 });
    $time.set(0);
    $error.set(null);
    setStatus('loading');

    const located = await locateTrack({
      url,
      sign,
      isCurrent: () => current === generation,
      onOriginal: (originalUrl) => patchTrack({ originalUrl }),
    });
    if (located.kind === 'replaced') return;
    if (located.kind === 'refused') return refuse(located.reason === 'noFile' ? texts.noFile : texts.invalidUrl);
    if (located.kind === 'failed') return fail(located.description);
    const { signedUrl } = located;
    patchTrack({ signedUrl });
    media.src = signedUrl;
    loaded = true;
    media.load();
    if (wanted) await start(current);
  }

  function resume(): Promise<void> {
    const track = $track.get();
    if (!track) return Promise.resolve();
    if ($error.get()) return load(track.id, track.title, again);
    wanted = true;
    // Still signing or synthesising: the load under way starts it.
    if (!loaded) {
      setStatus('loading');
      return Promise.resolve();
    }
    setStatus('playing');
    return start(generation);
  }

  function pause(): void {
    if (!$track.get()) return;
    wanted = false;
    media.pause();
    if ($status.get() === 'stopped') return;
    if (loaded) readTime();
    setStatus('paused');
  }

  function stop(): void {
    if (!$track.get()) return;
    wanted = false;
    media.pause();
    if (loaded) media.currentTime = 0;
    $time.set(0);
    setStatus('stopped');
  }

  function close(): void {
    generation += 1;
    unload();
    $track.set(null);
    $time.set(0);
    $error.set(null);
    setStatus('stopped');
  }

  function readDuration(): void {
    const value = media.duration;
    // Streams report Infinity (or NaN) until the whole file is known.
    if (loaded && Number.isFinite(value) && value > 0) patchTrack({ duration: value });
  }

  const listeners: Record<MediaEvent, () => void> = {
    loadedmetadata: readDuration,
    durationchange: readDuration,
    playing: () => {
      if (!loaded) return;
      // Also when the system resumes it (media keys).
      wanted = true;
      setStatus('playing');
    },
    waiting: () => {
      if (loaded && wanted) setStatus('loading');
    },
    pause: () => {
      // Our own pause and stop already said so; this is the system pausing it (or the end).
      if (!loaded || !wanted) return;
      wanted = false;
      readTime();
      setStatus('paused');
    },
    ended: () => {
      if (!loaded) return;
      wanted = false;
      media.currentTime = 0;
      $time.set(0);
      setStatus('stopped');
    },
    error: () => {
      if (loaded) fail();
    },
  };
  for (const type of MEDIA_EVENTS) media.addEventListener(type, listeners[type]);

  return {
    $track,
    $status,
    $time,
    $volume,
    $error,
    play(source) {
      const track = $track.get();
      if (track?.id === source.id && !$error.get()) return resume();
      return load(source.id, source.title, () => Promise.resolve(source.url));
    },
    waitFor(source) {
      const track = $track.get();
      if (track?.id === source.id && !$error.get()) return resume();
      return load(source.id, source.title, () => source.ready);
    },
    toggle() {
      const status = $status.get();
      if (status === 'playing' || status === 'loading') {
        pause();
        return Promise.resolve();
      }
      return resume();
    },
    pause,
    stop,
    seek(seconds) {
      if (!$track.get() || Number.isNaN(seconds)) return;
      const to = clamp(seconds, 0, duration());
      if (loaded) media.currentTime = to;
      $time.set(to);
      // Stopped means at zero: a position elsewhere is a pause there.
      if (to > 0 && $status.get() === 'stopped' && !$error.get()) setStatus('paused');
    },
    setVolume(volume) {
      if (Number.isNaN(volume)) return;
      const value = clamp(volume, 0, 1);
      media.volume = value;
      $volume.set(value);
    },
    close,
    dispose() {
      close();
      for (const type of MEDIA_EVENTS) media.removeEventListener(type, listeners[type]);
    },
  };
}
