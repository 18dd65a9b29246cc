// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { ListenButton } from './ListenButton.tsx';
import { fakeMedia, TEXTS } from './player.fixtures.ts';
import { createAudioPlayer } from './player.store.ts';

function setUp() {
  const media = fakeMedia();
  const player = createAudioPlayer({
    media,
    sign: async () => 'https://files.example/a.mp3',
    timers: globalTimers,
    notify: vi.fn(),
    texts: TEXTS,
  });
  const onListen = vi.fn(
    () => void player.play({ id: 'a1', title: 'Réponse', url: 'storage://users/u/answer-audio/a' }),
  );
  render(
    <ListenButton player={player} trackId="a1" label="Écouter la réponse" pauseLabel="Pause" onListen={onListen} />,
  );
  return { player, media, onListen };
}

describe('ListenButton', () => {
  afterEach(cleanup);

  it('starts its track, becomes its pause button while it plays, and resumes it after', async () => {
    const { player, onListen } = setUp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter la réponse' })));
    expect(onListen).toHaveBeenCalledOnce();
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(pause));
    expect(player.$status.get()).toBe('paused');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter la réponse' })));
    expect(onListen).toHaveBeenCalledOnce();
    expect(player.$status.get()).toBe('playing');
  });

  it('plays its own track when another one is in the player', async () => {
    const { player, onListen } = setUp();
    await act(() => player.play({ id: 'other', title: 'Autre', url: 'storage://users/u/answer-audio/b' }));
    expect(screen.getByRole('button', { name: 'Écouter la réponse' }).getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter la réponse' })));
    expect(onListen).toHaveBeenCalledOnce();
  });
});
