// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { RECORDING_MAX_MS } from '~/shared/audio.ts';
import { clock } from './clock.ts';
import { microphoneRefusal, voiceFakes } from './recorder.fixtures.ts';
import type { Recording } from './recorder.contract.ts';
import { createVoiceRecorder } from './recorder.store.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import { voiceTexts } from './voice-texts.ts';

const texts = voiceTexts(fr);

function renderRecorder(options: Parameters<typeof voiceFakes>[0] = {}, disabled = false) {
  const fakes = voiceFakes(options);
  const recorder = createVoiceRecorder(fakes.deps);
  const onRecorded = vi.fn<(recording: Recording) => void>();
  render(<VoiceRecorder recorder={recorder} texts={texts} disabled={disabled} onRecorded={onRecorded} />);
  return { ...fakes, recorder, onRecorded };
}

const micButton = () => screen.getByRole('button', { name: 'Poser la question à voix haute' });
const sendButton = () => screen.getByRole('button', { name: 'Envoyer l’enregistrement' });
const cancelButton = () => screen.getByRole('button', { name: 'Annuler l’enregistrement' });

/** Clicks the microphone and lets the (fake) browser grant it. */
async function startRecording() {
  await act(async () => {
    fireEvent.click(micButton());
    await Promise.resolve();
  });
}

describe('clock', () => {
  it('shows whole seconds as m:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(7_900)).toBe('0:07');
    expect(clock(65_000)).toBe('1:05');
    expect(clock(RECORDING_MAX_MS)).toBe('2:00');
  });
});

describe('VoiceRecorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a microphone button while idle, with an empty live region', () => {
    renderRecorder();
    expect(micButton()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the microphone button from starting when disabled', () => {
    const { deps } = renderRecorder({}, true);
    expect(micButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(micButton());
    expect(deps.media.getUserMedia).not.toHaveBeenCalled();
  });

  it('shows the recording bar, announces it and moves focus to send', async () => {
    const { meter } = renderRecorder();
    micButton().focus();
    await startRecording();
    expect(screen.getByRole('status').textContent).toBe('Enregistrement en cours');
    expect(document.activeElement).toBe(sendButton());
    expect(cancelButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poser la question à voix haute' })).toBeNull();

    meter.level.mockReturnValue(0.4);
    act(() => vi.advanceTimersByTime(65_000));
    const level = screen.getByLabelText<HTMLMeterElement>('Niveau du micro');
    expect(level.tagName).toBe('METER');
    expect(Number(level.getAttribute('value'))).toBe(0.4);
    expect(screen.getByText('1:05 sur 2:00')).toBeTruthy();
  });

  it('shows what the browser heard so far', async () => {
    const { recognitions } = renderRecorder();
    await startRecording();
    act(() => recognitions[0]?.results({ text: 'Mon employeur', isFinal: true }, { text: 'peut-il', isFinal: false }));
    expect(screen.getByText('Mon employeur peut-il')).toBeTruthy();
  });

  it('sends: stops, hands the recording over and puts focus back on the microphone', async () => {
    const { onRecorded, recognitions } = renderRecorder();
    await startRecording();
    act(() => recognitions[0]?.results({ text: 'Ma question', isFinal: true }));
    act(() => vi.advanceTimersByTime(3000));
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(onRecorded).toHaveBeenCalledOnce();
    expect(onRecorded.mock.calls[0]?.[0]).toMatchObject({ durationMs: 3000, transcript: 'Ma question' });
    expect(document.activeElement).toBe(micButton());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a recording under one second is too short, and sends nothing', async () => {
    const { onRecorded } = renderRecorder();
    await startRecording();
    act(() => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(onRecorded).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enregistrement trop court : parlez au moins une seconde.');
    expect(document.activeElement).toBe(micButton());
  });

  it('cancels with the cancel button or Escape', async () => {
    const { onRecorded, streams } = renderRecorder();
    await startRecording();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(cancelButton());
    expect(micButton()).toBeTruthy();
    expect(streams[0]?.tracks[0]?.stop).toHaveBeenCalledOnce();

    await startRecording();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(document.activeElement).toBe(micButton());
    expect(streams[1]?.tracks[0]?.stop).toHaveBeenCalledOnce();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECORDING_MAX_MS);
    });
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('ignores Escape while idle', () => {
    const { recorder } = renderRecorder();
    const cancel = vi.spyOn(recorder, 'cancel');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(cancel).not.toHaveBeenCalled();
  });

  it.each([
    [
      'NotAllowedError',
      'Accès au micro refusé. Autorisez le micro dans votre navigateur pour poser une question à voix haute.',
    ],
    ['NotFoundError', 'Aucun micro détecté.'],
    ['NotReadableError', 'L’enregistrement a échoué. Réessayez ou écrivez votre question.'],
  ])('shows the refusal %s as an alert', async (name, message) => {
    renderRecorder({ refuse: microphoneRefusal(name) });
    micButton().focus();
    await startRecording();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(document.activeElement).toBe(micButton());
  });

  it('sends a recording cut at two minutes and says so', async () => {
    const { onRecorded } = renderRecorder();
    await startRecording();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECORDING_MAX_MS);
    });
    expect(onRecorded).toHaveBeenCalledOnce();
    expect(onRecorded.mock.calls[0]?.[0]).toMatchObject({ durationMs: RECORDING_MAX_MS });
    expect(screen.getByRole('status').textContent).toBe('Durée maximale atteinte : l’enregistrement est envoyé.');
    expect(document.activeElement).toBe(micButton());
  });
});
