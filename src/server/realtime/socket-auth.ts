/**
 * Who may open a socket (SPEC-COVERAGE §6, §8; docs/ARCHITECTURE.md "Real time"): a browser page of ours, carrying
 * a valid access token. The refusal messages are the ones the client reacts to by refreshing
 * its token, so they are part of the contract and must not change.
 */
import type { IncomingMessage } from 'node:http';
import type { ExtendedError, Socket } from 'socket.io';
import { verifyAccessToken } from '../auth/access-tokens.ts';
import type { Platform } from '../platform.ts';

export const SOCKET_AUTH_ERRORS = {
  missing: 'Unauthorized',
  invalid: 'Authentication failed',
  expired: 'jwt expired',
} as const;
/** The database could not be asked: not the token's fault, so the client must not refresh it. */
export const SOCKET_SERVER_ERROR = 'Server error';

/** The room every socket of one user joins; pushes to the user go to it. */
export const userRoom = (userId: string) => `user:${userId}`;

type Handshake = Pick<Socket['handshake'], 'auth' | 'query'>;

/** The token from `auth` (sent again on every reconnection) or, failing that, from the query. */
export function handshakeToken({ auth, query }: Handshake): string | null {
  for (const value of [auth['useraccesstoken'], query['useraccesstoken']]) {
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return null;
}

/**
 * True for requests without an Origin (not a browser, so no page can ride on the user's
 * rights) and for browsers on our own host or on PUBLIC_URL. The host is compared without the
 * scheme: behind a TLS-terminating proxy the request arrives as plain HTTP.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string | undefined,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' from sandboxed frames and file pages
  }
  if (host !== undefined && url.host === host) return true;
  return publicUrl !== undefined && url.origin === new URL(publicUrl).origin;
}

/** engine.io's allowRequest: refuses the handshake (HTTP 403) of a foreign page. */
export function allowOrigin(publicUrl: string | undefined) {
  return (req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) => {
    callback(null, originAllowed(req.headers.origin, req.headers.host, publicUrl));
  };
}

/** Namespace middleware: verifies the token and puts the socket in its user's room. */
export function authenticate(platform: Platform) {
  return async (socket: Socket, next: (error?: ExtendedError) => void) => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(new Error(SOCKET_AUTH_ERRORS.missing));
    try {
      const check = await verifyAccessToken(platform, token);
      if (!check.valid) return next(new Error(SOCKET_AUTH_ERRORS[check.reason]));
      // Only the room keeps the user. The verified token is dropped: a few hundred bytes less
      // on every idle socket, and one copy fewer of a credential.
      void socket.join(userRoom(check.userId));
      delete socket.handshake.auth['useraccesstoken'];
      delete socket.handshake.query['useraccesstoken'];
      next();
    } catch (error) {
      platform.logger.error('socket authentication failed', { error });
      next(new Error(SOCKET_SERVER_ERROR));
    }
  };
}
