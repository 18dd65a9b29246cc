import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/messages';
import type { PublicUser } from '~/server/auth/user';
import { DEFAULT_PLANS } from '~/server/billing/default-plans';
import { findPlan } from '~/server/billing/plans';
import { loadConfig } from '~/server/config';
import { USAGE_KINDS } from '~/server/billing/billing.types';
import { longDate, quotaText } from '../pricing/plan-text';
import {
  defaultMethod,
  methodChoices,
  methodOffers,
  pageAction,
  periodText,
  planForMethod,
  planNotice,
} from './checkout-page';

const t = createTranslator('fr');
const plan = (id: string) => {
  const found = findPlan(DEFAULT_PLANS, id);
  if (!found) throw new Error(id);
  return found;
};

describe('periodText and the quota lines', () => {
  it('says the period of each interval', () => {
    expect(periodText({ interval: 'month' }, t)).toBe('par mois');
    expect(periodText({ interval: 'year' }, t)).toBe('par an');
    expect(periodText({ interval: 'once', durationDays: 7 }, t)).toBe('pour 7 jours');
    expect(periodText({ interval: 'once', durationDays: 1 }, t)).toBe('pour 1 jour');
  });

  it('says each quota, one in the singular and none as unlimited', () => {
    const quotas = { chatMessagesPerDay: 100, searchesPerDay: 1, documentsPerMonth: null };
    expect(USAGE_KINDS.map((kind) => quotaText(quotas, kind, t, 'fr'))).toEqual([
      '100 messages par jour',
      '1 recherche par jour',
      'Documents illimités',
    ]);
  });
});

describe('methodChoices', () => {
  it('offers every configured method, saying why one cannot take the plan’s currency', () => {
    const { paymentMethods, payments } = loadConfig({});
    expect(methodChoices(paymentMethods, payments, 'XOF')).toEqual([
      { method: 'stripe', testMode: true, unavailable: null },
      { method: 'paypal', testMode: true, unavailable: 'checkout.unavailable.XOF' },
      { method: 'fedapay', testMode: true, unavailable: null },
    ]);
    expect(methodChoices(paymentMethods, payments, 'EUR').map((choice) => choice.unavailable)).toEqual([
      null,
      null,
      'checkout.unavailable.EUR',
    ]);
  });

  it('marks a method without keys unavailable when the test mode is off, and leaves out methods not configured', () => {
    const { paymentMethods, payments } = loadConfig({
      PAYMENTS_TEST_MODE: 'off',
      PAYMENT_METHODS: 'stripe,fedapay',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    });
    expect(methodChoices(paymentMethods, payments, 'XOF')).toEqual([
      { method: 'stripe', testMode: false, unavailable: null },
      { method: 'fedapay', testMode: true, unavailable: 'checkout.unavailable.noKeys' },
    ]);
  });
});

describe('defaultMethod and planForMethod', () => {
  const { paymentMethods, payments } = loadConfig({});
  const plans = DEFAULT_PLANS;

  it('chooses mobile money for francs CFA, the first usable method otherwise, and the one asked for when usable', () => {
    expect(defaultMethod(methodChoices(paymentMethods, payments, 'XOF'), 'XOF', null)).toBe('fedapay');
    expect(defaultMethod(methodChoices(paymentMethods, payments, 'EUR'), 'EUR', null)).toBe('stripe');
    expect(defaultMethod(methodChoices(paymentMethods, payments, 'XOF'), 'XOF', 'stripe')).toBe('stripe');
    expect(defaultMethod(methodChoices(paymentMethods, payments, 'XOF'), 'XOF', 'paypal')).toBe('fedapay');
    const cardOnly = loadConfig({ PAYMENT_METHODS: 'stripe,paypal' });
    expect(defaultMethod(methodChoices(cardOnly.paymentMethods, cardOnly.payments, 'XOF'), 'XOF', null)).toBe('stripe');
  });

  it('offers each method with the plan it pays: PayPal pays the plan in euros, a method without keys outside test mode none', () => {
    const offers = methodOffers(paymentMethods, payments, plan('essentiel-month-xof'), plans);
    expect(offers.map((offer) => [offer.method, offer.plan._id, offer.unavailable])).toEqual([
      ['stripe', 'essentiel-month-xof', null],
      ['paypal', 'essentiel-month-eur', null],
      ['fedapay', 'essentiel-month-xof', null],
    ]);
    const live = loadConfig({ PAYMENTS_TEST_MODE: 'off', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' });
    expect(
      methodOffers(live.paymentMethods, live.payments, plan('essentiel-month-xof'), plans).map((offer) => [
        offer.method,
        offer.unavailable,
      ]),
    ).toEqual([
      ['stripe', null],
      ['paypal', 'checkout.unavailable.XOF'],
      ['fedapay', 'checkout.unavailable.noKeys'],
    ]);
  });

  it('leads a method that does not take the plan’s currency to the same plan in one it takes', () => {
    expect(planForMethod(plans, plan('essentiel-month-xof'), 'paypal')?._id).toBe('essentiel-month-eur');
    expect(planForMethod(plans, plan('pro-year-eur'), 'fedapay')?._id).toBe('pro-year-xof');
    expect(planForMethod(plans, plan('essentiel-month-xof'), 'stripe')).toBeUndefined();
  });
});

describe('planNotice', () => {
  const now = new Date('2026-04-20T10:00:00Z');
  const subscribed = (planId: string, status: 'active' | 'expired', end: string) =>
    ({ subscription: { planId, status, currentPeriodEnd: end } }) as PublicUser;

  it('says nothing without a running paid plan', () => {
    expect(
      planNotice({ subscription: null } as PublicUser, plan('pro-month-xof'), DEFAULT_PLANS, 'fr', now),
    ).toBeNull();
    expect(
      planNotice(
        subscribed('pro-month-xof', 'expired', '2026-04-01T00:00:00.000Z'),
        plan('pro-month-xof'),
        DEFAULT_PLANS,
        'fr',
        now,
      ),
    ).toBeNull();
  });

  it('says the same plan, in either currency, is extended to its new end, another one replaced', () => {
    const user = subscribed('essentiel-month-xof', 'active', '2026-05-01T00:00:00.000Z');
    for (const id of ['essentiel-month-xof', 'essentiel-month-eur'])
      expect(planNotice(user, plan(id), DEFAULT_PLANS, 'fr', now)).toEqual({
        kind: 'extend',
        until: '2026-06-01T00:00:00.000Z',
      });
    expect(planNotice(user, plan('pro-month-xof'), DEFAULT_PLANS, 'en', now)).toEqual({
      kind: 'replace',
      planName: 'Essential',
      until: '2026-05-01T00:00:00.000Z',
    });
  });

  it('shows a day in words', () => {
    expect(longDate('2026-05-01T00:00:00.000Z', 'fr')).toBe('1 mai 2026');
  });
});

describe('pageAction', () => {
  it('reads a payment and the test-mode buttons, and nothing else', () => {
    expect(pageAction({ action: 'pay', plan: 'pass-xof', paymentMethod: 'fedapay' })).toEqual({
      kind: 'pay',
      planId: 'pass-xof',
      paymentMethod: 'fedapay',
    });
    expect(pageAction({ action: 'test-paid', id: 'c-1' })).toEqual({
      kind: 'test',
      checkoutId: 'c-1',
      outcome: 'paid',
    });
    expect(pageAction({ action: 'test-canceled', id: 'c-1' })).toEqual({
      kind: 'test',
      checkoutId: 'c-1',
      outcome: 'canceled',
    });
    expect(pageAction({ action: 'test-refunded', id: 'c-1' })).toEqual({ kind: 'none' });
    expect(pageAction({ action: 'test-paid' })).toEqual({ kind: 'none' });
    expect(pageAction({})).toEqual({ kind: 'none' });
  });
});
