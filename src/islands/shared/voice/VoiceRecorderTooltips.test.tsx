// @vitest-environment happy-dom
/**
 * The recorder's icon-only buttons (microphone, cancel, send) name themselves in a tooltip
 * (SPEC-COVERAGE §4, §9) in the chat and legal search islands, keeping their accessible names; the
 * tooltip of the focused send button does not take the Escape that cancels the recording.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { TooltipProvider } from '../tooltip/Tooltip.tsx';
import { voiceFakes } from './recorder.fixtures.ts';
import { createVoiceRecorder } from './recorder.store.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import { voiceTexts } from './voice-texts.ts';
import { expectNamedAfterHover } from '../tooltip/tooltip.fixtures.ts';

function renderRecorder() {
  const fakes = voiceFakes({});
  const recorder = createVoiceRecorder(fakes.deps);
  render(
    <TooltipProvider>
      <VoiceRecorder recorder={recorder} texts={voiceTexts(fr)} onRecorded={vi.fn()} />
    </TooltipProvider>,
  );
  return fakes;
}

describe('recorder tooltips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the microphone's name after 700 ms of hover, keeping it as the button's name", () => {
    renderRecorder();
    const name = 'Poser la question à voix haute';
    const mic = screen.getByRole('button', { name });
    expectNamedAfterHover(mic, name);
  });

  it('names the focused send button while recording, and one Escape still cancels the recording', async () => {
    const { streams } = renderRecorder();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Poser la question à voix haute' }));
      await Promise.resolve();
    });
    const send = screen.getByRole('button', { name: 'Envoyer l’enregistrement' });
    expect(document.activeElement).toBe(send);
    expect(screen.getByRole('tooltip').textContent).toBe('Envoyer l’enregistrement');
    fireEvent.keyDown(send, { key: 'Escape' });
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    // The focus is back on the microphone, which names itself in turn.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Poser la question à voix haute' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Poser la question à voix haute');
  });
});
