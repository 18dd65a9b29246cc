/**
 * What the checkout, webhook and expiry code needs, built once with the platform (platform.ts
 * `billing`): the database, the configuration, the logger, the real providers (only those with
 * keys; they keep state, PayPal's OAuth token) and the clock.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
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

export function createBillingDeps({ db, config, logger }: Pick<BillingDeps, 'db' | 'config' | 'logger'>): BillingDeps {
  return { db, config, logger, providers: providersFromConfig(config.payments), now: () => new Date() };
}
