import { describe, expect, it, vi } from 'vitest';
import { type AuthClientDeps, createAuthClient, REFRESH_SETTLE_MS } from './auth';
import { HttpError } from './http';

const user = { _id: 'u1', firstName: 'Awa', lastName: 'Dossou', email: 'awa@example.bj' };
const token = { accessToken: 'jwt', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' };
const failure = () => Promise.reject(new HttpError({ statusCode: 400, message: 'Code invalide' }));

function setup(routes: Record<string, () => Promise<unknown>> = {}) {
  const calls: string[] = [];
  const answer = (method: string) =>
    vi.fn(async (path: string, ...rest: unknown[]) => {
      calls.push(`${method} ${path}`);
      const options = rest.at(-1) as { expireSessionOn401?: boolean } | undefined;
      expect(options?.expireSessionOn401).toBe(false);
      const route = routes[`${method} ${path}`];
      if (!route) throw new Error(`unexpected ${method} ${path}`);
      return route();
    });
  const deps = {
    http: { get: answer('GET'), post: answer('POST') },
    sleep: vi.fn(async (ms: number) => {
      calls.push(`sleep ${ms}`);
    }),
    log: vi.fn(),
    setUser: vi.fn(),
    pathname: () => '/en/settings',
    navigate: vi.fn(),
  };
  return { client: createAuthClient(deps as unknown as AuthClientDeps), deps, calls };
}

describe('auth client', () => {
  it('refresh extends the session, waits 100 ms, then reads the token again', async () => {
    const { client, deps, calls } = setup({
      'POST /api/auth/refresh': async () => ({ user, success: true }),
      'GET /api/auth/token': async () => token,
    });
    expect(await client.refresh()).toEqual(token);
    expect(calls).toEqual(['POST /api/auth/refresh', `sleep ${REFRESH_SETTLE_MS}`, 'GET /api/auth/token']);
    expect(deps.setUser).toHaveBeenCalledWith(user);
  });

  it('gives null, logged, when the refresh or the token fails', async () => {
    const { client, deps } = setup({ 'POST /api/auth/refresh': failure, 'GET /api/auth/token': failure });
    expect(await client.refresh()).toBeNull();
    expect(await client.getAccessToken()).toBeNull();
    expect(deps.log).toHaveBeenCalledTimes(2);
  });

  it('verifyToken sends the bearer token and gives {valid:false, reason:"error"} on failure', async () => {
    const ok = setup({ 'GET /api/auth/verify': async () => ({ valid: true, reason: 'ok' }) });
    expect(await ok.client.verifyToken('jwt')).toEqual({ valid: true, reason: 'ok' });
    expect(ok.deps.http.get).toHaveBeenCalledWith('/api/auth/verify', {
      expireSessionOn401: false,
      headers: { Authorization: 'Bearer jwt' },
    });
    const broken = setup({ 'GET /api/auth/verify': failure });
    expect(await broken.client.verifyToken()).toEqual({ valid: false, reason: 'error' });
    expect(broken.deps.log).toHaveBeenCalled();
  });

  it('verification and reset calls give true or the token, and false or null on failure', async () => {
    const ok = setup({
      'POST /api/auth/verify-email': async () => ({ success: true, user }),
      'POST /api/e/user/auth/resend-account-verification-code': async () => ({ success: true }),
      'POST /api/e/user/auth/generate-password-restoration-code': async () => ({ success: true }),
      'POST /api/e/user/auth/verify-password-reset-code': async () => ({ temporaryToken: 'tmp' }),
      'POST /api/e/user/auth/reset-password': async () => ({ success: true }),
    });
    expect(await ok.client.verifyEmail('awa@example.bj', '123456')).toBe(true);
    expect(ok.deps.setUser).toHaveBeenCalledWith(user);
    expect(await ok.client.resendVerificationCode('awa@example.bj')).toBe(true);
    expect(await ok.client.requestPasswordReset('awa@example.bj')).toBe(true);
    expect(await ok.client.verifyResetCode('awa@example.bj', '123456')).toBe('tmp');
    expect(await ok.client.resetPassword('tmp', 'a new password')).toBe(true);

    const broken = setup({
      'POST /api/auth/verify-email': failure,
      'POST /api/e/user/auth/resend-account-verification-code': failure,
      'POST /api/e/user/auth/generate-password-restoration-code': failure,
      'POST /api/e/user/auth/verify-password-reset-code': failure,
      'POST /api/e/user/auth/reset-password': failure,
    });
    expect(await broken.client.verifyEmail('a@b.cd', '000000')).toBe(false);
    expect(await broken.client.resendVerificationCode('a@b.cd')).toBe(false);
    expect(await broken.client.requestPasswordReset('a@b.cd')).toBe(false);
    expect(await broken.client.verifyResetCode('a@b.cd', '000000')).toBeNull();
    expect(await broken.client.resetPassword('tmp', 'whatever1')).toBe(false);
    expect(broken.deps.log).toHaveBeenCalledTimes(5);
    expect(broken.deps.setUser).not.toHaveBeenCalled();
  });

  it('logout clears the session and goes to the login page of the current locale, even offline', async () => {
    for (const route of [async () => ({ success: true }), failure]) {
      const { client, deps } = setup({ 'POST /api/auth/logout': route });
      await client.logout();
      expect(deps.setUser).toHaveBeenCalledWith(null);
      expect(deps.navigate).toHaveBeenCalledWith('/en/login');
    }
  });
});
