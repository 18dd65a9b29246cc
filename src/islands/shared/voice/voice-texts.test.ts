import { describe, expect, it } from 'vitest';
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { VOICE_MESSAGE_KEYS, voiceTexts } from './voice-texts.ts';

describe('voiceTexts', () => {
  it('maps the voice.* messages', () => {
    const texts = voiceTexts(fr);
    expect(texts.start).toBe('Poser la question à voix haute');
    expect(texts.elapsed).toBe('{elapsed} sur {max}');
    expect(texts.mode).toBe('Mode vocal');
    expect(texts.errors.tooShort).toBe('Enregistrement trop court : parlez au moins une seconde.');
    for (const key of VOICE_MESSAGE_KEYS) expect(fr[key]).toBeTruthy();
  });

  it('shows the key of a missing message', () => {
    expect(voiceTexts({}).send).toBe('voice.ui.send');
  });
});
