/**
 * A checkout followed live on /checkout?id= (issue 23 item 7): while a real provider's
 * confirmation is awaited, its status is asked every 3 s (`GET /api/e/checkout/{id}`, which
 * checks with the provider) instead of reloading the page; in test mode, the simulated outcome
 * is posted (`POST /api/e/checkout/{id}/test`). Once paid, the session store is refreshed, so
 * the plan, quotas and upgrade prompts of every island follow without a reload.
 */
import { atom } from 'nanostores';
import type { CheckoutView } from '~/server/billing/billing.types.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Timers, TimerHandle } from '~/stores/timers.ts';

export const FOLLOW_INTERVAL_MS = 3000;
export type TestOutcome = 'paid' | 'failed' | 'canceled';

export interface CheckoutFollowDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  timers: Timers;
  /** Re-reads the signed-in user (its plan and subscription) into the session store. */
  refreshSession: () => Promise<unknown>;
  intervalMs?: number;
}

export function createCheckoutFollow(deps: CheckoutFollowDeps, initial: CheckoutView) {
  const $checkout = atom<CheckoutView>(initial);
  /** A simulated outcome is being recorded. */
  const $busy = atom(false);
  /** Why the last simulation failed, as the server said it; null otherwise. */
  const $error = atom<string | null>(null);
  const url = `/api/e/checkout/${encodeURIComponent(initial._id)}`;
  let timer: TimerHandle | null = null;
  let running = false;

  const awaitingProvider = () => running && $checkout.get().status === 'pending' && !$checkout.get().testMode;

  function schedule(): void {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = awaitingProvider()
      ? deps.timers.setTimeout(() => void poll(), deps.intervalMs ?? FOLLOW_INTERVAL_MS)
      : null;
  }

  function settle(view: CheckoutView): void {
    const wasPaid = $checkout.get().status === 'paid';
    $checkout.set(view);
    if (view.status === 'paid' && !wasPaid) void deps.refreshSession().catch(() => undefined);
    schedule();
  }

  async function poll(): Promise<void> {
    timer = null;
    try {
      settle(await deps.http.get<CheckoutView>(url));
    } catch {
      // A lost connection or a provider slow to answer: ask again later.
      schedule();
    }
  }

  return {
    $checkout,
    $busy,
    $error,
    start(): () => void {
      running = true;
      schedule();
      return () => {
        running = false;
        schedule();
      };
    },
    async simulate(outcome: TestOutcome): Promise<void> {
      if ($busy.get()) return;
      $busy.set(true);
      $error.set(null);
      try {
        settle(await deps.http.post<CheckoutView>(`${url}/test`, { outcome }));
      } catch (error) {
        $error.set(error instanceof Error ? error.message : String(error));
      } finally {
        $busy.set(false);
      }
    },
  };
}

export type CheckoutFollow = ReturnType<typeof createCheckoutFollow>;
