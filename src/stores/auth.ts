/**
 * The account calls of the client (SPEC-COVERAGE §7 "Authentication", §8): every one passes
 * `expireSessionOn401: false`, because a 401 here is an answer (wrong code, no session), not
 * an expired session. Failures of verification, reset and token calls are logged and give
 * false or null; a failed token check gives {valid:false, reason:'error'}.
 */
import { localizePath, splitLocale } from '~/i18n/paths.ts';
import { logError } from './error-log.ts';
import { api, type HttpClient } from './http.ts';
import { initSession, type SessionUser } from './session.ts';
import { globalTimers } from './timers.ts';

/** SPEC-COVERAGE §7: after a refresh the token is read again 100 ms later, once the new cookie is set. */
export const REFRESH_SETTLE_MS = 100;

export interface AccessToken {
  accessToken: string;
  accessTokenExpiresAt: string | number;
}

export type TokenReason = 'ok' | 'expired' | 'invalid' | 'missing' | 'error';
export interface TokenCheck {
  valid: boolean;
  reason: TokenReason;
}

export interface AuthClientDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  sleep: (ms: number) => Promise<void>;
  log: (message: string, error: unknown) => void;
  setUser: (user: SessionUser | null) => void;
  /** The browser's pathname, with its locale prefix. */
  pathname: () => string;
  navigate: (url: string) => void;
}

const AUTH = { expireSessionOn401: false } as const;

export function createAuthClient(deps: AuthClientDeps) {
  /** Runs `call`; on failure logs under `name` and gives `fallback`. */
  async function attempt<T>(name: string, fallback: T, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      deps.log(`${name} failed`, error);
      return fallback;
    }
  }

  const getAccessToken = () =>
    attempt<AccessToken | null>('Access token', null, async () => {
      const token = await deps.http.get<AccessToken>('/api/auth/token', AUTH);
      return token?.accessToken ? token : null;
    });

  return {
    getAccessToken,

    /** Extends the session, then re-reads the access token; null when either step fails. */
    refresh: () =>
      attempt<AccessToken | null>('Session refresh', null, async () => {
        const { user } = await deps.http.post<{ user: SessionUser; success: boolean }>(
          '/api/auth/refresh',
          undefined,
          AUTH,
        );
        deps.setUser(user);
        await deps.sleep(REFRESH_SETTLE_MS);
        return getAccessToken();
      }),

    verifyToken: (accessToken?: string) =>
      attempt<TokenCheck>('Token verification', { valid: false, reason: 'error' }, () =>
        deps.http.get<TokenCheck>('/api/auth/verify', {
          ...AUTH,
          ...(accessToken && { headers: { Authorization: `Bearer ${accessToken}` } }),
        }),
      ),

    verifyEmail: (email: string, code: string) =>
      attempt('E-mail verification', false, async () => {
        const { user } = await deps.http.post<{ success: boolean; user: SessionUser }>(
          '/api/auth/verify-email',
          { email, code },
          AUTH,
        );
        deps.setUser(user);
        return true;
      }),

    resendVerificationCode: (email: string) =>
      attempt('Verification code resend', false, async () => {
        await deps.http.post('/api/e/user/auth/resend-account-verification-code', { email }, AUTH);
        return true;
      }),

    requestPasswordReset: (email: string) =>
      attempt('Password reset request', false, async () => {
        await deps.http.post('/api/e/user/auth/generate-password-restoration-code', { email }, AUTH);
        return true;
      }),

    /** The single-use `temporaryToken` for resetPassword, or null. */
    verifyResetCode: (email: string, code: string) =>
      attempt<string | null>('Password reset code check', null, async () => {
        const { temporaryToken } = await deps.http.post<{ temporaryToken: string }>(
          '/api/e/user/auth/verify-password-reset-code',
          { email, code },
          AUTH,
        );
        return temporaryToken || null;
      }),

    resetPassword: (token: string, password: string) =>
      attempt('Password reset', false, async () => {
        await deps.http.post('/api/e/user/auth/reset-password', { token, password }, AUTH);
        return true;
      }),

    /** SPEC-COVERAGE §4: logout clears the session and goes to /login, even if the server could not be reached. */
    async logout(): Promise<void> {
      await attempt('Logout', undefined, () => deps.http.post('/api/auth/logout', undefined, AUTH));
      deps.setUser(null);
      deps.navigate(localizePath('/login', splitLocale(deps.pathname()).locale));
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;

export const auth: AuthClient = createAuthClient({
  http: api,
  sleep: (ms) => new Promise((resolve) => globalTimers.setTimeout(resolve, ms)),
  log: (message, error) => logError(message, error),
  setUser: initSession,
  pathname: () => globalThis.location.pathname,
  navigate: (url) => globalThis.location.assign(url),
});
