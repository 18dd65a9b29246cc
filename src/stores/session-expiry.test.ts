import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformMessageKey } from './platform-messages.ts';
import { createSessionExpiry, isPublic401Path, SESSION_EXPIRY_REARM_MS } from './session-expiry.ts';

function setup(pathname = '/chat') {
  const deps = {
    pathname: vi.fn(() => pathname),
    notify: vi.fn(),
    text: (key: PlatformMessageKey) => key,
    logout: vi.fn(async () => undefined),
    clearSession: vi.fn(),
    navigate: vi.fn(),
    timers: { setTimeout },
  };
  return { deps, handle: createSessionExpiry(deps) };
}

describe('session expiry on 401', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the destructive session-expired toast, signs out and goes to /login', async () => {
    const { deps, handle } = setup('/chat/abc');
    await expect(handle()).resolves.toBe(true);
    expect(deps.notify).toHaveBeenCalledWith({
      title: 'platform.sessionExpired.title',
      description: 'platform.sessionExpired.text',
      variant: 'destructive',
    });
    expect(deps.clearSession).toHaveBeenCalledOnce();
    expect(deps.logout).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the locale of the page in the login address', async () => {
    const { deps, handle } = setup('/en/search');
    await handle();
    expect(deps.navigate).toHaveBeenCalledWith('/en/login');
  });

  it('still goes to /login when the logout call fails', async () => {
    const { deps, handle } = setup();
    deps.logout.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await handle();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('ignores further 401s for 2000 ms, then handles them again', async () => {
    const { deps, handle } = setup();
    await handle();
    await expect(handle()).resolves.toBe(false);
    vi.advanceTimersByTime(SESSION_EXPIRY_REARM_MS - 1);
    await expect(handle()).resolves.toBe(false);
    expect(deps.notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await expect(handle()).resolves.toBe(true);
    expect(deps.notify).toHaveBeenCalledTimes(2);
  });

  it.each(['/pricing', '/en/pricing', '/fon/pricing'])('does nothing special on %s', async (pathname) => {
    const { deps, handle } = setup(pathname);
    await expect(handle()).resolves.toBe(false);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('isPublic401Path', () => {
  it('is true for the pricing page only', () => {
    expect(isPublic401Path('/pricing')).toBe(true);
    expect(isPublic401Path('/yo/pricing')).toBe(true);
    expect(isPublic401Path('/pricing-plans')).toBe(false);
    expect(isPublic401Path('/checkout')).toBe(false);
  });
});
