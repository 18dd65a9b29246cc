import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutView } from '~/server/billing/billing.types.ts';
import { HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import { createCheckoutFollow, FOLLOW_INTERVAL_MS } from './checkout-follow.store.ts';
import { aCheckout } from './checkout.fixtures.ts';

const pending = (overrides: Partial<CheckoutView> = {}) =>
  aCheckout({ redirectUrl: 'https://pay.example/co-1', ...overrides });
const paid = (overrides: Partial<CheckoutView> = {}) =>
  pending({ status: 'paid', paidAt: '2026-11-27T10:01:00.000Z', periodEnd: '2026-12-27T10:01:00.000Z', ...overrides });

function setUp(initial: CheckoutView, answers: { get?: () => Promise<unknown>; post?: () => Promise<unknown> } = {}) {
  const http = { get: vi.fn(answers.get ?? (async () => initial)), post: vi.fn(answers.post ?? (async () => initial)) };
  const refreshSession = vi.fn(async () => undefined);
  const follow = createCheckoutFollow({ http: http as never, timers: globalTimers, refreshSession }, initial);
  return { follow, http, refreshSession };
}

describe('checkout follow store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every 3 s while a provider’s confirmation is awaited, then stops and refreshes the session once paid', async () => {
    let answer = pending();
    const { follow, http, refreshSession } = setUp(pending(), { get: async () => answer });
    follow.start();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(http.get).toHaveBeenCalledWith('/api/e/checkout/co-1');
    answer = paid();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(follow.$checkout.get().status).toBe('paid');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5);
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('keeps asking through a lost connection, and stops when the page goes', async () => {
    const { follow, http } = setUp(pending(), {
      get: async () => Promise.reject(new HttpError({ statusCode: 0, message: 'Network Error', code: 'ERR_NETWORK' })),
    });
    const stop = follow.start();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 2);
    expect(http.get).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3);
    expect(http.get).toHaveBeenCalledTimes(2);
  });

  it('in test mode waits for the buyer: the simulated outcome is posted and shown, once at a time', async () => {
    const { follow, http, refreshSession } = setUp(pending({ testMode: true }), {
      post: async () => paid({ testMode: true }),
    });
    follow.start();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3);
    expect(http.get).not.toHaveBeenCalled();
    const first = follow.simulate('paid');
    void follow.simulate('failed');
    await first;
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith('/api/e/checkout/co-1/test', { outcome: 'paid' });
    expect(follow.$checkout.get().status).toBe('paid');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(follow.$busy.get()).toBe(false);
  });

  it('says why a simulation was refused and keeps the checkout as it was', async () => {
    const { follow } = setUp(pending({ testMode: true }), {
      post: async () => Promise.reject(new HttpError({ statusCode: 404, message: 'Paiement introuvable' })),
    });
    await follow.simulate('paid');
    expect(follow.$error.get()).toBe('Paiement introuvable');
    expect(follow.$checkout.get().status).toBe('pending');
  });
});
