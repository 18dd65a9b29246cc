// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { announceSubscriptionExpired, HttpError } from './http.ts';
import type { PlatformMessageKey } from './platform-messages.ts';
import { SUBSCRIPTION_EXPIRED_EVENT } from './subscription-event.ts';
import { createToastStore } from './toasts.ts';
import { installUpgradePrompt, UPGRADE_PROMPT_DURATION_MS, UPGRADE_PROMPT_QUIET_MS } from './upgrade-prompt.ts';

const TEXTS: Partial<Record<PlatformMessageKey, string>> = {
  'platform.upgrade.title': 'Limite de votre forfait atteinte',
  'platform.upgrade.action': 'Voir les forfaits',
};
const QUOTA = "Vous avez utilisé tous les messages de votre forfait pour aujourd'hui.";

function setup(pricingHref: string | null = '/en/pricing') {
  const store = createToastStore();
  let clock = 1_000_000;
  const stop = installUpgradePrompt({
    target: window,
    store,
    text: (key) => TEXTS[key] ?? key,
    pricingHref,
    now: () => clock,
  });
  const refuse = (code?: string, message = QUOTA) =>
    announceSubscriptionExpired(
      window,
      true,
      new HttpError({ statusCode: 403, message, ...(code === undefined ? {} : { code }) }),
    );
  const open = () => store.$toasts.get().filter((entry) => entry.open);
  return { store, stop, refuse, open, advance: (ms: number) => (clock += ms) };
}

describe('upgrade prompt', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('shows one warning toast with the server’s message and a link to the plans for a spent quota', () => {
    const prompt = setup();
    stop = prompt.stop;
    prompt.refuse('subscription_required');
    expect(prompt.open()).toEqual([
      expect.objectContaining({
        variant: 'warning',
        title: 'Limite de votre forfait atteinte',
        description: QUOTA,
        action: { label: 'Voir les forfaits', href: '/en/pricing' },
        duration: UPGRADE_PROMPT_DURATION_MS,
      }),
    ]);
  });

  it('adds nothing for another 403', () => {
    const prompt = setup();
    stop = prompt.stop;
    prompt.refuse();
    prompt.refuse('forbidden');
    window.dispatchEvent(new CustomEvent(SUBSCRIPTION_EXPIRED_EVENT));
    expect(prompt.store.$toasts.get()).toEqual([]);
  });

  it('shows it once for refusals in a row: not while it is open, nor within 10 s after', () => {
    const prompt = setup();
    stop = prompt.stop;
    prompt.refuse('subscription_required');
    prompt.refuse('subscription_required');
    expect(prompt.store.$toasts.get()).toHaveLength(1);
    // Closed by the user, then refused again a moment later: still quiet.
    const [first] = prompt.open();
    prompt.store.dismissToast(first?.id ?? '');
    prompt.advance(UPGRADE_PROMPT_QUIET_MS - 1);
    prompt.refuse('subscription_required');
    expect(prompt.open()).toEqual([]);
    prompt.advance(1);
    prompt.refuse('subscription_required');
    expect(prompt.open()).toHaveLength(1);
  });

  it('is not shown again after 10 s while still open', () => {
    const prompt = setup();
    stop = prompt.stop;
    prompt.refuse('subscription_required');
    prompt.advance(UPGRADE_PROMPT_QUIET_MS * 2);
    prompt.refuse('subscription_required');
    expect(prompt.store.$toasts.get()).toHaveLength(1);
  });

  it('goes without the link when the pricing page is switched off, and stops listening when asked', () => {
    const prompt = setup(null);
    prompt.refuse('subscription_required');
    expect(prompt.open()[0]).not.toHaveProperty('action');
    prompt.stop();
    prompt.advance(UPGRADE_PROMPT_QUIET_MS);
    prompt.refuse('subscription_required');
    expect(prompt.store.$toasts.get()).toHaveLength(1);
  });
});
