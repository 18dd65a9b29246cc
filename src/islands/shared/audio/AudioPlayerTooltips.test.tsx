// @vitest-environment happy-dom
/**
 * The player bar's icon-only buttons (close, play/pause, stop) name themselves in a tooltip
 * (SPEC-COVERAGE §4, §9) in the chat and legal search islands: after 700 ms of hover or at once on
 * keyboard focus; each keeps its accessible name, not repeated as a description.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { TooltipProvider } from '../tooltip/Tooltip.tsx';
import { AudioPlayer } from './AudioPlayer.tsx';
import { fakeMedia, TEXTS } from './player.fixtures.ts';
import type { AudioPlayerStore } from './player.contract.ts';
import { createAudioPlayer } from './player.store.ts';
import { expectNamedAfterHover } from '../tooltip/tooltip.fixtures.ts';

let player: AudioPlayerStore;

describe('player bar tooltips', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    player = createAudioPlayer({
      media: fakeMedia(),
      sign: async () => '/api/files/a.mp3?sig=abc',
      timers: globalTimers,
      notify: vi.fn(),
      texts: TEXTS,
    });
    render(
      <TooltipProvider>
        <AudioPlayer player={player} texts={TEXTS} />
      </TooltipProvider>,
    );
    await act(() => player.play({ id: 'a', title: 'Réponse sur le bail', url: 'storage://users/u1/answers/a.mp3' }));
  });
  afterEach(() => {
    cleanup();
    player.dispose();
    vi.useRealTimers();
  });

  it("shows the close button's name after 700 ms of hover, keeping it as the button's name", () => {
    const close = screen.getByRole('button', { name: 'Fermer le lecteur' });
    expectNamedAfterHover(close, 'Fermer le lecteur');
  });

  it('names play/pause as it stands, on keyboard focus', () => {
    const pause = screen.getByRole('button', { name: 'Pause' });
    act(() => pause.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Pause');
  });
});
