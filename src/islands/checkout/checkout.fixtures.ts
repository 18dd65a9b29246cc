/** A checkout as GET /api/e/checkout/{id} answers, for the island's tests: pending by default. */
import type { CheckoutView } from '~/server/billing/billing.types.ts';

export function aCheckout(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    _id: 'co-1',
    planId: 'essentiel-month-xof',
    planName: 'Essentiel',
    amount: 2500,
    currency: 'XOF',
    paymentMethod: 'fedapay',
    testMode: false,
    status: 'pending',
    redirectUrl: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    paidAt: null,
    periodStart: null,
    periodEnd: null,
    receiptNumber: null,
    ...overrides,
  };
}
