import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '../../../src/pages/api/auth/logout.ts';
import {
  createSession,
  findSessionUser,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../../../src/server/auth/sessions.ts';
import { callRoute, type TestPlatform, testPlatform } from './route-harness.ts';

let test: TestPlatform;
beforeAll(async () => {
  test = await testPlatform();
  await test.platform.database.db
    .insertInto('users')
    .values({
      id: 'u-kofi',
      email: 'kofi@example.bj',
      first_name: 'Kofi',
      last_name: 'Mensah',
      avatar_url: null,
      password_hash: null,
    })
    .execute();
});
afterAll(() => test.platform.close());

const db = () => test.platform.database.db;
const expectCleared = (setCookies: Map<string, { value: string; options: { expires?: Date; secure?: boolean } }>) => {
  expect(setCookies.get(SESSION_COOKIE)).toMatchObject({ value: '', options: { expires: new Date(0) } });
  expect(setCookies.get(SECURE_SESSION_COOKIE)).toMatchObject({
    value: '',
    options: { expires: new Date(0), secure: true },
  });
};

describe('POST /api/auth/logout', () => {
  it('deletes the session row, clears both session cookies and redirects (303) to the login page of the current language', async () => {
    const { token } = await createSession(db(), 'u-kofi');
    const other = await createSession(db(), 'u-kofi');
    const { response, setCookies } = await callRoute(POST, test.platform, {
      path: '/api/auth/logout',
      form: {},
      cookies: { [SESSION_COOKIE]: token },
      locale: 'fon',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fon/login');
    expectCleared(setCookies);
    expect(await findSessionUser(db(), token)).toBeNull();
    // Only this browser is signed out.
    expect(await findSessionUser(db(), other.token)).not.toBeNull();
  });

  it('ends a session held in the production (__Host-) cookie and answers JSON when asked', async () => {
    const { token } = await createSession(db(), 'u-kofi');
    // In production behind TLS, where the session goes by that name only.
    const platform = {
      ...test.platform,
      config: { ...test.platform.config, env: 'production' as const, publicUrl: 'https://jurisia.test' },
    };
    const { response, setCookies } = await callRoute(POST, platform, {
      path: '/api/auth/logout',
      headers: { accept: 'application/json' },
      cookies: { [SECURE_SESSION_COOKIE]: token },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expectCleared(setCookies);
    expect(await findSessionUser(db(), token)).toBeNull();
  });

  it('succeeds without a session, and goes home when sign-in is switched off', async () => {
    const platform = {
      ...test.platform,
      config: { ...test.platform.config, features: { ...test.platform.config.features, login: false } },
    };
    const { response } = await callRoute(POST, platform, { path: '/api/auth/logout', form: {} });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });
});
