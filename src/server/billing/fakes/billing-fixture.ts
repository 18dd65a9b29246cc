/**
 * For billing tests: deps over a test database (see db/test-databases.ts), the configuration
 * of an environment (keys for some methods, test mode for the others), stub providers for the
 * methods with keys, a settable clock, and users to pay.
 */
import { randomUUID } from 'node:crypto';
import { type PublicUser, toPublicUser } from '../../auth/user.ts';
import { loadConfig } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import type { BillingDeps } from '../billing-deps.ts';
import type { PaymentMethod } from '../billing.types.ts';
import { type StubProvider, stubProvider } from './stub-provider.ts';

/** Stripe has keys (a stub stands for it); PayPal and FedaPay run in test mode. */
export const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

export interface BillingFixture {
  deps: BillingDeps;
  stubs: Partial<Record<PaymentMethod, StubProvider>>;
  logs: Record<string, unknown>[];
  /** Moves the clock the deps read. */
  setNow(date: Date): void;
  newUser(firstName?: string): Promise<PublicUser>;
  /** The user as the session would show it now. */
  reload(userId: string): Promise<PublicUser>;
}

/**
 * Stripe with its keys beside PayPal and FedaPay in test mode, set so explicitly (with a method's
 * keys set, test mode is otherwise off: docs/PAYMENTS.md "Test mode").
 */
export function billingFixture(handle: DbHandle, env: Record<string, string> = STRIPE_KEYS): BillingFixture {
  const config = loadConfig({ PAYMENTS_TEST_MODE: '1', ...env });
  const logs: Record<string, unknown>[] = [];
  const stubs: Partial<Record<PaymentMethod, StubProvider>> = {};
  for (const method of ['stripe', 'paypal', 'fedapay'] as const)
    if (config.payments[method] !== null) stubs[method] = stubProvider(method);
  let now = new Date('2026-04-20T10:00:00Z');
  const deps: BillingDeps = {
    db: handle.db,
    config,
    logger: createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    providers: stubs,
    now: () => now,
  };
  const reload = async (userId: string) =>
    toPublicUser(
      await handle.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
      now,
    );
  return {
    deps,
    stubs,
    logs,
    setNow: (date) => {
      now = date;
    },
    async newUser(firstName = 'Awa') {
      const id = randomUUID();
      await handle.db
        .insertInto('users')
        .values({
          id,
          email: `${firstName.toLowerCase()}-${id.slice(0, 8)}@example.bj`,
          first_name: firstName,
          last_name: 'Dossou',
          password_hash: null,
        })
        .execute();
      return reload(id);
    },
    reload,
  };
}
