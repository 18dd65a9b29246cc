/**
 * The real payment providers whose keys are configured; a method without keys has none here and
 * runs in test mode (or is not offered, per PAYMENTS_TEST_MODE).
 */
import type { PaymentsConfig } from '../../config.ts';
import type { PaymentMethod, PaymentProvider } from '../billing.types.ts';
import { createFedapayProvider } from './fedapay.ts';
import { createPaypalProvider } from './paypal.ts';
import { createStripeProvider } from './stripe.ts';

export function providersFromConfig(
  payments: PaymentsConfig,
  fetchImpl: typeof fetch = fetch,
): Partial<Record<PaymentMethod, PaymentProvider>> {
  const providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  if (payments.stripe) providers.stripe = createStripeProvider(payments.stripe, { fetchImpl });
  if (payments.paypal) providers.paypal = createPaypalProvider(payments.paypal, { fetchImpl });
  if (payments.fedapay) providers.fedapay = createFedapayProvider(payments.fedapay, { fetchImpl });
  return providers;
}
