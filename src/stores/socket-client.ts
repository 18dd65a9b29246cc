/**
 * The browser's socket (SPEC-COVERAGE §4 "Socket status", §6, §8, §9; docs/ARCHITECTURE.md "Real time") as a
 * factory with its dependencies passed in; src/stores/socket.ts builds the page's instance.
 * One socket per page, opened only for a signed-in user once something asks for it, closed
 * on sign-out. Push handlers live in a registry reached through one catch-all listener set
 * before the first connection, so they survive reconnections and token changes.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '~/shared/events.ts';
import { createPushHandlers } from './socket-handlers.ts';
import { socketOptions } from './socket-options.ts';
import { createTokenRecovery, TOKEN_REFUSALS, type TokenRecoveryDeps } from './socket-refresh.ts';
import { createSocketTokens, type SocketTokenDeps, TOKEN_CHECK_INTERVAL_MS } from './socket-token.ts';
import type { TimerHandle, Timers } from './timers.ts';

export type SocketStatus = 'connected' | 'connecting' | 'error' | 'disconnected';
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketOpener = (url: string, options: Partial<ManagerOptions & SocketOptions>) => ClientSocket;

export interface SocketClientDeps extends SocketTokenDeps, Omit<TokenRecoveryDeps, 'tokens'> {
  io: SocketOpener;
  /** The socket server's URL; never rejects. */
  url: () => Promise<string>;
  $loggedIn: ReadableAtom<boolean>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  log: (message: string, error: unknown) => void;
}

export interface SocketClient {
  $status: ReadableAtom<SocketStatus>;
  /** Subscribes to a server push and asks for the socket; returns the unsubscribe function. */
  on<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): () => void;
  /** Opens the socket now if signed in, and whenever the user signs in later. */
  connect(): void;
  /** Closes the socket and stops asking for it. */
  disconnect(): void;
}

export function createSocketClient(deps: SocketClientDeps): SocketClient {
  const $status = atom<SocketStatus>('disconnected');
  const tokens = createSocketTokens(deps);
  const recovery = createTokenRecovery({ ...deps, tokens });
  const handlers = createPushHandlers();
  let socket: ClientSocket | undefined;
  let wanted = false;
  /** Reconnection ran out or a refusal could not be cured: the periodic check tries again. */
  let gaveUp = false;
  /** Bumped by stop(): work started before must not touch the socket afterwards. */
  let run = 0;
  let checkTimer: TimerHandle | undefined;

  const fail = () => {
    gaveUp = true;
    $status.set('error');
  };
  const crash = (error: unknown) => {
    deps.log('Socket failed', error);
    fail();
  };

  function useToken(target: ClientSocket, token: string): void {
    target.auth = { useraccesstoken: token };
    // The query travels with the next handshake, so reconnections carry the new token too.
    target.io.opts.query = { ...target.io.opts.query, useraccesstoken: token };
  }

  async function retryWithNewToken(target: ClientSocket): Promise<void> {
    const current = run;
    $status.set('connecting');
    const token = await recovery.newToken();
    if (current !== run) return;
    if (!token) return fail();
    useToken(target, token);
    target.connect();
  }

  function create(url: string, token: string): ClientSocket {
    const created = deps.io(url, socketOptions(token));
    created.onAny(handlers.dispatch);
    created.on('connect', () => {
      gaveUp = false;
      $status.set('connected');
    });
    // Active: socket.io reconnects by itself (the link dropped; not our disconnect()).
    created.on('disconnect', () => $status.set(created.active ? 'connecting' : 'disconnected'));
    created.on('connect_error', (error) => {
      if (TOKEN_REFUSALS.includes(error.message)) void retryWithNewToken(created).catch(crash);
      else if (created.active) $status.set('connecting');
      else fail();
    });
    created.io.on('reconnect_attempt', () => $status.set('connecting'));
    created.io.on('reconnect_failed', fail);
    return created;
  }

  async function open(): Promise<void> {
    const current = run;
    gaveUp = false;
    $status.set('connecting');
    const [token, url] = await Promise.all([tokens.get(), deps.url()]);
    if (current !== run) return;
    if (!token) return fail();
    socket ??= create(url, token);
    useToken(socket, token);
    socket.connect();
  }

  async function check(): Promise<void> {
    const current = run;
    if (tokens.expiresSoon()) {
      const token = await tokens.renew();
      if (current !== run) return;
      if (token && socket) useToken(socket, token);
    }
    if (gaveUp) await open();
  }

  function start(): void {
    if (checkTimer !== undefined || !wanted || !deps.$loggedIn.get()) return;
    checkTimer = deps.timers.setInterval(() => void check().catch(crash), TOKEN_CHECK_INTERVAL_MS);
    void open().catch(crash);
  }

  function stop(): void {
    run++;
    gaveUp = false;
    if (checkTimer !== undefined) deps.timers.clearInterval(checkTimer);
    checkTimer = undefined;
    socket?.disconnect();
    $status.set('disconnected');
  }

  deps.$loggedIn.listen((loggedIn) => {
    if (loggedIn) return start();
    // The next user to sign in on this page must not inherit this token.
    tokens.clear();
    stop();
  });

  function connect(): void {
    wanted = true;
    start();
  }

  return {
    $status,
    on(event, handler) {
      const remove = handlers.add(event, handler);
      connect();
      return remove;
    },
    connect,
    disconnect() {
      wanted = false;
      stop();
    },
  };
}
