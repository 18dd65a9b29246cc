import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { publicConfig } from './public-config.ts';

describe('loadConfig', () => {
  it('runs on its embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4321, host: '0.0.0.0', dataDir: './data', databaseUrl: undefined, appName: 'Jurisia' });
    expect(Object.values(config.features).every(Boolean)).toBe(true);
    expect(config.paymentMethods).toEqual(['stripe', 'paypal', 'fedapay']);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/srv/jurisia', DATABASE_URL: 'postgres://u@db/x' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/jurisia', databaseUrl: 'postgres://u@db/x' });
  });

  it('names every bad variable and its value in one start-up error', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'mysql://x', FEATURES_DISABLED: 'chat,teleport' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x"');
      expect(message).toContain('FEATURES_DISABLED="chat,teleport"');
    }
  });

  it('switches features off by name', () => {
    const { features } = loadConfig({ FEATURES_DISABLED: 'chat, pricing' });
    expect(features.chat).toBe(false);
    expect(features.pricing).toBe(false);
    expect(features.library).toBe(true);
  });

  it('falls back to instant for an invalid default think mode', () => {
    expect(loadConfig({ DEFAULT_CHAT_THINK_MODE: 'ultra' }).defaultChatThinkMode).toBe('instant');
    expect(loadConfig({ DEFAULT_CHAT_THINK_MODE: 'deepThink' }).defaultChatThinkMode).toBe('deepThink');
  });

  it('keeps the payment methods it is given, and refuses unknown ones', () => {
    expect(loadConfig({ PAYMENT_METHODS: 'fedapay' }).paymentMethods).toEqual(['fedapay']);
    expect(() => loadConfig({ PAYMENT_METHODS: 'bitcoin' })).toThrow('PAYMENT_METHODS="bitcoin"');
  });

  it('has demo lawyer profiles only on the embedded database unless told otherwise', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('reads the speech providers: browser transcript and eSpeak NG by default', () => {
    expect(loadConfig({}).speech).toMatchObject({ stt: null, tts: { provider: 'espeak' } });
    expect(loadConfig({ STT_BASE_URL: 'http://stt.local/v1', TTS_PROVIDER: 'off' }).speech).toMatchObject({ stt: { baseUrl: 'http://stt.local/v1', model: 'whisper-1', apiKey: null }, tts: null });
    expect(() => loadConfig({ TTS_PROVIDER: 'openai' })).toThrow('TTS_BASE_URL="": required with TTS_PROVIDER=openai');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4321, databaseUrl: undefined });
  });
});

describe('publicConfig', () => {
  it('has exactly the fields of SPEC §3 and the nine feature flags', () => {
    const pub = publicConfig(loadConfig({ VOICE_LANGUAGES: 'fr,en' }));
    expect(Object.keys(pub).sort()).toEqual(
      [
        'languages', 'voiceLanguages', 'appName', 'features', 'logoUrl', 'darkLogoUrl', 'faviconUrl', 'paymentMethods',
        'enableChatThinkMode', 'preserveChatThinkMode', 'defaultChatThinkMode', 'mainImageUrl', 'authPageImageUrl', 'websocketUrl',
      ].sort(),
    );
    expect(Object.keys(pub.features).sort()).toEqual(
      ['chat', 'documents', 'lawyers', 'legalSearch', 'library', 'login', 'personalLibrary', 'pricing', 'register'],
    );
    expect(pub.languages).toHaveLength(18);
    expect(pub.languages.find((l) => l.code === 'fr')).toMatchObject({ hasTranslation: true, hasVocalMode: true, file: 'fr.json' });
    expect(pub.languages.find((l) => l.code === 'de')).toMatchObject({ hasTranslation: false, hasVocalMode: false, file: 'fr.json' });
  });
});
