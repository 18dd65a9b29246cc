// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers';
import { lastSend, recordSend, runCooldown, secondsLeft } from './cooldown';

describe('secondsLeft', () => {
  it('counts down from 60 seconds and never below 0', () => {
    expect(secondsLeft(null, 5000)).toBe(0);
    expect(secondsLeft(1000, 1000)).toBe(60);
    expect(secondsLeft(1000, 1500)).toBe(60);
    expect(secondsLeft(1000, 31_000)).toBe(30);
    expect(secondsLeft(1000, 61_000)).toBe(0);
    expect(secondsLeft(1000, 999_000)).toBe(0);
  });

  it('does not trust a send time in the future beyond the wait', () => {
    expect(secondsLeft(500_000, 1000)).toBe(60);
  });
});

describe('send times', () => {
  it('are kept per address, whatever its case', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    recordSend(store, ' Awa@Example.bj', 1234);
    expect(lastSend(store, 'awa@example.bj')).toBe(1234);
    expect(lastSend(store, 'other@example.bj')).toBeNull();
  });

  it('survive a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => recordSend(refusing, 'a@b.cd', 1)).not.toThrow();
    expect(lastSend(refusing, 'a@b.cd')).toBeNull();
  });
});

describe('runCooldown', () => {
  it('disables the button with a countdown, then gives it back', () => {
    vi.useFakeTimers();
    const button = document.createElement('button');
    button.textContent = 'Renvoyer le code';
    const start = Date.now();
    runCooldown({
      button,
      waitingText: 'Renvoyer dans {seconds} s',
      sentAt: start - 58_000,
      now: () => Date.now(),
      timers: globalTimers,
    });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Renvoyer dans 2 s');
    vi.advanceTimersByTime(1000);
    expect(button.textContent).toBe('Renvoyer dans 1 s');
    vi.advanceTimersByTime(1000);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Renvoyer le code');
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
