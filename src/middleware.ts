/**
 * Every page and API request passes here: platform → API errors as JSON → locale → bad
 * address → switched-off APIs → session → revalidate → content security policy → guards
 * (docs/ARCHITECTURE.md "Requests"). Static assets never reach it (server.mjs serves them first).
 */
import { randomUUID } from 'node:crypto';
import { defineMiddleware, sequence } from 'astro:middleware';
import { decodeFlash, encodeFlash, FLASH_COOKIE } from './flash.ts';
import { runGuards } from './guards.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from './i18n/locales.ts';
import { localizePath, pickLocale, splitLocale } from './i18n/paths.ts';
import { safeRedirect } from './server/auth/redirect.ts';
import { isApi, wantsPage } from './http/request.ts';
import { assertRouteTable, isApiEnabled, matchRoute } from './routes.ts';
import { sessionToken } from './server/auth/session-cookie.ts';
import { findSessionUser } from './server/auth/sessions.ts';
import { sharedPlatform } from './server/shared-platform.ts';
import { notFoundMessage } from './error-page.ts';
import { apiError } from './http/responses.ts';
import { apiErrorAsJson, apiErrorFor } from './http/api-errors.ts';
import { createAllowedMethods } from './http/api-methods.ts';
import { createTranslator } from './i18n/messages.ts';
import { badText, hasNulInUrl } from './http/bad-text.ts';
import { pageCsp } from './http/security-headers.ts';
import { withEtag } from './http/etag.ts';
import { withLength } from './http/sized-json.ts';

assertRouteTable();

/**
 * robots.txt, the sitemaps and the French web app manifest are fetched without the reader's
 * cookies: never redirected by locale (the manifest of another language is `/en/…`).
 */
const isCrawlerFile = (pathname: string) => /^\/[\w-]+\.(xml|txt|webmanifest)$/.test(pathname);

const platform = defineMiddleware(async ({ locals, request }, next) => {
  // server.mjs passes the platform in; `astro dev` has no server.mjs, so create it once here.
  locals.platform ??= await sharedPlatform();
  locals.requestId ??= request.headers.get('x-request-id') ?? randomUUID();
  const response = await next();
  // Astro answers its 500 page with 500 whatever the page sets; 500.astro names the error's own status.
  if (locals.errorStatus !== undefined && response.status !== locals.errorStatus) {
    return new Response(response.body, { status: locals.errorStatus, headers: response.headers });
  }
  return response;
});

/**
 * An API route that throws answers the JSON error shape (http/api-errors.ts), not the HTML
 * error page; pages keep theirs (500.astro). JSON answers go out with their length, so that
 * server.mjs compresses only those worth it (http/sized-json.ts).
 */
const allowedMethods = createAllowedMethods(
  import.meta.glob<Record<string, unknown>>(['./pages/api/**/*.ts', '!./pages/api/**/*.test.ts']),
);

const apiErrors = defineMiddleware(async ({ url, locals, request }, next) => {
  const { path } = splitLocale(url.pathname);
  if (!isApi(path)) return next();
  let response: Response;
  try {
    response = await apiErrorAsJson(request, await next(), path, allowedMethods);
  } catch (error) {
    const { logger } = locals.platform;
    response = apiErrorFor(error, {
      locale: locals.locale ?? DEFAULT_LOCALE,
      logger,
      requestId: locals.requestId,
      path: url.pathname,
    });
  }
  return withLength(response);
});

const locale = defineMiddleware(({ url, cookies, request, locals, redirect }, next) => {
  if (locals.path !== undefined) return next(); // already resolved before a rewrite
  const { locale: current, path, prefixed } = splitLocale(url.pathname);
  locals.requestPath = url.pathname;
  locals.locale = current;
  locals.path = path;
  if (isApi(url.pathname) || isCrawlerFile(url.pathname)) {
    const fromCookie = cookies.get(LOCALE_COOKIE)?.value;
    locals.locale = isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
    return next();
  }
  if (url.pathname === '/fr' || url.pathname.startsWith('/fr/')) {
    return redirect(`${url.pathname.slice(3) || '/'}${url.search}`, 301);
  }
  const cookie = cookies.get(LOCALE_COOKIE)?.value;
  const cookieOptions = { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' as const };
  if (!cookie && !prefixed && request.method === 'GET') {
    const preferred = pickLocale(request.headers.get('accept-language'));
    if (preferred && preferred !== DEFAULT_LOCALE) {
      cookies.set(LOCALE_COOKIE, preferred, cookieOptions);
      return redirect(`${localizePath(path, preferred)}${url.search}`, 302);
    }
  }
  if (cookie !== current) cookies.set(LOCALE_COOKIE, current, cookieOptions);
  return prefixed ? next(`${path}${url.search}`) : next();
});

/**
 * A NUL in the address (`/api/lawyers?q=%00`, `/api/e/discussion/%00`) is refused before any
 * lookup: 400 `invalid_text` (http/bad-text.ts), as JSON on the API (`apiErrors`) and as the
 * error page, with that status, on pages.
 */
const badUrl = defineMiddleware((context, next) => {
  const { url, locals } = context;
  if (!hasNulInUrl(url.pathname + url.search)) return next();
  const refusal = badText();
  if (isApi(locals.path ?? url.pathname)) throw refusal;
  locals.error = { statusCode: refusal.status, message: createTranslator(locals.locale)(refusal.key) };
  // Astro answers its 404 route with 404: `platform` puts the refusal's status back.
  locals.errorStatus = refusal.status;
  return context.rewrite('/404');
});

/**
 * The API of a switched-off feature does not exist (src/routes.ts API_FEATURES): it answers as
 * an unknown API route does (`/api/{scope}/session`, the admin API), before the session lookup
 * and any other work. After `locale`, so `/en/api/…` is seen as the `/api/…` it is rewritten
 * to; any path (not only `isApi`), as `isApiEnabled` reads `/%61pi/…` or `//api/…` the way
 * Astro routes them.
 */
const switchedOffApis = defineMiddleware(({ url, locals }, next) => {
  if (!isApiEnabled(url.pathname, locals.platform.config.features))
    return apiError(404, 'Not found', { code: 'not_found' });
  return next();
});

/** The private API: answers about one account, whoever asks (401s included). */
const PRIVATE_API = /^\/api\/(?:e|auth)\//;

const session = defineMiddleware(async ({ cookies, locals, url }, next) => {
  const token = sessionToken(cookies, locals.platform.config, url);
  locals.user = await findSessionUser(locals.platform.database.db, token);
  locals.flash = decodeFlash(cookies.get(FLASH_COOKIE)?.value);
  if (locals.flash) cookies.delete(FLASH_COOKIE, { path: '/' });
  const response = await next();
  // What a signed-in reader is sent, and the private API's answers, carry one person's data: no
  // cache, shared or the browser's own, may keep them (a page or route that set its own policy keeps it).
  const personal = locals.user !== null || PRIVATE_API.test(locals.path ?? url.pathname);
  if (personal && !response.headers.has('cache-control')) {
    try {
      response.headers.set('Cache-Control', 'no-store');
    } catch {
      // A response with immutable headers (a proxied one) keeps its own.
    }
  }
  return response;
});

/**
 * Each HTML page's Content-Security-Policy, from its own inline scripts (http/security-headers.ts).
 * Inside `revalidate`, so the page cache keeps it with the page.
 */
const contentSecurity = defineMiddleware(async ({ locals }, next) => {
  const response = await next();
  if (
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    response.headers.has('content-security-policy')
  )
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', pageCsp(html, locals.platform.config));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes to what public pages show: a lawyer's profile, an administrator's review. */
const CHANGES_PUBLIC_PAGES = /^\/api\/e\/(?:lawyer\/profile|admin\/)/;

/**
 * Pages that declared themselves `public` get an ETag and answer 304 when unchanged; what an
 * anonymous visitor was sent is kept in the page cache, which server.mjs answers from.
 */
const revalidate = defineMiddleware(async ({ request, locals, url }, next) => {
  const response = await withEtag(request, await next());
  // A change the directory shows is seen at once by whoever made it (other processes: within the cache's time to live).
  if (!SAFE_METHODS.has(request.method) && response.status < 400 && CHANGES_PUBLIC_PAGES.test(url.pathname))
    locals.platform.pageCache.clear();
  const etag = response.headers.get('etag');
  if (request.method !== 'GET' || response.status !== 200 || !etag) return response;
  const { pageCache } = locals.platform;
  const slot = pageCache.slot({
    method: request.method,
    url: `${locals.requestPath}${url.search}`,
    cookie: request.headers.get('cookie') ?? undefined,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  // Only a visitor's page is kept: a signed-in reader's is rendered for them.
  if (slot && slot.session === null && !locals.user) {
    const body = new Uint8Array(await response.clone().arrayBuffer());
    // A cookie is per visitor: the fast path sets the language cookie itself (`slot.setCookie`).
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    pageCache.set(slot.key, {
      status: 200,
      headers,
      body,
      etag,
      storedAt: Date.now(),
      shared: locals.sharedPage === true,
      notForSubscribers: locals.sharedPageNotForSubscribers === true,
    });
  }
  return response;
});

/**
 * State-changing requests from a browser must come from our own pages. Astro's checkOrigin
 * covers form posts only; this covers JSON and multipart API calls too. Without an Origin, a
 * Referer from another site is refused as well (an old browser, or one told to send no Origin).
 * A request with neither (server-to-server: payment webhooks, apps, scripts) is not a browser's
 * and passes: a cross-site browser post cannot carry the session either, its cookie being
 * SameSite=Lax (docs/ARCHITECTURE.md "Cross-site requests").
 */
function foreignOrigin(request: Request, url: URL, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const ours = (origin: string) =>
    origin === url.origin || (publicUrl !== undefined && origin === new URL(publicUrl).origin);
  const origin = request.headers.get('origin');
  if (origin) return !ours(origin);
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return !ours(new URL(referer).origin);
  } catch {
    return true;
  }
}

/** The locale-free path and query of the page a request came from (its Referer, already checked as ours), else home. */
function pageOf(referer: string | null): string {
  if (!referer) return '/';
  try {
    const { pathname, search } = new URL(referer);
    return safeRedirect(`${splitLocale(pathname).path}${search}`);
  } catch {
    return '/';
  }
}

const guards = defineMiddleware(async (context, next) => {
  const { locals, url, cookies, redirect, request } = context;
  if (foreignOrigin(request, url, locals.platform.config.publicUrl)) {
    return Response.json({ statusCode: 403, message: 'Origine de la requête refusée' }, { status: 403 });
  }
  if (isApi(url.pathname)) {
    // Password reset and code resend under /api/e/user/auth/ are used signed out.
    const needsUser = url.pathname.startsWith('/api/e/') && !url.pathname.startsWith('/api/e/user/auth/');
    if (needsUser && !locals.user) {
      // A browser's plain form post (« Enregistrer dans ma bibliothèque » without JavaScript, or
      // from a visitor) goes to sign in, then back to its page (docs/ARCHITECTURE.md "API
      // conventions"); every other caller gets the JSON 401.
      if (wantsPage(request)) {
        const back = `/login?redirect=${encodeURIComponent(pageOf(request.headers.get('referer')))}`;
        return redirect(localizePath(back, locals.locale), 303);
      }
      return Response.json({ statusCode: 401, message: 'Non authentifié' }, { status: 401 });
    }
    return next();
  }
  if (locals.error) return next(); // rewriting to the error page
  const match = matchRoute(locals.path);
  // Unmatched paths fall through to Astro's router, whose 404 page says 'Page not found: {path}'.
  if (!match) return next();
  const decision = runGuards(match.route, {
    signedIn: locals.user !== null,
    role: locals.user?.role ?? null,
    features: locals.platform.config.features,
    requestedPath: `${locals.path}${url.search}`,
  });
  switch (decision.kind) {
    case 'allow':
      return next();
    case 'redirect':
      if (decision.flash) {
        cookies.set(FLASH_COOKIE, encodeFlash({ key: decision.flash, variant: 'info' }), {
          path: '/',
          maxAge: 60,
          httpOnly: true,
          sameSite: 'lax',
        });
      }
      return redirect(localizePath(decision.to, locals.locale), 302);
    case 'not-found':
      locals.error = { statusCode: 404, message: notFoundMessage(locals.requestPath) };
      return context.rewrite('/404');
  }
});

export const onRequest = sequence(
  platform,
  apiErrors,
  locale,
  badUrl,
  switchedOffApis,
  session,
  revalidate,
  contentSecurity,
  guards,
);
