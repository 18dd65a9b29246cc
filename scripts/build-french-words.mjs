// node scripts/build-french-words.mjs — the French word list the spelling correction consults
// (src/server/retrieval/spelling.ts): a valid French word the library never uses ("papa",
// "mourir", "copine") is left alone instead of being "corrected" into a library word one letter
// away ("paca", "courir", "copie").
//
// Input: Debian's `wfrench` package (/usr/share/dict/french; read there when installed, else
// fetched with `apt-get download` and unpacked with `dpkg-deb -x`), version printed below.
// Output: src/server/retrieval/lexicon/fr-words.json, a Bloom filter of the words folded as the
// index folds them (lower case, no accents, œ → oe): about 0.05 % false positives, i.e. one typo
// in 2,000 is taken for a word and left uncorrected (10 bits and 7 hashes gave 0.8 %).
// Deterministic: same input, same bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldText } from '../src/server/retrieval/text.ts';
import { bloomIndexes } from '../src/server/retrieval/bloom.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'src/server/retrieval/lexicon/fr-words.json');
const INSTALLED = '/usr/share/dict/french';
const BITS_PER_WORD = 16;
const HASHES = 11;

function wordList() {
  if (existsSync(INSTALLED)) {
    // dpkg-query's own format syntax, not a template string.
    const format = ['-f=$', '{Version}'].join('');
    const version = execFileSync('dpkg-query', ['-W', format, 'wfrench'], { encoding: 'utf8' });
    return { text: readFileSync(INSTALLED, 'utf8'), version };
  }
  const dir = mkdtempSync(join(tmpdir(), 'wfrench-'));
  try {
    execFileSync('apt-get', ['download', 'wfrench'], { cwd: dir, stdio: 'ignore' });
    const deb = join(dir, readdirSync(dir).find((f) => f.endsWith('.deb')) ?? '');
    const version = execFileSync('dpkg-deb', ['-f', deb, 'Version'], { encoding: 'utf8' }).trim();
    execFileSync('dpkg-deb', ['-x', deb, join(dir, 'x')]);
    return { text: readFileSync(join(dir, 'x/usr/share/dict/french'), 'utf8'), version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { text, version } = wordList();
const words = [
  ...new Set(
    text
      .split('\n')
      .map((w) => foldText(w.trim()))
      .filter((w) => /^[a-z]+$/.test(w)),
  ),
].sort();
const size = words.length * BITS_PER_WORD;
const bits = new Uint8Array(Math.ceil(size / 8));
for (const word of words) {
  for (const i of bloomIndexes(word, HASHES, size)) bits[i >> 3] |= 1 << (i & 7);
}
const json = JSON.stringify({
  source: `wfrench ${version}`,
  words: words.length,
  size,
  hashes: HASHES,
  bits: Buffer.from(bits).toString('base64'),
});
writeFileSync(OUT, `${json}\n`);
console.log(
  `${OUT}: ${words.length} folded words from wfrench ${version}, ${size} bits, ${HASHES} hashes, ${json.length} bytes`,
);
