/**
 * The translated texts of the checkout result island: the page renders them for its locale
 * and passes them as a prop, so the client bundles no message file.
 */
import type { MessageKey, Translate } from '~/i18n/messages.ts';

export const CHECKOUT_MESSAGE_KEYS = [
  'checkout.summary.plan',
  'checkout.summary.amount',
  'checkout.summary.method',
  'checkout.status.pending.title',
  'checkout.status.pending.text',
  'checkout.status.pending.check',
  'checkout.status.pending.resume',
  'checkout.status.paid.title',
  'checkout.status.paid.text',
  'checkout.status.paid.receipt',
  'checkout.status.paid.continue',
  'checkout.status.failed.title',
  'checkout.status.failed.text',
  'checkout.status.canceled.title',
  'checkout.status.canceled.text',
  'checkout.status.expired.title',
  'checkout.status.expired.text',
  'checkout.retry',
  'checkout.seePricing',
  'checkout.testMode.notice',
  'checkout.testMode.text',
  'checkout.testMode.paid',
  'checkout.testMode.failed',
  'checkout.testMode.canceled',
] as const satisfies readonly MessageKey[];

export type CheckoutMessages = Record<(typeof CHECKOUT_MESSAGE_KEYS)[number], string>;

export function checkoutMessages(t: Translate): CheckoutMessages {
  return Object.fromEntries(CHECKOUT_MESSAGE_KEYS.map((key) => [key, t(key)])) as CheckoutMessages;
}
