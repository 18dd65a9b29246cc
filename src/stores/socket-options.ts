/**
 * The socket's connection settings (SPEC-COVERAGE §9): 5 reconnection attempts 1 to 5 s apart, 20 s to
 * connect, 5 s for an acknowledgement, WebSocket first and long-polling as the fallback.
 */
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

export const RECONNECTION_ATTEMPTS = 5;
export const RECONNECTION_DELAY_MS = 1000;
export const RECONNECTION_DELAY_MAX_MS = 5000;
export const CONNECT_TIMEOUT_MS = 20_000;
export const ACK_TIMEOUT_MS = 5000;
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;

/** SPEC-COVERAGE §6: the token goes both in `auth` and in the query, as `useraccesstoken`. */
export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    auth: { useraccesstoken: token },
    query: { useraccesstoken: token },
    transports: [...SOCKET_TRANSPORTS],
    reconnectionAttempts: RECONNECTION_ATTEMPTS,
    reconnectionDelay: RECONNECTION_DELAY_MS,
    reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS,
    timeout: CONNECT_TIMEOUT_MS,
    ackTimeout: ACK_TIMEOUT_MS,
    // Every listener is in place before the first packet.
    autoConnect: false,
  };
}
