/**
 * The platform: configuration, logger and database, created once per process and passed to
 * every request through `locals.platform` (see server.mjs and src/middleware.ts).
 */
import { type Config, loadConfig } from './config.ts';
import { type DbHandle, migrate, openDatabase } from './db/client.ts';
import { createLogger, type Logger } from './logger.ts';

export interface Platform {
  config: Config;
  logger: Logger;
  database: DbHandle;
  /** Id of this build, polled by clients to detect a new version. */
  buildId: string;
  close(): Promise<void>;
}

export interface PlatformOptions {
  env?: Record<string, string | undefined>;
  buildId?: string;
  logger?: Logger;
}

export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const config = loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(config.logLevel, { app: config.appName.toLowerCase() });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database.db);
  logger.info('database ready', { engine: database.engine, migrationsApplied: applied });
  let closing: Promise<void> | undefined;
  return {
    config,
    logger,
    database,
    buildId: options.buildId ?? 'dev',
    close: () => {
      closing ??= database.close();
      return closing;
    },
  };
}

const GLOBAL_KEY = Symbol.for('jurisia.platform');
type GlobalWithPlatform = typeof globalThis & { [GLOBAL_KEY]?: Promise<Platform> };

/**
 * The process-wide platform. server.mjs installs it before serving; under `astro dev` (no
 * server.mjs) the first request creates it.
 */
export function sharedPlatform(create: () => Promise<Platform> = () => createPlatform()): Promise<Platform> {
  const g = globalThis as GlobalWithPlatform;
  g[GLOBAL_KEY] ??= create();
  return g[GLOBAL_KEY];
}
