/**
 * The access token the socket connects with (SPEC-COVERAGE §9 "Socket token"). It lives 15 minutes;
 * connecting reuses the cached one while more than 5 minutes remain (a reconnection soon after
 * must not fail on expiry), and the periodic check renews it when under 2 minutes remain.
 */
import type { AccessToken } from './auth.ts';

export const TOKEN_REUSE_MIN_MS = 5 * 60_000;
export const TOKEN_REFRESH_BEFORE_MS = 2 * 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

export interface SocketTokenDeps {
  /** A new token of the current session (GET /api/auth/token), or null. */
  fetchToken: () => Promise<AccessToken | null>;
  /** Extends the session, then gives a new token (auth.refresh), or null. */
  refreshSession: () => Promise<AccessToken | null>;
  now: () => number;
}

export interface SocketTokens {
  /** The cached token while over 5 min remain, otherwise a fetched one; null when none comes. */
  get(): Promise<string | null>;
  /** True when a token is cached and has under 2 min left. */
  expiresSoon(): boolean;
  /** Fetches a new token; the cached one stays when none comes. */
  renew(): Promise<string | null>;
  /** Refreshes the session for a new token (the server refused the current one). */
  refresh(): Promise<string | null>;
  clear(): void;
}

export function createSocketTokens({ fetchToken, refreshSession, now }: SocketTokenDeps): SocketTokens {
  let cached: { token: string; expiresAt: number } | null = null;
  const remaining = () => (cached ? cached.expiresAt - now() : 0);

  async function keep(source: () => Promise<AccessToken | null>): Promise<string | null> {
    const fresh = await source();
    if (!fresh) return null;
    // An unreadable expiry counts as expired: the token is used once, then renewed.
    const expiresAt = new Date(fresh.accessTokenExpiresAt).getTime();
    cached = { token: fresh.accessToken, expiresAt: Number.isNaN(expiresAt) ? 0 : expiresAt };
    return fresh.accessToken;
  }

  return {
    async get() {
      if (cached && remaining() > TOKEN_REUSE_MIN_MS) return cached.token;
      // A token with a few minutes left still opens a socket when no new one comes.
      return (await keep(fetchToken)) ?? (cached && remaining() > 0 ? cached.token : null);
    },
    expiresSoon: () => cached !== null && remaining() < TOKEN_REFRESH_BEFORE_MS,
    renew: () => keep(fetchToken),
    refresh: () => keep(refreshSession),
    clear: () => {
      cached = null;
    },
  };
}
