/**
 * The page's real-time socket (docs/ARCHITECTURE.md "Real time"). Islands subscribe with onServerEvent;
 * the socket opens on the first subscription when the user is signed in and closes on
 * sign-out. `$socketStatus` says where it stands (render it with islands/shared/realtime/SocketStatus).
 */
import type { ReadableAtom } from 'nanostores';
import { io } from 'socket.io-client';
import type { ServerToClientEvents } from '~/shared/events.ts';
import { auth } from './auth.ts';
import { leaveAfterAuthFailure } from './auth-failed.ts';
import { browserSessionStorage } from './browser-storage.ts';
import { api } from './http.ts';
import { platformText } from './platform-messages.ts';
import { logError } from './error-log.ts';
import { $loggedIn } from './session.ts';
import { createSocketClient, type SocketStatus } from './socket-client.ts';
import { globalTimers } from './timers.ts';

export {
  type ClientSocket,
  createSocketClient,
  type SocketClient,
  type SocketClientDeps,
  type SocketStatus,
} from './socket-client.ts';
export * from './socket-options.ts';
export {
  AUTH_FAILED_EVENT,
  MAX_REFRESH_ATTEMPTS,
  REFRESH_ATTEMPTS_RESET_MS,
  REFRESH_COOLDOWN_MS,
  TOKEN_REFUSALS,
} from './socket-refresh.ts';
export { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_BEFORE_MS, TOKEN_REUSE_MIN_MS } from './socket-token.ts';

/**
 * WEBSOCKET_URL of the public config, or the page's own origin when it is empty or the config
 * cannot be read (the page's server always hosts a socket server too).
 */
export async function socketUrl(readConfig: () => Promise<{ websocketUrl?: string }>, origin: string): Promise<string> {
  try {
    const { websocketUrl } = await readConfig();
    return websocketUrl || origin;
  } catch {
    return origin;
  }
}

const client = createSocketClient({
  io,
  url: () => socketUrl(() => api.get('/api/config'), globalThis.location.origin),
  $loggedIn,
  fetchToken: () => auth.getAccessToken(),
  refreshSession: () => auth.refresh(),
  now: () => Date.now(),
  timers: globalTimers,
  events: { dispatchEvent: (event) => globalThis.dispatchEvent(event) },
  pathname: () => globalThis.location.pathname,
  navigate: leaveAfterAuthFailure({
    storage: browserSessionStorage,
    text: platformText,
    assign: (url) => globalThis.location.assign(url),
  }),
  log: (message, error) => logError(message, error),
});

export const $socketStatus: ReadableAtom<SocketStatus> = client.$status;

/** Subscribes to a server push; connects the socket if signed in; returns the unsubscribe function. */
export function onServerEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
): () => void {
  return client.on(event, handler);
}

/** Opens the socket if signed in (and on a later sign-in); a no-op for a signed-out visitor. */
export function connectSocket(): void {
  client.connect();
}

/** Closes the socket; it opens again on the next connectSocket or onServerEvent. */
export function disconnectSocket(): void {
  client.disconnect();
}
