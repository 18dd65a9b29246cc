/**
 * The platform: configuration, logger, database and the parts built on them (signing key, file
 * storage, billing, speech, mailer, page cache, the job runner's wake), created once per process
 * and passed to every request through `locals.platform` (see server.mjs and src/middleware.ts).
 * Each part is built here from plain values; none of them imports this module, so the platform
 * sits in no import loop (scripts/import-rules.ts checks it).
 */
import { syncAdminRoles } from './auth/admin-role.ts';
import { loadSigningKey } from './auth/secret.ts';
import { type BillingDeps, createBillingDeps } from './billing/billing-deps.ts';
import { type Config, loadConfig } from './config.ts';
import { type DbHandle, migrate, openDatabase } from './db/client.ts';
import { createJobWake, type JobWake } from './jobs/job-wake.ts';
import { seedDemoLawyers } from './lawyers/demo-lawyers.ts';
import { type FirstImportOutcome, runFirstImport } from './library/first-import.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { sessionCookieName } from './auth/session-cookie.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { onLibraryChanged } from './retrieval/library-index.ts';
import { type Retrieval, threadRetrieval } from './retrieval-thread/retrieval.ts';
import { workerRetrieval } from './retrieval-thread/worker-retrieval.ts';
import { warmUpProcess } from './warm-up.ts';
import { type SpeechProviders, speechProviders } from './speech/providers.ts';
import { createStorage } from './storage/index.ts';
import type { FileStorage } from './storage/types.ts';

export interface Platform {
  config: Config;
  logger: Logger;
  database: DbHandle;
  /** Id of this build, polled by clients to detect a new version. */
  buildId: string;
  /** Signs access tokens and file URLs; the same in every process (auth/secret.ts). */
  signingKey: Uint8Array;
  /** S3 or local disk (storage/index.ts). */
  storage: FileStorage;
  /** The checkout, webhook and expiry code's dependencies, payment providers included (billing/billing-deps.ts). */
  billing: BillingDeps;
  /** Transcription and reading aloud; null providers mean off (speech/providers.ts). */
  speech: SpeechProviders;
  mailer: Mailer;
  /** Aborted when close() starts, so background work stops before the database closes. */
  stopping: AbortSignal;
  /** Background work close() waits for. */
  background: Set<Promise<unknown>>;
  /** Public pages as anonymous visitors see them, served by server.mjs before Astro runs. */
  pageCache: PageCache;
  /** Wakes the job runner once it is started (background.ts); until then work waits in the table. */
  jobs: JobWake;
  /** Where the library is ranked, for the answers and the library search (retrieval-thread/). */
  retrieval: Retrieval;
  /**
   * The library's index built and, in the server, the process warmed up (warm-up.ts): reported by
   * /api/health, so that a load balancer or a benchmark can hold heavy traffic until then.
   */
  warm: boolean;
  close(): Promise<void>;
}

/** Test mode hands out plans without payment: fine for a try-out, worth a line in any other log. */
function warnOfTestPayments({ paymentMethods, payments }: Config, logger: Logger): void {
  const testMethods = payments.testMode ? paymentMethods.filter((method) => payments[method] === null) : [];
  if (testMethods.length > 0)
    logger.warn('payments in test mode: no money moves for these methods (PAYMENTS_TEST_MODE=0 to withdraw them)', {
      methods: testMethods,
    });
}

export interface PlatformOptions {
  env?: Record<string, string | undefined>;
  buildId?: string;
  logger?: Logger;
  /**
   * Rank on a thread of its own (retrieval-thread/worker-retrieval.ts): the server does
   * (server.mjs); tests and `astro dev` rank in the request thread.
   */
  retrievalThread?: boolean;
}

export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const config = loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.logLevel, { app: config.appName.toLowerCase() });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database.db);
  logger.info('database ready', { engine: database.engine, migrationsApplied: applied });
  warnOfTestPayments(config, logger);
  // ADMIN_EMAILS may have changed since the last start: an address taken off it loses the role now.
  await syncAdminRoles(database.db, config.adminEmails);
  // Twelve upserts: done before the first request so the directory is never empty in a demo.
  if (config.demoData) await seedDemoLawyers(database.db);
  const signingKey = await loadSigningKey(database.db, config);
  const speech = speechProviders(config.speech);
  let closing: Promise<void> | undefined;
  const stop = new AbortController();
  // The fast path reads the session under the name the pages set (docs/AUTH-CONTRACT.md): the
  // server speaks plain HTTP, so an https PUBLIC_URL in production is what makes it `__Host-`.
  const pageCache = createPageCache({
    sessionCookie: sessionCookieName(config, new URL(config.publicUrl ?? 'http://localhost/')),
  });
  // Library pages and searches a visitor was sent before an import (the first one, while it
  // runs) would otherwise be served until they expire.
  onLibraryChanged(database.db, () => pageCache.clear());
  const background = new Set<Promise<unknown>>();
  const retrieval = options.retrievalThread ? workerRetrieval(database.db, logger) : threadRetrieval(database.db);
  return {
    config,
    logger,
    database,
    buildId: options.buildId ?? 'dev',
    signingKey,
    storage: createStorage(config, signingKey),
    billing: createBillingDeps({ db: database.db, config, logger }),
    speech,
    mailer: createMailer(config, logger.child({ component: 'mail' })),
    stopping: stop.signal,
    background,
    pageCache,
    jobs: createJobWake(),
    retrieval,
    warm: false,
    close: () => {
      stop.abort();
      // The synthesizer's child process goes once no job can use it any more; whatever it does,
      // the database still closes (PGlite flushes to disk then).
      closing ??= Promise.allSettled(background)
        .then(() => speech.synthesizer?.close())
        .catch((error: unknown) => logger.warn('speech synthesizer not closed', { error }))
        .then(() => retrieval.close())
        .then(() => database.close());
      return closing;
    },
  };
}

/**
 * Imports LIBRARY_SOURCE in the background when the library is empty or an import was cut
 * short (see library/first-import.ts). Called once the server listens (server.mjs) or by the
 * first request under `astro dev`; the promise is for tests, nobody needs to wait for it.
 */
export function startLibraryImport(platform: Platform, { warmUp = false } = {}): Promise<FirstImportOutcome> {
  const { database, logger, config, stopping } = platform;
  const run = runFirstImport({ db: database.db, logger, spec: config.librarySource, signal: stopping });
  platform.background.add(run);
  void run.finally(() => platform.background.delete(run));
  // The search index is built once the library is there, so the first question does not wait
  // for it (docs/RETRIEVAL.md "The index"); a stop meanwhile only leaves it unbuilt.
  void run.then(async (outcome) => {
    if (outcome === 'stopped' || stopping.aborted) return;
    const started = performance.now();
    try {
      const sheets = await platform.retrieval.warm();
      logger.info('library index ready', {
        sheets,
        durationMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      if (!stopping.aborted) logger.warn('library index not built', { error });
      return;
    }
    if (!warmUp || stopping.aborted) {
      platform.warm = true;
      return;
    }
    const warming = warmUpProcess({ ...platform, plans: config.plans })
      .catch((error: unknown) => {
        if (!stopping.aborted) logger.warn('warm-up failed', { error });
      })
      .finally(() => {
        platform.warm = true;
      });
    platform.background.add(warming);
    void warming.finally(() => platform.background.delete(warming));
  });
  return run;
}
