/** A checkouts row as the API shows it (CheckoutView, docs/ARCHITECTURE.md "API conventions"). */
import type { Selectable } from 'kysely';
import type { CheckoutsTable } from '../db/schema.ts';
import type { CheckoutView } from './billing.types.ts';

export type CheckoutRow = Selectable<CheckoutsTable>;

/** bigint columns arrive as strings from pg: refuse rather than round what does not fit a double exactly. */
export function amountOf(row: Pick<CheckoutRow, 'amount'>): number {
  const amount = Number(row.amount);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`checkout amount out of range: ${row.amount}`);
  return amount;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toCheckoutView(row: CheckoutRow): CheckoutView {
  return {
    _id: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    amount: amountOf(row),
    currency: row.currency,
    paymentMethod: row.payment_method,
    testMode: row.provider === 'test',
    status: row.status,
    // Only while there is something left to pay there.
    redirectUrl: row.status === 'pending' ? row.redirect_url : null,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(row.paid_at),
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    receiptNumber: row.receipt_number,
  };
}
