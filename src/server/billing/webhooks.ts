/**
 * `POST /api/payments/webhook/{provider}` apart from HTTP. Only a verified event moves a
 * checkout; every event is stored (a forged one unverified, without its claimed id, so it
 * cannot block the real one); an event id seen before is a replay and changes nothing; a
 * "pending" report (PayPal's approved order) is followed by a status query, which captures.
 */
import { PAYMENT_METHODS } from '../config.ts';
import type { BillingDeps } from './billing-deps.ts';
import {
  type PaymentMethod,
  type PaymentProvider,
  ProviderError,
  type ProviderOutcome,
  type VerifiedEvent,
  WebhookRejected,
} from './billing.types.ts';
import { applyOutcome } from './checkout-state.ts';
import { eventOutcome, releaseEvent, recordEvent, settleEvent } from './payment-events.ts';
import { hit } from '../rate-limit.ts';

export const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * A refused webhook is kept as evidence, not as data: its first kilobyte, and at most this many
 * an hour for each provider, so that forged posts, which anyone may send, cannot fill the
 * database (docs/PAYMENTS.md "Webhooks"). Past it the refusal is only logged.
 */
export const REFUSED_KEPT = { bytes: 1024, limit: 100, windowMs: 60 * 60 * 1000 };

export type WebhookAnswer =
  /** The signature did not hold: 400. */
  | { kind: 'rejected' }
  /** This event id was already received: 200, nothing else happens. */
  | { kind: 'duplicate' }
  | { kind: 'received'; outcome: 'applied' | 'ignored' | 'rejected' | 'unmatched' }
  /** The provider could not be asked (verification or status query): 500, so it sends the event again. */
  | { kind: 'retry' };

/** The provider of `name`, or null for an unknown name or a method without keys (answered 404). */
export function webhookProvider(deps: BillingDeps, name: string): PaymentProvider | null {
  if (!(PAYMENT_METHODS as readonly string[]).includes(name)) return null;
  const method = name as PaymentMethod;
  if (deps.config.payments[method] === null) return null;
  return deps.providers[method] ?? null;
}

async function verify(
  deps: BillingDeps,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<VerifiedEvent | WebhookAnswer> {
  try {
    return await provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    const unreachable = error instanceof ProviderError;
    if (!unreachable && !(error instanceof WebhookRejected)) {
      deps.logger.error('webhook verification crashed: refused', { provider: provider.name, error });
    }
    deps.logger.warn(unreachable ? 'webhook not verifiable now' : 'webhook refused', {
      provider: provider.name,
      error: (error as Error).message,
    });
    // Not verifiable now (the provider's API down) is likely a real event: kept whole.
    const kept =
      unreachable || (await hit(deps.db, `webhook-refused:${provider.name}`, REFUSED_KEPT, deps.now())).allowed;
    if (kept)
      await recordEvent(deps.db, {
        provider: provider.name,
        eventId: null,
        type: null,
        verified: false,
        outcome: unreachable ? 'ignored' : 'rejected',
        payload: rawBody,
        ...(unreachable ? {} : { payloadBytes: REFUSED_KEPT.bytes }),
        receivedAt: deps.now(),
      });
    return { kind: unreachable ? 'retry' : 'rejected' };
  }
}

/** What to apply for a verified outcome: a pending report is checked with the provider first. */
async function settledOutcome(
  deps: BillingDeps,
  provider: PaymentProvider,
  outcome: ProviderOutcome,
): Promise<ProviderOutcome | null> {
  if (outcome.status !== 'pending') return outcome;
  const known = await deps.db
    .selectFrom('checkouts')
    .select('id')
    .where('provider', '=', provider.name)
    .where('provider_ref', '=', outcome.providerRef)
    .executeTakeFirst();
  if (!known) return null;
  return provider.fetchOutcome(outcome.providerRef);
}

export async function receiveWebhook(
  deps: BillingDeps,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<WebhookAnswer> {
  const verified = await verify(deps, provider, rawBody, headers);
  if ('kind' in verified) return verified;
  const { eventId, type, outcome } = verified;
  const id = await recordEvent(deps.db, {
    provider: provider.name,
    eventId,
    type,
    verified: true,
    outcome: 'ignored',
    payload: rawBody,
    receivedAt: deps.now(),
  });
  if (id === null) return { kind: 'duplicate' };
  if (outcome === null) return { kind: 'received', outcome: 'ignored' };
  try {
    const settled = await settledOutcome(deps, provider, outcome);
    const target = { provider: provider.name, providerRef: outcome.providerRef };
    const result = settled
      ? await applyOutcome(deps, { target, outcome: settled, now: deps.now() })
      : ({ kind: 'unmatched' } as const);
    await settleEvent(deps.db, id, result);
    if (result.kind === 'unmatched')
      deps.logger.warn('webhook for no known checkout', {
        provider: provider.name,
        eventId,
        providerRef: outcome.providerRef,
      });
    return { kind: 'received', outcome: eventOutcome(result) };
  } catch (error) {
    // The row keeps the attempt but gives up its id, so the redelivery is processed, not taken for a replay.
    await releaseEvent(deps.db, id);
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn('webhook follow-up failed: the provider will retry', {
      provider: provider.name,
      eventId,
      error: error.message,
    });
    return { kind: 'retry' };
  }
}
