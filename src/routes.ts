/**
 * The route table of SPEC-COVERAGE §2 (plus /help, the lawyer's space, the admin screen and the
 * offline page the service worker shows, docs/ARCHITECTURE.md "Offline") as data. src/middleware.ts enforces the guards
 * from it; menus hide links whose feature is switched off. Paths are locale-free.
 * API_FEATURES says which feature each API path belongs to, so a switched-off feature's API
 * answers 404 like its pages.
 */
import type { Feature } from './server/config.ts';

export const GUARDS = ['auth', 'guest', 'feature-guard', 'disabled-feature', 'admin'] as const;
export type Guard = (typeof GUARDS)[number];
export type Layout = 'default' | 'auth' | 'chat' | 'none';

export interface RouteDef {
  /** `/lawyers/:id`, `/chat/:conversationId?` (optional last parameter). */
  path: string;
  layout: Layout;
  feature: Feature | null;
  guards: readonly string[];
}

export const ROUTES = [
  { path: '/', layout: 'default', feature: null, guards: [] },
  { path: '/contact', layout: 'default', feature: null, guards: [] },
  { path: '/about-us', layout: 'default', feature: null, guards: [] },
  { path: '/terms-of-use', layout: 'default', feature: null, guards: [] },
  { path: '/privacy-policy', layout: 'default', feature: null, guards: [] },
  { path: '/help', layout: 'default', feature: null, guards: [] },
  { path: '/pricing', layout: 'default', feature: 'pricing', guards: ['feature-guard'] },
  { path: '/checkout', layout: 'none', feature: 'pricing', guards: ['feature-guard', 'auth'] },
  { path: '/settings', layout: 'default', feature: null, guards: [] },
  { path: '/login', layout: 'auth', feature: 'login', guards: ['feature-guard', 'guest'] },
  { path: '/register', layout: 'auth', feature: 'register', guards: ['feature-guard', 'guest'] },
  { path: '/verify-email', layout: 'auth', feature: null, guards: [] },
  { path: '/reset-password', layout: 'auth', feature: null, guards: [] },
  { path: '/forgot-password', layout: 'auth', feature: null, guards: ['guest'] },
  { path: '/lawyers', layout: 'default', feature: 'lawyers', guards: ['feature-guard'] },
  { path: '/lawyers/dashboard', layout: 'default', feature: 'lawyers', guards: ['feature-guard', 'auth'] },
  { path: '/lawyers/:id', layout: 'default', feature: 'lawyers', guards: ['feature-guard'] },
  { path: '/search', layout: 'default', feature: 'legalSearch', guards: ['feature-guard', 'auth'] },
  { path: '/library', layout: 'default', feature: 'library', guards: ['feature-guard'] },
  { path: '/library/documents/:id', layout: 'default', feature: 'library', guards: ['feature-guard'] },
  { path: '/library/personnal', layout: 'default', feature: 'personalLibrary', guards: ['auth', 'feature-guard'] },
  { path: '/library/personnal/:id', layout: 'default', feature: 'personalLibrary', guards: ['auth', 'feature-guard'] },
  { path: '/documents', layout: 'default', feature: 'documents', guards: ['feature-guard'] },
  { path: '/documents/generate/:id', layout: 'default', feature: 'documents', guards: ['feature-guard'] },
  { path: '/chat/:conversationId?', layout: 'chat', feature: 'chat', guards: ['feature-guard', 'auth'] },
  { path: '/admin/lawyers', layout: 'default', feature: 'lawyers', guards: ['feature-guard', 'auth', 'admin'] },
  { path: '/offline', layout: 'default', feature: null, guards: [] },
] as const satisfies readonly RouteDef[];

export class UnknownGuardError extends Error {
  override name = 'UnknownGuardError';
}

/** Throws, naming the guard and route, when a route uses a guard that does not exist. */
export function assertRouteTable(routes: readonly RouteDef[] = ROUTES): void {
  for (const route of routes) {
    for (const guard of route.guards) {
      if (!(GUARDS as readonly string[]).includes(guard)) {
        throw new UnknownGuardError(`Unknown guard "${guard}" on route ${route.path}`);
      }
    }
  }
}

function segmentsMatch(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const w = want[i];
    const g = got[i];
    if (w === undefined) return null;
    const optional = w.endsWith('?');
    if (w.startsWith(':')) {
      if (g === undefined) {
        if (optional) continue;
        return null;
      }
      params[w.slice(1).replace(/\?$/, '')] = decodeURIComponent(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route of a locale-free path (trailing slash ignored), or null. */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of routes) {
    try {
      const params = segmentsMatch(route.path, clean);
      if (params) return { route, params };
    } catch {
      return null; // a malformed %-escape matches nothing
    }
  }
  return null;
}

/** The route a link points at is shown only when its feature is on. */
export function isRouteEnabled(path: string, features: Record<Feature, boolean>): boolean {
  const match = matchRoute(path);
  return !match?.route.feature || features[match.route.feature];
}

/**
 * The API of each feature (SPEC-COVERAGE §1: a switched-off feature is switched off whole, API included).
 * `pattern` is matched segment by segment: `*` is one segment, a final `**` the path itself and
 * anything under it. The first rule that matches decides, so an exception comes before the
 * rule it carves out of. `features` lists what the path needs, all of it on; `[]` marks a path
 * that stays on whatever the flags, on purpose (src/routes.test.ts makes every API file under
 * src/pages/api match a rule here, so a new API route cannot escape the decision).
 */
export interface ApiRule {
  pattern: string;
  features: readonly Feature[];
}

export const API_FEATURES = [
  // Accounts. Signing in and creating an account belong to their features; the rest of the
  // account (who am I, sign out, session and tokens, email verification, password reset, the
  // profile, password, sessions, export and deletion, the avatar) stays on, so a signed-in user
  // can still manage and leave the account and sign out whatever is switched off.
  { pattern: '/api/auth/register', features: ['register'] },
  { pattern: '/api/auth/login', features: ['login'] },
  // Google signs in (creating the account on first use): it is the login feature, like the
  // one-tap prompt of the default layout.
  { pattern: '/api/auth/login-with-google', features: ['login'] },
  { pattern: '/api/auth/**', features: [] },
  { pattern: '/api/*/session', features: [] }, // /api/_auth/session (SPEC-COVERAGE §7)
  { pattern: '/api/e/user/**', features: [] },
  { pattern: '/api/avatars/**', features: [] },
  // The platform: no feature of its own.
  { pattern: '/api/health', features: [] },
  { pattern: '/api/config', features: [] },
  { pattern: '/api/contact', features: [] },
  { pattern: '/api/preferences', features: [] },
  // Stored files and their signed URLs serve every feature (chat audio and PDFs, search exports,
  // generated documents, personal items); each feature's own routes decide what is handed out.
  { pattern: '/api/files/**', features: [] },
  { pattern: '/api/s3/sign-url', features: [] },
  // Pricing sells plans: the catalogue and buying (starting a checkout, following it, the test
  // mode's payment) go with it. What was already paid stays on: a payment made before the switch
  // must still be applied when its provider reports it, so the WEBHOOKS stay on; the plan in
  // force, its quotas (they apply whatever the flag) and past payments with their receipts are
  // the account's own records, which /settings keeps showing.
  { pattern: '/api/payments/webhook/**', features: [] },
  { pattern: '/api/e/subscription', features: [] },
  { pattern: '/api/e/checkouts', features: [] },
  { pattern: '/api/e/checkout/*/receipt', features: [] },
  { pattern: '/api/pricing/**', features: ['pricing'] },
  { pattern: '/api/e/checkout/**', features: ['pricing'] },
  // The directory, the lawyer's own space (profile, contact requests) and its admin review.
  { pattern: '/api/lawyers/**', features: ['lawyers'] },
  { pattern: '/api/e/lawyer/**', features: ['lawyers'] },
  { pattern: '/api/e/admin/lawyers/**', features: ['lawyers'] },
  // Keeping a search's PDF writes into the personal library: it needs both features.
  { pattern: '/api/e/legalsearch/*/save-to-library', features: ['legalSearch', 'personalLibrary'] },
  // Read aloud (…/speech) is each feature's own: it follows it.
  { pattern: '/api/e/legalsearch/**', features: ['legalSearch'] },
  { pattern: '/api/library/**', features: ['library'] },
  { pattern: '/api/e/library/personal/**', features: ['personalLibrary'] },
  { pattern: '/api/documents/**', features: ['documents'] },
  { pattern: '/api/e/documents/**', features: ['documents'] },
  { pattern: '/api/e/discussion/**', features: ['chat'] },
  { pattern: '/api/e/message/**', features: ['chat'] },
] as const satisfies readonly ApiRule[];

/** The path's segments as Astro routes them: decoded (repeatedly, as Astro does), empty ones dropped. */
function apiSegments(pathname: string): string[] {
  let path = pathname;
  for (let i = 0; i < 10; i++) {
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.split('/').filter(Boolean);
}

function apiPatternMatches(pattern: string, segments: readonly string[]): boolean {
  const want = pattern.split('/').filter(Boolean);
  const rest = want.at(-1) === '**';
  if (rest) want.pop();
  if (rest ? segments.length < want.length : segments.length !== want.length) return false;
  return want.every((w, i) => w === '*' || w === segments[i]);
}

/** The rule deciding an API path, or null for a path no rule names (it stays on). */
export function apiRule(pathname: string, rules: readonly ApiRule[] = API_FEATURES): ApiRule | null {
  const segments = apiSegments(pathname);
  return rules.find((rule) => apiPatternMatches(rule.pattern, segments)) ?? null;
}

/** The features an API path needs; [] for the always-on ones and paths no rule names. */
export function apiFeatures(pathname: string): readonly Feature[] {
  return apiRule(pathname)?.features ?? [];
}

/** Whether the API path answers, its features being on; the middleware answers 404 otherwise. */
export function isApiEnabled(pathname: string, features: Record<Feature, boolean>): boolean {
  return apiFeatures(pathname).every((feature) => features[feature]);
}
