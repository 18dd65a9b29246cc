import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from './billing/default-plans.ts';
import { ConfigError, loadConfig } from './config.ts';
import { publicConfig } from './public-config.ts';

describe('loadConfig', () => {
  it('runs on its embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      appName: 'Jurisia',
    });
    expect(Object.values(config.features).every(Boolean)).toBe(true);
    expect(config.paymentMethods).toEqual(['stripe', 'paypal', 'fedapay']);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/jurisia',
      DATABASE_URL: 'postgres://u@db/x',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/jurisia',
      databaseUrl: 'postgres://u@db/x',
    });
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
    expect(loadConfig({ STT_BASE_URL: 'http://stt.local/v1', TTS_PROVIDER: 'off' }).speech).toMatchObject({
      stt: { baseUrl: 'http://stt.local/v1', model: 'whisper-1', apiKey: null },
      tts: null,
    });
    expect(() => loadConfig({ TTS_PROVIDER: 'openai' })).toThrow('TTS_BASE_URL="": required with TTS_PROVIDER=openai');
  });

  describe('plans and payments', () => {
    const plansFile = (content: unknown) => {
      const path = join(mkdtempSync(join(tmpdir(), 'jurisia-plans-')), 'plans.json');
      writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
      return path;
    };
    const plan = (extra: Record<string, unknown>) => ({
      _id: 'free',
      tier: 'free',
      name: { fr: 'Gratuit' },
      description: { fr: 'Pour essayer' },
      price: 0,
      currency: 'XOF',
      interval: 'month',
      features: [],
      quotas: { chatMessagesPerDay: 5, searchesPerDay: 2, documentsPerMonth: 1 },
      ...extra,
    });

    it('sells the default plans without PLANS_FILE, and the file’s plans with it', () => {
      expect(loadConfig({}).plans).toBe(DEFAULT_PLANS);
      const plans = [
        plan({}),
        plan({ _id: 'mensuel', tier: 'mensuel', name: { fr: 'Mensuel', en: 'Monthly' }, price: 1500 }),
      ];
      expect(loadConfig({ PLANS_FILE: plansFile(plans) }).plans.map((p) => [p._id, p.price, p.name])).toEqual([
        ['free', 0, { fr: 'Gratuit' }],
        ['mensuel', 1500, { fr: 'Mensuel', en: 'Monthly' }],
      ]);
    });

    it('refuses a PLANS_FILE it cannot use, with the reason', () => {
      const missing = join(tmpdir(), 'no-such-dir-jurisia', 'plans.json');
      expect(() => loadConfig({ PLANS_FILE: missing })).toThrow(
        /PLANS_FILE=".*plans\.json": cannot read a JSON plan list/,
      );
      expect(() => loadConfig({ PLANS_FILE: plansFile('[{') })).toThrow('cannot read a JSON plan list');
      expect(() => loadConfig({ PLANS_FILE: plansFile([plan({ _id: 'paid', price: 100 })]) })).toThrow(
        'a plan "free" (price 0) must exist',
      );
      expect(() =>
        loadConfig({
          PLANS_FILE: plansFile([plan({}), plan({ _id: 'pass', price: 9.99, interval: 'once', durationDays: 7 })]),
        }),
      ).toThrow(/PLANS_FILE=.*1\.price: /);
      expect(() =>
        loadConfig({ PLANS_FILE: plansFile([plan({}), plan({ _id: 'pass', price: 500, interval: 'once' })]) }),
      ).toThrow('durationDays: required for a once plan');
      expect(() => loadConfig({ PLANS_FILE: plansFile([plan({}), plan({})]) })).toThrow('duplicate plan id "free"');
    });

    it('reads each provider’s keys, all of them or none', () => {
      const { payments } = loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        FEDAPAY_API_BASE: 'https://sandbox-api.fedapay.com',
      });
      expect(payments.stripe).toEqual({
        secretKey: 'sk_live_x',
        webhookSecret: 'whsec_x',
        apiBase: 'https://api.stripe.com',
        timeoutMs: 20_000,
      });
      expect(payments.paypal).toBeNull();
      expect(payments.fedapay).toBeNull();
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
        'STRIPE_WEBHOOK_SECRET="": required with STRIPE_SECRET_KEY',
      );
      expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toThrow(
        'PAYPAL_WEBHOOK_ID="": required with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET',
      );
      expect(() => loadConfig({ FEDAPAY_WEBHOOK_SECRET: 'wh' })).toThrow(
        'FEDAPAY_SECRET_KEY="": required with FEDAPAY_WEBHOOK_SECRET',
      );
      const paypal = loadConfig({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'wh',
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
        PAYMENT_TIMEOUT_MS: '5000',
      });
      expect(paypal.payments.paypal).toEqual({
        clientId: 'id',
        clientSecret: 'secret',
        webhookId: 'wh',
        apiBase: 'https://api-m.sandbox.paypal.com',
        timeoutMs: 5000,
      });
    });

    it('runs methods without keys in test mode unless PAYMENTS_TEST_MODE is off', () => {
      expect(loadConfig({}).payments.testMode).toBe(true);
      // One method's keys set: the others would sell plans for a simulated payment, unless asked for.
      const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' };
      expect(loadConfig(stripe).payments.testMode).toBe(false);
      expect(loadConfig({ ...stripe, PAYMENTS_TEST_MODE: '1' }).payments.testMode).toBe(true);
      expect(loadConfig({ PAYMENTS_TEST_MODE: '0' }).payments.testMode).toBe(false);
      expect(loadConfig({ PAYMENTS_TEST_MODE: 'false' }).payments.testMode).toBe(false);
      expect(loadConfig({ PAYMENTS_TEST_MODE: 'on' }).payments.testMode).toBe(true);
      expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'maybe' })).toThrow('PAYMENTS_TEST_MODE="maybe"');
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4321, databaseUrl: undefined });
  });
});

describe('publicConfig', () => {
  it('has exactly the fields of SPEC-COVERAGE §3 and the nine feature flags', () => {
    const pub = publicConfig(loadConfig({ VOICE_LANGUAGES: 'fr,en' }));
    expect(Object.keys(pub).sort()).toEqual(
      [
        'languages',
        'voiceLanguages',
        'appName',
        'features',
        'logoUrl',
        'darkLogoUrl',
        'faviconUrl',
        'paymentMethods',
        'enableChatThinkMode',
        'preserveChatThinkMode',
        'defaultChatThinkMode',
        'mainImageUrl',
        'authPageImageUrl',
        'websocketUrl',
      ].sort(),
    );
    expect(Object.keys(pub.features).sort()).toEqual([
      'chat',
      'documents',
      'lawyers',
      'legalSearch',
      'library',
      'login',
      'personalLibrary',
      'pricing',
      'register',
    ]);
    expect(pub.languages).toHaveLength(18);
    expect(pub.languages.find((l) => l.code === 'fr')).toMatchObject({
      hasTranslation: true,
      hasVocalMode: true,
      file: 'fr.json',
    });
    expect(pub.languages.find((l) => l.code === 'de')).toMatchObject({
      hasTranslation: false,
      hasVocalMode: false,
      file: 'fr.json',
    });
  });
});
