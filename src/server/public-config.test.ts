/** The public config of SPEC-COVERAGE §3: each field is the configured value, under its SPEC name. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { publicConfig } from './public-config.ts';

const configured = publicConfig(
  loadConfig({
    APP_NAME: 'Juris Bénin',
    FEATURES_DISABLED: 'pricing,documents',
    PAYMENT_METHODS: 'fedapay',
    ENABLE_CHAT_THINK_MODE: 'false',
    PRESERVE_CHAT_THINK_MODE: 'false',
    DEFAULT_CHAT_THINK_MODE: 'deepThink',
    VOICE_LANGUAGES: 'fr,yo',
    LOGO_URL: '/brand/logo.png',
    DARK_LOGO_URL: '/brand/logo-dark.png',
    FAVICON_URL: '/brand/favicon.ico',
    MAIN_IMAGE_URL: '/brand/hero.jpg',
    AUTH_PAGE_IMAGE_URL: '/brand/auth.jpg',
    WEBSOCKET_URL: 'wss://rt.example.bj',
  }),
);

describe('publicConfig values (SPEC-COVERAGE §3 Public config)', () => {
  it('languages: the 18 language entries, vocal mode from voiceLanguages', () => {
    expect(configured.languages.map((l) => l.code)).toHaveLength(18);
    expect(configured.languages.filter((l) => l.hasVocalMode).map((l) => l.code)).toEqual(['yo', 'fr']);
  });

  it('voiceLanguages, appName and features as configured', () => {
    expect(configured.voiceLanguages).toEqual(['fr', 'yo']);
    expect(configured.appName).toBe('Juris Bénin');
    expect(configured.features).toMatchObject({ pricing: false, documents: false, chat: true, login: true });
  });

  it('logoUrl, darkLogoUrl, faviconUrl, mainImageUrl and authPageImageUrl as configured', () => {
    expect(configured).toMatchObject({
      logoUrl: '/brand/logo.png',
      darkLogoUrl: '/brand/logo-dark.png',
      faviconUrl: '/brand/favicon.ico',
      mainImageUrl: '/brand/hero.jpg',
      authPageImageUrl: '/brand/auth.jpg',
    });
  });

  it('paymentMethods, enableChatThinkMode, preserveChatThinkMode and defaultChatThinkMode as configured', () => {
    expect(configured).toMatchObject({
      paymentMethods: ['fedapay'],
      enableChatThinkMode: false,
      preserveChatThinkMode: false,
      defaultChatThinkMode: 'deepThink',
    });
  });

  it('websocketUrl as configured, empty by default (the page origin is used then)', () => {
    expect(configured.websocketUrl).toBe('wss://rt.example.bj');
    expect(publicConfig(loadConfig({})).websocketUrl).toBe('');
  });
});
