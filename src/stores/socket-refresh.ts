/**
 * What the socket does when the server refuses its token (SPEC-COVERAGE §8, §9): it refreshes the
 * session for a new token, at most once per 5 s and 3 times in a 30 s window that starts with
 * the first refresh, so a server that keeps refusing cannot turn the page into a refresh loop.
 * When the refresh fails the session is gone: AUTH_FAILED_EVENT, cached token cleared, /login.
 */
import { localizePath, splitLocale } from '~/i18n/paths.ts';
import type { SocketTokens } from './socket-token.ts';

export const REFRESH_COOLDOWN_MS = 5000;
export const MAX_REFRESH_ATTEMPTS = 3;
export const REFRESH_ATTEMPTS_RESET_MS = 30_000;
/** Fired on window when a refused token cannot be refreshed. */
export const AUTH_FAILED_EVENT = 'auth_failed';
/** The server's refusals a new token cures (src/server/realtime/socket-auth.ts). */
export const TOKEN_REFUSALS: readonly string[] = ['Unauthorized', 'Authentication failed', 'jwt expired'];

export interface RefreshGate {
  /** True, and counted, when a refresh may run now. */
  tryAcquire(): boolean;
}

export function createRefreshGate(now: () => number): RefreshGate {
  let windowStart = Number.NEGATIVE_INFINITY;
  let attempts = 0;
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire() {
      const at = now();
      if (at - windowStart >= REFRESH_ATTEMPTS_RESET_MS) {
        windowStart = at;
        attempts = 0;
      }
      if (at - last < REFRESH_COOLDOWN_MS || attempts >= MAX_REFRESH_ATTEMPTS) return false;
      attempts++;
      last = at;
      return true;
    },
  };
}

export interface TokenRecoveryDeps {
  tokens: Pick<SocketTokens, 'refresh' | 'clear'>;
  now: () => number;
  /** Where AUTH_FAILED_EVENT is dispatched (window). */
  events: Pick<EventTarget, 'dispatchEvent'>;
  /** The browser's pathname, with its locale prefix. */
  pathname: () => string;
  navigate: (url: string) => void;
}

export interface TokenRecovery {
  /**
   * A new token after a refusal; null when the gate says wait (the socket stays down until the
   * periodic check) or when the refresh failed (the user is on the way to /login).
   */
  newToken(): Promise<string | null>;
}

export function createTokenRecovery({ tokens, now, events, pathname, navigate }: TokenRecoveryDeps): TokenRecovery {
  const gate = createRefreshGate(now);
  return {
    async newToken() {
      if (!gate.tryAcquire()) return null;
      const token = await tokens.refresh();
      if (token) return token;
      tokens.clear();
      events.dispatchEvent(new Event(AUTH_FAILED_EVENT));
      navigate(localizePath('/login', splitLocale(pathname()).locale));
      return null;
    },
  };
}
