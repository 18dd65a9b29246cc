// node scripts/build-french-endings.mjs — the endings of French verb conjugation, for reading a
// conjugated verb the library never uses as its infinitive (src/server/retrieval/french-lemma.ts):
// "ils gardent" is garder, "nous vivons" vivre, "ils disent" dire. The stemmer the index shares
// with PostgreSQL leaves such forms as they are ("gardent" stays "gardent" while "garder" is
// "gard"), so a question's verbs missed their sheets.
//
// Input: Debian's `hunspell-fr-classical` package (/usr/share/hunspell/fr.aff and fr.dic, the
// Grammalecte dictionary; read there when installed, else fetched with `apt-get download` and
// unpacked with `dpkg-deb -x`), version printed below. Every suffix rule (SFX) of a flag that a
// verb entry (po:v…) of fr.dic carries is kept, folded as the index folds words (lower case, no
// accents): [ending added, ending stripped from the infinitive, condition on the infinitive's end].
// Output: src/server/retrieval/lexicon/fr-endings.json. Deterministic: same input, same bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldText } from '../src/server/retrieval/text.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'src/server/retrieval/lexicon/fr-endings.json');
const PACKAGE = 'hunspell-fr-classical';
const INSTALLED = '/usr/share/hunspell';

function dictionary() {
  const read = (dir) => ({
    aff: readFileSync(join(dir, 'fr.aff'), 'utf8'),
    dic: readFileSync(join(dir, 'fr.dic'), 'utf8'),
  });
  if (existsSync(join(INSTALLED, 'fr.aff'))) {
    // dpkg-query's own format syntax, not a template string.
    const format = ['-f=$', '{Version}'].join('');
    const version = execFileSync('dpkg-query', ['-W', format, PACKAGE], { encoding: 'utf8' });
    return { ...read(INSTALLED), version };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hunspell-fr-'));
  try {
    execFileSync('apt-get', ['download', PACKAGE], { cwd: dir, stdio: 'ignore' });
    const deb = join(dir, readdirSync(dir).find((f) => f.endsWith('.deb')) ?? '');
    const version = execFileSync('dpkg-deb', ['-f', deb, 'Version'], { encoding: 'utf8' }).trim();
    execFileSync('dpkg-deb', ['-x', deb, join(dir, 'x')]);
    return { ...read(join(dir, 'x/usr/share/hunspell')), version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { aff, dic, version } = dictionary();
if (!/^FLAG long$/m.test(aff)) throw new Error('fr.aff: two-character flags expected (FLAG long)');

// The flags verb entries carry: "garder/a0p+() po:v1__t_q__a" → a0, p+, ().
const verbFlags = new Set();
for (const line of dic.split('\n')) {
  const match = /^[^\s/]+\/(\S+)\s.*\bpo:v/.exec(line);
  if (!match) continue;
  const flags = match[1] ?? '';
  for (let i = 0; i + 1 < flags.length; i += 2) verbFlags.add(flags.slice(i, i + 2));
}

// "SFX a0 er ons/n'q'l't' [^cg]er po:ipre po:1pl": flag, stripped, added (its own flags after
// "/"), condition. A header line ("SFX a0 Y 102") has a count where the condition would be.
const rules = new Set();
for (const line of aff.split('\n')) {
  const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
  if (kind !== 'SFX' || !verbFlags.has(flag) || condition === undefined) continue;
  const added = foldText(add.split('/')[0] === '0' ? '' : add.split('/')[0]);
  const stripped = foldText(strip === '0' ? '' : strip);
  if (!/^[a-z]*$/.test(added) || !/^[a-z]*$/.test(stripped)) continue;
  rules.add(JSON.stringify([added, stripped, foldText(condition)]));
}
const sorted = [...rules].sort().map((r) => JSON.parse(r));
const json = JSON.stringify({ source: `${PACKAGE} ${version}`, rules: sorted });
writeFileSync(OUT, `${json}\n`);
console.log(
  `${OUT}: ${sorted.length} endings of ${verbFlags.size} verb flags from ${PACKAGE} ${version}, ${json.length} bytes`,
);
