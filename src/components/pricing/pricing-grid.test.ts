import { describe, expect, it } from 'vitest';
import type { Plan } from '~/server/billing/billing.types.ts';
import { DEFAULT_PLANS } from '~/server/billing/default-plans.ts';
import { resolvePlan, sameOffer } from '~/server/billing/plans.ts';
import { cardAction, freeMonths, pricingCards, pricingChoice, pricingQuery, type Viewer } from './pricing-grid.ts';

const plans = DEFAULT_PLANS.map((plan) => resolvePlan(plan, 'fr'));
const plan = (id: string): Plan => plans.find((p) => p._id === id) ?? expect.unreachable(`no plan ${id}`);
const ids = (cards: ReturnType<typeof pricingCards>) => cards.map((card) => card.plan._id);

describe('pricingCards', () => {
  it('shows one card per tier in configuration order, the free plan in every currency', () => {
    expect(ids(pricingCards(plans, { currency: 'XOF', interval: 'month' }))).toEqual([
      'free',
      'pass-xof',
      'essentiel-month-xof',
      'pro-month-xof',
    ]);
    expect(ids(pricingCards(plans, { currency: 'EUR', interval: 'month' }))).toEqual([
      'free',
      'pass-eur',
      'essentiel-month-eur',
      'pro-month-eur',
    ]);
    expect(pricingCards(plans, { currency: 'EUR', interval: 'month' }).map((card) => card.tier)).toEqual([
      'free',
      'pass',
      'essentiel',
      'pro',
    ]);
  });

  it('takes the yearly plans in the yearly view and keeps the one-off pass in both', () => {
    expect(ids(pricingCards(plans, { currency: 'XOF', interval: 'year' }))).toEqual([
      'free',
      'pass-xof',
      'essentiel-year-xof',
      'pro-year-xof',
    ]);
    expect(ids(pricingCards(plans, { currency: 'EUR', interval: 'year' }))).toEqual([
      'free',
      'pass-eur',
      'essentiel-year-eur',
      'pro-year-eur',
    ]);
  });

  it('gives a yearly price per month only when it is a whole amount', () => {
    const cards = pricingCards(plans, { currency: 'XOF', interval: 'year' });
    expect(cards.map((card) => card.monthlyEquivalent)).toEqual([null, null, null, 6250]);
    expect(
      pricingCards(plans, { currency: 'EUR', interval: 'year' }).every((card) => card.monthlyEquivalent === null),
    ).toBe(true);
    expect(
      pricingCards(plans, { currency: 'XOF', interval: 'month' }).every((card) => card.monthlyEquivalent === null),
    ).toBe(true);
  });

  it('shows a tier sold in one interval only in both views rather than dropping it, and leaves out a tier without the currency', () => {
    const monthlyOnly: Plan = { ...plan('essentiel-month-xof'), _id: 'club-month-xof', tier: 'club' };
    const euroOnly: Plan = { ...plan('pro-year-eur'), _id: 'team-year-eur', tier: 'team' };
    const cards = pricingCards([...plans, monthlyOnly, euroOnly], { currency: 'XOF', interval: 'year' });
    expect(ids(cards)).toEqual(['free', 'pass-xof', 'essentiel-year-xof', 'pro-year-xof', 'club-month-xof']);
  });
});

describe('freeMonths', () => {
  it('counts the months a year saves when every tier agrees', () => {
    expect(freeMonths(plans, 'XOF')).toBe(2);
    expect(freeMonths(plans, 'EUR')).toBe(2);
  });

  it('is null when tiers disagree, nothing is saved or nothing is sold by the year', () => {
    const cheaper = plans.map((p) => (p._id === 'pro-year-xof' ? { ...p, price: 7500 * 9 } : p));
    expect(freeMonths(cheaper, 'XOF')).toBeNull();
    const noSaving = plans.map((p) =>
      p.interval === 'year' && p.currency === 'EUR' ? { ...p, price: p.price * 1.2 } : p,
    );
    expect(freeMonths(noSaving, 'EUR')).toBeNull();
    expect(
      freeMonths(
        plans.filter((p) => p.interval !== 'year'),
        'XOF',
      ),
    ).toBeNull();
  });
});

describe('cardAction', () => {
  const anonymous: Viewer = { signedIn: false, subscription: null };
  const freeUser: Viewer = { signedIn: true, subscription: null };
  const until = '2026-04-20T10:00:00.000Z';
  const paying: Viewer = {
    signedIn: true,
    subscription: { planId: 'essentiel-month-xof', status: 'active', currentPeriodEnd: until },
  };
  const lapsed: Viewer = {
    signedIn: true,
    subscription: { planId: 'essentiel-month-xof', status: 'expired', currentPeriodEnd: until },
  };

  it('sends anonymous visitors to sign up for free and to checkout for paid plans', () => {
    expect(cardAction(plan('free'), anonymous)).toEqual({ kind: 'register' });
    expect(cardAction(plan('pass-xof'), anonymous)).toEqual({ kind: 'checkout' });
  });

  it('marks the free plan as current for a signed-in user without a running subscription (also after expiry)', () => {
    expect(cardAction(plan('free'), freeUser)).toEqual({ kind: 'current' });
    expect(cardAction(plan('free'), lapsed)).toEqual({ kind: 'current' });
    expect(cardAction(plan('essentiel-month-xof'), lapsed)).toEqual({ kind: 'checkout' });
  });

  it('offers to extend the plan being paid for, with its end, and nothing on the free plan', () => {
    expect(cardAction(plan('essentiel-month-xof'), paying)).toEqual({ kind: 'extend', until });
    expect(cardAction(plan('essentiel-year-xof'), paying)).toEqual({ kind: 'checkout' });
    expect(cardAction(plan('free'), paying)).toEqual({ kind: 'none' });
  });

  it('offers to extend the same plan in the other currency, which paying extends (plans.ts sameOffer)', () => {
    const sameOfferOf = (running: string, chosen: string) => sameOffer(DEFAULT_PLANS, running, chosen);
    expect(cardAction(plan('essentiel-month-eur'), paying, sameOfferOf)).toEqual({ kind: 'extend', until });
    expect(cardAction(plan('essentiel-year-eur'), paying, sameOfferOf)).toEqual({ kind: 'checkout' });
    expect(cardAction(plan('essentiel-month-eur'), paying)).toEqual({ kind: 'checkout' });
  });
});

describe('pricingChoice', () => {
  const europe = () => 'EUR' as const;
  const params = (query: string) => new URLSearchParams(query);

  it('reads the currency and interval from the URL; both valid makes the page depend on the URL alone', () => {
    expect(pricingChoice(params('currency=XOF&interval=year'), europe, undefined)).toEqual({
      currency: 'XOF',
      interval: 'year',
      explicit: true,
    });
    expect(pricingChoice(params('currency=XOF'), europe, undefined)).toEqual({
      currency: 'XOF',
      interval: 'month',
      explicit: false,
    });
  });

  it('ignores invalid values and falls back to the visitor default and monthly', () => {
    expect(pricingChoice(params('currency=usd&interval=week'), europe, undefined)).toEqual({
      currency: 'EUR',
      interval: 'month',
      explicit: false,
    });
    expect(pricingChoice(params('currency=xof'), () => 'XOF', undefined)).toEqual({
      currency: 'XOF',
      interval: 'month',
      explicit: false,
    });
  });

  it('starts from the plan a signed-in user pays for, unless the URL says otherwise', () => {
    expect(pricingChoice(params(''), europe, plan('pro-year-xof'))).toEqual({
      currency: 'XOF',
      interval: 'year',
      explicit: false,
    });
    expect(pricingChoice(params(''), europe, plan('pass-xof'))).toEqual({
      currency: 'XOF',
      interval: 'month',
      explicit: false,
    });
    expect(pricingChoice(params('currency=EUR&interval=month'), europe, plan('pro-year-xof'))).toEqual({
      currency: 'EUR',
      interval: 'month',
      explicit: true,
    });
  });

  it('writes both parameters in the toggle links', () => {
    expect(pricingQuery({ currency: 'EUR', interval: 'year' })).toBe('?currency=EUR&interval=year');
  });
});
