import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { POST as verifyEmail } from '../../../src/pages/api/auth/verify-email.ts';
import { POST as forgot } from '../../../src/pages/api/e/user/auth/generate-password-restoration-code.ts';
import { POST as resend } from '../../../src/pages/api/e/user/auth/resend-account-verification-code.ts';
import { POST as reset } from '../../../src/pages/api/e/user/auth/reset-password.ts';
import { POST as verifyResetCode } from '../../../src/pages/api/e/user/auth/verify-password-reset-code.ts';
import { RESET_COOKIE } from '../../../src/server/auth/reset-cookie.ts';
import { findSessionUser, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import {
  codeIn,
  freshEmail,
  freshIp,
  pairedTiming,
  registerUser,
  sessionSet,
  startSmtp,
  type TestSmtp,
} from './auth-support.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

const NEW_PASSWORD = 'Nouveau-Porto-Novo-77';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testPlatformEngines())('e-mail codes and password reset on $name', (engine) => {
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
  const call = async (route: Parameters<typeof callRoute>[0], path: string, json: unknown) => {
    const r = await callRoute(route, test.platform, { path, json, ip: freshIp() });
    return { status: r.response.status, body: await r.response.json(), headers: r.response.headers };
  };
  /** Registers, returning the verification code mailed. */
  const registered = async (language = 'fr') => {
    const email = freshEmail();
    const since = smtp.mails.length;
    const account = await registerUser(register, test.platform, { email, language });
    return { ...account, code: codeIn(await smtp.nextMailTo(email, since)) };
  };
  const resetCode = async (email: string) => {
    const since = smtp.mails.length;
    expect((await call(forgot, '/api/e/user/auth/generate-password-restoration-code', { email })).body).toEqual({
      success: true,
    });
    return codeIn(await smtp.nextMailTo(email, since));
  };

  describe('POST /api/auth/verify-email', () => {
    it('verifies the address with the mailed code, once', async () => {
      const { email, code } = await registered();
      const ok = await call(verifyEmail, '/api/auth/verify-email', { email, code });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, user: { email, emailVerified: true } });
      const again = await call(verifyEmail, '/api/auth/verify-email', { email, code });
      expect(again).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          fields: { code: 'Code invalide ou expiré. Demandez un nouveau code si besoin.' },
        },
      });
    });

    it('refuses an unknown e-mail exactly like a wrong code, and a malformed code', async () => {
      const { email, code } = await registered();
      const unknown = await call(verifyEmail, '/api/auth/verify-email', { email: freshEmail('ghost'), code });
      const wrongCode = await call(verifyEmail, '/api/auth/verify-email', { email, code: wrong(code) });
      expect(unknown.body).toEqual(wrongCode.body);
      expect((await call(verifyEmail, '/api/auth/verify-email', { email, code: '12a456' })).body.fields).toEqual({
        code: 'Le code comporte 6 chiffres.',
      });
    });

    it('kills a code after 5 tries, even the right one afterwards', async () => {
      const { email, code } = await registered();
      for (let i = 0; i < 5; i++)
        expect((await call(verifyEmail, '/api/auth/verify-email', { email, code: wrong(code) })).status).toBe(400);
      expect((await call(verifyEmail, '/api/auth/verify-email', { email, code })).status).toBe(400);
    });

    it('refuses an expired code (15 minutes)', async () => {
      const { email, code, user } = await registered();
      await db()
        .updateTable('auth_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user._id)
        .execute();
      expect((await call(verifyEmail, '/api/auth/verify-email', { email, code })).status).toBe(400);
      const row = await db()
        .selectFrom('auth_codes')
        .select(['code_hash', 'created_at', 'expires_at'])
        .where('user_id', '=', user._id)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('redirects the form to / with the emailVerified toast, and re-renders /verify-email on failure', async () => {
      const { email, code } = await registered();
      const bad = await callRoute(verifyEmail, test.platform, {
        path: '/api/auth/verify-email',
        form: { email, code: wrong(code) },
      });
      expect(bad.renderedPage).toBe('/verify-email');
      expect(formState(bad.locals, 'verifyEmail')).toMatchObject({
        status: 400,
        values: { email, code: wrong(code) },
        errors: { code: 'auth.errors.invalidCode' },
      });
      const ok = await callRoute(verifyEmail, test.platform, {
        path: '/api/auth/verify-email',
        form: { email, code },
        locale: 'en',
      });
      expect(ok.response.status).toBe(303);
      expect(ok.response.headers.get('location')).toBe('/en');
      expect(ok.setCookies.get('flash')?.value).toBe('success:emailVerified');
    });

    it('goes on to where the visitor was going when they signed up, never off the site', async () => {
      const { email, code } = await registered();
      const ok = await callRoute(verifyEmail, test.platform, {
        path: '/api/auth/verify-email',
        form: { email, code, redirect: '/chat?q=bail' },
        locale: 'en',
      });
      expect(ok.response.headers.get('location')).toBe('/en/chat?q=bail');
      const other = await registered();
      const away = await callRoute(verifyEmail, test.platform, {
        path: '/api/auth/verify-email',
        form: { email: other.email, code: other.code, redirect: '//evil.test/' },
      });
      expect(away.response.headers.get('location')).toBe('/');
    });
  });

  describe('POST /api/e/user/auth/resend-account-verification-code', () => {
    it('mails a new code (in the user language) only to a known, unverified address; the answer never differs', async () => {
      const { email, code } = await registered('en');
      const since = smtp.mails.length;
      expect(await call(resend, '/api/e/user/auth/resend-account-verification-code', { email })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      const mail = await smtp.nextMailTo(email, since);
      const fresh = codeIn(mail);
      expect(mail.raw).toContain('Subject: Your Jurisia verification code');
      expect(mail.raw).toContain('Here is the code that confirms your e-mail address on Jurisia:');
      // The new code replaces the old one.
      expect((await call(verifyEmail, '/api/auth/verify-email', { email, code })).status).toBe(
        fresh === code ? 200 : 400,
      );
      expect((await call(verifyEmail, '/api/auth/verify-email', { email, code: fresh })).status).toBe(
        fresh === code ? 400 : 200,
      );

      const before = smtp.mails.length;
      expect((await call(resend, '/api/e/user/auth/resend-account-verification-code', { email })).body).toEqual({
        success: true,
      });
      expect(
        (await call(resend, '/api/e/user/auth/resend-account-verification-code', { email: freshEmail('ghost') })).body,
      ).toEqual({ success: true });
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.mails.length).toBe(before);
    });

    it('sends 3 code e-mails per 5 minutes per address, then 429 with Retry-After', async () => {
      const { email } = await registered(); // the registration mail is the first
      for (let i = 0; i < 2; i++)
        expect((await call(resend, '/api/e/user/auth/resend-account-verification-code', { email })).status).toBe(200);
      const blocked = await call(resend, '/api/e/user/auth/resend-account-verification-code', { email });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(240);
      expect(blocked.body).toMatchObject({
        code: 'rate_limited',
        message: 'Trop de tentatives. Réessayez dans 5 min.',
      });
    });

    it('answers a known address and an unknown one in about the same time', async () => {
      // Each known sample is a new unverified account, so the e-mail limit does not interfere.
      const accounts = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => registered()));
      let i = 0;
      const { differenceMs } = await pairedTiming(
        7,
        () => call(resend, '/api/e/user/auth/resend-account-verification-code', { email: accounts[i++]?.email }),
        () => call(resend, '/api/e/user/auth/resend-account-verification-code', { email: freshEmail('ghost') }),
      );
      // The goal is under 10 ms (docs/ARCHITECTURE.md "No account enumeration"); a loaded test machine adds its own noise.
      expect(Math.abs(differenceMs)).toBeLessThan(15);
    });

    it('redirects the form back to /verify-email with sent=1', async () => {
      const r = await callRoute(resend, test.platform, {
        path: '/api/e/user/auth/resend-account-verification-code',
        form: { email: 'Kofi@Example.bj' },
        ip: freshIp(),
      });
      expect(r.response.headers.get('location')).toBe('/verify-email?email=kofi%40example.bj&sent=1');
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses, in about the same time, and mails only the known one', async () => {
      const { email } = await registered();
      const ghost = freshEmail('ghost');
      const since = smtp.mails.length;
      const known = await call(forgot, '/api/e/user/auth/generate-password-restoration-code', { email });
      const unknown = await call(forgot, '/api/e/user/auth/generate-password-restoration-code', { email: ghost });
      expect(known).toEqual({ ...unknown, headers: known.headers });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true });
      await smtp.nextMailTo(email, since);
      expect(smtp.mails.slice(since).some((m) => m.to.includes(ghost))).toBe(false);
      // Each timing sample uses a new address so the e-mail limit does not interfere.
      const knownAccounts = await Promise.all([1, 2, 3, 4, 5].map(() => registered()));
      let i = 0;
      const { differenceMs, typicalMs } = await pairedTiming(
        5,
        () => call(forgot, '/api/e/user/auth/generate-password-restoration-code', { email: knownAccounts[i++]?.email }),
        () => call(forgot, '/api/e/user/auth/generate-password-restoration-code', { email: freshEmail('ghost') }),
      );
      expect(Math.abs(differenceMs)).toBeLessThan(Math.max(20, 0.5 * typicalMs));
    });

    it('code → single-use temporaryToken → new password; every session ends and only the new password works', async () => {
      const { email, cookies, token: firstSession } = await registered();
      const other = await callRoute(login, test.platform, {
        path: '/api/auth/login',
        json: { email, password: 'Baobab-Cotonou-2025!' },
        ip: freshIp(),
      });
      const code = await resetCode(email);
      const verified = await call(verifyResetCode, '/api/e/user/auth/verify-password-reset-code', { email, code });
      expect(verified.status).toBe(200);
      const { temporaryToken } = verified.body;
      expect(temporaryToken).toMatch(/^[\w-]{40,}$/);
      // The code is spent.
      expect((await call(verifyResetCode, '/api/e/user/auth/verify-password-reset-code', { email, code })).status).toBe(
        400,
      );

      // A refused password leaves the token usable.
      expect(
        (await call(reset, '/api/e/user/auth/reset-password', { token: temporaryToken, password: 'password123' })).body
          .fields,
      ).toEqual({ password: expect.stringContaining('trop courant') });
      const done = await callRoute(reset, test.platform, {
        path: '/api/e/user/auth/reset-password',
        json: { token: temporaryToken, password: NEW_PASSWORD },
        cookies,
      });
      expect(done.response.status).toBe(200);
      expect(await done.response.json()).toEqual({ success: true });
      expect(done.setCookies.get(SESSION_COOKIE)?.value).toBe('');
      expect(await findSessionUser(db(), firstSession)).toBeNull();
      expect(await findSessionUser(db(), sessionSet(other))).toBeNull();

      const again = await call(reset, '/api/e/user/auth/reset-password', {
        token: temporaryToken,
        password: 'Another-Strong-Pass-9',
      });
      expect(again).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
      expect((await call(login, '/api/auth/login', { email, password: 'Baobab-Cotonou-2025!' })).status).toBe(401);
      expect((await call(login, '/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('refuses an unknown e-mail like a wrong code, and an expired temporaryToken', async () => {
      const { email, user } = await registered();
      const code = await resetCode(email);
      const unknown = await call(verifyResetCode, '/api/e/user/auth/verify-password-reset-code', {
        email: freshEmail('ghost'),
        code,
      });
      const bad = await call(verifyResetCode, '/api/e/user/auth/verify-password-reset-code', {
        email,
        code: wrong(code),
      });
      expect(unknown.body).toEqual(bad.body);
      const { temporaryToken } = (
        await call(verifyResetCode, '/api/e/user/auth/verify-password-reset-code', { email, code })
      ).body;
      await db()
        .updateTable('reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user._id)
        .execute();
      expect(
        (await call(reset, '/api/e/user/auth/reset-password', { token: temporaryToken, password: NEW_PASSWORD })).body
          .code,
      ).toBe('invalid_token');
    });

    it('walks the forms without JavaScript: forgot → reset page, code → step 2 fetched again with the token in a cookie, password → /login toast', async () => {
      const { email } = await registered();
      const since = smtp.mails.length;
      const asked = await callRoute(forgot, test.platform, {
        path: '/api/e/user/auth/generate-password-restoration-code',
        form: { email },
        ip: freshIp(),
      });
      expect(asked.response.headers.get('location')).toBe(`/reset-password?email=${encodeURIComponent(email)}`);
      const code = codeIn(await smtp.nextMailTo(email, since));
      const step2 = await callRoute(verifyResetCode, test.platform, {
        path: '/api/e/user/auth/verify-password-reset-code',
        form: { email, code },
      });
      // A GET of the page follows, so a reload does not post the spent code again.
      expect(step2.response.status).toBe(303);
      expect(step2.response.headers.get('location')).toBe(`/reset-password?email=${encodeURIComponent(email)}`);
      const carried = step2.setCookies.get(RESET_COOKIE);
      expect(carried).toMatchObject({ value: expect.stringMatching(/^[\w-]{40,}$/) });
      expect(carried?.options).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/' });
      // Kept for the browser's session, not past it: the token's 15 minutes are the server's.
      expect(carried?.options.maxAge).toBeUndefined();
      const state = { values: { token: carried?.value ?? '' } };
      const weak = await callRoute(reset, test.platform, {
        path: '/api/e/user/auth/reset-password',
        form: { token: state?.values.token ?? '', password: 'short' },
      });
      expect(formState(weak.locals, 'resetPassword')).toMatchObject({
        status: 400,
        values: { token: state?.values.token },
        errors: { password: 'auth.errors.passwordTooShort' },
      });
      const done = await callRoute(reset, test.platform, {
        path: '/api/e/user/auth/reset-password',
        form: { token: state?.values.token ?? '', password: NEW_PASSWORD },
        locale: 'en',
      });
      expect(done.response.headers.get('location')).toBe('/en/login');
      expect(done.setCookies.get('flash')?.value).toBe('success:passwordReset');
      expect(done.setCookies.get(RESET_COOKIE)?.value).toBe('');
      const spent = await callRoute(reset, test.platform, {
        path: '/api/e/user/auth/reset-password',
        form: { token: state?.values.token ?? '', password: NEW_PASSWORD },
      });
      expect(formState(spent.locals, 'resetPassword')).toMatchObject({
        status: 400,
        values: { token: '' },
        formError: { key: 'auth.errors.invalidToken' },
      });
    });
  });
});
