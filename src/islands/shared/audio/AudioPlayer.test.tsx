// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { AudioPlayer, formatTime } from './AudioPlayer.tsx';
import { deferred, type FakeMedia, fakeMedia, TEXTS } from './player.fixtures.ts';
import type { AudioPlayerStore } from './player.contract.ts';
import { createAudioPlayer } from './player.store.ts';

const STORAGE = 'storage://users/u1/answers/a.mp3';

let media: FakeMedia;
let player: AudioPlayerStore;
let sign: ReturnType<typeof vi.fn<(url: string) => Promise<string>>>;

beforeEach(() => {
  media = fakeMedia();
  sign = vi.fn(async () => '/api/files/users/u1/answers/a.mp3?expires=1&sig=abc');
  player = createAudioPlayer({ media, sign, timers: globalTimers, notify: vi.fn(), texts: TEXTS });
  render(<AudioPlayer player={player} texts={TEXTS} />);
});

afterEach(() => {
  cleanup();
  player.dispose();
});

async function playLoaded(duration = 125) {
  await act(() => player.play({ id: 'a', title: 'Réponse sur le bail', url: STORAGE }));
  act(() => {
    media.duration = duration;
    media.emit('loadedmetadata');
  });
}

const region = () => screen.getByRole('region', { name: 'Lecteur audio' });
const position = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Position de lecture' });
const volume = () => screen.getByRole<HTMLInputElement>('slider', { name: 'Volume' });

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75.4, '1:15'],
    [4503, '75:03'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => expect(formatTime(seconds)).toBe(text));
});

describe('the player bar', () => {
  it('shows nothing without a track', () => {
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the title, the controls and the times of a playing track', async () => {
    await playLoaded();
    expect(region().textContent).toContain('Réponse sur le bail');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arrêter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer le lecteur' })).toBeTruthy();
    expect(position().max).toBe('125');
    expect(screen.getByText('0:00')).toBeTruthy();
    expect(screen.getByText('2:05')).toBeTruthy();
    act(() => player.seek(61));
    expect(screen.getByText('1:01')).toBeTruthy();
    expect(position().getAttribute('aria-valuetext')).toBe('1:01 / 2:05');
  });

  it('toggles with Lire/Pause and stops', async () => {
    await playLoaded();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    expect(player.$status.get()).toBe('paused');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lire' })));
    expect(player.$status.get()).toBe('playing');
    act(() => player.seek(30));
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter' }));
    expect(player.$status.get()).toBe('stopped');
    expect(player.$time.get()).toBe(0);
    expect(screen.getByRole('button', { name: 'Lire' })).toBeTruthy();
  });

  it('moves the position with the range and the keyboard', async () => {
    await playLoaded(125);
    fireEvent.change(position(), { target: { value: '40' } });
    expect(player.$time.get()).toBe(40);
    fireEvent.keyDown(position(), { key: 'ArrowRight' });
    expect(player.$time.get()).toBe(45);
    fireEvent.keyDown(position(), { key: 'ArrowLeft' });
    fireEvent.keyDown(position(), { key: 'ArrowDown' });
    expect(player.$time.get()).toBe(35);
    fireEvent.keyDown(position(), { key: 'PageUp' });
    expect(player.$time.get()).toBe(85);
    fireEvent.keyDown(position(), { key: 'End' });
    expect(player.$time.get()).toBe(125);
    fireEvent.keyDown(position(), { key: 'Home' });
    expect(player.$time.get()).toBe(0);
    expect(media.currentTime).toBe(0);
  });

  it('sets the volume', async () => {
    await playLoaded();
    fireEvent.change(volume(), { target: { value: '0.3' } });
    expect(media.volume).toBe(0.3);
    expect(volume().value).toBe('0.3');
  });

  it('says it is preparing the audio while loading, politely', async () => {
    const ready = deferred<string | null>();
    let waiting: Promise<void> = Promise.resolve();
    act(() => {
      waiting = player.waitFor({ id: 'm1', title: 'Réponse lue', ready: ready.promise });
    });
    const live = screen.getByText('Préparation de l’audio…');
    expect(live.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    ready.resolve(STORAGE);
    await act(() => waiting);
    expect(screen.queryByText('Préparation de l’audio…')).toBeNull();
  });

  it('shows the failure as an alert', async () => {
    sign.mockRejectedValueOnce(new Error('down'));
    await act(() => player.play({ id: 'a', title: 'Réponse', url: STORAGE }));
    expect(screen.getByRole('alert').textContent).toBe("Impossible de jouer l'audio");
  });

  it('closes', async () => {
    await playLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le lecteur' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(player.$track.get()).toBeNull();
  });

  it('can be reached with Tab: buttons and ranges only, none taken out of the order', async () => {
    await playLoaded();
    const focusable = region().querySelectorAll('button, input');
    expect(focusable).toHaveLength(5);
    for (const element of focusable) {
      expect(element.getAttribute('tabindex')).toBeNull();
      expect(element.hasAttribute('disabled')).toBe(false);
    }
  });
});
