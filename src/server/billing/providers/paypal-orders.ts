/**
 * The shapes of PayPal Orders v2 we read, and what an order or a capture says about a payment.
 * PayPal writes amounts as decimal strings ("4.99"); they are read on digits (money.ts).
 */
import { z } from 'zod';
import { CURRENCIES, type Currency, ProviderError, type ProviderOutcome } from '../billing.types.ts';
import { fromDecimalString } from '../money.ts';

const money = z.object({ currency_code: z.string().min(1), value: z.string().min(1) });

export const paypalCapture = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: money.optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().min(1).optional() }).optional() })
    .optional(),
});

export const paypalOrder = z.object({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: money.optional(),
        payments: z.object({ captures: z.array(paypalCapture).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});
export type PaypalOrder = z.infer<typeof paypalOrder>;

/** A refunded capture did take the money once, as FedaPay's paid statuses count it. */
const CAPTURE_PAID = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
const CAPTURE_FAILED = new Set(['DECLINED', 'FAILED']);

export function captureStatus(status: string): ProviderOutcome['status'] {
  if (CAPTURE_PAID.has(status)) return 'paid';
  return CAPTURE_FAILED.has(status) ? 'failed' : 'pending';
}

/** Amount in minor units; a currency we do not sell is reported as is (the checkout will not match it). */
export function amountOf(value: z.infer<typeof money> | undefined): Pick<ProviderOutcome, 'amount' | 'currency'> {
  if (!value) return {};
  const code = value.currency_code.toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(code)) return { currency: code };
  const amount = fromDecimalString(value.value, code as Currency);
  if (amount === null) throw new ProviderError(`paypal: unreadable amount ${JSON.stringify(value.value.slice(0, 20))}`);
  return { amount, currency: code };
}

/** An order after the capture attempt: the capture decides; a voided order was abandoned. */
export function orderOutcome(order: PaypalOrder): ProviderOutcome {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const status: ProviderOutcome['status'] =
    order.status === 'VOIDED'
      ? 'canceled'
      : order.status === 'COMPLETED' && capture
        ? captureStatus(capture.status)
        : 'pending';
  return { providerRef: order.id, status, ...amountOf(capture?.amount ?? unit?.amount) };
}
