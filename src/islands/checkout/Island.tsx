/**
 * The checkout result island (hydrated with client:load on /checkout?id=): builds the follow
 * store on the platform's HTTP client, timers and session, starts it once hydrated, and renders
 * the result. Texts come translated from the page (messages.ts).
 */
import { useEffect, useState } from 'react';
import type { CheckoutView } from '~/server/billing/billing.types.ts';
import { auth } from '~/stores/auth.ts';
import { api } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import { createCheckoutFollow } from './checkout-follow.store.ts';
import { CheckoutResult, type CheckoutResultProps } from './CheckoutResult.tsx';

export interface CheckoutIslandProps extends Omit<CheckoutResultProps, 'follow'> {
  checkout: CheckoutView;
}

export function CheckoutIsland({ checkout, ...props }: CheckoutIslandProps) {
  const [follow] = useState(() =>
    createCheckoutFollow({ http: api, timers: globalTimers, refreshSession: () => auth.refresh() }, checkout),
  );
  useEffect(() => follow.start(), [follow]);
  return <CheckoutResult follow={follow} {...props} />;
}
