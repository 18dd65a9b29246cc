/**
 * GET /api/pricing/plans (docs/ARCHITECTURE.md "Pricing, checkout and quotas"): the configured plans in the
 * request's language, filtered by currency with the free plan kept, a bad currency refused,
 * publicly cached with an ETag. The route reads no table, so one engine is enough.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '../../../src/pages/api/pricing/plans.ts';
import type { Plan } from '../../../src/server/billing/billing.types.ts';
import { DEFAULT_PLANS } from '../../../src/server/billing/default-plans.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, type RouteCall, testPlatform } from './route-harness.ts';

describe('GET /api/pricing/plans', () => {
  let platform: Platform;
  const get = (query = '', options: Omit<RouteCall, 'path'> = {}) =>
    callRoute(GET, platform, { method: 'GET', path: `/api/pricing/plans${query}`, user: null, ...options });
  const plans = async (query = '', options: Omit<RouteCall, 'path'> = {}) => {
    const { response } = await get(query, options);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Plan[] }).data;
  };

  beforeAll(async () => {
    ({ platform } = await testPlatform());
  });
  afterAll(() => platform.close());

  it('lists every configured plan in order, with the shape of docs/ARCHITECTURE.md "API conventions"', async () => {
    const data = await plans();
    expect(data.map((plan) => plan._id)).toEqual(DEFAULT_PLANS.map((plan) => plan._id));
    const essentiel = data.find((plan) => plan._id === 'essentiel-month-eur');
    expect(essentiel).toMatchObject({
      tier: 'essentiel',
      name: 'Essentiel',
      price: 499,
      currency: 'EUR',
      interval: 'month',
      recommended: true,
    });
    expect(essentiel?.quotas).toEqual({ chatMessagesPerDay: 100, searchesPerDay: 40, documentsPerMonth: 20 });
    expect(data.find((plan) => plan._id === 'pass-xof')).toMatchObject({
      interval: 'once',
      durationDays: 7,
      price: 1000,
      recommended: false,
    });
    expect(data.find((plan) => plan._id === 'free')?.features.every((feature) => typeof feature === 'string')).toBe(
      true,
    );
  });

  it('answers in the request locale, French when the plan has no such text', async () => {
    const english = await plans('', { locale: 'en' });
    expect(english.find((plan) => plan._id === 'free')).toMatchObject({ name: 'Free' });
    expect(english.find((plan) => plan._id === 'essentiel-year-xof')?.name).toBe('Essential');
    const fon = await plans('', { locale: 'fon' });
    expect(fon.find((plan) => plan._id === 'free')?.name).toBe('Gratuit');
  });

  it('keeps one currency and the free plan', async () => {
    const euros = await plans('?currency=EUR');
    expect(euros.map((plan) => plan._id)).toEqual([
      'free',
      'pass-eur',
      'essentiel-month-eur',
      'essentiel-year-eur',
      'pro-month-eur',
      'pro-year-eur',
    ]);
    const francs = await plans('?currency=XOF');
    expect(francs.every((plan) => plan.currency === 'XOF')).toBe(true);
    expect(francs).toHaveLength(6);
  });

  it('refuses a currency that is not sold, with the error shape', async () => {
    for (const query of ['?currency=USD', '?currency=eur', '?currency=']) {
      const { response } = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: 'Paramètres invalides.',
        code: 'validation_failed',
        fields: { currency: 'La devise doit être XOF ou EUR.' },
      });
    }
    const { response } = await get('?currency=USD', { locale: 'en' });
    expect(((await response.json()) as { message: string }).message).toBe('Invalid parameters.');
  });

  it('is publicly cached per language cookie, with an ETag answering 304', async () => {
    const { response } = await get();
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('vary')).toBe('Cookie');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.response.status).toBe(304);
  });
});
