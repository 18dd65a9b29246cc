import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { speechProviders } from './providers.ts';

const speechOf = (env: Record<string, string>) => loadConfig(env).speech;

describe('speechProviders', () => {
  it('reads aloud with eSpeak NG by default, and transcribes nothing without an endpoint', async () => {
    const { transcriber, synthesizer } = speechProviders(speechOf({}));
    expect(transcriber).toBeNull();
    expect(synthesizer?.name).toBe('espeak');
    expect(synthesizer?.supports('fr')).toBe(true);
    expect(synthesizer?.supports('fon')).toBe(false);
    await synthesizer?.close();
  });

  it('uses the OpenAI-compatible endpoints when configured', () => {
    const { transcriber, synthesizer } = speechProviders(
      speechOf({
        STT_BASE_URL: 'http://localhost:8000/v1',
        TTS_PROVIDER: 'openai',
        TTS_BASE_URL: 'http://localhost:8880/v1',
      }),
    );
    expect(transcriber).not.toBeNull();
    expect(synthesizer?.name).toBe('openai');
    expect(synthesizer?.supports('fon')).toBe(true);
  });

  it('reads nothing aloud when switched off', () => {
    expect(speechProviders(speechOf({ TTS_PROVIDER: 'off' })).synthesizer).toBeNull();
  });

  it('builds from the plain configuration shape', () => {
    const providers = speechProviders({
      timeoutMs: 1000,
      stt: { baseUrl: 'http://stt/v1', apiKey: null, model: 'whisper-1' },
      tts: null,
    });
    expect(providers.transcriber).not.toBeNull();
    expect(providers.synthesizer).toBeNull();
  });
});
