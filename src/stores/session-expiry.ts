/**
 * What a 401 means on the client (SPEC-COVERAGE §4): outside /pricing the session has expired, so show
 * the session-expired toast, sign out and go to /login; then ignore further 401s for 2000 ms,
 * because the requests still in flight fail the same way. /pricing is public: a 401 there is
 * only a guest looking at prices.
 */
import { localizePath, splitLocale } from '~/i18n/paths.ts';
import type { PlatformText } from './platform-messages.ts';
import type { Timers } from './timers.ts';
import type { CarriedToast } from './carried-toast.ts';

export const SESSION_EXPIRY_REARM_MS = 2000;
export const LOGOUT_URL = '/api/auth/logout';
const PUBLIC_401_PATH = '/pricing';

export interface SessionExpiryDeps {
  /** The browser's pathname, with its locale prefix. */
  pathname: () => string;
  notify: (input: CarriedToast) => unknown;
  text: PlatformText;
  logout: () => Promise<unknown>;
  clearSession: () => void;
  navigate: (url: string) => void;
  timers: Pick<Timers, 'setTimeout'>;
}

export function isPublic401Path(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path === PUBLIC_401_PATH || path.startsWith(`${PUBLIC_401_PATH}/`);
}

/** Returns the 401 handler; it resolves true when it signed the user out. */
export function createSessionExpiry(deps: SessionExpiryDeps): () => Promise<boolean> {
  let suppressed = false;
  return async () => {
    const pathname = deps.pathname();
    if (suppressed || isPublic401Path(pathname)) return false;
    suppressed = true;
    deps.timers.setTimeout(() => {
      suppressed = false;
    }, SESSION_EXPIRY_REARM_MS);
    deps.notify({
      title: deps.text('platform.sessionExpired.title'),
      description: deps.text('platform.sessionExpired.text'),
      variant: 'destructive',
    });
    deps.clearSession();
    // The cookie may already be gone; /login is the way forward either way.
    await deps.logout().catch(() => undefined);
    deps.navigate(localizePath('/login', splitLocale(pathname).locale));
    return true;
  };
}
