import { describe, expect, it } from 'vitest';
import { blockedStorage as blocked, memoryStorage } from './legal-search.fixtures.ts';
import { createSavedSearch, readSavedSearch, SAVED_SEARCH_KEY } from './saved-search.ts';

describe('saved search (sessionStorage)', () => {
  it('keeps the question as it is typed and restores it', () => {
    const storage = memoryStorage();
    createSavedSearch(storage).setDraft('Bail ?');
    const restored = createSavedSearch(storage);
    expect(restored.restore()).toBeNull();
    expect(restored.$draft.get()).toBe('Bail ?');
  });

  it('removes the entry once there is nothing to keep', () => {
    const storage = memoryStorage();
    const saved = createSavedSearch(storage);
    saved.setDraft('Bail ?');
    saved.setDraft('');
    expect(storage.values.has(SAVED_SEARCH_KEY)).toBe(false);
  });

  it('cuts the question at 10000 characters', () => {
    const saved = createSavedSearch(memoryStorage());
    saved.setDraft('a'.repeat(10_050));
    expect(saved.$draft.get()).toHaveLength(10_000);
  });

  it('reads damaged or blocked storage as empty and still works in memory', () => {
    expect(readSavedSearch(memoryStorage({ [SAVED_SEARCH_KEY]: '{oops' }))).toEqual({ draft: '', activeId: null });
    expect(readSavedSearch(memoryStorage({ [SAVED_SEARCH_KEY]: '{"draft":3,"activeId":["x"]}' }))).toEqual({
      draft: '',
      activeId: null,
    });
    const saved = createSavedSearch(blocked);
    expect(saved.restore()).toBeNull();
    saved.setDraft('Bail ?');
    saved.setActive('l-1');
    expect(saved.$draft.get()).toBe('Bail ?');
    expect(saved.activeId()).toBe('l-1');
  });
});
