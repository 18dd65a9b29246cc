/**
 * Pricing and checkout (docs/ARCHITECTURE.md "API conventions"): plans, checkouts, subscriptions and the payment providers
 * behind one interface. Every amount is an integer in the currency's minor unit (XOF has none,
 * EUR has cents): no floating point anywhere between the plan and the provider.
 */

export const CURRENCIES = ['XOF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const INTERVALS = ['month', 'year', 'once'] as const;
export type Interval = (typeof INTERVALS)[number];

export type PaymentMethod = 'stripe' | 'paypal' | 'fedapay';

/** What a quota counts; a null limit is unlimited. */
export const USAGE_KINDS = ['chat', 'search', 'document'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export interface Quotas {
  chatMessagesPerDay: number | null;
  searchesPerDay: number | null;
  documentsPerMonth: number | null;
}

/** A text of a plan: French always, other locales optional (French is the fallback). */
export type PlanText = { fr: string } & Partial<Record<string, string>>;

/** A plan as configured (default plans in code, or PLANS_FILE): texts in several languages. */
export interface PlanDefinition {
  _id: string;
  /** Plans of one tier differ only by currency and interval; the pricing page groups by it. */
  tier: string;
  name: PlanText;
  description: PlanText;
  /** Minor units: 2500 XOF is 2500; 4,99 € is 499. 0 only for the free plan. */
  price: number;
  currency: Currency;
  interval: Interval;
  /** Days a one-off (`once`) plan lasts; absent for month and year. */
  durationDays?: number;
  features: PlanText[];
  quotas: Quotas;
  /** Highlighted on the pricing page. */
  recommended?: boolean;
}

/** A plan as the API shows it (docs/ARCHITECTURE.md "API conventions"), its texts in the request's language. */
export interface Plan {
  _id: string;
  tier: string;
  name: string;
  description: string;
  price: number;
  currency: Currency;
  interval: Interval;
  durationDays?: number;
  features: string[];
  quotas: Quotas;
  recommended: boolean;
}

export const FREE_PLAN_ID = 'free';

/** pending → paid | failed | canceled | expired; a verified payment wins over any non-paid state. */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Who takes the money: a real provider, or the test mode standing in for one without keys. */
export type ProviderName = PaymentMethod | 'test';

/** `GET /api/e/checkout/{id}`. */
export interface CheckoutView {
  _id: string;
  planId: string;
  planName: string;
  amount: number;
  currency: Currency;
  paymentMethod: PaymentMethod;
  /** True when no real money moves (the method had no keys). */
  testMode: boolean;
  status: CheckoutStatus;
  /** Where the browser goes to pay while pending (the provider's page, or ours in test mode). */
  redirectUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The period the payment bought, once paid. */
  periodStart: string | null;
  periodEnd: string | null;
  receiptNumber: string | null;
}

export type SubscriptionStatus = 'active' | 'expired';

/** `GET /api/e/subscription`: the effective plan, its period, and what is left today. */
export interface SubscriptionView {
  plan: Plan;
  /** null for the free plan (never paid, or a paid period that ended and fell back to free). */
  subscription: { planId: string; status: SubscriptionStatus; currentPeriodEnd: string } | null;
  usage: Record<UsageKind, { used: number; limit: number | null; resetsAt: string }>;
}

/** What the provider said about one checkout, from a verified webhook or a status query. */
export interface ProviderOutcome {
  /** The provider's reference for the checkout (Stripe session, PayPal order, FedaPay transaction). */
  providerRef: string;
  status: Exclude<CheckoutStatus, 'pending'> | 'pending';
  /** Amount and currency the provider reports, checked against the checkout before activation. */
  amount?: number;
  currency?: string;
}

/** A webhook whose signature checked out. */
export interface VerifiedEvent {
  /** The provider's event id: a replay carries the same one and changes nothing. */
  eventId: string;
  type: string;
  /** null for event types that say nothing about a checkout's payment. */
  outcome: ProviderOutcome | null;
}

export interface CreateCheckoutInput {
  checkoutId: string;
  amount: number;
  currency: Currency;
  /** The plan's name in the buyer's language, shown on the provider's page. */
  description: string;
  customer: { email: string; firstName: string; lastName: string };
  /** Absolute URLs of our checkout page the provider sends the browser back to. */
  returnUrl: string;
  cancelUrl: string;
  locale: string;
}

export interface CreatedCheckout {
  providerRef: string;
  redirectUrl: string;
}

/** One real provider (src/server/billing/providers/*.ts). The test mode does not implement it. */
export interface PaymentProvider {
  readonly name: PaymentMethod;
  /** The currencies the provider accepts: PayPal has no XOF, FedaPay no EUR. */
  readonly currencies: readonly Currency[];
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Asks the provider where the payment stands (and captures an approved PayPal order). */
  fetchOutcome(providerRef: string): Promise<ProviderOutcome>;
  /** Checks the signature of a raw webhook; throws WebhookRejected when it does not hold. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<VerifiedEvent>;
}

export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/** The provider failed or answered something unexpected (network, 5xx, malformed body). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
