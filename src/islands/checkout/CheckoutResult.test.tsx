// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import type { CheckoutView } from '~/server/billing/billing.types.ts';
import { globalTimers } from '~/stores/timers.ts';
import { createCheckoutFollow } from './checkout-follow.store.ts';
import { aCheckout } from './checkout.fixtures.ts';
import { CheckoutResult } from './CheckoutResult.tsx';
import { checkoutMessages } from './messages.ts';

const view = (overrides: Partial<CheckoutView> = {}) => aCheckout({ testMode: true, ...overrides });
const LINKS = {
  self: '/checkout?id=co-1',
  next: '/chat',
  retry: '/checkout?plan=essentiel-month-xof',
  pricing: '/pricing',
};

function screenOf(
  initial: CheckoutView,
  post = vi.fn(async () => view({ status: 'paid', periodEnd: '2026-12-27T10:01:00.000Z' })),
) {
  const follow = createCheckoutFollow(
    { http: { get: vi.fn(), post } as never, timers: globalTimers, refreshSession: async () => undefined },
    initial,
  );
  const element = (
    <CheckoutResult
      follow={follow}
      messages={checkoutMessages(createTranslator('fr'))}
      links={LINKS}
      amount="2 500 F CFA"
      method="Mobile money — FedaPay"
      locale="fr"
    />
  );
  return { follow, element, post };
}

describe('checkout result', () => {
  afterEach(cleanup);

  it('renders the test-mode panel as a plain form on the server, which works without JavaScript', () => {
    const html = renderToString(screenOf(view()).element);
    expect(html).toContain('action="/checkout?id=co-1"');
    expect(html).toMatch(/<button type="submit" value="test-paid"[^>]* name="action">/);
    expect(html).toContain('Mode test — aucun paiement réel');
  });

  it('pays in test mode in place: the panel gives way to the confirmation, the period and the receipt', async () => {
    const { element, post } = screenOf(view());
    render(element);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Simuler un paiement réussi' })));
    expect(post).toHaveBeenCalledWith('/api/e/checkout/co-1/test', { outcome: 'paid' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paiement confirmé');
    expect(screen.getByText("Votre forfait Essentiel est actif jusqu'au 27 décembre 2026.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer' }).getAttribute('href')).toBe('/chat');
    expect(screen.queryByRole('button', { name: 'Simuler un paiement réussi' })).toBeNull();
  });

  it('offers to try again after a failure', () => {
    render(screenOf(view({ status: 'failed', testMode: false })).element);
    expect(screen.getByRole('link', { name: 'Réessayer' }).getAttribute('href')).toBe(
      '/checkout?plan=essentiel-month-xof',
    );
    expect(screen.getByRole('link', { name: 'Voir les tarifs' }).getAttribute('href')).toBe('/pricing');
  });
});
