/** Property: whatever body arrives (JSON or form, any fields), no account endpoint answers a 5xx. */
import type { APIRoute } from 'astro';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as sessionDelete, GET as sessionGet } from '../../../src/pages/api/[scope]/session.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { POST as google } from '../../../src/pages/api/auth/login-with-google.ts';
import { POST as logout } from '../../../src/pages/api/auth/logout.ts';
import { GET as me } from '../../../src/pages/api/auth/me.ts';
import { POST as refresh } from '../../../src/pages/api/auth/refresh.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { GET as token } from '../../../src/pages/api/auth/token.ts';
import { GET as verify } from '../../../src/pages/api/auth/verify.ts';
import { POST as verifyEmail } from '../../../src/pages/api/auth/verify-email.ts';
import { GET as avatar } from '../../../src/pages/api/avatars/[userId].ts';
import { POST as forgot } from '../../../src/pages/api/e/user/auth/generate-password-restoration-code.ts';
import { POST as resend } from '../../../src/pages/api/e/user/auth/resend-account-verification-code.ts';
import { POST as reset } from '../../../src/pages/api/e/user/auth/reset-password.ts';
import { POST as verifyResetCode } from '../../../src/pages/api/e/user/auth/verify-password-reset-code.ts';
import { POST as deleteAccount } from '../../../src/pages/api/e/user/delete.ts';
import { GET as exportData } from '../../../src/pages/api/e/user/export.ts';
import { POST as changePassword } from '../../../src/pages/api/e/user/password.ts';
import { POST as profilePost, PUT as profilePut } from '../../../src/pages/api/e/user/profile.ts';
import { POST as revokeOthers } from '../../../src/pages/api/e/user/sessions/revoke-others.ts';
import { createSession, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import { registerUser } from './auth-support.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

const ENDPOINTS: { path: string; method: string; route: APIRoute; params?: Record<string, string> }[] = [
  { path: '/api/auth/register', method: 'POST', route: register },
  { path: '/api/auth/login', method: 'POST', route: login },
  { path: '/api/auth/login-with-google', method: 'POST', route: google },
  { path: '/api/auth/me', method: 'GET', route: me },
  { path: '/api/auth/logout', method: 'POST', route: logout },
  { path: '/api/auth/refresh', method: 'POST', route: refresh },
  { path: '/api/auth/verify-email', method: 'POST', route: verifyEmail },
  { path: '/api/auth/token', method: 'GET', route: token },
  { path: '/api/auth/verify', method: 'GET', route: verify },
  { path: '/api/_auth/session', method: 'GET', route: sessionGet, params: { scope: '_auth' } },
  { path: '/api/_auth/session', method: 'DELETE', route: sessionDelete, params: { scope: '_auth' } },
  { path: '/api/e/user/auth/resend-account-verification-code', method: 'POST', route: resend },
  { path: '/api/e/user/auth/generate-password-restoration-code', method: 'POST', route: forgot },
  { path: '/api/e/user/auth/verify-password-reset-code', method: 'POST', route: verifyResetCode },
  { path: '/api/e/user/auth/reset-password', method: 'POST', route: reset },
  { path: '/api/e/user/profile', method: 'PUT', route: profilePut },
  { path: '/api/e/user/profile', method: 'POST', route: profilePost },
  { path: '/api/e/user/password', method: 'POST', route: changePassword },
  { path: '/api/e/user/sessions/revoke-others', method: 'POST', route: revokeOthers },
  { path: '/api/e/user/export', method: 'GET', route: exportData },
  { path: '/api/e/user/delete', method: 'POST', route: deleteAccount },
  { path: '/api/avatars/x', method: 'GET', route: avatar, params: { userId: 'x' } },
];

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'language',
  'redirect',
  'code',
  'token',
  'id_token',
  'access_token',
  'currentPassword',
  'newPassword',
  'confirm',
  'avatar',
  '__proto__',
  'constructor',
];
const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('SUPPRIMER', '123456', 'a@b.co', '//evil.test', 'fr', 'x'.repeat(2000)),
  fc.emailAddress(),
);
const jsonBody = fc.dictionary(key, fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 });
const formBody = fc.dictionary(key, text, { maxKeys: 8 });
/** Bodies that are not what they claim (broken JSON, arrays, other types). */
const rawBody = fc.record({
  body: fc.oneof(fc.string({ maxLength: 200 }), fc.json()),
  headers: fc.record({
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ),
  }),
});

describe.each(testPlatformEngines())('every account endpoint on $name', (engine) => {
  let test: Awaited<ReturnType<typeof engine.open>>;
  let userId: string;
  beforeAll(async () => {
    test = await engine.open({
      GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    });
    userId = (await registerUser(register, test.platform)).user._id;
  });
  afterAll(() => test.close());

  it.each(ENDPOINTS)(
    '$method $path never answers a 5xx to random JSON or form bodies',
    async ({ path, method, route, params }) => {
      const withBody = method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            jsonBody.map((json) => ({ json })),
            formBody.map((form) => ({ form })),
            rawBody,
          ),
          fc.boolean(),
          fc.ipV4(),
          async (body, signedIn, ip) => {
            // A session of its own per run: a run that signs out must not sign the next one out.
            const cookies = signedIn
              ? { [SESSION_COOKIE]: (await createSession(test.platform.database.db, userId)).token }
              : {};
            const r = await callRoute(route, test.platform, {
              path,
              method,
              ...(withBody ? body : {}),
              ...(params ? { params } : {}),
              cookies,
              ip,
            });
            expect(r.response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 30 },
      );
    },
  );
});
