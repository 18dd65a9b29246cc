/**
 * The production path of the session cookie and HSTS (issue 22), on the built server: with
 * NODE_ENV=production and an https PUBLIC_URL (the server behind a TLS proxy), signing in sets
 * the `__Host-` cookie, Secure, HttpOnly, SameSite=Lax, path /, the plain name is not read, and
 * every answer carries HSTS.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { type FuzzServer, startFuzzServer } from '../fuzz/fuzz-server.ts';

const root = join(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Baobab-Cotonou-2026';

describe.skipIf(!adminUrl)('in production behind TLS', () => {
  let server: FuzzServer;
  beforeAll(async () => {
    server = await startFuzzServer(root, adminUrl ?? '', {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jurisia.test',
    });
    await server.db
      .insertInto('users')
      .values({
        id: 'tls-user',
        email: 'tls@example.test',
        email_verified: true,
        first_name: 'Awa',
        last_name: 'Dossou',
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
  }, 120_000);
  afterAll(() => server?.stop());

  it('signs in with the __Host- cookie, Secure, reads no other name, and sends HSTS', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'tls@example.test', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-jurisia_session='));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? '').split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // The cookie signs the reader in.
    const token = (cookie ?? '').split(';')[0];
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: token ?? '' } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: 'tls@example.test' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    // The same session under the plain name, as a sibling subdomain could plant it, signs no one in.
    const planted = `jurisia_session=${(token ?? '').split('=')[1]}`;
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { cookie: planted } })).status).toBe(401);
    expect((await fetch(`${server.url}/about-us`)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
