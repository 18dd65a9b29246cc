import { describe, expect, it } from 'vitest';
import { memoryStorage } from '~/stores/client.fixtures.ts';
import { createVoiceMode, VOICE_MODE_KEY, voiceAvailable } from './voice-mode.ts';

describe('voice mode', () => {
  it('starts off, and keeps the choice across reloads', () => {
    const storage = memoryStorage();
    const mode = createVoiceMode({ storage, key: VOICE_MODE_KEY });
    expect(mode.$enabled.get()).toBe(false);
    mode.toggle();
    expect(mode.$enabled.get()).toBe(true);
    expect(storage.values.get(VOICE_MODE_KEY)).toBe('1');

    const reloaded = createVoiceMode({ storage, key: VOICE_MODE_KEY });
    expect(reloaded.$enabled.get()).toBe(false);
    reloaded.restore();
    expect(reloaded.$enabled.get()).toBe(true);
    reloaded.set(false);
    expect(storage.values.get(VOICE_MODE_KEY)).toBe('0');
    reloaded.toggle();
    expect(reloaded.$enabled.get()).toBe(true);
  });

  it('ignores a stored value it did not write', () => {
    const mode = createVoiceMode({ storage: memoryStorage({ k: 'yes' }), key: 'k' });
    mode.restore();
    expect(mode.$enabled.get()).toBe(false);
  });

  it('works for the page when storage is blocked', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('QuotaExceededError');
      },
    };
    const mode = createVoiceMode({ storage: blocked, key: 'k' });
    mode.restore();
    mode.set(true);
    expect(mode.$enabled.get()).toBe(true);
    const none = createVoiceMode({ storage: null, key: 'k' });
    none.restore();
    none.toggle();
    expect(none.$enabled.get()).toBe(true);
  });
});

describe('voiceAvailable', () => {
  it('is true when the public config lists the language', () => {
    expect(voiceAvailable('fr', ['fr', 'en'])).toBe(true);
    expect(voiceAvailable('fr-FR', ['fr', 'en'])).toBe(true);
    expect(voiceAvailable('EN', ['fr', 'en'])).toBe(true);
    expect(voiceAvailable('de', ['fr', 'en'])).toBe(false);
    expect(voiceAvailable('fr', [])).toBe(false);
    expect(voiceAvailable('fon', ['fr'])).toBe(false);
  });
});
