/**
 * Starting a payment (docs/ARCHITECTURE.md "API conventions" `POST /api/e/checkout`): the plan as sold is written down
 * before any provider is called, so a payment can always be matched to its checkout and
 * nothing disappears when the provider fails. Without keys (test mode) no provider is called
 * and our own page stands in for the provider's.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { PublicUser } from '../auth/user.ts';
import { DomainError } from '../errors.ts';
import type { BillingDeps } from './billing-deps.ts';
import { FREE_PLAN_ID, type PaymentMethod, type PlanDefinition, ProviderError } from './billing.types.ts';
import { availableMethods } from './methods.ts';
import { findPlan, planText } from './plans.ts';

export class CheckoutError extends DomainError {
  override name = 'CheckoutError';
}

export interface StartCheckoutInput {
  user: PublicUser;
  planId: string;
  paymentMethod: string;
  locale: Locale;
  /** PUBLIC_URL, else the request's origin: where the provider sends the browser back. */
  baseUrl: string;
}

export interface StartedCheckout {
  checkoutId: string;
  redirectUrl: string;
}

export function checkoutUrls(
  baseUrl: string,
  locale: Locale,
  checkoutId: string,
): { returnUrl: string; cancelUrl: string } {
  const returnUrl = `${baseUrl.replace(/\/+$/, '')}${localizePath('/checkout', locale)}?id=${encodeURIComponent(checkoutId)}`;
  return { returnUrl, cancelUrl: `${returnUrl}&canceled=1` };
}

/** The paid plan and the method, or the refusal the buyer sees. */
function choose(
  deps: BillingDeps,
  planId: string,
  paymentMethod: string,
): { plan: PlanDefinition; method: PaymentMethod; testMode: boolean } {
  const plan = findPlan(deps.config.plans, planId);
  if (!plan) throw new CheckoutError(400, 'checkout.errors.unknownPlan', 'unknown_plan');
  if (plan._id === FREE_PLAN_ID || plan.price === 0)
    throw new CheckoutError(400, 'checkout.errors.freePlan', 'free_plan');
  const option = availableMethods(deps.config.paymentMethods, deps.config.payments, plan.currency).find(
    (o) => o.method === paymentMethod,
  );
  if (!option) throw new CheckoutError(400, 'checkout.errors.methodUnavailable', 'method_unavailable');
  return { plan, method: option.method, testMode: option.testMode };
}

const providerUnavailable = () => new CheckoutError(502, 'checkout.errors.providerUnavailable', 'provider_unavailable');

export async function startCheckout(deps: BillingDeps, input: StartCheckoutInput): Promise<StartedCheckout> {
  const { plan, method, testMode } = choose(deps, input.planId, input.paymentMethod);
  const checkoutId = randomUUID();
  const { returnUrl, cancelUrl } = checkoutUrls(input.baseUrl, input.locale, checkoutId);
  const planName = planText(plan.name, input.locale);
  const now = deps.now();
  await deps.db
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      user_id: input.user._id,
      plan_id: plan._id,
      plan_name: planName,
      interval: plan.interval,
      duration_days: plan.durationDays ?? null,
      amount: plan.price,
      currency: plan.currency,
      payment_method: method,
      provider: testMode ? 'test' : method,
      // The test mode is its own provider: its reference is the checkout itself.
      provider_ref: testMode ? checkoutId : null,
      redirect_url: testMode ? returnUrl : null,
      locale: input.locale,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (testMode) return { checkoutId, redirectUrl: returnUrl };

  const fail = () =>
    deps.db
      .updateTable('checkouts')
      .set({ status: 'failed', updated_at: deps.now() })
      .where('id', '=', checkoutId)
      .execute();
  const provider = deps.providers[method];
  if (!provider) {
    deps.logger.error('payment method has keys but no provider', { method });
    await fail();
    throw providerUnavailable();
  }
  try {
    const { firstName, lastName, email } = input.user;
    const created = await provider.createCheckout({
      checkoutId,
      amount: plan.price,
      currency: plan.currency,
      description: planName,
      customer: { email, firstName, lastName },
      returnUrl,
      cancelUrl,
      locale: input.locale,
    });
    await deps.db
      .updateTable('checkouts')
      .set({ provider_ref: created.providerRef, redirect_url: created.redirectUrl, updated_at: deps.now() })
      .where('id', '=', checkoutId)
      .execute();
    return { checkoutId, redirectUrl: created.redirectUrl };
  } catch (error) {
    // Kept, failed: the attempt stays visible in the history; a retry is a new checkout.
    await fail();
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn('payment provider refused the checkout', { checkoutId, method, error: error.message });
    throw providerUnavailable();
  }
}
