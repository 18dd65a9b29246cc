import { describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '../../config.ts';
import { providersFromConfig } from './index.ts';

const none: PaymentsConfig = { testMode: true, stripe: null, paypal: null, fedapay: null };

describe('providers from the configuration', () => {
  it('has a provider only for the methods whose keys are set', () => {
    expect(providersFromConfig(none)).toEqual({});
    const stripe = { secretKey: 'sk', webhookSecret: 'wh', apiBase: 'http://127.0.0.1:1', timeoutMs: 1000 };
    const paypal = {
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH',
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 1000,
    };
    expect(Object.keys(providersFromConfig({ ...none, stripe }))).toEqual(['stripe']);
    const all = providersFromConfig({ ...none, stripe, paypal, fedapay: stripe });
    expect(Object.values(all).map((p) => [p.name, p.currencies])).toEqual([
      ['stripe', ['XOF', 'EUR']],
      ['paypal', ['EUR']],
      ['fedapay', ['XOF']],
    ]);
  });
});
