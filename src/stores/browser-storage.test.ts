// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocalStorage, browserSessionStorage } from './browser-storage.ts';

describe('browser storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the page’s own storages', () => {
    browserSessionStorage.setItem('k', 'session');
    browserLocalStorage.setItem('k', 'local');
    expect(sessionStorage.getItem('k')).toBe('session');
    expect(browserLocalStorage.getItem('k')).toBe('local');
    browserSessionStorage.removeItem('k');
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('looks the storage up at each call: a blocked storage throws there, where the stores guard it', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => browserSessionStorage.getItem('k')).toThrow('blocked');
  });
});
