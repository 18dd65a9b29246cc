/**
 * A Bloom filter's bit positions for a word: double hashing of two FNV-1a variants, the same in
 * the script that builds the filter (scripts/build-french-words.mjs) and in the code reading it.
 */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function bloomIndexes(word: string, hashes: number, size: number): number[] {
  const a = fnv1a(word, 0x811c9dc5);
  const b = fnv1a(word, 0x050c5d1f) | 1;
  return Array.from({ length: hashes }, (_, i) => (a + Math.imul(i, b)) >>> 0).map((h) => h % size);
}

export interface BloomFilter {
  /** False: surely not in the set; true: in it, or one of the rare false positives. */
  has(word: string): boolean;
}

export function bloomFilter(bits: Uint8Array, size: number, hashes: number): BloomFilter {
  return { has: (word) => bloomIndexes(word, hashes, size).every((i) => ((bits[i >> 3] ?? 0) & (1 << (i & 7))) !== 0) };
}
