/**
 * What the checkout, webhook and expiry code needs, built once per platform: the database,
 * the configuration, the logger, the real providers (only those with keys) and the clock.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import type { PaymentMethod, PaymentProvider } from './billing.types.ts';
import { providersFromConfig } from './providers/index.ts';

export type Providers = Partial<Record<PaymentMethod, PaymentProvider>>;

export interface BillingDeps {
  db: Db;
  config: Pick<Config, 'plans' | 'payments' | 'paymentMethods' | 'publicUrl' | 'appName'>;
  logger: Logger;
  providers: Providers;
  now: () => Date;
}

// Providers keep state (PayPal's OAuth token): one set per platform, not one per request.
const providersOf = new WeakMap<Platform, Providers>();

export function billingFor(platform: Platform): BillingDeps {
  let providers = providersOf.get(platform);
  if (!providers) {
    providers = providersFromConfig(platform.config.payments);
    providersOf.set(platform, providers);
  }
  return { db: platform.database.db, config: platform.config, logger: platform.logger, providers, now: () => new Date() };
}
