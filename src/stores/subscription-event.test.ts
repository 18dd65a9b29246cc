import { describe, expect, it } from 'vitest';
import { isSubscriptionRequired, SUBSCRIPTION_REQUIRED_CODE } from './subscription-event.ts';

describe('isSubscriptionRequired', () => {
  it('is a 403 with the subscription_required code, and nothing else', () => {
    expect(isSubscriptionRequired({ statusCode: 403, code: SUBSCRIPTION_REQUIRED_CODE })).toBe(true);
    expect(isSubscriptionRequired({ statusCode: 403, code: 'forbidden' })).toBe(false);
    expect(isSubscriptionRequired({ statusCode: 401, code: SUBSCRIPTION_REQUIRED_CODE })).toBe(false);
    expect(isSubscriptionRequired(null)).toBe(false);
    expect(isSubscriptionRequired('403')).toBe(false);
  });
});
