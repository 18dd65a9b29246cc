/**
 * Which payment methods a plan can be paid with: those of the public config
 * (PAYMENT_METHODS), that accept the plan's currency, and that either have their keys or
 * run in test mode (PAYMENTS_TEST_MODE, on by default while no method has keys).
 */
import type { PaymentsConfig } from '../config.ts';
import type { Currency, PaymentMethod } from './billing.types.ts';

/** PayPal does not take the franc CFA; FedaPay's mobile money takes only it (here). */
export const METHOD_CURRENCIES: Record<PaymentMethod, readonly Currency[]> = {
  stripe: ['XOF', 'EUR'],
  paypal: ['EUR'],
  fedapay: ['XOF'],
};

export interface MethodOption {
  method: PaymentMethod;
  /** No keys: the test mode stands in and no money moves. */
  testMode: boolean;
}

export function availableMethods(
  enabled: readonly PaymentMethod[],
  payments: PaymentsConfig,
  currency: Currency,
): MethodOption[] {
  return enabled
    .filter((method) => METHOD_CURRENCIES[method].includes(currency))
    .map((method) => ({ method, testMode: payments[method] === null }))
    .filter((option) => !option.testMode || payments.testMode);
}
