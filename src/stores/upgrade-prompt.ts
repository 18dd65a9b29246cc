/**
 * The upgrade prompt (issue 10, docs/ARCHITECTURE.md "API conventions"): when a signed-in user's request is refused because
 * a quota of the plan is spent (403 `subscription_required`, announced by the
 * subscription-expired event), one warning toast says so in the server's words with a link to
 * the plans. Other 403s add nothing here. Installed once per page by the toast host.
 */
import type { PlatformText } from './platform-messages.ts';
import {
  SUBSCRIPTION_EXPIRED_EVENT,
  SUBSCRIPTION_REQUIRED_CODE,
  type SubscriptionExpiredDetail,
} from './subscription-event.ts';
import type { ToastStore } from './toasts.ts';

/** A burst of refusals (a search and a message at once, a retry) gets one prompt. */
export const UPGRADE_PROMPT_QUIET_MS = 10_000;
/** Long enough to read a two-sentence message and decide, on a slow phone. */
export const UPGRADE_PROMPT_DURATION_MS = 30_000;

export interface UpgradePromptDeps {
  /** Where the event is dispatched (window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  store: Pick<ToastStore, 'toast' | '$toasts'>;
  text: PlatformText;
  /** The pricing page in the page's language; null when the pricing feature is switched off. */
  pricingHref: string | null;
  now: () => number;
}

/** Starts listening; returns the function that stops. */
export function installUpgradePrompt({ target, store, text, pricingHref, now }: UpgradePromptDeps): () => void {
  let shown: { id: string; at: number } | null = null;
  const stillOpen = (id: string) => store.$toasts.get().some((entry) => entry.id === id && entry.open);

  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Partial<SubscriptionExpiredDetail> | null>).detail;
    if (detail?.code !== SUBSCRIPTION_REQUIRED_CODE) return;
    if (shown && (stillOpen(shown.id) || now() - shown.at < UPGRADE_PROMPT_QUIET_MS)) return;
    const { id } = store.toast({
      variant: 'warning',
      title: text('platform.upgrade.title'),
      ...(typeof detail.message === 'string' && detail.message !== '' && { description: detail.message }),
      ...(pricingHref !== null && { action: { label: text('platform.upgrade.action'), href: pricingHref } }),
      duration: UPGRADE_PROMPT_DURATION_MS,
    });
    shown = { id, at: now() };
  };
  target.addEventListener(SUBSCRIPTION_EXPIRED_EVENT, listener);
  return () => target.removeEventListener(SUBSCRIPTION_EXPIRED_EVENT, listener);
}
