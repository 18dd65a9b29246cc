/**
 * The one way a checkout changes status (docs/ARCHITECTURE.md "API conventions"): pending → paid | failed | canceled |
 * expired; a non-paid end state can still become paid (money taken late is honoured); paid is
 * final. Webhooks, status checks, the expiry sweep and the test mode all come through here, so
 * a payment activates the plan exactly once whoever reports it first.
 */
import { sql } from 'kysely';
import { forgetSessionUsers } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { CheckoutStatus, PlanDefinition, ProviderName, ProviderOutcome } from './billing.types.ts';
import { amountOf, type CheckoutRow } from './checkout-view.ts';
import { sameOffer } from './plans.ts';
import { periodAfterPayment } from './subscription.ts';

export type OutcomeTarget = { checkoutId: string } | { provider: ProviderName; providerRef: string };

export interface ApplyInput {
  target: OutcomeTarget;
  outcome: Pick<ProviderOutcome, 'status' | 'amount' | 'currency'>;
  now: Date;
}

export type ApplyResult =
  | { kind: 'unmatched' }
  /** A payment whose amount or currency is not the checkout's: never activates anything. */
  | { kind: 'rejected'; checkoutId: string }
  | { kind: 'applied'; checkoutId: string; changed: boolean; status: CheckoutStatus };

/** The status after `incoming`, or null when it changes nothing (same status, a pending report, or a move the machine forbids). */
export function nextStatus(current: CheckoutStatus, incoming: CheckoutStatus): CheckoutStatus | null {
  if (current === 'paid' || incoming === 'pending' || incoming === current) return null;
  if (current === 'pending' || incoming === 'paid') return incoming;
  return null;
}

/** `JUR-2026-000042`: the year of the payment and a sequence shared by every year (never reused). */
export function receiptNumber(year: number, sequence: number): string {
  return `JUR-${year}-${String(sequence).padStart(6, '0')}`;
}

function amountDiffers(row: CheckoutRow, outcome: ApplyInput['outcome']): boolean {
  if (outcome.amount !== undefined && outcome.amount !== amountOf(row)) return true;
  return outcome.currency !== undefined && outcome.currency.toUpperCase() !== row.currency;
}

function lockCheckout(trx: Db, target: OutcomeTarget) {
  let query = trx.selectFrom('checkouts').selectAll();
  query =
    'checkoutId' in target
      ? query.where('id', '=', target.checkoutId)
      : query.where('provider', '=', target.provider).where('provider_ref', '=', target.providerRef);
  return query.forUpdate().executeTakeFirst();
}

/** Marks the checkout paid with its period and receipt, and moves the user's subscription onto it. */
async function markPaid(trx: Db, row: CheckoutRow, now: Date, plans: readonly PlanDefinition[]): Promise<void> {
  // Locked too: two checkouts of one user paid at once must extend the period one after the other.
  const user = await trx
    .selectFrom('users')
    .select(['plan', 'subscription_status', 'subscription_period_end'])
    .where('id', '=', row.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const period = periodAfterPayment(
    user,
    { _id: row.plan_id, interval: row.interval, durationDays: row.duration_days },
    now,
    (running) => sameOffer(plans, running, row.plan_id),
  );
  const { rows } = await sql<{ n: string }>`select nextval('receipt_numbers') as n`.execute(trx);
  const receipt = receiptNumber(now.getUTCFullYear(), Number(rows[0]?.n));
  await trx
    .updateTable('checkouts')
    .set({
      status: 'paid',
      paid_at: now,
      period_start: period.start,
      period_end: period.end,
      receipt_number: receipt,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  await trx
    .updateTable('users')
    .set({ plan: row.plan_id, subscription_status: 'active', subscription_period_end: period.end, updated_at: now })
    .where('id', '=', row.user_id)
    .execute();
}

export async function applyOutcome(
  deps: { db: Db; logger: Logger; config: { plans: readonly PlanDefinition[] } },
  { target, outcome, now }: ApplyInput,
): Promise<ApplyResult> {
  const result = await deps.db.transaction().execute(async (trx): Promise<ApplyResult> => {
    const row = await lockCheckout(trx, target);
    if (!row) return { kind: 'unmatched' };
    const status = nextStatus(row.status, outcome.status);
    if (status === null) return { kind: 'applied', checkoutId: row.id, changed: false, status: row.status };
    if (status === 'paid' && amountDiffers(row, outcome)) {
      deps.logger.warn('payment amount differs from the checkout: not applied', {
        checkoutId: row.id,
        provider: row.provider,
        expected: { amount: amountOf(row), currency: row.currency },
        reported: { amount: outcome.amount ?? null, currency: outcome.currency ?? null },
      });
      return { kind: 'rejected', checkoutId: row.id };
    }
    if (status === 'paid') await markPaid(trx, row, now, deps.config.plans);
    else await trx.updateTable('checkouts').set({ status, updated_at: now }).where('id', '=', row.id).execute();
    return { kind: 'applied', checkoutId: row.id, changed: true, status };
  });
  // The reader's plan changed: the pages they are served show it at once.
  if (result.kind === 'applied' && result.changed && result.status === 'paid') forgetSessionUsers(deps.db);
  return result;
}
