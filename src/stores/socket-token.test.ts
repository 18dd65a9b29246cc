import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from './auth.ts';
import { createSocketTokens, TOKEN_REFRESH_BEFORE_MS, TOKEN_REUSE_MIN_MS } from './socket-token.ts';

const MINUTE = 60_000;
const issue = (accessToken: string, lifetimeMs = 15 * MINUTE): AccessToken => ({
  accessToken,
  accessTokenExpiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
});

function setup(answers: Array<AccessToken | null>) {
  let n = 0;
  const fetchToken = vi.fn(async () => answers[n++] ?? null);
  const refreshSession = vi.fn(async () => issue('refreshed'));
  return {
    fetchToken,
    refreshSession,
    tokens: createSocketTokens({ fetchToken, refreshSession, now: () => Date.now() }),
  };
}

describe('socket tokens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reuses the cached token while more than 5 minutes remain, then fetches a new one', async () => {
    const { tokens, fetchToken } = setup([issue('first'), issue('second')]);
    expect(await tokens.get()).toBe('first');
    // 15-minute tokens: reused for the first 10 minutes.
    vi.advanceTimersByTime(15 * MINUTE - TOKEN_REUSE_MIN_MS - 1);
    expect(await tokens.get()).toBe('first');
    expect(fetchToken).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(await tokens.get()).toBe('second');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('keeps using a token with minutes left when no new one comes, and gives null without any', async () => {
    const { tokens } = setup([issue('first'), null, null]);
    await tokens.get();
    vi.advanceTimersByTime(12 * MINUTE);
    expect(await tokens.get()).toBe('first');
    vi.advanceTimersByTime(3 * MINUTE);
    expect(await tokens.get()).toBeNull();
  });

  it('says a token expires soon only under 2 minutes left', async () => {
    const { tokens } = setup([issue('first')]);
    expect(tokens.expiresSoon()).toBe(false);
    await tokens.get();
    vi.advanceTimersByTime(15 * MINUTE - TOKEN_REFRESH_BEFORE_MS);
    expect(tokens.expiresSoon()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tokens.expiresSoon()).toBe(true);
  });

  it('renews and refreshes into the cache, keeps the old token when renewal fails, and clears', async () => {
    const { tokens, fetchToken, refreshSession } = setup([issue('first'), null, issue('renewed')]);
    await tokens.get();
    expect(await tokens.renew()).toBeNull();
    expect(await tokens.get()).toBe('first');
    expect(await tokens.renew()).toBe('renewed');
    expect(await tokens.refresh()).toBe('refreshed');
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(await tokens.get()).toBe('refreshed');
    tokens.clear();
    await tokens.get();
    expect(fetchToken).toHaveBeenCalledTimes(4);
  });

  it('treats an unreadable expiry as expired', async () => {
    const { tokens, fetchToken } = setup([{ accessToken: 'odd', accessTokenExpiresAt: 'soon' }, issue('second')]);
    expect(await tokens.get()).toBe('odd');
    expect(tokens.expiresSoon()).toBe(true);
    expect(await tokens.get()).toBe('second');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
