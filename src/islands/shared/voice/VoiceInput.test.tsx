// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { memoryStorage } from '~/stores/client.fixtures.ts';
import { voiceFakes } from './recorder.fixtures.ts';
import { createVoiceRecorder } from './recorder.store.ts';
import { VoiceInput } from './VoiceInput.tsx';
import { createVoiceMode } from './voice-mode.ts';
import { voiceTexts } from './voice-texts.ts';

const texts = voiceTexts(fr);

function renderInput({ recorder = true, readAloud = true } = {}) {
  const mode = createVoiceMode({ storage: memoryStorage(), key: 'k' });
  const voice = { mode, recorder: recorder ? createVoiceRecorder(voiceFakes().deps) : null };
  render(<VoiceInput voice={voice} texts={texts} readAloud={readAloud} onRecorded={() => {}} />);
}

describe('VoiceInput', () => {
  afterEach(cleanup);

  it('offers the microphone and the voice-mode switch where answers can be read aloud', () => {
    renderInput();
    expect(screen.getByRole('button', { name: 'Poser la question à voix haute' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Mode vocal' })).toBeTruthy();
  });

  it('offers the microphone without the switch where nothing can be read aloud, and nothing before the recorder exists', () => {
    renderInput({ readAloud: false });
    expect(screen.getByRole('button', { name: 'Poser la question à voix haute' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Mode vocal' })).toBeNull();
    cleanup();
    renderInput({ recorder: false });
    expect(screen.queryByRole('button', { name: 'Poser la question à voix haute' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Mode vocal' })).toBeNull();
  });
});
