// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { memoryStorage } from '~/stores/client.fixtures.ts';
import { VoiceModeToggle } from './VoiceModeToggle.tsx';
import { createVoiceMode } from './voice-mode.ts';
import { voiceTexts } from './voice-texts.ts';

describe('VoiceModeToggle', () => {
  afterEach(cleanup);

  it('is a switch named "Mode vocal", described by its hint, that toggles the mode', () => {
    const mode = createVoiceMode({ storage: memoryStorage(), key: 'k' });
    render(<VoiceModeToggle mode={mode} texts={voiceTexts(fr)} />);
    const toggle = screen.getByRole('switch', { name: 'Mode vocal' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Vos questions sont enregistrées et les réponses lues à voix haute.');
    fireEvent.click(toggle);
    expect(mode.$enabled.get()).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
