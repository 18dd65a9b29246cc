/**
 * The four named guards (SPEC-COVERAGE §2) as one pure decision, so the middleware only applies it.
 * - `auth`: an anonymous visitor goes to /login?redirect=<path>.
 * - `guest`: a signed-in user goes to /.
 * - `feature-guard`: the route's feature switched off → 404, as if the page never existed.
 * - `disabled-feature`: the route's feature switched off → back to / with an information
 *   toast. For pages people may have bookmarked or shared, where a 404 would look broken.
 * - `admin` (ours, not SPEC's): a signed-in user who is not an admin → 404, so the admin
 *   screens' existence is not advertised. Listed after `auth`, which handles visitors.
 * Guards run in the order the route lists them; the first that does not allow wins.
 */
import type { Feature } from './server/config.ts';
import type { Guard, RouteDef } from './routes.ts';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; flash?: 'featureDisabled' }
  | { kind: 'not-found' };

export interface GuardContext {
  signedIn: boolean;
  /** The signed-in user's role, null for a visitor. */
  role: 'user' | 'lawyer' | 'admin' | null;
  features: Record<Feature, boolean>;
  /** The requested path with its query, locale-free, for `redirect=`. */
  requestedPath: string;
}

function check(guard: Guard, route: RouteDef, ctx: GuardContext): GuardDecision {
  const featureOff = route.feature !== null && !ctx.features[route.feature];
  switch (guard) {
    case 'auth':
      return ctx.signedIn
        ? { kind: 'allow' }
        : { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(ctx.requestedPath)}` };
    case 'guest':
      return ctx.signedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
    case 'feature-guard':
      return featureOff ? { kind: 'not-found' } : { kind: 'allow' };
    case 'disabled-feature':
      return featureOff ? { kind: 'redirect', to: '/', flash: 'featureDisabled' } : { kind: 'allow' };
    case 'admin':
      return ctx.role === 'admin' ? { kind: 'allow' } : { kind: 'not-found' };
  }
}

export function runGuards(route: RouteDef, ctx: GuardContext): GuardDecision {
  for (const guard of route.guards) {
    const decision = check(guard as Guard, route, ctx);
    if (decision.kind !== 'allow') return decision;
  }
  return { kind: 'allow' };
}

/**
 * The Google one-tap prompt of the default layout signs people in: only for a visitor, with a
 * Google client configured and the login feature on (its API, /api/auth/login-with-google,
 * answers 404 otherwise).
 */
export function offersGoogleOneTap(
  config: { googleClientId?: string | null | undefined; features: Record<Feature, boolean> },
  signedIn: boolean,
): boolean {
  return Boolean(config.googleClientId?.trim()) && config.features.login && !signedIn;
}
