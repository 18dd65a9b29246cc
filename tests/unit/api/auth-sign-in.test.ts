import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { GET as sessionGet, DELETE as sessionDelete } from '../../../src/pages/api/[scope]/session.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { GET as me } from '../../../src/pages/api/auth/me.ts';
import { POST as refresh } from '../../../src/pages/api/auth/refresh.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { GET as token } from '../../../src/pages/api/auth/token.ts';
import { GET as verify } from '../../../src/pages/api/auth/verify.ts';
import { findSessionUser, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import {
  codeIn,
  freshEmail,
  freshIp,
  pairedTiming,
  registerUser,
  STRONG_PASSWORD,
  sessionSet,
  startSmtp,
  type TestSmtp,
} from './auth-support.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

describe.each(testPlatformEngines())('sign-in and sessions on $name', (engine) => {
  let smtp: TestSmtp;
  let test: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    test = await engine.open({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });
  const db = () => test.platform.database.db;

  describe('POST /api/auth/register', () => {
    it('creates the unverified user (201), signs in with a session cookie and mails a code in the chosen language', async () => {
      const email = freshEmail('kofi');
      const since = smtp.mails.length;
      const result = await callRoute(register, test.platform, {
        path: '/api/auth/register',
        json: {
          firstName: ' Kofi ',
          lastName: 'Mensah',
          email: email.toUpperCase(),
          password: STRONG_PASSWORD,
          language: 'en',
        },
        ip: freshIp(),
      });
      expect(result.response.status).toBe(201);
      const { user } = await result.response.json();
      expect(user).toMatchObject({
        firstName: 'Kofi',
        lastName: 'Mensah',
        email,
        emailVerified: false,
        language: 'en',
        role: 'user',
        avatarUrl: null,
        subscription: null,
      });
      expect(user).not.toHaveProperty('password_hash');
      const cookie = result.setCookies.get(SESSION_COOKIE);
      expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
      expect(await findSessionUser(db(), cookie?.value)).toMatchObject({ _id: user._id });
      const row = await db()
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user._id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const mail = await smtp.nextMailTo(email, since);
      expect(mail.raw).toContain('verification code');
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
    });

    it('redirects a form post to /verify-email with the address', async () => {
      const email = freshEmail();
      const result = await callRoute(register, test.platform, {
        path: '/api/auth/register',
        form: { firstName: 'Awa', lastName: 'Dossou', email, password: STRONG_PASSWORD },
        ip: freshIp(),
        locale: 'yo',
      });
      expect(result.response.status).toBe(303);
      expect(result.response.headers.get('location')).toBe(`/yo/verify-email?email=${encodeURIComponent(email)}`);
      expect(sessionSet(result)).toBeDefined();
      // Signing up from a guarded page: the way there is kept for after the code.
      const guarded = await callRoute(register, test.platform, {
        path: '/api/auth/register',
        form: {
          firstName: 'Awa',
          lastName: 'Dossou',
          email: freshEmail(),
          password: STRONG_PASSWORD,
          redirect: '/chat',
        },
        ip: freshIp(),
      });
      expect(guarded.response.headers.get('location')).toMatch(/^\/verify-email\?email=[^&]+&redirect=%2Fchat$/);
    });

    it('refuses missing fields and a short, common or personal password', async () => {
      const bad = await callRoute(register, test.platform, {
        path: '/api/auth/register',
        json: { email: 'nope', password: 'short' },
        ip: freshIp(),
      });
      expect(bad.response.status).toBe(400);
      expect(await bad.response.json()).toEqual({
        statusCode: 400,
        code: 'validation_failed',
        message: 'Corrigez les champs signalés.',
        fields: {
          firstName: 'Indiquez votre prénom.',
          lastName: 'Indiquez votre nom.',
          email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
        },
      });
      const field = async (password: string, email = freshEmail()) => {
        const r = await callRoute(register, test.platform, {
          path: '/api/auth/register',
          json: { firstName: 'Awa', lastName: 'Dossou', email, password },
          ip: freshIp(),
        });
        return { status: r.response.status, body: await r.response.json() };
      };
      expect((await field('court')).body.fields).toEqual({
        password: 'Le mot de passe doit contenir au moins 8 caractères.',
      });
      expect((await field('x'.repeat(129))).body.fields).toEqual({
        password: 'Le mot de passe ne doit pas dépasser 128 caractères.',
      });
      expect((await field('Password1')).body.fields).toEqual({
        password: 'Ce mot de passe est trop courant : choisissez-en un moins facile à deviner.',
      });
      expect((await field('iloveyou')).body.fields?.password).toContain('trop courant');
      expect((await field('awadossou@example.bj', 'awadossou@example.bj')).body.fields).toEqual({
        password: 'Le mot de passe ne doit pas être votre adresse e-mail ni votre nom.',
      });
    });

    it('answers a taken address exactly like a new one, in the same time, and tells only its owner, by e-mail', async () => {
      const before = smtp.mails.length;
      const { email, user: owner } = await registerUser(register, test.platform);
      await smtp.nextMailTo(email, before); // the owner's own verification code
      const attempt = async (address: string) => {
        const r = await callRoute(register, test.platform, {
          path: '/api/auth/register',
          json: { firstName: 'Awa', lastName: 'Dossou', email: address, password: STRONG_PASSWORD },
          ip: freshIp(),
        });
        const body = await r.response.json();
        return { status: r.response.status, body, cookie: r.setCookies.get(SESSION_COOKIE) };
      };
      const since = smtp.mails.length;
      const taken = await attempt(email);
      const fresh = await attempt(freshEmail('new'));
      const shape = (answer: typeof taken) => ({
        status: answer.status,
        keys: Object.keys(answer.body.user).sort(),
        user: {
          ...answer.body.user,
          _id: typeof answer.body.user._id,
          email: typeof answer.body.user.email,
          createdAt: typeof answer.body.user.createdAt,
        },
        cookie: {
          length: answer.cookie?.value.length,
          options: answer.cookie?.options && {
            ...answer.cookie.options,
            expires: typeof answer.cookie.options.expires,
          },
        },
      });
      expect(shape(taken)).toEqual(shape(fresh));
      expect(taken.status).toBe(201);
      expect(taken.body.user._id).not.toBe(owner._id);
      // The cookie opens nothing, and the account is unchanged.
      expect(await findSessionUser(db(), taken.cookie?.value)).toBeNull();
      expect(
        await db().selectFrom('users').select('first_name').where('id', '=', owner._id).executeTakeFirstOrThrow(),
      ).toEqual({ first_name: 'Awa' });
      const mail = await smtp.nextMailTo(email, since);
      expect(mail.raw).toContain('/login');
      expect(mail.raw).toContain('/forgot-password');
      expect(() => codeIn(mail)).toThrow(/no code/);
      const { differenceMs, typicalMs } = await pairedTiming(
        15,
        () => attempt(email),
        () => attempt(freshEmail('new')),
      );
      // The goal is under 10 ms (docs/ARCHITECTURE.md "No account enumeration"); a loaded test machine adds its own
      // noise, in proportion to how long a registration takes there (about 40 ms alone, twice that in a full run).
      expect(Math.abs(differenceMs)).toBeLessThan(Math.max(15, 0.25 * typicalMs));
    });

    it('re-renders the register page with what was typed, never the password', async () => {
      const typed = {
        firstName: 'Awa',
        lastName: '',
        email: 'awa@example.bj',
        password: 'secret-typed',
        language: 'fr',
        redirect: '',
      };
      const { renderedPage, locals, response } = await callRoute(register, test.platform, {
        path: '/api/auth/register',
        form: typed,
        ip: freshIp(),
      });
      expect(renderedPage).toBe('/register');
      expect(response.status).toBe(200); // the page itself applies the state's status
      const state = formState(locals, 'register');
      expect(state).toMatchObject({
        status: 400,
        errors: { lastName: 'auth.errors.lastNameRequired' },
        values: { firstName: 'Awa', email: 'awa@example.bj' },
      });
      expect(JSON.stringify(state)).not.toContain('secret-typed');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with a new session id, ending the one the browser held (rotation), and logs the attempt without the password', async () => {
      const { email, user, token: registered } = await registerUser(register, test.platform);
      const result = await callRoute(login, test.platform, {
        path: '/api/auth/login',
        json: { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD },
        cookies: { [SESSION_COOKIE]: registered },
        ip: freshIp(),
      });
      expect(result.response.status).toBe(200);
      expect((await result.response.json()).user).toMatchObject({ _id: user._id, email });
      const fresh = sessionSet(result);
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(registered);
      expect(await findSessionUser(db(), registered)).toBeNull();
      expect(await findSessionUser(db(), fresh)).toMatchObject({ _id: user._id });
      const line = test.logs.findLast((l) => l.msg === 'sign-in');
      expect(line).toMatchObject({ email, outcome: 'success', requestId: 'test-request', ip: expect.any(String) });
      expect(JSON.stringify(test.logs)).not.toContain(STRONG_PASSWORD);
    });

    it('gives the same 401 for an unknown e-mail and a wrong password, in about the same time', async () => {
      const { email } = await registerUser(register, test.platform);
      const attempt = async (e: string) => {
        const r = await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email: e, password: 'Wrong-password-42' },
          ip: freshIp(),
        });
        return { status: r.response.status, body: await r.response.json() };
      };
      const known = await attempt(email);
      const unknown = await attempt(freshEmail('ghost'));
      expect(known).toEqual({
        status: 401,
        body: { statusCode: 401, code: 'invalid_credentials', message: 'E-mail ou mot de passe incorrect.' },
      });
      expect(unknown).toEqual(known);
      // Without the dummy hash an unknown e-mail would skip argon2 and answer several times faster.
      const { differenceMs, typicalMs } = await pairedTiming(
        9,
        () => attempt(email),
        () => attempt(freshEmail('ghost')),
      );
      expect(Math.abs(differenceMs)).toBeLessThan(Math.max(25, 0.4 * typicalMs));
      expect(test.logs.filter((l) => l.msg === 'sign-in' && l.outcome === 'failure').length).toBeGreaterThanOrEqual(16);
    });

    it('allows 5 attempts a minute per address, then 429 with Retry-After and a French message', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const r = await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email: freshEmail(), password: 'whatever-1234' },
          ip,
        });
        expect(r.response.status).toBe(401);
      }
      const blocked = await callRoute(login, test.platform, {
        path: '/api/auth/login',
        json: { email: freshEmail(), password: 'whatever-1234' },
        ip,
      });
      expect(blocked.response.status).toBe(429);
      const retryAfter = Number(blocked.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await blocked.response.json()).toEqual({
        statusCode: 429,
        code: 'rate_limited',
        message: 'Trop de tentatives. Réessayez dans 1 min.',
      });
      expect(test.logs.findLast((l) => l.msg === 'sign-in')).toMatchObject({ outcome: 'rate_limited' });
    });

    it('does not count successful sign-ins against the address (people behind one carrier address)', async () => {
      const { email } = await registerUser(register, test.platform);
      const ip = freshIp();
      for (let i = 0; i < 7; i++) {
        const r = await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email, password: STRONG_PASSWORD },
          ip,
        });
        expect(r.response.status).toBe(200);
      }
    });

    it("counts an account's failures per address: an attacker elsewhere never locks the owner out", async () => {
      const { email } = await registerUser(register, test.platform);
      // The attacker rotates addresses (each under the per-address limit) against one account.
      for (let i = 0; i < 8; i++) {
        const r = await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email, password: `guess-${i}-abcdef` },
          ip: freshIp(),
        });
        expect(r.response.status).toBe(401);
      }
      const owner = await callRoute(login, test.platform, {
        path: '/api/auth/login',
        json: { email, password: STRONG_PASSWORD },
        ip: freshIp(),
      });
      expect(owner.response.status).toBe(200);
    });

    it('goes to the safe redirect after a form sign-in, and refuses open redirects', async () => {
      const { email } = await registerUser(register, test.platform);
      const landing = async (redirect: string, locale: 'fr' | 'en' = 'fr') => {
        const r = await callRoute(login, test.platform, {
          path: '/api/auth/login',
          form: { email, password: STRONG_PASSWORD, redirect },
          ip: freshIp(),
          locale,
        });
        expect(r.response.status).toBe(303);
        return r.response.headers.get('location');
      };
      expect(await landing('/chat?x=1')).toBe('/chat?x=1');
      expect(await landing('/chat', 'en')).toBe('/en/chat');
      expect(await landing('/en/search', 'en')).toBe('/en/search');
      for (const evil of [
        'https://evil.test/',
        '//evil.test',
        '/\\evil.test',
        '\\\\evil.test',
        'javascript:alert(1)',
        '/\t/evil.test',
        ' //evil.test',
        'http:evil.test',
      ]) {
        expect(await landing(evil)).toBe('/');
      }
    });

    it('re-renders the login page with the e-mail kept and the failure as a form error', async () => {
      const { renderedPage, locals } = await callRoute(login, test.platform, {
        path: '/api/auth/login',
        form: { email: 'ghost@example.bj', password: 'not-this-one', redirect: '/chat' },
        ip: freshIp(),
      });
      expect(renderedPage).toBe('/login');
      expect(formState(locals, 'login')).toEqual({
        form: 'login',
        status: 401,
        values: { email: 'ghost@example.bj', redirect: '/chat' },
        errors: {},
        formError: { key: 'auth.errors.invalidCredentials' },
      });
    });

    it('uses the __Host- Secure cookie in production over HTTPS', async () => {
      const { email } = await registerUser(register, test.platform);
      const platform = {
        ...test.platform,
        config: { ...test.platform.config, env: 'production' as const, publicUrl: 'https://jurisia.example' },
      };
      const r = await callRoute(login, platform, {
        path: '/api/auth/login',
        json: { email, password: STRONG_PASSWORD },
        ip: freshIp(),
      });
      expect(r.setCookies.get('__Host-jurisia_session')?.options).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
      });
    });
  });

  describe('session endpoints', () => {
    it('me, GET /api/_auth/session, refresh, token and verify for a signed-in user; 401 or signed-out answers otherwise', async () => {
      const { cookies, user, token: sessionTok } = await registerUser(register, test.platform);
      const meIn = await callRoute(me, test.platform, { path: '/api/auth/me', method: 'GET', cookies });
      expect((await meIn.response.json()).user._id).toBe(user._id);
      expect((await callRoute(me, test.platform, { path: '/api/auth/me', method: 'GET' })).response.status).toBe(401);

      const sessionIn = await callRoute(sessionGet, test.platform, {
        path: '/api/_auth/session',
        method: 'GET',
        cookies,
        params: { scope: '_auth' },
      });
      expect(await sessionIn.response.json()).toMatchObject({ loggedIn: true, user: { _id: user._id } });
      const sessionOut = await callRoute(sessionGet, test.platform, {
        path: '/api/_auth/session',
        method: 'GET',
        params: { scope: '_auth' },
      });
      expect(await sessionOut.response.json()).toEqual({ user: null, loggedIn: false });
      expect(
        (
          await callRoute(sessionGet, test.platform, {
            path: '/api/auth/session',
            method: 'GET',
            params: { scope: 'auth' },
          })
        ).response.status,
      ).toBe(404);

      await db()
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + 60_000) })
        .execute();
      const refreshed = await callRoute(refresh, test.platform, { path: '/api/auth/refresh', json: {}, cookies });
      expect(await refreshed.response.json()).toMatchObject({ success: true, user: { _id: user._id } });
      const row = await db()
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', user._id)
        .executeTakeFirstOrThrow();
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
      expect(refreshed.setCookies.get(SESSION_COOKIE)?.value).toBe(sessionTok);
      expect((await callRoute(refresh, test.platform, { path: '/api/auth/refresh', json: {} })).response.status).toBe(
        401,
      );

      const issued = await callRoute(token, test.platform, { path: '/api/auth/token', method: 'GET', cookies });
      const { accessToken, accessTokenExpiresAt } = await issued.response.json();
      expect(accessToken.split('.')).toHaveLength(3);
      const ttl = new Date(accessTokenExpiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(14 * 60_000);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000);
      expect((await callRoute(token, test.platform, { path: '/api/auth/token', method: 'GET' })).response.status).toBe(
        401,
      );

      const check = async (headers: Record<string, string>, withCookies = false) =>
        (
          await callRoute(verify, test.platform, {
            path: '/api/auth/verify',
            method: 'GET',
            headers,
            ...(withCookies ? { cookies } : {}),
          })
        ).response.json();
      expect(await check({ authorization: `Bearer ${accessToken}` })).toEqual({ valid: true, reason: 'ok' });
      expect(await check({ authorization: `Bearer ${accessToken.slice(0, -2)}xx` })).toEqual({
        valid: false,
        reason: 'invalid',
      });
      expect(await check({ authorization: 'Bearer not-a-jwt' })).toEqual({ valid: false, reason: 'invalid' });
      expect(await check({})).toEqual({ valid: false, reason: 'missing' });
      expect(await check({}, true)).toEqual({ valid: true, reason: 'ok' });

      const ended = await callRoute(sessionDelete, test.platform, {
        path: '/api/_auth/session',
        method: 'DELETE',
        cookies,
        params: { scope: '_auth' },
      });
      expect(await ended.response.json()).toEqual({ success: true });
      expect(ended.setCookies.get(SESSION_COOKIE)?.value).toBe('');
      expect(await findSessionUser(db(), sessionTok)).toBeNull();
    });
  });
});
