/**
 * The subscription-expired event (SPEC-COVERAGE §4, §6): every 403 a signed-in user gets fires it on
 * window; `code` says why (`subscription_required`: a quota of the plan is spent). A module of
 * its own so the always-loaded toast host can listen without bundling the HTTP client.
 */
export const SUBSCRIPTION_EXPIRED_EVENT = 'subscription-expired';

/** The server's code for a spent quota or an ended subscription (docs/ARCHITECTURE.md "API conventions"). */
export const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';

export interface SubscriptionExpiredDetail {
  /** The server's message, in the page's language. */
  message: string;
  code?: string | undefined;
}

/** A failure (HttpError or any `{statusCode, code}`) that asks for a higher plan. */
export function isSubscriptionRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return statusCode === 403 && code === SUBSCRIPTION_REQUIRED_CODE;
}
