import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_FEATURES,
  type ApiRule,
  apiFeatures,
  apiRule,
  assertRouteTable,
  GUARDS,
  isApiEnabled,
  isRouteEnabled,
  matchRoute,
  ROUTES,
  type RouteDef,
  UnknownGuardError,
} from './routes.ts';
import { FEATURES, type Feature } from './server/config.ts';

const allOn = Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<(typeof FEATURES)[number], boolean>;

describe('route table', () => {
  it('declares every route of SPEC-COVERAGE §2 plus /help, the lawyer space and the admin screen, with its layout, feature and guards', () => {
    const table = Object.fromEntries(ROUTES.map((r) => [r.path, [r.layout, r.feature, [...r.guards].sort()]]));
    expect(table).toEqual({
      '/': ['default', null, []],
      '/contact': ['default', null, []],
      '/about-us': ['default', null, []],
      '/terms-of-use': ['default', null, []],
      '/privacy-policy': ['default', null, []],
      '/help': ['default', null, []],
      '/pricing': ['default', 'pricing', ['feature-guard']],
      '/checkout': ['none', 'pricing', ['auth', 'feature-guard']],
      '/settings': ['default', null, []],
      '/login': ['auth', 'login', ['feature-guard', 'guest']],
      '/register': ['auth', 'register', ['feature-guard', 'guest']],
      '/verify-email': ['auth', null, []],
      '/reset-password': ['auth', null, []],
      '/forgot-password': ['auth', null, ['guest']],
      '/lawyers': ['default', 'lawyers', ['feature-guard']],
      '/lawyers/dashboard': ['default', 'lawyers', ['auth', 'feature-guard']],
      '/lawyers/:id': ['default', 'lawyers', ['feature-guard']],
      '/search': ['default', 'legalSearch', ['auth', 'feature-guard']],
      '/library': ['default', 'library', ['feature-guard']],
      '/library/documents/:id': ['default', 'library', ['feature-guard']],
      '/library/personnal': ['default', 'personalLibrary', ['auth', 'feature-guard']],
      '/library/personnal/:id': ['default', 'personalLibrary', ['auth', 'feature-guard']],
      '/documents': ['default', 'documents', ['feature-guard']],
      '/documents/generate/:id': ['default', 'documents', ['feature-guard']],
      '/chat/:conversationId?': ['chat', 'chat', ['auth', 'feature-guard']],
      '/admin/lawyers': ['default', 'lawyers', ['admin', 'auth', 'feature-guard']],
      '/offline': ['default', null, []],
    });
  });

  it('accepts its own guards', () => {
    expect(() => assertRouteTable()).not.toThrow();
  });

  it('accepts each named guard of SPEC-COVERAGE §2: auth, guest, feature-guard, disabled-feature', () => {
    const named = ['auth', 'guest', 'feature-guard', 'disabled-feature'];
    expect(GUARDS).toEqual(expect.arrayContaining(named));
    for (const guard of named) {
      expect(
        () => assertRouteTable([{ path: '/x', layout: 'default', feature: 'pricing', guards: [guard] }]),
        guard,
      ).not.toThrow();
    }
  });

  it('stops on an unknown guard, naming it and its route', () => {
    const bad: RouteDef[] = [{ path: '/x', layout: 'default', feature: null, guards: ['auth', 'admin-only'] }];
    expect(() => assertRouteTable(bad)).toThrow(UnknownGuardError);
    expect(() => assertRouteTable(bad)).toThrow('Unknown guard "admin-only" on route /x');
  });

  it('has a route for every page file, so no page escapes the guards', () => {
    const pagesDir = join(import.meta.dirname, 'pages');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    // Not product routes: the API, error pages, the crawler files (robots.txt, sitemaps) and the web app manifest.
    const internal = /^(api\/|404\.astro$|500\.astro$|error\/)|^[\w[\]-]+\.(xml|txt|webmanifest)\.ts$/;
    const pages = walk(pagesDir)
      .map((file) => relative(pagesDir, file))
      .filter((file) => !internal.test(file));
    for (const page of pages) {
      const url = `/${page
        .replace(/\.(astro|ts)$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, 'sample')}`;
      expect(matchRoute(url), `${page} → ${url}`).not.toBeNull();
    }
  });
});

describe('layouts', () => {
  const srcDir = import.meta.dirname;
  const layoutsDir = join(srcDir, 'layouts');
  const read = (file: string) => readFileSync(file, 'utf8');
  /** The .astro files a component imports, by path (relative, or from src as `~/…`). */
  const astroImports = (file: string): string[] =>
    [...read(file).matchAll(/^import \w+ from '((?:\.|~\/)[^']+\.astro)';/gm)].map(([, spec = '']) =>
      spec.startsWith('~/') ? join(srcDir, spec.slice(2)) : resolve(dirname(file), spec),
    );
  /** The layouts (Default, Auth, Chat; Base is the shell of all) a page renders in, through its components. */
  const layoutsOf = (file: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>();
    for (const imported of astroImports(file)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (dirname(imported) === layoutsDir) {
        const name = relative(layoutsDir, imported).replace(/\.astro$/, '');
        if (name !== 'Base') found.add(name.toLowerCase());
      } else {
        for (const layout of layoutsOf(imported, seen)) found.add(layout);
      }
    }
    return found;
  };

  it('renders every page in the layout its route declares, and /checkout in none', () => {
    const pagesDir = join(srcDir, 'pages');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    const pages = walk(pagesDir).filter(
      (file) => file.endsWith('.astro') && !/^(api\/|404\.astro$|500\.astro$|error\/)/.test(relative(pagesDir, file)),
    );
    const seen: Record<string, string[]> = {};
    for (const file of pages) {
      const page = relative(pagesDir, file);
      const url = `/${page
        .replace(/\.astro$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[\.\.\.(\w+)\]|\[(\w+)\]/g, 'sample')}`;
      const route = matchRoute(url)?.route;
      expect(route, page).toBeDefined();
      const expected = route?.layout === 'none' ? [] : [route?.layout];
      expect([...layoutsOf(file)], `${page} (${route?.path})`).toEqual(expected);
      seen[route?.path ?? page] = [...layoutsOf(file)];
    }
    expect(seen['/checkout']).toEqual([]);
    expect(seen['/login']).toEqual(['auth']);
    expect(seen['/chat/:conversationId?']).toEqual(['chat']);
    expect(seen['/search']).toEqual(['default']);
  });

  it('gives the default layout the header and footer, the chat layout no footer, and every page the notification area', () => {
    const names = (layout: string) =>
      astroImports(join(layoutsDir, `${layout}.astro`)).map((file) => relative(srcDir, file));
    expect(names('Default')).toEqual(
      expect.arrayContaining(['layouts/Base.astro', 'components/SiteHeader.astro', 'components/SiteFooter.astro']),
    );
    expect(names('Chat')).toEqual(expect.arrayContaining(['layouts/Base.astro', 'components/SiteHeader.astro']));
    expect(names('Chat')).not.toContain('components/SiteFooter.astro');
    expect(names('Auth')).toContain('layouts/Base.astro');
    expect(names('Auth')).not.toContain('components/SiteHeader.astro');
    expect(names('Base')).toContain('components/ToastHost.astro');
  });

  it('renders the Google one-tap prompt of the default layout only as offersGoogleOneTap decides (login on)', () => {
    const layout = read(join(layoutsDir, 'Default.astro'));
    expect(layout).toContain("import { offersGoogleOneTap } from '~/guards';");
    expect(layout).toContain(
      'const googleSignIn = offersGoogleOneTap(Astro.locals.platform.config, Astro.locals.user !== null);',
    );
    expect(layout.match(/<GoogleSignIn\b[^>]*>/g)).toEqual(['<GoogleSignIn />']);
    // Marked as visitors-only: a cached page served to a signed-in reader drops it.
    expect(layout).toContain('{googleSignIn && <VisitorOnly><GoogleSignIn /></VisitorOnly>}');
  });
});

describe('matchRoute', () => {
  it('matches static paths, ignoring a trailing slash', () => {
    expect(matchRoute('/about-us')?.route.path).toBe('/about-us');
    expect(matchRoute('/about-us/')?.route.path).toBe('/about-us');
    expect(matchRoute('/')?.route.path).toBe('/');
  });

  it('matches the lawyer space before a profile slug', () => {
    expect(matchRoute('/lawyers/dashboard')?.route.path).toBe('/lawyers/dashboard');
  });

  it('extracts parameters', () => {
    expect(matchRoute('/lawyers/abc-12')).toMatchObject({ route: { path: '/lawyers/:id' }, params: { id: 'abc-12' } });
    expect(matchRoute('/library/documents/F1234')?.params).toEqual({ id: 'F1234' });
  });

  it('treats the chat conversation id as optional', () => {
    expect(matchRoute('/chat')).toMatchObject({ route: { path: '/chat/:conversationId?' }, params: {} });
    expect(matchRoute('/chat/c42')?.params).toEqual({ conversationId: 'c42' });
    expect(matchRoute('/chat/c42/extra')).toBeNull();
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/lawyers')?.route.path).toBe('/lawyers');
    expect(matchRoute('/lawyers/%E0%A4%A')).toBeNull();
    expect(matchRoute('/library/personnal/1/2')).toBeNull();
  });
});

describe('isRouteEnabled', () => {
  it('hides links to switched-off features and keeps the others', () => {
    const features = { ...allOn, chat: false };
    expect(isRouteEnabled('/chat', features)).toBe(false);
    expect(isRouteEnabled('/chat/abc', features)).toBe(false);
    expect(isRouteEnabled('/library', features)).toBe(true);
    expect(isRouteEnabled('/about-us', features)).toBe(true);
  });
});

describe('API features', () => {
  const apiDir = join(import.meta.dirname, 'pages', 'api');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  /** A path the file answers: `[...key]` → two segments, `[id]` (whole or part of a segment) → `sample`. */
  const samplePath = (file: string) =>
    `/api/${file
      .replace(/\.ts$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\[\.\.\.\w+\]/g, 'users/sample')
      .replace(/\[\w+\]/g, 'sample')}`.replace(/\/$/, '');
  const apiFiles = walk(apiDir)
    .map((file) => relative(apiDir, file))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();

  it('decides for every API route file: a feature, or on whatever the flags on purpose', () => {
    expect(apiFiles.length).toBeGreaterThan(50);
    for (const file of apiFiles) {
      expect(apiRule(samplePath(file)), `${file} → ${samplePath(file)}: add it to API_FEATURES`).not.toBeNull();
    }
  });

  it('maps each API route file to the features it needs', () => {
    const table = Object.fromEntries(apiFiles.map((file) => [file, [...apiFeatures(samplePath(file))]]));
    const off = (...features: Feature[]) => features;
    expect(table).toEqual({
      '[scope]/session.ts': off(),
      'auth/login-with-google.ts': off('login'),
      'auth/login.ts': off('login'),
      'auth/logout.ts': off(),
      'auth/me.ts': off(),
      'auth/refresh.ts': off(),
      'auth/register.ts': off('register'),
      'auth/token.ts': off(),
      'auth/verify-email.ts': off(),
      'auth/verify.ts': off(),
      'avatars/[userId].ts': off(),
      'config.ts': off(),
      'contact.ts': off(),
      'documents/generate/[id].ts': off('documents'),
      'documents/templates/[id].ts': off('documents'),
      'documents/templates/index.ts': off('documents'),
      'e/admin/lawyers/[id]/review.ts': off('lawyers'),
      'e/admin/lawyers/index.ts': off('lawyers'),
      'e/checkout/[id].ts': off('pricing'),
      'e/checkout/[id]/receipt.ts': off(),
      'e/checkout/[id]/test.ts': off('pricing'),
      'e/checkout/index.ts': off('pricing'),
      'e/checkouts.ts': off(),
      'e/discussion/[id].ts': off('chat'),
      'e/discussion/[id]/export-as-pdf.ts': off('chat'),
      'e/discussion/index.ts': off('chat'),
      'e/documents/drafts/[templateId].ts': off('documents'),
      'e/lawyer/contacts.ts': off('lawyers'),
      'e/lawyer/profile.ts': off('lawyers'),
      'e/legalsearch/[id].ts': off('legalSearch'),
      'e/legalsearch/[id]/export-result-as-[format].ts': off('legalSearch'),
      'e/legalsearch/[id]/save-to-library.ts': off('legalSearch', 'personalLibrary'),
      'e/legalsearch/[id]/speech.ts': off('legalSearch'),
      'e/legalsearch/index.ts': off('legalSearch'),
      'e/library/personal/[id].ts': off('personalLibrary'),
      'e/library/personal/[id]/delete.ts': off('personalLibrary'),
      'e/library/personal/[id]/edit.ts': off('personalLibrary'),
      'e/library/personal/[id]/file.ts': off('personalLibrary'),
      'e/library/personal/index.ts': off('personalLibrary'),
      'e/message/[id].ts': off('chat'),
      'e/message/[id]/feedback.ts': off('chat'),
      'e/message/[id]/regenerate-answer.ts': off('chat'),
      'e/message/[id]/speech.ts': off('chat'),
      'e/message/index.ts': off('chat'),
      'e/subscription.ts': off(),
      'e/user/auth/generate-password-restoration-code.ts': off(),
      'e/user/auth/resend-account-verification-code.ts': off(),
      'e/user/auth/reset-password.ts': off(),
      'e/user/auth/verify-password-reset-code.ts': off(),
      'e/user/delete.ts': off(),
      'e/user/export.ts': off(),
      'e/user/password.ts': off(),
      'e/user/profile.ts': off(),
      'e/user/sessions/revoke-others.ts': off(),
      'files/[...key].ts': off(),
      'health.ts': off(),
      'lawyers/[id].ts': off('lawyers'),
      'lawyers/[id]/contact.ts': off('lawyers'),
      'lawyers/index.ts': off('lawyers'),
      'library/categories.ts': off('library'),
      'library/documents/[id].ts': off('library'),
      'library/index.ts': off('library'),
      'payments/webhook/[provider].ts': off(),
      'preferences.ts': off(),
      'pricing/plans.ts': off('pricing'),
      's3/sign-url.ts': off(),
    });
  });

  it('gives every feature at least one API path', () => {
    const mapped = new Set(API_FEATURES.flatMap((rule) => rule.features));
    expect([...mapped].sort()).toEqual([...FEATURES].sort());
    const examples: Record<Feature, string> = {
      pricing: '/api/pricing/plans',
      login: '/api/auth/login',
      register: '/api/auth/register',
      lawyers: '/api/lawyers',
      legalSearch: '/api/e/legalsearch',
      library: '/api/library/documents/F1',
      documents: '/api/documents/templates',
      chat: '/api/e/message/m1/speech',
      personalLibrary: '/api/e/library/personal/p1/file',
    };
    for (const feature of FEATURES) expect(apiFeatures(examples[feature]), feature).toContain(feature);
  });

  it('keeps the shared account endpoints on whatever the flags, so a signed-in user can still sign out', () => {
    for (const path of [
      '/api/auth/me',
      '/api/auth/logout',
      '/api/_auth/session',
      '/api/auth/token',
      '/api/auth/refresh',
      '/api/auth/verify',
      '/api/auth/verify-email',
      '/api/e/user/auth/generate-password-restoration-code',
      '/api/e/user/auth/reset-password',
      '/api/e/user/profile',
      '/api/e/user/password',
      '/api/e/user/delete',
      '/api/avatars/u1',
      '/api/health',
      '/api/config',
      '/api/files/users/u1/a.pdf',
      '/api/s3/sign-url',
    ]) {
      expect(apiRule(path), path).not.toBeNull();
      expect(apiFeatures(path), path).toEqual([]);
    }
  });

  it('keeps the payment webhooks on with pricing off, so a payment already made is still applied', () => {
    const noPricing = { ...allOn, pricing: false };
    for (const provider of ['stripe', 'paypal', 'fedapay']) {
      expect(apiFeatures(`/api/payments/webhook/${provider}`)).toEqual([]);
      expect(isApiEnabled(`/api/payments/webhook/${provider}`, noPricing)).toBe(true);
    }
    // What was paid stays readable too; buying does not.
    expect(isApiEnabled('/api/e/checkout/c1/receipt', noPricing)).toBe(true);
    expect(isApiEnabled('/api/e/checkouts', noPricing)).toBe(true);
    expect(isApiEnabled('/api/e/subscription', noPricing)).toBe(true);
    expect(isApiEnabled('/api/e/checkout', noPricing)).toBe(false);
    expect(isApiEnabled('/api/e/checkout/c1', noPricing)).toBe(false);
    expect(isApiEnabled('/api/e/checkout/c1/test', noPricing)).toBe(false);
    expect(isApiEnabled('/api/pricing/plans', noPricing)).toBe(false);
  });

  it('matches whole segments: a near-miss prefix is not the feature', () => {
    expect(apiFeatures('/api/e/message')).toEqual(['chat']);
    expect(apiFeatures('/api/e/message/m1/feedback')).toEqual(['chat']);
    expect(apiRule('/api/e/messages-archive')).toBeNull();
    expect(apiRule('/api/e/messages-archive/1')).toBeNull();
    expect(apiRule('/api/e/discussions')).toBeNull();
    expect(apiRule('/api/libraryx')).toBeNull();
    expect(apiRule('/api/e/library/personalx')).toBeNull();
    expect(apiRule('/api/pricing-plans')).toBeNull();
    expect(apiFeatures('/api/auth/registered')).toEqual([]);
    expect(apiFeatures('/api/auth/login-with-googlex')).toEqual([]);
  });

  it('reads the path as Astro routes it: trailing and doubled slashes, %-escapes (nested too)', () => {
    expect(apiFeatures('/api/auth/register/')).toEqual(['register']);
    expect(apiFeatures('//api//e/message')).toEqual(['chat']);
    expect(apiFeatures('/api/e/%6Dessage/m1')).toEqual(['chat']);
    expect(apiFeatures('/api/auth/%2572egister')).toEqual(['register']);
    expect(() => apiFeatures('/api/e/message/%E0%A4%A')).not.toThrow();
    expect(apiFeatures('/api/e/message/%E0%A4%A')).toEqual(['chat']);
  });

  it('needs every feature a path lists', () => {
    const path = '/api/e/legalsearch/s1/save-to-library';
    expect(isApiEnabled(path, allOn)).toBe(true);
    expect(isApiEnabled(path, { ...allOn, personalLibrary: false })).toBe(false);
    expect(isApiEnabled(path, { ...allOn, legalSearch: false })).toBe(false);
    expect(isApiEnabled('/api/e/legalsearch/s1', { ...allOn, personalLibrary: false })).toBe(true);
  });

  it('switches off only the API of the switched-off feature', () => {
    const features = { ...allOn, register: false };
    expect(isApiEnabled('/api/auth/register', features)).toBe(false);
    expect(isApiEnabled('/api/auth/login', features)).toBe(true);
    expect(isApiEnabled('/api/auth/logout', features)).toBe(true);
    expect(isApiEnabled('/api/nowhere', features)).toBe(true);
    const allOff = Object.fromEntries(FEATURES.map((f) => [f, false])) as Record<Feature, boolean>;
    expect(isApiEnabled('/api/auth/logout', allOff)).toBe(true);
    expect(isApiEnabled('/api/e/legalsearch', allOff)).toBe(false);
  });

  it('reaches every rule: no rule is hidden by an earlier one', () => {
    const sample = (rule: ApiRule) => rule.pattern.replace(/\/\*\*$/, '').replace(/\*/g, 'x');
    for (const rule of API_FEATURES) expect(apiRule(sample(rule)), rule.pattern).toBe(rule);
  });
});
