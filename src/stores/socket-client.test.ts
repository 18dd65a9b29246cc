import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from './auth.ts';
import * as socket from './socket.ts';
import { AUTH_FAILED_EVENT, type ClientSocket, createSocketClient, TOKEN_CHECK_INTERVAL_MS } from './socket.ts';
import type { SocketOpener } from './socket-client.ts';
import { globalTimers } from './timers.ts';

type Listener = (...args: unknown[]) => void;

/** Plays the server's part: the test says when it accepts, refuses, drops or pushes. */
class FakeSocket {
  readonly calls: string[] = [];
  readonly url: string;
  readonly options: Parameters<SocketOpener>[1];
  auth: Record<string, unknown>;
  connected = false;
  active = false;
  readonly io = {
    opts: { query: {} as Record<string, unknown> },
    on: (event: string, listener: Listener) => this.add(`io:${event}`, listener),
  };
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string, options: Parameters<SocketOpener>[1]) {
    this.url = url;
    this.options = options;
    this.auth = { ...(options.auth as Record<string, unknown>) };
    this.io.opts.query = { ...(options.query as Record<string, unknown>) };
  }
  private add(event: string, listener: Listener) {
    this.calls.push(`listen ${event}`);
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  on(event: string, listener: Listener) {
    return this.add(event, listener);
  }
  onAny(listener: Listener) {
    return this.add('*', listener);
  }
  connect() {
    this.calls.push(`connect ${String(this.auth['useraccesstoken'])}`);
    this.active = true;
  }
  disconnect() {
    this.calls.push('disconnect');
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
  }
  accept() {
    this.connected = true;
    this.fire('connect');
  }
  refuse(message: string) {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
  dropLink() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
    this.fire('io:reconnect_attempt', 1);
  }
  giveUp() {
    this.fire('io:reconnect_failed');
  }
  push(event: string, payload: unknown) {
    for (const listener of this.listeners.get('*') ?? []) listener(event, payload);
  }
}

const MINUTE = 60_000;
const issue = (accessToken: string, lifetimeMs = 15 * MINUTE): AccessToken => ({
  accessToken,
  accessTokenExpiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
});

function setup({
  signedIn = true,
  pathname = '/search',
  refreshed = [issue('refreshed')] as Array<AccessToken | null>,
} = {}) {
  const $loggedIn = atom(signedIn);
  const sockets: FakeSocket[] = [];
  let fetched = 0;
  const fetchToken = vi.fn(async () => issue(`token-${++fetched}`));
  const refreshSession = vi.fn(async () => refreshed.shift() ?? null);
  const events = new EventTarget();
  const authFailed = vi.fn();
  events.addEventListener(AUTH_FAILED_EVENT, authFailed);
  const navigate = vi.fn();
  const io = vi.fn((url: string, options: Parameters<SocketOpener>[1]) => {
    const created = new FakeSocket(url, options);
    sockets.push(created);
    return created as unknown as ClientSocket;
  });
  const client = createSocketClient({
    io,
    url: async () => 'https://ws.jurisia.example',
    $loggedIn,
    fetchToken,
    refreshSession,
    now: () => Date.now(),
    timers: globalTimers,
    events,
    pathname: () => pathname,
    navigate,
    log: vi.fn(),
  });
  const current = () => sockets.at(-1) as FakeSocket;
  return { client, $loggedIn, io, current, fetchToken, refreshSession, authFailed, navigate };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('socket client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the SPEC-COVERAGE §9 constants', () => {
    expect({ ...socket }).toMatchObject({
      TOKEN_REFRESH_BEFORE_MS: 120_000,
      TOKEN_CHECK_INTERVAL_MS: 60_000,
      TOKEN_REUSE_MIN_MS: 300_000,
      RECONNECTION_ATTEMPTS: 5,
      RECONNECTION_DELAY_MS: 1000,
      RECONNECTION_DELAY_MAX_MS: 5000,
      CONNECT_TIMEOUT_MS: 20_000,
      SOCKET_TRANSPORTS: ['websocket', 'polling'],
      REFRESH_COOLDOWN_MS: 5000,
      MAX_REFRESH_ATTEMPTS: 3,
      REFRESH_ATTEMPTS_RESET_MS: 30_000,
      ACK_TIMEOUT_MS: 5000,
      AUTH_FAILED_EVENT: 'auth_failed',
    });
  });

  it('does not connect a signed-out visitor, connects once they sign in, and disconnects on sign-out', async () => {
    const { client, $loggedIn, io, current } = setup({ signedIn: false });
    client.on('legal_search_ai_response', () => {});
    await settle();
    expect(io).not.toHaveBeenCalled();
    expect(client.$status.get()).toBe('disconnected');
    $loggedIn.set(true);
    await settle();
    expect(io).toHaveBeenCalledWith('https://ws.jurisia.example', {
      auth: { useraccesstoken: 'token-1' },
      query: { useraccesstoken: 'token-1' },
      transports: ['websocket', 'polling'],
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
      ackTimeout: 5000,
      autoConnect: false,
    });
    current().accept();
    $loggedIn.set(false);
    expect(current().calls.at(-1)).toBe('disconnect');
    expect(client.$status.get()).toBe('disconnected');
  });

  it('registers handlers before connecting; they get pushes across reconnections until unsubscribed', async () => {
    const { client, current } = setup();
    const handler = vi.fn();
    const unsubscribe = client.on('legal_search_ai_response', handler);
    await settle();
    const calls = current().calls;
    expect(calls.indexOf('listen *')).toBeLessThan(calls.indexOf('connect token-1'));
    current().accept();
    current().push('legal_search_ai_response', { n: 1 });
    current().dropLink();
    current().accept();
    current().push('legal_search_ai_response', { n: 2 });
    current().push('chat_ai_response', { n: 3 });
    unsubscribe();
    current().push('legal_search_ai_response', { n: 4 });
    expect(handler.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it('reuses a token with over 5 minutes left when connecting again, and fetches another after sign-out', async () => {
    const { client, $loggedIn, fetchToken, current } = setup();
    client.connect();
    await settle();
    client.disconnect();
    vi.advanceTimersByTime(9 * MINUTE);
    client.connect();
    await settle();
    expect(fetchToken).toHaveBeenCalledOnce();
    expect(current().calls.at(-1)).toBe('connect token-1');
    $loggedIn.set(false);
    $loggedIn.set(true);
    await settle();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(current().calls.at(-1)).toBe('connect token-2');
  });

  it('checks every 60 s and renews the token once under 2 minutes remain, for the next reconnection', async () => {
    const { client, fetchToken, current } = setup();
    client.connect();
    await settle();
    current().accept();
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(fetchToken).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(current().auth).toEqual({ useraccesstoken: 'token-2' });
    expect(current().io.opts.query).toEqual({ useraccesstoken: 'token-2' });
  });

  it.each(['Unauthorized', 'Authentication failed', 'jwt expired'])(
    "refreshes the token and reconnects on '%s'",
    async (message) => {
      const { client, current, refreshSession } = setup();
      client.connect();
      await settle();
      current().refuse(message);
      expect(client.$status.get()).toBe('connecting');
      await settle();
      expect(refreshSession).toHaveBeenCalledOnce();
      expect(current().calls.at(-1)).toBe('connect refreshed');
      expect(current().io.opts.query).toEqual({ useraccesstoken: 'refreshed' });
      current().accept();
      expect(client.$status.get()).toBe('connected');
    },
  );

  it('does not refresh on other refusals: the status says error', async () => {
    const { client, current, refreshSession } = setup();
    client.connect();
    await settle();
    current().refuse('Server error');
    await settle();
    expect(refreshSession).not.toHaveBeenCalled();
    expect(client.$status.get()).toBe('error');
  });

  it('refreshes at most once per 5 s and 3 times per 30 s; the periodic check tries again later', async () => {
    const { client, current, refreshSession } = setup({
      refreshed: [issue('r1'), issue('r2'), issue('r3'), issue('r4')],
    });
    client.connect();
    await settle();
    current().refuse('jwt expired');
    await settle();
    current().refuse('jwt expired');
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(client.$status.get()).toBe('error');
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(5000);
      current().refuse('jwt expired');
      await settle();
    }
    expect(refreshSession).toHaveBeenCalledTimes(3);
    expect(client.$status.get()).toBe('error');
    const connects = () => current().calls.filter((call) => call.startsWith('connect')).length;
    const before = connects();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 15_000);
    expect(connects()).toBe(before + 1);
    current().refuse('jwt expired');
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(4);
    expect(current().calls.at(-1)).toBe('connect r4');
  });

  it.each([
    ['/search', '/login'],
    ['/en/search', '/en/login'],
  ])('when the refresh fails on %s: auth_failed, token forgotten, off to %s', async (pathname, login) => {
    const { client, current, authFailed, navigate, fetchToken } = setup({ pathname, refreshed: [null] });
    client.connect();
    await settle();
    current().refuse('Unauthorized');
    await settle();
    expect(authFailed).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith(login);
    expect(client.$status.get()).toBe('error');
    client.disconnect();
    client.connect();
    await settle();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('goes disconnected → connecting → connected → connecting → error → connecting → connected → disconnected', async () => {
    const { client, current } = setup();
    const seen: string[] = [];
    client.$status.subscribe((status) => {
      if (seen.at(-1) !== status) seen.push(status);
    });
    client.connect();
    await settle();
    current().accept();
    current().dropLink();
    current().giveUp();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    current().accept();
    client.disconnect();
    expect(seen).toEqual([
      'disconnected',
      'connecting',
      'connected',
      'connecting',
      'error',
      'connecting',
      'connected',
      'disconnected',
    ]);
  });
});
