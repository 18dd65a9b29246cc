/**
 * The test mode (no keys for the method): the buyer plays the provider from our own page and
 * the outcome goes through the same state machine as a verified webhook, recorded the same way.
 * Only for the buyer's own test checkouts, and only while the method is still in test mode:
 * once keys are set, an old test checkout can no longer be "paid" for free.
 */
import type { BillingDeps } from './billing-deps.ts';
import type { CheckoutView, PaymentMethod } from './billing.types.ts';
import { findOwnCheckout, getCheckoutView } from './checkout-list.ts';
import { CheckoutError } from './checkout-start.ts';
import { applyOutcome } from './checkout-state.ts';
import { amountOf } from './checkout-view.ts';
import { releaseEvent, recordEvent, settleEvent } from './payment-events.ts';

export const TEST_OUTCOMES = ['paid', 'failed', 'canceled'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export async function simulateTestPayment(
  deps: BillingDeps,
  userId: string,
  checkoutId: string,
  outcome: TestOutcome,
): Promise<CheckoutView> {
  const row = await findOwnCheckout(deps.db, userId, checkoutId);
  const { payments } = deps.config;
  const stillTestMode = (method: PaymentMethod) => payments.testMode && payments[method] === null;
  if (row?.provider !== 'test' || !stillTestMode(row.payment_method))
    throw new CheckoutError(404, 'checkout.errors.notFound', 'not_found');
  const now = deps.now();
  const reported = { status: outcome, amount: amountOf(row), currency: row.currency };
  const eventId = await recordEvent(deps.db, {
    provider: 'test',
    eventId: `test:${checkoutId}:${outcome}`,
    type: `test.${outcome}`,
    verified: true,
    checkoutId,
    outcome: 'ignored',
    payload: JSON.stringify({ checkoutId, ...reported }),
    receivedAt: now,
  });
  // The same button twice is a replay: recorded once, applied once.
  if (eventId !== null) {
    try {
      await settleEvent(deps.db, eventId, await applyOutcome(deps, { target: { checkoutId }, outcome: reported, now }));
    } catch (error) {
      await releaseEvent(deps.db, eventId);
      throw error;
    }
  }
  const view = await getCheckoutView(deps.db, userId, checkoutId);
  if (!view) throw new CheckoutError(404, 'checkout.errors.notFound', 'not_found');
  return view;
}
