/**
 * Every environment variable the platform reads, validated once at start-up.
 * Nothing else in the code base reads `process.env`.
 */
import { z } from 'zod';
import { THINK_MODES, type ThinkMode } from '../shared/events.ts';
import type { PlanDefinition } from './billing/billing.types.ts';
import { DEFAULT_PLANS } from './billing/default-plans.ts';
import { readPlansFile } from './billing/plan-schema.ts';
import { type LibrarySourceSpec, parseLibrarySource } from './library/library-source.ts';

export const FEATURES = [
  'pricing',
  'login',
  'register',
  'lawyers',
  'legalSearch',
  'library',
  'documents',
  'chat',
  'personalLibrary',
] as const;
export type Feature = (typeof FEATURES)[number];

export const PAYMENT_METHODS = ['stripe', 'paypal', 'fedapay'] as const;

/** A yes or no; undefined when unset. */
const maybeBool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));
const bool = (fallback: boolean) => maybeBool.transform((v) => v ?? fallback);

const list = <T extends string>(values: readonly [T, ...T[]], fallback: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? [...fallback] : v.split(',').map((s) => s.trim())))
    .pipe(z.array(z.enum(values)));

const optionalUrl = z.url().optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  // Reverse proxies in front of the server (a TLS terminator, a load balancer): the client's
  // address is then read from X-Forwarded-For, past the entries those proxies appended; 0 (the
  // default) reads the connection's own address (docs/ARCHITECTURE.md "Pages and forms", client
  // address).
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  APP_NAME: z.string().min(1).default('Jurisia'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  FEATURES_DISABLED: list(FEATURES, []),
  PAYMENT_METHODS: list(PAYMENT_METHODS, PAYMENT_METHODS),
  ENABLE_CHAT_THINK_MODE: bool(true),
  PRESERVE_CHAT_THINK_MODE: bool(true),
  // An invalid value falls back to `instant` (SPEC-COVERAGE §4) rather than stopping the start.
  DEFAULT_CHAT_THINK_MODE: z
    .string()
    .optional()
    .transform((v): ThinkMode => ((THINK_MODES as readonly string[]).includes(v ?? '') ? (v as ThinkMode) : 'instant')),
  VOICE_LANGUAGES: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : ['fr', 'en'],
    ),
  LOGO_URL: z.string().default('/logo.svg'),
  DARK_LOGO_URL: z.string().default('/logo-dark.svg'),
  FAVICON_URL: z.string().default('/favicon.svg'),
  MAIN_IMAGE_URL: z.string().default('/images/hero.svg'),
  AUTH_PAGE_IMAGE_URL: z.string().default('/images/auth.svg'),
  WEBSOCKET_URL: z.string().default(''),
  SUPPORT_EMAIL: z.email().default('support@jurisia.local'),
  MAIL_FROM: z.string().min(3).default('Jurisia <no-reply@jurisia.local>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Signs access tokens. Unset: a secret generated on first start and kept in the database.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Google sign-in is offered only when a client id is set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  ERROR_PREVIEW: bool(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  LIBRARY_SOURCE: z
    .string()
    .default('vdd')
    .transform((v, ctx): LibrarySourceSpec => {
      const spec = parseLibrarySource(v);
      if (typeof spec === 'string') ctx.addIssue({ code: 'custom', message: spec });
      return typeof spec === 'string' ? { kind: 'none' } : spec;
    }),
  // S3-compatible file storage; unset, files live on local disk under DATA_DIR/files.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // OpenAI-compatible chat-completions endpoint for answers; unset, answers are extractive.
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // OpenAI-compatible /audio/transcriptions for spoken questions; unset, the browser's transcript is used.
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  // Answers read aloud: eSpeak NG in a child process (GPL-3.0, optional), an OpenAI-compatible
  // /audio/speech, or off.
  TTS_PROVIDER: z.enum(['espeak', 'openai', 'off']).default('espeak'),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_VOICE: z.string().min(1).default('alloy'),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // Sample lawyer profiles, labelled on screen; default on for the embedded database only.
  DEMO_DATA: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).optional(),
  // The accounts that administer the platform (verify lawyers), by e-mail address, comma-separated.
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
    )
    .pipe(z.array(z.email()).optional()),
  // The plans sold (JSON, see docs/PAYMENTS.md); unset, the default plans of billing/default-plans.ts.
  PLANS_FILE: z
    .string()
    .optional()
    .transform((path, ctx): readonly PlanDefinition[] => {
      if (path === undefined) return DEFAULT_PLANS;
      const plans = readPlansFile(path);
      if (typeof plans === 'string') ctx.addIssue({ code: 'custom', message: plans });
      return typeof plans === 'string' ? DEFAULT_PLANS : plans;
    }),
  // A payment method without its keys runs in test mode (labelled on screen, no money moves);
  // false offers only the methods whose keys are set. Unset: on while no method has keys (a fresh
  // install tried end to end), off once one has (docs/PAYMENTS.md "Test mode").
  PAYMENTS_TEST_MODE: maybeBool,
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  // https://api-m.sandbox.paypal.com for the sandbox.
  PAYPAL_API_BASE: z.url().default('https://api-m.paypal.com'),
  FEDAPAY_SECRET_KEY: z.string().min(1).optional(),
  FEDAPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // https://sandbox-api.fedapay.com for the sandbox.
  FEDAPAY_API_BASE: z.url().default('https://api.fedapay.com'),
});

/** The keys each payment provider needs, all or none: half a set would silently fall back to test mode. */
const PAYMENT_KEYS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  fedapay: ['FEDAPAY_SECRET_KEY', 'FEDAPAY_WEBHOOK_SECRET'],
} as const;

const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type Env = z.infer<typeof schema>;

/** Every key of a set, or none of them. */
function allOrNone(env: Env, keys: readonly (keyof Env)[], ctx: z.RefinementCtx): void {
  const set = keys.filter((key) => env[key] !== undefined);
  if (set.length === 0 || set.length === keys.length) return;
  for (const key of keys.filter((k) => env[k] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [key], message: `required with ${set.join(', ')}` });
  }
}

/** Half an S3 or payment configuration would silently fall back to local disk or test mode: refuse it. */
const checked = schema
  .superRefine((env, ctx) => {
    allOrNone(env, S3_KEYS, ctx);
    for (const keys of Object.values(PAYMENT_KEYS)) allOrNone(env, keys, ctx);
  })
  .superRefine((env, ctx) => {
    // A model without an endpoint (or the reverse) would silently fall back to extractive answers.
    if (env.LLM_BASE_URL && !env.LLM_MODEL)
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'required with LLM_BASE_URL' });
    for (const key of ['LLM_MODEL', 'LLM_API_KEY'] as const) {
      if (env[key] && !env.LLM_BASE_URL)
        ctx.addIssue({ code: 'custom', path: [key], message: 'requires LLM_BASE_URL' });
    }
    if (env.TTS_PROVIDER === 'openai' && !env.TTS_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['TTS_BASE_URL'], message: 'required with TTS_PROVIDER=openai' });
  });

function s3Config(env: Env) {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.S3_REGION };
}

function llmConfig(env: Env) {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? null,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

function speechConfig(env: Env) {
  return {
    timeoutMs: env.SPEECH_TIMEOUT_MS,
    stt: env.STT_BASE_URL ? { baseUrl: env.STT_BASE_URL, apiKey: env.STT_API_KEY ?? null, model: env.STT_MODEL } : null,
    tts:
      env.TTS_PROVIDER === 'openai' && env.TTS_BASE_URL
        ? {
            provider: 'openai' as const,
            baseUrl: env.TTS_BASE_URL,
            apiKey: env.TTS_API_KEY ?? null,
            model: env.TTS_MODEL,
            voice: env.TTS_VOICE,
          }
        : env.TTS_PROVIDER === 'espeak'
          ? { provider: 'espeak' as const }
          : null,
  };
}

export type SpeechConfig = ReturnType<typeof speechConfig>;

function paymentsConfig(env: Env) {
  const timeoutMs = env.PAYMENT_TIMEOUT_MS;
  // An operator who set one provider's keys takes real money: the methods left without keys
  // would sell plans for a simulated payment (docs/PAYMENTS.md "Test mode").
  const keysSet = Object.values(PAYMENT_KEYS).some((keys) => keys.every((key) => env[key] !== undefined));
  return {
    testMode: env.PAYMENTS_TEST_MODE ?? !keysSet,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
            timeoutMs,
          }
        : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            webhookId: env.PAYPAL_WEBHOOK_ID,
            apiBase: env.PAYPAL_API_BASE,
            timeoutMs,
          }
        : null,
    fedapay:
      env.FEDAPAY_SECRET_KEY && env.FEDAPAY_WEBHOOK_SECRET
        ? {
            secretKey: env.FEDAPAY_SECRET_KEY,
            webhookSecret: env.FEDAPAY_WEBHOOK_SECRET,
            apiBase: env.FEDAPAY_API_BASE,
            timeoutMs,
          }
        : null,
  };
}

export type PaymentsConfig = ReturnType<typeof paymentsConfig>;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  const disabled = new Set<string>(env.FEATURES_DISABLED);
  const features = Object.fromEntries(FEATURES.map((f) => [f, !disabled.has(f)])) as Record<Feature, boolean>;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustedProxies: env.TRUSTED_PROXIES,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL,
    appName: env.APP_NAME,
    logLevel: env.LOG_LEVEL,
    features,
    paymentMethods: env.PAYMENT_METHODS,
    enableChatThinkMode: env.ENABLE_CHAT_THINK_MODE,
    preserveChatThinkMode: env.PRESERVE_CHAT_THINK_MODE,
    defaultChatThinkMode: env.DEFAULT_CHAT_THINK_MODE,
    voiceLanguages: env.VOICE_LANGUAGES,
    logoUrl: env.LOGO_URL,
    darkLogoUrl: env.DARK_LOGO_URL,
    faviconUrl: env.FAVICON_URL,
    mainImageUrl: env.MAIN_IMAGE_URL,
    authPageImageUrl: env.AUTH_PAGE_IMAGE_URL,
    websocketUrl: env.WEBSOCKET_URL,
    supportEmail: env.SUPPORT_EMAIL,
    mailFrom: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    authSecret: env.AUTH_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    googleUserinfoUrl: env.GOOGLE_USERINFO_URL,
    googleTokeninfoUrl: env.GOOGLE_TOKENINFO_URL,
    errorPreview: env.ERROR_PREVIEW,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    librarySource: env.LIBRARY_SOURCE,
    s3: s3Config(env),
    llm: llmConfig(env),
    speech: speechConfig(env),
    // Demo profiles belong to a try-out on the embedded database, never silently to a real one.
    adminEmails: env.ADMIN_EMAILS ?? null,
    plans: env.PLANS_FILE,
    payments: paymentsConfig(env),
    demoData:
      env.DEMO_DATA === undefined ? env.DATABASE_URL === undefined : ['1', 'true', 'yes', 'on'].includes(env.DEMO_DATA),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable and its value. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checked.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}
