import { describe, expect, it } from 'vitest';
import { addMonths, effectivePlanId, periodAfterPayment, subscriptionOf } from './subscription.ts';

const now = new Date('2026-03-10T12:00:00Z');
const active = {
  plan: 'essentiel-month-xof',
  subscription_status: 'active' as const,
  subscription_period_end: '2026-03-20T12:00:00Z',
};

describe('subscription state', () => {
  it('is null for a user who never paid, active while the period runs, expired after', () => {
    expect(subscriptionOf({ plan: 'free', subscription_status: null, subscription_period_end: null }, now)).toBeNull();
    expect(subscriptionOf(active, now)?.status).toBe('active');
    expect(effectivePlanId(active, now)).toBe('essentiel-month-xof');
    const later = new Date('2026-03-21T00:00:00Z');
    expect(subscriptionOf(active, later)?.status).toBe('expired');
    expect(effectivePlanId(active, later)).toBe('free');
  });
});

describe('periods', () => {
  it('adds calendar months, keeping the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T08:00:00Z'), 12).toISOString()).toBe('2027-11-15T08:00:00.000Z');
  });

  it('extends the plan in force from its end, and starts another plan at the payment', () => {
    expect(periodAfterPayment(active, { _id: 'essentiel-month-xof', interval: 'month' }, now)).toEqual({
      start: new Date('2026-03-20T12:00:00Z'),
      end: new Date('2026-04-20T12:00:00Z'),
    });
    expect(periodAfterPayment(active, { _id: 'pro-year-xof', interval: 'year' }, now)).toEqual({
      start: now,
      end: new Date('2027-03-10T12:00:00Z'),
    });
    expect(periodAfterPayment(active, { _id: 'pass-xof', interval: 'once', durationDays: 7 }, now).end).toEqual(
      new Date('2026-03-17T12:00:00Z'),
    );
  });
});
