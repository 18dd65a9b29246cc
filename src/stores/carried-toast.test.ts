import { describe, expect, it } from 'vitest';
import { CARRIED_TOAST_KEY, carryToast, takeCarriedToast } from './carried-toast.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('carried toast', () => {
  it('hands a toast to the next page exactly once', () => {
    const storage = memoryStorage();
    expect(carryToast(storage, { title: 'Session Expirée', variant: 'destructive' })).toBe(true);
    expect(takeCarriedToast(storage)).toEqual({ title: 'Session Expirée', variant: 'destructive' });
    expect(takeCarriedToast(storage)).toBeNull();
  });

  it('ignores broken data', () => {
    const storage = memoryStorage();
    for (const raw of ['{oops', '"text"', '{"variant":"success"}']) {
      storage.items.set(CARRIED_TOAST_KEY, raw);
      expect(takeCarriedToast(storage)).toBeNull();
    }
  });

  it('keeps only the text fields and a known variant', () => {
    const storage = memoryStorage();
    storage.items.set(
      CARRIED_TOAST_KEY,
      JSON.stringify({ title: 'Titre', variant: 'loud', action: { href: 'javascript:alert(1)' } }),
    );
    expect(takeCarriedToast(storage)).toEqual({ title: 'Titre' });
  });

  it('reports when storage refuses, and reads nothing from it', () => {
    expect(carryToast(refusing, { title: 'x' })).toBe(false);
    expect(takeCarriedToast(refusing)).toBeNull();
  });
});
