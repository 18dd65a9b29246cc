/**
 * Calls an API route function the way Astro would, without a server: a real platform
 * (PGlite in memory), a cookie jar that records what the route writes, and a record of the
 * page a failed form post renders. Fast enough to run many cases per test file.
 */
import { randomUUID } from 'node:crypto';
import type { APIContext, APIRoute, AstroCookieSetOptions } from 'astro';
import type { Locale } from '../../../src/i18n/locales.ts';
import { sessionCookieName } from '../../../src/server/auth/session-cookie.ts';
import { findSessionUser } from '../../../src/server/auth/sessions.ts';
import { type PublicUser, toPublicUser } from '../../../src/server/auth/user.ts';
import { createPostgresDatabase } from '../../../src/server/db/test-databases.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { createPlatform, type Platform } from '../../../src/server/platform.ts';

export interface TestPlatform {
  platform: Platform;
  logs: Record<string, unknown>[];
}

export async function testPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', {}, (line) => logs.push(JSON.parse(line)));
  const platform = await createPlatform({ env: { DATA_DIR: 'memory://', NODE_ENV: 'test', ...env }, logger });
  return { platform, logs };
}

/**
 * A test platform per database engine: PGlite always, and PostgreSQL in a database of its own
 * when TEST_DATABASE_URL is set. `close` also drops that database.
 */
export interface EngineCase {
  name: 'pglite' | 'postgres';
  open(env?: Record<string, string>): Promise<TestPlatform & { close(): Promise<void> }>;
}

export function testPlatformEngines(env: Record<string, string | undefined> = process.env): EngineCase[] {
  const pglite: EngineCase = {
    name: 'pglite',
    async open(extra = {}) {
      const test = await testPlatform(extra);
      return { ...test, close: () => test.platform.close() };
    },
  };
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) return [pglite];
  const postgres: EngineCase = {
    name: 'postgres',
    async open(extra = {}) {
      const database = await createPostgresDatabase(adminUrl);
      const test = await testPlatform({ ...extra, DATABASE_URL: database.url });
      return {
        ...test,
        close: async () => {
          await test.platform.close();
          await database.drop();
        },
      };
    },
  };
  return [pglite, postgres];
}

/** A user row with no password (the routes under test only need someone signed in). */
export async function insertTestUser(platform: Platform, firstName: string): Promise<PublicUser> {
  const id = randomUUID();
  const row = await platform.database.db
    .insertInto('users')
    .values({ id, email: `${id}@example.test`, first_name: firstName, last_name: 'Test', password_hash: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The user as the middleware gives it to the routes (its country, language and plan included).
  return toPublicUser(row);
}

export interface RouteCall {
  path: string;
  /** POST unless said. */
  method?: string;
  /** A body sent as is (multipart FormData, raw text with its own content-type header). */
  body?: BodyInit;
  params?: Record<string, string>;
  /** A JSON body (sent as application/json) or form fields (sent urlencoded). */
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  locale?: Locale;
  /** The signed-in user; by default resolved from the session cookie, as the middleware does. */
  user?: PublicUser | null;
  ip?: string;
}

export interface RouteResult {
  response: Response;
  /** Cookies the route set; a deleted cookie has an empty value and an expiry in the past. */
  setCookies: Map<string, { value: string; options: AstroCookieSetOptions }>;
  /** The page path rendered in place (failed form post), if any. */
  renderedPage: string | null;
  locals: App.Locals;
}

export async function callRoute(route: APIRoute, platform: Platform, call: RouteCall): Promise<RouteResult> {
  const url = new URL(call.path, 'http://localhost:4321');
  const headers = new Headers(call.headers);
  let body: BodyInit | undefined = call.body;
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(call.form).toString();
  }
  const request = new Request(url, { method: call.method ?? 'POST', headers, ...(body === undefined ? {} : { body }) });
  const incoming = call.cookies ?? {};
  // As the middleware reads it: the one name this origin's session goes by.
  const sessionToken = incoming[sessionCookieName(platform.config, url)];
  const user = call.user !== undefined ? call.user : await findSessionUser(platform.database.db, sessionToken);
  const setCookies: RouteResult['setCookies'] = new Map();
  let renderedPage: string | null = null;
  const locals = {
    platform,
    requestId: 'test-request',
    locale: call.locale ?? 'fr',
    path: url.pathname,
    requestPath: url.pathname,
    user,
    flash: null,
  } satisfies App.Locals;
  const cookies = {
    get: (name: string) => {
      const value = setCookies.get(name)?.value ?? incoming[name];
      return value === undefined ? undefined : { value };
    },
    has: (name: string) => setCookies.has(name) || name in incoming,
    set: (name: string, value: string, options: AstroCookieSetOptions = {}) => setCookies.set(name, { value, options }),
    delete: (name: string, options: AstroCookieSetOptions = {}) =>
      setCookies.set(name, { value: '', options: { ...options, expires: new Date(0) } }),
  };
  const context = {
    request,
    url,
    params: call.params ?? {},
    locals,
    cookies,
    clientAddress: call.ip ?? '127.0.0.1',
    redirect: (to: string, status = 302) => new Response(null, { status, headers: { Location: to } }),
    rewrite: async (target: Request | string | URL) => {
      renderedPage = new URL(target instanceof Request ? target.url : target, url).pathname;
      return new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } });
    },
  } as unknown as APIContext;
  const response = await route(context);
  return { response, setCookies, renderedPage, locals };
}
