import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { GET as avatarGet } from '../../../src/pages/api/avatars/[userId].ts';
import { POST as deleteAccount } from '../../../src/pages/api/e/user/delete.ts';
import { GET as exportData } from '../../../src/pages/api/e/user/export.ts';
import { POST as changePassword } from '../../../src/pages/api/e/user/password.ts';
import { POST as profilePost, PUT as profilePut } from '../../../src/pages/api/e/user/profile.ts';
import { POST as revokeOthers } from '../../../src/pages/api/e/user/sessions/revoke-others.ts';
import { findSessionUser, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import {
  USER_FILES_ATTEMPTS,
  USER_FILES_JOB,
  type UserFilesPayload,
  userFilesJobHandler,
} from '../../../src/server/auth/user-files-job.ts';
import { newUserFileKey } from '../../../src/server/storage/keys.ts';
import { freshIp, registerUser, STRONG_PASSWORD, sessionSet } from './auth-support.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const WEBP = new Uint8Array([
  ...new TextEncoder().encode('RIFF'),
  0x24,
  0,
  0,
  0,
  ...new TextEncoder().encode('WEBPVP8 '),
]);
const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('avatar', new File([bytes], name, { type }));
  return form;
};

describe.each(testPlatformEngines())('account settings on $name', (engine) => {
  let test: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    test = await engine.open();
  });
  afterAll(() => test.close());
  const db = () => test.platform.database.db;
  const signedIn = () => registerUser(register, test.platform);

  describe('profile', () => {
    it('PUT with JSON updates names and language; unknown fields are ignored; bad values are refused per field', async () => {
      const { cookies } = await signedIn();
      const r = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        json: { firstName: 'Ayaba', language: 'yo', role: 'admin' },
        cookies,
      });
      expect(r.response.status).toBe(200);
      expect((await r.response.json()).user).toMatchObject({
        firstName: 'Ayaba',
        lastName: 'Dossou',
        language: 'yo',
        role: 'user',
      });
      const bad = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        json: { firstName: '  ', language: 'xx' },
        cookies,
      });
      expect(bad.response.status).toBe(400);
      expect((await bad.response.json()).fields).toEqual({
        firstName: 'Indiquez votre prénom.',
        language: 'Choisissez une langue de la liste.',
      });
      expect(
        (await callRoute(profilePut, test.platform, { path: '/api/e/user/profile', method: 'PUT', json: {} })).response
          .status,
      ).toBe(401);
    });

    it('keeps the country the user lives in: read from the browser at registration, changed in the profile, refused outside the list', async () => {
      const fromBenin = await registerUser(
        register,
        test.platform,
        {},
        { headers: { 'accept-language': 'fr-BJ,fr;q=0.9' } },
      );
      expect(fromBenin.user).toMatchObject({ country: 'BJ' });
      const inFon = await registerUser(register, test.platform, { language: 'fon' });
      expect(inFon.user).toMatchObject({ country: 'BJ' });
      const { cookies, user } = await signedIn();
      expect(user).toMatchObject({ country: 'FR' });
      const moved = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        json: { country: 'CI' },
        cookies,
      });
      expect((await moved.response.json()).user).toMatchObject({ country: 'CI' });
      const bad = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        json: { country: 'Mars' },
        cookies,
      });
      expect(bad.response.status).toBe(400);
      expect((await bad.response.json()).fields).toEqual({ country: 'Choisissez un pays de la liste.' });
    });

    it('stores a PNG or WebP avatar checked by its bytes, serves it with an ETag, and answers 304 on revalidation', async () => {
      const { cookies, user } = await signedIn();
      const r = await callRoute(profilePost, test.platform, {
        path: '/api/e/user/profile',
        body: upload(PNG, 'me.png', 'image/png', { lastName: 'Hounsa' }),
        cookies,
        headers: { accept: 'application/json' },
      });
      expect(r.response.status).toBe(200);
      const { user: updated } = await r.response.json();
      expect(updated.lastName).toBe('Hounsa');
      expect(updated.avatarUrl).toMatch(new RegExp(`^/api/avatars/${user._id}\\?v=\\d+$`));
      const served = await callRoute(avatarGet, test.platform, {
        path: updated.avatarUrl,
        method: 'GET',
        params: { userId: user._id },
      });
      expect(served.response.headers.get('content-type')).toBe('image/png');
      expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(PNG);
      const etag = served.response.headers.get('etag') ?? '';
      const again = await callRoute(avatarGet, test.platform, {
        path: updated.avatarUrl,
        method: 'GET',
        params: { userId: user._id },
        headers: { 'if-none-match': etag },
      });
      expect(again.response.status).toBe(304);
      const webp = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        body: upload(WEBP, 'x.bin', 'application/octet-stream'),
        cookies,
        headers: { accept: 'application/json' },
      });
      expect(webp.response.status).toBe(200);
      const servedWebp = await callRoute(avatarGet, test.platform, {
        path: '/api/avatars/x',
        method: 'GET',
        params: { userId: user._id },
      });
      expect(servedWebp.response.headers.get('content-type')).toBe('image/webp');
      expect(
        (
          await callRoute(avatarGet, test.platform, {
            path: '/api/avatars/nobody',
            method: 'GET',
            params: { userId: 'nobody' },
          })
        ).response.status,
      ).toBe(404);
    });

    it('refuses a file that only claims to be an image, and one over 2 MB', async () => {
      const { cookies } = await signedIn();
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const fake = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        body: upload(html, 'cat.png', 'image/png'),
        cookies,
        headers: { accept: 'application/json' },
      });
      expect(fake.response.status).toBe(415);
      expect((await fake.response.json()).fields).toEqual({ avatar: 'Choisissez une image PNG, JPEG ou WebP.' });
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG);
      const tooBig = await callRoute(profilePut, test.platform, {
        path: '/api/e/user/profile',
        method: 'PUT',
        body: upload(big, 'big.png', 'image/png'),
        cookies,
        headers: { accept: 'application/json' },
      });
      expect(tooBig.response.status).toBe(413);
      expect((await tooBig.response.json()).fields).toEqual({ avatar: "L'image ne doit pas dépasser 2 Mo." });
      expect(await db().selectFrom('avatars').selectAll().where('bytes', '=', html).execute()).toEqual([]);
    });

    it('redirects the settings form with the profileSaved toast, or re-renders it with the errors', async () => {
      const { cookies } = await signedIn();
      const ok = await callRoute(profilePost, test.platform, {
        path: '/api/e/user/profile',
        form: { firstName: 'Kossi', lastName: 'Agbo', language: 'fon' },
        cookies,
        locale: 'fon',
      });
      expect(ok.response.headers.get('location')).toBe('/fon/settings');
      expect(ok.setCookies.get('flash')?.value).toBe('success:profileSaved');
      const bad = await callRoute(profilePost, test.platform, {
        path: '/api/e/user/profile',
        form: { firstName: 'x'.repeat(101), lastName: 'Agbo', language: 'fon' },
        cookies,
      });
      expect(bad.renderedPage).toBe('/settings');
      expect(formState(bad.locals, 'profile')).toMatchObject({
        status: 400,
        errors: { firstName: 'auth.errors.firstNameTooLong' },
      });
    });
  });

  describe('password change and sessions', () => {
    it('checks the current password, rotates this session and ends every other one', async () => {
      const { cookies, email, token, user } = await signedIn();
      const other = sessionSet(
        await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email, password: STRONG_PASSWORD },
          ip: freshIp(),
        }),
      );
      const wrong = await callRoute(changePassword, test.platform, {
        path: '/api/e/user/password',
        json: { currentPassword: 'not-mine-123', newPassword: 'Fresh-Lagune-2026' },
        cookies,
      });
      expect(wrong.response.status).toBe(400);
      expect((await wrong.response.json()).fields).toEqual({ currentPassword: 'Mot de passe incorrect.' });
      const weak = await callRoute(changePassword, test.platform, {
        path: '/api/e/user/password',
        json: { currentPassword: STRONG_PASSWORD, newPassword: 'qwerty123' },
        cookies,
      });
      expect((await weak.response.json()).fields).toEqual({ newPassword: expect.stringContaining('trop courant') });

      const ok = await callRoute(changePassword, test.platform, {
        path: '/api/e/user/password',
        json: { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh-Lagune-2026' },
        cookies,
      });
      expect(ok.response.status).toBe(200);
      expect(await ok.response.json()).toEqual({ success: true });
      const fresh = sessionSet(ok);
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(token);
      expect(await findSessionUser(db(), token)).toBeNull();
      expect(await findSessionUser(db(), other)).toBeNull();
      expect(await findSessionUser(db(), fresh)).toMatchObject({ _id: user._id });
      expect(
        (
          await db()
            .selectFrom('users')
            .select('password_changed_at')
            .where('id', '=', user._id)
            .executeTakeFirstOrThrow()
        ).password_changed_at,
      ).not.toBeNull();
    });

    it('limits password checks to 5 a minute per user', async () => {
      const { cookies } = await signedIn();
      for (let i = 0; i < 5; i++)
        await callRoute(changePassword, test.platform, {
          path: '/api/e/user/password',
          json: { currentPassword: `nope-${i}-xyz`, newPassword: 'Fresh-Lagune-2026' },
          cookies,
        });
      const blocked = await callRoute(changePassword, test.platform, {
        path: '/api/e/user/password',
        json: { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh-Lagune-2026' },
        cookies,
      });
      expect(blocked.response.status).toBe(429);
      expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('signs out every other browser, keeping this one', async () => {
      const { cookies, email, token } = await signedIn();
      const other = sessionSet(
        await callRoute(login, test.platform, {
          path: '/api/auth/login',
          json: { email, password: STRONG_PASSWORD },
          ip: freshIp(),
        }),
      );
      const r = await callRoute(revokeOthers, test.platform, {
        path: '/api/e/user/sessions/revoke-others',
        form: {},
        cookies,
      });
      expect(r.response.status).toBe(303);
      expect(r.setCookies.get('flash')?.value).toBe('success:sessionsRevoked');
      expect(await findSessionUser(db(), token)).not.toBeNull();
      expect(await findSessionUser(db(), other)).toBeNull();
    });
  });

  describe('export and deletion', () => {
    it("exports the user's data as a JSON attachment, without any secret", async () => {
      const { cookies, user, email } = await signedIn();
      await db()
        .insertInto('contact_messages')
        .values({
          name: 'Awa Dossou',
          email,
          subject: 'Bail',
          message: 'Une question sur mon bail.',
          locale: 'fr',
          user_id: user._id,
          ip_address: null,
        })
        .execute();
      const r = await callRoute(exportData, test.platform, { path: '/api/e/user/export', method: 'GET', cookies });
      expect(r.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="jurisia-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await r.response.text();
      const data = JSON.parse(text);
      expect(data.user).toMatchObject({ _id: user._id, email, hasPassword: true });
      expect(data.sessions).toHaveLength(1);
      expect(data.contactMessages).toEqual([
        expect.objectContaining({ subject: 'Bail', message: 'Une question sur mon bail.' }),
      ]);
      expect(text).not.toMatch(/argon2|password_hash|token_hash|code_hash/);
    });

    it('needs the password and SUPPRIMER, then deletes the user, the sessions and their data, and clears the cookie', async () => {
      const { cookies, user, token, email } = await signedIn();
      const other = await signedIn();
      const { storage } = test.platform;
      const file = newUserFileKey(user._id, 'personal');
      const kept = newUserFileKey(other.user._id, 'personal');
      for (const key of [file, kept]) await storage.put(key, new Uint8Array([1]), { contentType: 'application/pdf' });
      await db()
        .insertInto('contact_messages')
        .values({
          name: 'Awa',
          email,
          subject: 'x',
          message: 'Une question de plus.',
          locale: 'fr',
          user_id: user._id,
          ip_address: null,
        })
        .execute();
      const noConfirm = await callRoute(deleteAccount, test.platform, {
        path: '/api/e/user/delete',
        json: { password: STRONG_PASSWORD, confirm: 'supprimer' },
        cookies,
      });
      expect((await noConfirm.response.json()).fields).toEqual({ confirm: 'Tapez SUPPRIMER pour confirmer.' });
      const wrongPassword = await callRoute(deleteAccount, test.platform, {
        path: '/api/e/user/delete',
        json: { password: 'not-mine-123', confirm: 'SUPPRIMER' },
        cookies,
      });
      expect((await wrongPassword.response.json()).fields).toEqual({ password: 'Mot de passe incorrect.' });
      const ok = await callRoute(deleteAccount, test.platform, {
        path: '/api/e/user/delete',
        form: { password: STRONG_PASSWORD, confirm: 'SUPPRIMER' },
        cookies,
      });
      expect(ok.response.status).toBe(303);
      expect(ok.response.headers.get('location')).toBe('/');
      expect(ok.setCookies.get('flash')?.value).toBe('success:accountDeleted');
      expect(ok.setCookies.get(SESSION_COOKIE)?.value).toBe('');
      expect(await db().selectFrom('users').selectAll().where('id', '=', user._id).execute()).toEqual([]);
      expect(await db().selectFrom('sessions').selectAll().where('user_id', '=', user._id).execute()).toEqual([]);
      expect(await db().selectFrom('auth_codes').selectAll().where('user_id', '=', user._id).execute()).toEqual([]);
      expect(await db().selectFrom('contact_messages').selectAll().where('email', '=', email).execute()).toEqual([]);
      expect(await findSessionUser(db(), token)).toBeNull();
      // Its files go with it, by a job queued with the deletion (retried while the store fails).
      const job = await db()
        .selectFrom('jobs')
        .select(['payload', 'max_attempts'])
        .where('kind', '=', USER_FILES_JOB)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ payload: { userId: user._id }, max_attempts: USER_FILES_ATTEMPTS });
      const handler = userFilesJobHandler({ storage, logger: test.platform.logger });
      await handler.run(job.payload as UserFilesPayload, {
        jobId: 'j',
        attempt: 1,
        signal: new AbortController().signal,
      });
      expect(await storage.get(file)).toBeNull();
      expect(await storage.get(kept)).not.toBeNull();
    });
  });
});
