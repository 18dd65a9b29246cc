/**
 * A map that keeps its `capacity` most recently used entries, for the answers' and the ranking's
 * caches (ai/passage-cache.ts, ai/retriever.ts RESULTS_KEPT, retrieval/compound-completion.ts, retrieval/translate.ts). A
 * Map iterates in insertion order: an entry read or written is moved to the end, so the first key
 * is the least recently used.
 */
export interface Lru<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

export function createLru<K, V>(capacity: number): Lru<K, V> {
  const kept = new Map<K, V>();
  return {
    get(key) {
      const value = kept.get(key);
      if (value === undefined) return undefined;
      kept.delete(key);
      kept.set(key, value);
      return value;
    },
    set(key, value) {
      kept.delete(key);
      kept.set(key, value);
      while (kept.size > capacity) kept.delete(kept.keys().next().value as K);
    },
    get size() {
      return kept.size;
    },
  };
}
