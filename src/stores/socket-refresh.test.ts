import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_FAILED_EVENT,
  createRefreshGate,
  createTokenRecovery,
  MAX_REFRESH_ATTEMPTS,
  REFRESH_ATTEMPTS_RESET_MS,
  REFRESH_COOLDOWN_MS,
} from './socket-refresh.ts';

describe('refresh gate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const gate = () => createRefreshGate(() => Date.now());

  it('refuses a refresh within 5 s of the previous one', () => {
    const g = gate();
    expect(g.tryAcquire()).toBe(true);
    vi.advanceTimersByTime(REFRESH_COOLDOWN_MS - 1);
    expect(g.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.tryAcquire()).toBe(true);
  });

  it('allows 3 refreshes in 30 s, then again once 30 s have passed since the first', () => {
    const g = gate();
    const granted: boolean[] = [];
    for (let i = 0; i < MAX_REFRESH_ATTEMPTS + 1; i++) {
      granted.push(g.tryAcquire());
      vi.advanceTimersByTime(REFRESH_COOLDOWN_MS);
    }
    expect(granted).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(REFRESH_ATTEMPTS_RESET_MS - (MAX_REFRESH_ATTEMPTS + 1) * REFRESH_COOLDOWN_MS - 1);
    expect(g.tryAcquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(g.tryAcquire()).toBe(true);
  });
});

describe('token recovery', () => {
  function setup(refreshed: string | null, pathname = '/search') {
    const tokens = { refresh: vi.fn(async () => refreshed), clear: vi.fn() };
    const events = new EventTarget();
    const fired = vi.fn();
    events.addEventListener(AUTH_FAILED_EVENT, fired);
    const navigate = vi.fn();
    const recovery = createTokenRecovery({ tokens, now: () => Date.now(), events, pathname: () => pathname, navigate });
    return { recovery, tokens, fired, navigate };
  }

  it('gives the refreshed token', async () => {
    const { recovery, fired, navigate } = setup('fresh');
    expect(await recovery.newToken()).toBe('fresh');
    expect(fired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['/search', '/login'],
    ['/en/search', '/en/login'],
  ])('on a failed refresh from %s: fires auth_failed, clears the token and goes to %s', async (pathname, login) => {
    const { recovery, tokens, fired, navigate } = setup(null, pathname);
    expect(await recovery.newToken()).toBeNull();
    expect(fired).toHaveBeenCalledOnce();
    expect(tokens.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith(login);
  });

  it('does not refresh while the gate says wait, and does not send the user away', async () => {
    const { recovery, tokens, navigate } = setup('fresh');
    await recovery.newToken();
    expect(await recovery.newToken()).toBeNull();
    expect(tokens.refresh).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});
