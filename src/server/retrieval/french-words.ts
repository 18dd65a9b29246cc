/**
 * Whether a folded word is French, from Debian's word list (scripts/build-french-words.mjs, a
 * Bloom filter): the spelling correction leaves a real word alone even when the library never
 * uses it, rather than reading "papa" as "PACA".
 */
import data from './lexicon/fr-words.json' with { type: 'json' };
import { type BloomFilter, bloomFilter } from './bloom.ts';

interface WordsFile {
  size: number;
  hashes: number;
  bits: string;
}

let filter: BloomFilter | undefined;

export function isFrenchWord(folded: string): boolean {
  if (!filter) {
    const file = data as WordsFile;
    const bytes = Buffer.from(file.bits, 'base64');
    filter = bloomFilter(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), file.size, file.hashes);
  }
  return filter.has(folded);
}
