/**
 * The route table of SPEC §2 (plus /help, the lawyer's space and the admin screen) as data. src/middleware.ts enforces the guards
 * from it; menus hide links whose feature is switched off. Paths are locale-free.
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
