/** A fake audio element and the French texts, for the player's tests. */
import { vi } from 'vitest';
import { messagesFor } from '~/i18n/messages.ts';
import type { MediaEvent, MediaLike } from './player.contract.ts';
import { playerTexts } from './player-texts.ts';

export const TEXTS = playerTexts(messagesFor('fr'));

export interface FakeMedia extends MediaLike {
  paused: boolean;
  duration: number;
  /** What the next play() does; by default it starts playing at once. */
  playWith: (() => Promise<void>) | null;
  play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  pause: ReturnType<typeof vi.fn<() => void>>;
  load: ReturnType<typeof vi.fn<() => void>>;
  removeAttribute: ReturnType<typeof vi.fn<(name: 'src') => void>>;
  emit(type: MediaEvent): void;
  listenerCount(): number;
}

export function fakeMedia(): FakeMedia {
  const listeners = new Map<MediaEvent, Set<() => void>>();
  const media: FakeMedia = {
    src: '',
    currentTime: 0,
    duration: Number.NaN,
    volume: 1,
    paused: true,
    playWith: null,
    play: vi.fn(() => {
      if (media.playWith) return media.playWith();
      media.paused = false;
      return Promise.resolve();
    }),
    pause: vi.fn(() => {
      media.paused = true;
    }),
    load: vi.fn(),
    removeAttribute: vi.fn(() => {
      media.src = '';
    }),
    addEventListener: (type, listener) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    emit: (type) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return media;
}

/** A DOMException-like rejection of play(). */
export function playError(name: 'AbortError' | 'NotAllowedError' | 'NotSupportedError'): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
