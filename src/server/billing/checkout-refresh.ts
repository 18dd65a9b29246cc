/**
 * The return page asks the provider itself where a payment stands: the browser coming back
 * (or a `canceled=1` in its URL) proves nothing, a server-side answer does. Asked at most once
 * per 5 s per checkout, since the waiting page reloads every few seconds.
 */
import type { BillingDeps } from './billing-deps.ts';
import { type CheckoutView, ProviderError } from './billing.types.ts';
import { findOwnCheckout, getCheckoutView } from './checkout-list.ts';
import { applyOutcome } from './checkout-state.ts';
import type { CheckoutRow } from './checkout-view.ts';

export const CHECK_INTERVAL_MS = 5000;

// In memory: a second process checking too changes nothing, applyOutcome is idempotent.
const lastChecks = new Map<string, number>();

function dueForCheck(checkoutId: string, now: number): boolean {
  const last = lastChecks.get(checkoutId);
  if (last !== undefined && now - last < CHECK_INTERVAL_MS) return false;
  if (lastChecks.size > 10_000) {
    for (const [id, at] of lastChecks) if (now - at >= CHECK_INTERVAL_MS) lastChecks.delete(id);
  }
  lastChecks.set(checkoutId, now);
  return true;
}

/** Asks a real provider about a checkout not paid yet and applies the answer; a provider failure leaves it as it was. */
export async function checkWithProvider(
  deps: BillingDeps,
  row: CheckoutRow,
  options: { throttle: boolean },
): Promise<void> {
  if (row.provider === 'test' || row.status === 'paid' || !row.provider_ref) return;
  const provider = deps.providers[row.provider];
  if (!provider) return;
  const now = deps.now();
  if (options.throttle && !dueForCheck(row.id, now.getTime())) return;
  try {
    const outcome = await provider.fetchOutcome(row.provider_ref);
    await applyOutcome(deps, { target: { checkoutId: row.id }, outcome, now });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn('payment status check failed', {
      checkoutId: row.id,
      provider: row.provider,
      error: error.message,
    });
  }
}

/** The checkout after a status check; null when it is not this user's. */
export async function refreshCheckout(
  deps: BillingDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutView | null> {
  const row = await findOwnCheckout(deps.db, userId, checkoutId);
  if (!row) return null;
  await checkWithProvider(deps, row, { throttle: true });
  return getCheckoutView(deps.db, userId, checkoutId);
}

/** The checkout a return to `/checkout?…` names: `checkout` first, where FedaPay's return carries it (its own `id` is the transaction's). */
export function returnedCheckoutId(params: URLSearchParams): string | null {
  return params.get('checkout') ?? params.get('id');
}

/** The buyer came back through the cancel URL: paid if the provider says so, else canceled. */
export async function cancelReturn(
  deps: BillingDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutView | null> {
  const row = await findOwnCheckout(deps.db, userId, checkoutId);
  if (!row) return null;
  if (row.status === 'pending') {
    await checkWithProvider(deps, row, { throttle: false });
    // Only a pending checkout becomes canceled: applyOutcome leaves a paid one alone.
    await applyOutcome(deps, { target: { checkoutId }, outcome: { status: 'canceled' }, now: deps.now() });
  }
  return getCheckoutView(deps.db, userId, checkoutId);
}
