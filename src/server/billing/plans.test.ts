import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from './default-plans.ts';
import { planListSchema } from './plan-schema.ts';
import { findPlan, freePlan, resolvePlan } from './plans.ts';

describe('default plans', () => {
  it('pass the schema a PLANS_FILE must pass', () => {
    expect(planListSchema.safeParse(DEFAULT_PLANS).success).toBe(true);
  });

  it('sell every paid tier in francs CFA and euros, monthly and yearly (the pass once)', () => {
    const ids = DEFAULT_PLANS.map((p) => p._id);
    expect(ids).toEqual([
      'free',
      'pass-xof',
      'pass-eur',
      'essentiel-month-xof',
      'essentiel-year-xof',
      'essentiel-month-eur',
      'essentiel-year-eur',
      'pro-month-xof',
      'pro-year-xof',
      'pro-month-eur',
      'pro-year-eur',
    ]);
    expect(findPlan(DEFAULT_PLANS, 'essentiel-month-eur')?.price).toBe(499);
    expect(findPlan(DEFAULT_PLANS, 'pass-xof')?.durationDays).toBe(7);
  });

  it('resolve texts in the locale, French otherwise', () => {
    const free = freePlan(DEFAULT_PLANS);
    expect(resolvePlan(free, 'en').name).toBe('Free');
    expect(resolvePlan(free, 'fon').name).toBe('Gratuit');
  });
});

describe('plan list schema', () => {
  const free = DEFAULT_PLANS[0];
  it('refuses a list without the free plan, a duplicate id, a priced free plan or a once plan without days', () => {
    const paid = DEFAULT_PLANS[3];
    expect(planListSchema.safeParse([paid]).success).toBe(false);
    expect(planListSchema.safeParse([free, free]).success).toBe(false);
    expect(planListSchema.safeParse([{ ...free, price: 100 }]).success).toBe(false);
    expect(planListSchema.safeParse([free, { ...paid, interval: 'once' }]).success).toBe(false);
    expect(planListSchema.safeParse([free, { ...paid, price: 4.99 }]).success).toBe(false);
  });
});
