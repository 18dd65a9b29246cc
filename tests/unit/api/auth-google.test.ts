import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as google } from '../../../src/pages/api/auth/login-with-google.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { findSessionUser } from '../../../src/server/auth/sessions.ts';
import { freshEmail, freshIp, registerUser, STRONG_PASSWORD, sessionSet } from './auth-support.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

const CLIENT_ID = 'jurisia-test.apps.googleusercontent.com';
const USERINFO_TOKEN = 'ya29.valid-access-token';
/** A genuine Google access token, but issued to another app. */
const FOREIGN_TOKEN = 'ya29.other-app-token';

/** Google's endpoints, played by a tiny local server: the key set, tokeninfo and userinfo. */
async function startGoogle(jwk: JWK, userinfo: Record<string, unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else if (req.url === `/tokeninfo?access_token=${USERINFO_TOKEN}`) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ aud: CLIENT_ID, azp: CLIENT_ID, sub: userinfo.sub }));
    } else if (req.url === `/tokeninfo?access_token=${FOREIGN_TOKEN}`) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          aud: 'other-app.apps.googleusercontent.com',
          azp: 'other-app.apps.googleusercontent.com',
          sub: userinfo.sub,
        }),
      );
    } else if (
      req.url === '/userinfo' &&
      [USERINFO_TOKEN, FOREIGN_TOKEN].some((t) => req.headers.authorization === `Bearer ${t}`)
    ) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(userinfo));
    } else {
      res.writeHead(401).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

describe.each(testPlatformEngines())('POST /api/auth/login-with-google on $name', (engine) => {
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let googleServer: { url: string; server: Server };
  let test: Awaited<ReturnType<typeof engine.open>>;
  const userinfoEmail = freshEmail('userinfo');

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    googleServer = await startGoogle(jwk, {
      sub: 'userinfo-sub',
      email: userinfoEmail,
      email_verified: true,
      given_name: 'Ifè',
      family_name: 'Adé',
    });
    test = await engine.open({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${googleServer.url}/certs`,
      GOOGLE_USERINFO_URL: `${googleServer.url}/userinfo`,
      GOOGLE_TOKENINFO_URL: `${googleServer.url}/tokeninfo`,
    });
  });
  afterAll(async () => {
    await test.close();
    await new Promise((resolve) => googleServer.server.close(resolve));
  });

  const idToken = (
    claims: Record<string, unknown>,
    options: { audience?: string; expiresIn?: string | number; issuer?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, given_name: 'Yao', family_name: 'Kouassi', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(keys.privateKey);
  const signIn = (json: unknown, platform = test.platform) =>
    callRoute(google, platform, { path: '/api/auth/login-with-google', json, ip: freshIp() });

  it('creates a verified account on first sign-in, signs in, and finds the same account next time', async () => {
    const email = freshEmail('yao');
    const first = await signIn({ id_token: await idToken({ sub: 'google-1', email }) });
    expect(first.response.status).toBe(200);
    const { user } = await first.response.json();
    expect(user).toMatchObject({ email, emailVerified: true, firstName: 'Yao', lastName: 'Kouassi' });
    expect(await findSessionUser(test.platform.database.db, sessionSet(first))).toMatchObject({ _id: user._id });
    const second = await signIn({ id_token: await idToken({ sub: 'google-1', email }) });
    expect((await second.response.json()).user._id).toBe(user._id);
    expect(test.logs.findLast((l) => l.msg === 'sign-in')).toMatchObject({
      method: 'google',
      outcome: 'success',
      email,
    });
  });

  it('links a Google identity to the account registered with the same verified address', async () => {
    const { user, email } = await registerUser(register, test.platform);
    const r = await signIn({ id_token: await idToken({ sub: 'google-link', email: email.toUpperCase() }) });
    expect(await r.response.json()).toMatchObject({ user: { _id: user._id, emailVerified: true } });
  });

  it('ends the password and sessions of an account whose address was never verified: whoever registered it may not own it', async () => {
    const { db } = test.platform.database;
    const passwordSignIn = (email: string) =>
      callRoute(login, test.platform, {
        path: '/api/auth/login',
        json: { email, password: STRONG_PASSWORD },
        ip: freshIp(),
      });
    // A stranger registers the owner's address first.
    const stranger = await registerUser(register, test.platform);
    const owner = await signIn({ id_token: await idToken({ sub: 'google-owner', email: stranger.email }) });
    expect((await owner.response.json()).user._id).toBe(stranger.user._id);
    expect(await findSessionUser(db, stranger.token)).toBeNull();
    expect((await passwordSignIn(stranger.email)).response.status).toBe(401);
    expect(await findSessionUser(db, sessionSet(owner))).toMatchObject({ _id: stranger.user._id });
    // An account whose owner verified the address keeps its password and sessions.
    const verified = await registerUser(register, test.platform);
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', verified.user._id).execute();
    await signIn({ id_token: await idToken({ sub: 'google-verified', email: verified.email }) });
    expect(await findSessionUser(db, verified.token)).toMatchObject({ _id: verified.user._id });
    expect((await passwordSignIn(verified.email)).response.status).toBe(200);
  });

  it("refuses a token for another audience, an expired one, another issuer, a bad signature or an unverified address with 'Authentification échouée'", async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'x@example.bj', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(other.privateKey);
    const cases = [
      await idToken({ sub: 's', email: freshEmail() }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ sub: 's', email: freshEmail() }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await idToken({ sub: 's', email: freshEmail() }, { issuer: 'https://evil.test' }),
      await idToken({ sub: 's', email: freshEmail(), email_verified: false }),
      forged,
      'not.a.jwt',
    ];
    for (const token of cases) {
      const r = await signIn({ id_token: token });
      expect(r.response.status).toBe(401);
      expect(await r.response.json()).toEqual({
        statusCode: 401,
        code: 'google_auth_failed',
        message: 'Authentification échouée',
      });
      expect(sessionSet(r)).toBeUndefined();
    }
  });

  it("answers 'No access_token or id_token provided' without a token", async () => {
    for (const body of [{}, { id_token: '' }, { access_token: 42 }]) {
      const r = await signIn(body);
      expect(r.response.status).toBe(400);
      expect(await r.response.json()).toEqual({
        statusCode: 400,
        code: 'token_missing',
        message: 'No access_token or id_token provided',
      });
    }
  });

  it('accepts an access_token issued to our client id, with the profile from userinfo', async () => {
    const ok = await signIn({ access_token: USERINFO_TOKEN });
    expect(await ok.response.json()).toMatchObject({
      user: { email: userinfoEmail, firstName: 'Ifè', lastName: 'Adé' },
    });
    expect((await signIn({ access_token: 'ya29.revoked' })).response.status).toBe(401);
  });

  it('refuses an access_token that Google issued to another app', async () => {
    expect((await signIn({ access_token: FOREIGN_TOKEN })).response.status).toBe(401);
  });

  it('signs an existing account in but creates none while registration is switched off', async () => {
    const platform = {
      ...test.platform,
      config: { ...test.platform.config, features: { ...test.platform.config.features, register: false } },
    };
    const refused = await signIn(
      { id_token: await idToken({ sub: 'google-closed', email: freshEmail('closed') }) },
      platform,
    );
    expect(refused.response.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({
      code: 'registration_closed',
      message: 'Les inscriptions sont fermées pour le moment : seuls les comptes existants peuvent se connecter.',
    });
    const { user, email } = await registerUser(register, test.platform);
    const linked = await signIn({ id_token: await idToken({ sub: 'google-closed-2', email }) }, platform);
    expect((await linked.response.json()).user._id).toBe(user._id);
  });

  it('is unavailable without a configured client id', async () => {
    const platform = { ...test.platform, config: { ...test.platform.config, googleClientId: undefined } };
    const r = await signIn({ id_token: await idToken({ sub: 'google-9', email: freshEmail() }) }, platform);
    expect(r.response.status).toBe(400);
    expect(await r.response.json()).toMatchObject({ code: 'google_not_configured' });
  });
});
