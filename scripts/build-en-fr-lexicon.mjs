// Builds src/server/retrieval/lexicon/en-fr.json, a flat English→French lexicon
// ({ "landlord": ["aubergiste", "propriétaire"], ... }) taken from Debian's FreeDict
// dictionaries, extended through Princeton WordNet and through Apertium's English–Spanish and
// Spanish–French dictionaries (apertium-pivot.mjs), and
// src/server/retrieval/lexicon/en-lemmas.json, WordNet's irregular inflected forms
// ({ "stole": ["steal"], ... }) whose lemma is a key of en-fr.json. Nothing in
// either file is added by hand.
//
// Inputs (Debian bookworm, versions as read from the .deb control files):
//   - dict-freedict-eng-fra 2022.04.21-1 (FreeDict English-French 0.1.6)
//   - dict-freedict-fra-eng 2022.04.21-1 (FreeDict French-English 0.4.1)
//   - wordnet-base 1:3.0-37 (Princeton WordNet 3.0 database: index.*, data.*, *.exc)
//   - apertium-eng-spa 0.8.1-2 and apertium-fr-es 0.9.4-1 (eng-spa.autobil.bin, es-fr.autobil.bin),
//     read with lt-proc from lttoolbox 3.7.1-1+b2 (and its library, liblttoolbox3)
// FreeDict is GPL-2.0-or-later (see /usr/share/doc/dict-freedict-*/copyright);
// WordNet is under the WordNet 3.0 licence, "WordNet 3.0 Copyright 2006 by
// Princeton University. All rights reserved." (see /usr/share/doc/wordnet-base/copyright);
// Apertium's data is GPL-2, lttoolbox GPL-2+ (see /usr/share/doc/apertium-*/copyright).
// Each package that is installed is read from its system folder;
// the others are fetched with `apt-get download` into a temporary folder and
// unpacked with `dpkg-deb -x` (needs apt-get and dpkg-deb, no root, no network
// other than the Debian archive).
//
// How it works: each dictd `.index` line is `headword TAB offset TAB length`
// (offset and length in dictd's base64, A-Za-z0-9+/); the entry is cut out of the
// gunzipped `.dict.dz` (dictzip is gzip-compatible). An entry is a headword line
// `word /pronunciation/ <pos>` followed by senses, either one unnumbered line or
// `1. a, b` lines; indented lines are examples or glosses and are skipped. Notes
// in (parentheses) and [domain] tags are removed, senses are split on , and ;.
// eng-fra gives English → French directly; fra-eng is inverted (English word →
// French headword) and merged after the eng-fra translations. Within an entry the
// first translation of each sense comes first, then the rest in listed order.
// Keys: lower case, at most 3 words; values: lower case, at most 4 words, at most
// 6 per key, deduplicated. Anything with digits or characters other than letters,
// spaces, apostrophes and hyphens is dropped. Keys are sorted for a stable diff.
//
// WordNet (see addWordNet below): every WordNet lemma without FreeDict translations
// borrows those of its morphy base forms (fired → fire), and those of the other words
// of the synset of its most frequent sense (theft → stealing → steal); only if both
// give nothing, the FreeDict translations of its derivationally related forms
// (employer → employ), followed only to words that have FreeDict translations of
// their own. FreeDict keys that are WordNet lemmas get the synonyms of their most
// frequent sense appended (court → tribunal). Synonyms are borrowed only by single
// words and lemmas with tag count > 0. Hypernyms are never used (they gave
// eviction → dispenser, unemployment → état). FreeDict's own translations always
// come first. WordNet-only keys are kept if their tag count is > 0 or if they are
// single words; rare ones keep fewer translations.
// Apertium (see addPivot below): the French lemmas each WordNet noun, verb and adjective
// reaches through Spanish come after the translations above, up to six in all; a word
// without any gets them (docs/RETRIEVAL.md "English").
// Inflected forms are not keys: the app lemmatises at lookup time, with en-lemmas.json
// for irregular forms and morphy's suffix rules for regular ones.
//
// Re-run: node scripts/build-en-fr-lexicon.mjs
// (any working directory; prints the package versions, a sanity check and counts).

import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  chmodSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { pivotTranslations } from './apertium-pivot.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/server/retrieval/lexicon/en-fr.json');
const OUT_LEMMAS = join(ROOT, 'src/server/retrieval/lexicon/en-lemmas.json');
const PACKAGES = {
  engFra: 'dict-freedict-eng-fra',
  fraEng: 'dict-freedict-fra-eng',
  wordnet: 'wordnet-base',
  engSpa: 'apertium-eng-spa',
  spaFra: 'apertium-fr-es',
  ltProc: 'lttoolbox',
  libLttoolbox: 'liblttoolbox3',
};
const SYSTEM_DIRS = {
  engFra: '/usr/share/dictd',
  fraEng: '/usr/share/dictd',
  wordnet: '/usr/share/wordnet',
  engSpa: '/usr/share/apertium/apertium-eng-spa',
  spaFra: '/usr/share/apertium/apertium-fr-es',
  ltProc: '/usr/bin',
  // Its files are under the machine's multiarch folder (/usr/lib/x86_64-linux-gnu…): looked for.
  libLttoolbox: '/usr/lib',
};
const WN_POS = [
  { pos: 'n', file: 'noun' },
  { pos: 'v', file: 'verb' },
  { pos: 'a', file: 'adj' },
  { pos: 'r', file: 'adv' },
];
const PACKAGE_FILES = {
  engFra: ['freedict-eng-fra.index', 'freedict-eng-fra.dict.dz'],
  fraEng: ['freedict-fra-eng.index', 'freedict-fra-eng.dict.dz'],
  wordnet: WN_POS.flatMap(({ file }) => [`index.${file}`, `data.${file}`, `${file}.exc`]),
  engSpa: ['eng-spa.autobil.bin'],
  spaFra: ['es-fr.autobil.bin'],
  ltProc: ['lt-proc'],
  libLttoolbox: [],
};

const MAX_KEY_WORDS = 3;
const MAX_VALUE_WORDS = 4;
const MAX_VALUES = 6;
// WordNet lemmas not in FreeDict with tag count 0 keep fewer translations (file size),
// fewer still when the translations come through a derivationally related form.
const MAX_VALUES_RARE = 3;
const MAX_VALUES_RARE_DERIVED = 2;

// Lower-case Latin letters used in English and French (Latin-1 letters plus œ, æ).
const LETTER = 'a-zà-öø-ÿœæ';
const VALID = new RegExp(`^[${LETTER}](?:[${LETTER}' -]*[${LETTER}'])?$`);

const SANITY = [
  'deposit',
  'landlord',
  'tenant',
  'rent',
  'lease',
  'eviction',
  'fired',
  'dismissal',
  'wage',
  'salary',
  'employer',
  'boss',
  'divorce',
  'custody',
  'inheritance',
  'will',
  'complaint',
  'theft',
  'fine',
  'driving licence',
  'driving license',
  'license',
  'residence permit',
  'passport',
  'unemployment',
  'sick leave',
  'scam',
  'refund',
  'debt',
  'court',
  'lawyer',
];

// ---------------------------------------------------------------------------
// Getting the package files

function run(cmd, args, opts = {}) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

function installedVersion(pkg) {
  try {
    const out = run('dpkg-query', ['-W', `-f=\${db:Status-Status} \${Version}`, pkg]).trim();
    const [status, version] = out.split(' ');
    return status === 'installed' ? version : null;
  } catch {
    return null;
  }
}

/**
 * Returns { dirs: { engFra, fraEng, wordnet }, versions, cleanup }. A package that is
 * installed with all its files present is read from the system; the others are
 * fetched with `apt-get download` into a temporary folder and unpacked with `dpkg-deb -x`.
 */
function obtainPackages() {
  const dirs = {};
  const versions = {};
  const missing = [];
  for (const [id, pkg] of Object.entries(PACKAGES)) {
    const version = installedVersion(pkg);
    const haveFiles = PACKAGE_FILES[id].every((f) => existsSync(join(SYSTEM_DIRS[id], f)));
    if (version && haveFiles) {
      console.log(`Reading installed ${pkg} from ${SYSTEM_DIRS[id]}`);
      dirs[id] = SYSTEM_DIRS[id];
      versions[id] = version;
    } else {
      missing.push(id);
    }
  }
  if (!missing.length) return { dirs, versions, cleanup: () => {} };

  const tmp = mkdtempSync(join(tmpdir(), 'en-fr-lexicon-'));
  // apt's download sandbox user (_apt) must be able to write here, or apt warns.
  chmodSync(tmp, 0o777);
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    const pkgs = missing.map((id) => PACKAGES[id]);
    console.log(`Downloading ${pkgs.join(', ')} into ${tmp}`);
    run('apt-get', ['download', ...pkgs], { cwd: tmp });
    const extracted = join(tmp, 'root');
    mkdirSync(extracted);
    for (const id of missing) {
      const pkg = PACKAGES[id];
      const deb = readdirSync(tmp).find((f) => f.startsWith(`${pkg}_`) && f.endsWith('.deb'));
      if (!deb) throw new Error(`apt-get download produced no .deb for ${pkg}`);
      versions[id] = run('dpkg-deb', ['-f', join(tmp, deb), 'Version']).trim();
      run('dpkg-deb', ['-x', join(tmp, deb), extracted]);
      dirs[id] = join(extracted, SYSTEM_DIRS[id]);
      for (const f of PACKAGE_FILES[id]) {
        if (!existsSync(join(dirs[id], f))) throw new Error(`${pkg} ${versions[id]} has no ${f}`);
      }
    }
    return { dirs, versions, cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}

// ---------------------------------------------------------------------------
// Reading dictd files

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeB64Number(s) {
  let n = 0;
  for (const c of s) {
    const v = B64.indexOf(c);
    if (v < 0) throw new Error(`bad dictd base64 digit ${JSON.stringify(c)} in ${JSON.stringify(s)}`);
    n = n * 64 + v;
  }
  return n;
}

/** Yields the raw text of every (non-metadata) entry, in index order, each entry once. */
function* readDictd(dir, name) {
  const data = gunzipSync(readFileSync(join(dir, `${name}.dict.dz`)));
  const index = readFileSync(join(dir, `${name}.index`), 'utf8');
  const seen = new Set();
  for (const line of index.split('\n')) {
    if (!line) continue;
    const [headword, offset, length] = line.split('\t');
    if (length === undefined) throw new Error(`bad index line in ${name}: ${JSON.stringify(line)}`);
    if (headword.startsWith('00database') || headword.startsWith('00-database')) continue;
    const start = decodeB64Number(offset);
    const key = `${start}:${length}`;
    if (seen.has(key)) continue; // several index headwords may point at one entry
    seen.add(key);
    yield data.subarray(start, start + decodeB64Number(length)).toString('utf8');
  }
}

// ---------------------------------------------------------------------------
// Parsing entries

const HEAD_LINE = /^(.*?) \/[^/]*\/(?: <([^>]*)>)?\s*$/;

/**
 * Parses one entry into { headword, pos, senses: string[][] }.
 * The headword line's own spelling is used (the index headword is normalised:
 * "about-face" is indexed as "aboutface").
 */
function parseEntry(text) {
  const lines = text.split('\n');
  const head = HEAD_LINE.exec(lines[0]);
  if (!head) return null;
  const senses = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    if (/^\s/.test(line)) continue; // indented: example sentence or explanatory gloss
    const body = line.replace(/^\d+\.\s*/, '');
    const terms = splitSense(body);
    if (terms.length) senses.push(terms);
  }
  return { headword: head[1], pos: head[2] ?? null, senses };
}

// Hyphens are mostly U+2010 in eng-fra; fra-eng writes "sˈinsurger" with U+02C8.
function normalise(s) {
  return s
    .normalize('NFC')
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc\u02c8`´]/g, "'");
}

function splitSense(body) {
  const cleaned = normalise(body)
    .replace(/<[^>]*>/g, ' ') // grammatical tags
    .replace(/\[[^\]]*\]/g, ' ') // [domain] labels such as [cul], [mus]
    .replace(/[[\]]/g, ' ') // stray brackets ("repasser]")
    .replace(/\((\p{L}+)\)(?=\p{L})/gu, '$1') // "(bul)rush" -> "bulrush"
    .replace(/\([^)]*\)/g, ' '); // notes: "(female) duck", "take (with one)"
  return cleaned
    .split(/[,;]/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Lower-cases and validates a term; returns null if it is not usable. */
function clean(term, maxWords) {
  const t = normalise(term).toLowerCase().replace(/\s+/g, ' ').trim();
  if (!VALID.test(t)) return null; // digits, dots, "...", "?", etc.
  if (t.split(' ').length > maxWords) return null;
  return t;
}

/** Flattens senses: first term of each sense first, then the remaining terms in listed order. */
function orderedTerms(senses) {
  const out = senses.filter((s) => s.length).map((s) => s[0]);
  for (const s of senses) out.push(...s.slice(1));
  return out;
}

// ---------------------------------------------------------------------------
// Building the lexicon

function buildFreeDict(dirs) {
  const stats = { engFraEntries: 0, fraEngEntries: 0, droppedKeys: new Set(), droppedValues: 0 };

  // English → French, from eng-fra. Entries written in lower case (common words)
  // go before capitalised ones (proper nouns) sharing the same lower-cased key.
  const direct = new Map();
  const entries = [...readDictd(dirs.engFra, 'freedict-eng-fra')].map(parseEntry).filter(Boolean);
  stats.engFraEntries = entries.length;
  const isLower = (e) => e.headword === e.headword.toLowerCase();
  const ordered = [...entries.filter(isLower), ...entries.filter((e) => !isLower(e))];
  for (const entry of ordered) {
    const key = clean(entry.headword, MAX_KEY_WORDS);
    if (!key) {
      stats.droppedKeys.add(entry.headword);
      continue;
    }
    for (const term of orderedTerms(entry.senses)) {
      const value = clean(term, MAX_VALUE_WORDS);
      if (!value) {
        stats.droppedValues++;
        continue;
      }
      if (!direct.has(key)) direct.set(key, []);
      direct.get(key).push(value);
    }
  }

  // French → English, from fra-eng, inverted. Candidates for an English word are
  // ranked by where that word sits in the French entry (earlier = more central),
  // then by how few translations the entry has (fewer = more specific), then by
  // dictionary order.
  const inverted = new Map();
  const fraEntries = [...readDictd(dirs.fraEng, 'freedict-fra-eng')].map(parseEntry).filter(Boolean);
  stats.fraEngEntries = fraEntries.length;
  const frenchPos = new Map(); // French headword → Set of WordNet parts of speech (n, v, a, r)
  fraEntries.forEach((entry, order) => {
    const french = clean(entry.headword, MAX_VALUE_WORDS);
    if (!french) {
      stats.droppedValues++;
      return;
    }
    const pos = FRENCH_POS[(entry.pos ?? '').split(',')[0].trim()];
    if (pos) {
      if (!frenchPos.has(french)) frenchPos.set(french, new Set());
      frenchPos.get(french).add(pos);
    }
    const terms = orderedTerms(entry.senses);
    terms.forEach((term, rank) => {
      const key = clean(term, MAX_KEY_WORDS);
      if (!key) {
        stats.droppedKeys.add(term);
        return;
      }
      if (!inverted.has(key)) inverted.set(key, []);
      inverted.get(key).push({ french, rank, size: terms.length, order });
    });
  });

  const lexicon = new Map();
  let fromInverse = 0;
  for (const key of new Set([...direct.keys(), ...inverted.keys()])) {
    const values = [];
    const add = (v) => {
      if (values.length < MAX_VALUES && !values.includes(v)) {
        values.push(v);
        return true;
      }
      return false;
    };
    for (const v of direct.get(key) ?? []) add(v);
    const candidates = (inverted.get(key) ?? []).sort(
      (a, b) => a.rank - b.rank || a.size - b.size || a.order - b.order,
    );
    for (const c of candidates) if (add(c.french)) fromInverse++;
    if (values.length) lexicon.set(key, values);
  }
  return { lexicon, stats, fromInverse, frenchPos };
}

// fra-eng part-of-speech tags → WordNet's (eng-fra has none).
const FRENCH_POS = { n: 'n', v: 'v', vt: 'v', vi: 'v', adj: 'a', adv: 'r' };

// ---------------------------------------------------------------------------
// Reading WordNet (format: wndb(5) in wordnet-base)

/**
 * Returns {
 *   index: Map<lemma, [{ pos, tagCount, offsets }]>  (senses in WordNet's frequency order),
 *   data:  { n|v|a|r: Map<offset, { words: string[], pointers: [{ symbol, pos, offset, source, target }] }> },
 *   exceptions: { n|v|a|r: Map<form, lemma[]> },
 * }
 * Lemmas and words are lower case with spaces for WordNet's underscores; adjective
 * markers such as "(p)" are dropped; satellite adjectives ('s') count as 'a'.
 */
function readWordNet(dir) {
  const word = (w) =>
    w
      .replace(/\([a-z]+\)$/, '')
      .replace(/_/g, ' ')
      .toLowerCase();
  const posOf = (p) => (p === 's' ? 'a' : p);
  const index = new Map();
  const data = {};
  const exceptions = {};
  for (const { pos, file } of WN_POS) {
    for (const line of readFileSync(join(dir, `index.${file}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue; // licence header lines start with spaces
      const f = line.trim().split(' ');
      const synsetCount = Number(f[2]);
      const pointerCount = Number(f[3]);
      const tagCount = Number(f[5 + pointerCount]);
      const offsets = f.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
      if (offsets.length !== synsetCount || !Number.isInteger(tagCount))
        throw new Error(`bad index.${file} line: ${line}`);
      const lemma = word(f[0]);
      if (!index.has(lemma)) index.set(lemma, []);
      index.get(lemma).push({ pos, tagCount, offsets });
    }
    const synsets = new Map();
    for (const line of readFileSync(join(dir, `data.${file}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line
        .slice(0, line.indexOf(' | ') < 0 ? line.length : line.indexOf(' | '))
        .trim()
        .split(' ');
      const wordCount = parseInt(f[3], 16);
      const words = [];
      for (let k = 0; k < wordCount; k++) words.push(word(f[4 + 2 * k]));
      let at = 4 + 2 * wordCount;
      const pointerCount = Number(f[at++]);
      const pointers = [];
      for (let k = 0; k < pointerCount; k++, at += 4) {
        const st = f[at + 3];
        pointers.push({
          symbol: f[at],
          offset: f[at + 1],
          pos: posOf(f[at + 2]),
          source: parseInt(st.slice(0, 2), 16),
          target: parseInt(st.slice(2), 16),
        });
      }
      synsets.set(f[0], { words, pointers });
    }
    data[pos] = synsets;
    const exc = new Map();
    for (const line of readFileSync(join(dir, `${file}.exc`), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const [form, ...lemmas] = line.trim().split(' ').map(word);
      if (!exc.has(form)) exc.set(form, []);
      for (const l of lemmas) if (!exc.get(form).includes(l)) exc.get(form).push(l);
    }
    exceptions[pos] = exc;
  }
  return { index, data, exceptions };
}

// WordNet's morphy suffix rules (morph.c), per part of speech.
const MORPHY_RULES = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

/**
 * Base forms of `form` other than itself, as [lemma, pos], like morphy: for n, v, a, r
 * in turn, the exception list first, then the suffix rules (result must be a lemma of that pos).
 */
function morphyBasesWithPos(wn, form) {
  const out = [];
  const add = (l, pos) => {
    if (l !== form && !out.some(([x, p]) => x === l && p === pos)) out.push([l, pos]);
  };
  for (const { pos } of WN_POS) {
    for (const l of wn.exceptions[pos].get(form) ?? []) add(l, pos);
    for (const [suffix, ending] of MORPHY_RULES[pos]) {
      if (form.length <= suffix.length || !form.endsWith(suffix)) continue;
      const base = form.slice(0, -suffix.length) + ending;
      if (wn.index.get(base)?.some((e) => e.pos === pos)) add(base, pos);
    }
  }
  return out;
}

function morphyBases(wn, form) {
  return [...new Set(morphyBasesWithPos(wn, form).map(([l]) => l))];
}

/** A lemma's senses as [{ pos, offset, synset }], parts of speech by tag count (then n, v, a, r), senses in index order. */
function senses(wn, lemma) {
  const entries = [...(wn.index.get(lemma) ?? [])];
  const rank = (p) => WN_POS.findIndex((x) => x.pos === p);
  entries.sort((a, b) => b.tagCount - a.tagCount || rank(a.pos) - rank(b.pos));
  return entries.flatMap((e) =>
    e.offsets.map((offset) => ({ pos: e.pos, offset, synset: wn.data[e.pos].get(offset) })),
  );
}

/** Merges translation lists: the first of each list, then the second of each, and so on. */
function roundRobin(lists) {
  const out = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let k = 0; k < longest; k++) for (const l of lists) if (k < l.length && !out.includes(l[k])) out.push(l[k]);
  return out;
}

/**
 * Adds WordNet-derived translations to the FreeDict lexicon. Translations borrowed
 * from another English word in a WordNet part of speech p are those of its FreeDict
 * translations that fra-eng does not tag with other parts of speech only ("state" as
 * a noun gives état, not affirmer); untagged ones are kept. For a lemma (steps in
 * order, at most MAX_VALUES in all):
 *   T0  FreeDict's own translations.
 *   T1  lemmatisation, only if T0 is empty: those of its morphy base forms, each in
 *       the part of speech it was found in (fired → fire, verb).
 *   T2  synonyms, only for single words and lemmas with tag count > 0: T1 of the
 *       other words of the synset of its first (most frequent) sense only, round-robin
 *       (theft → stealing → steal, court → tribunal).
 *   T3  derivation, only if T1 and T2 are empty: T0 of the word a derivationally
 *       related form pointer ('+', lexical: from this word to one word) leads to, in
 *       that word's part of speech (employer → employ). A link whose word has no
 *       FreeDict translations of its own is not followed (no synonyms of it, no
 *       hypernyms).
 * Hypernyms are never used: a more general word is too often a wrong translation
 * (eviction → exempt → dispenser, unemployment → state → état).
 * Keys: FreeDict keys, plus WordNet lemmas of at most MAX_KEY_WORDS words with some
 * translation, kept if their tag count in index.* (summed over parts of speech) is
 * > 0, or if they are a single word; those with tag count 0 keep at most
 * MAX_VALUES_RARE translations (MAX_VALUES_RARE_DERIVED if found by derivation).
 */
function addWordNet(freedict, frenchPos, wn, stats) {
  const fits = (v, pos) => !pos || !frenchPos.has(v) || frenchPos.get(v).has(pos);
  const T0 = (w, pos) => (freedict.get(w) ?? []).filter((v) => fits(v, pos));
  const cap = (l) => l.slice(0, MAX_VALUES);
  const memo = new Map();
  const T1 = (w, pos) => {
    const id = `${w}|${pos}`;
    if (!memo.has(id)) {
      const own = T0(w, pos);
      const lists = own.length ? [own] : morphyBasesWithPos(wn, w).map(([base, p]) => T0(base, p));
      memo.set(id, cap(roundRobin(lists)));
    }
    return memo.get(id);
  };
  const tagCountOf = (w) => (wn.index.get(w) ?? []).reduce((n, e) => n + e.tagCount, 0);

  const translate = (w) => {
    const own = T1(w, null);
    const found = [...own];
    const wordSenses = senses(wn, w);
    if (wordSenses.length && (!w.includes(' ') || tagCountOf(w) > 0)) {
      const { pos, synset } = wordSenses[0];
      found.push(...roundRobin(synset.words.filter((x) => x !== w).map((x) => T1(x, pos))));
    }
    if (!found.length) {
      const derived = [];
      for (const { synset } of wordSenses) {
        const i = synset.words.indexOf(w) + 1;
        for (const p of synset.pointers) {
          if (p.symbol !== '+' || p.source !== i) continue;
          const related = wn.data[p.pos].get(p.offset).words[p.target - 1];
          if (related === w) continue;
          derived.push(T0(related, p.pos));
        }
      }
      return { step: 'derivation', values: cap(roundRobin(derived)) };
    }
    const step = freedict.has(w)
      ? found.length > own.length
        ? 'freedict+synonyms'
        : 'freedict'
      : own.length
        ? found.length > own.length
          ? 'lemma+synonyms'
          : 'lemma'
        : 'synonyms';
    return { step, values: cap([...new Set(found)]) };
  };

  const lexicon = new Map(freedict);
  for (const [lemma, entries] of wn.index) {
    const key = clean(lemma, MAX_KEY_WORDS);
    if (!key || key !== lemma) {
      stats.skipped++;
      continue;
    }
    const { step, values } = translate(key);
    if (!values.length) {
      stats.byStep.none = (stats.byStep.none ?? 0) + 1;
      continue;
    }
    const tagCount = entries.reduce((n, e) => n + e.tagCount, 0);
    if (!freedict.has(key) && tagCount === 0 && key.includes(' ')) {
      stats.rare++;
      continue;
    }
    stats.byStep[step] = (stats.byStep[step] ?? 0) + 1;
    const max =
      freedict.has(key) || tagCount > 0
        ? MAX_VALUES
        : step === 'derivation'
          ? MAX_VALUES_RARE_DERIVED
          : MAX_VALUES_RARE;
    lexicon.set(key, values.slice(0, max));
  }
  return lexicon;
}

/**
 * lt-proc as unpacked or installed, with the folder of its library when that was unpacked too
 * (an installed one is where the loader looks already, and /usr/lib is not walked).
 */
function ltProcIn(dirs) {
  const env = { ...process.env };
  if (dirs.libLttoolbox !== SYSTEM_DIRS.libLttoolbox) {
    const library = readdirSync(dirs.libLttoolbox, { recursive: true }).find((f) =>
      String(f).endsWith('liblttoolbox.so.3'),
    );
    if (!library) throw new Error(`${PACKAGES.libLttoolbox} has no liblttoolbox.so.3`);
    env.LD_LIBRARY_PATH = [dirname(join(dirs.libLttoolbox, String(library))), env.LD_LIBRARY_PATH]
      .filter(Boolean)
      .join(':');
  }
  return { bin: join(dirs.ltProc, 'lt-proc'), env };
}

/**
 * The lexicon with Apertium's translations through Spanish (apertium-pivot.mjs): a word without
 * any gets them, a word with fewer than MAX_VALUES gets those it lacks after its own.
 */
function addPivot(lexicon, pivot, stats) {
  const out = new Map(lexicon);
  for (const [english, french] of pivot) {
    const own = out.get(english);
    if (!own) {
      out.set(english, french.slice(0, MAX_VALUES));
      stats.added++;
      continue;
    }
    const merged = [...new Set([...own, ...french])].slice(0, MAX_VALUES);
    if (merged.length > own.length) stats.extended++;
    out.set(english, merged);
  }
  return out;
}

/** Irregular inflected forms (WordNet *.exc) → lemmas that are keys of the lexicon. */
function lemmaMap(wn, lexicon) {
  const out = new Map();
  for (const { pos } of WN_POS) {
    for (const [form, lemmas] of wn.exceptions[pos]) {
      const f = clean(form, MAX_KEY_WORDS);
      if (!f || f !== form) continue;
      for (const l of lemmas) {
        if (l === form || !lexicon.has(l)) continue;
        if (!out.has(f)) out.set(f, []);
        if (!out.get(f).includes(l)) out.get(f).push(l);
      }
    }
  }
  return out;
}

function serialise(lexicon) {
  const keys = [...lexicon.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = keys.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(lexicon.get(k))}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

// ---------------------------------------------------------------------------

function main() {
  const { dirs, versions, cleanup } = obtainPackages();
  let freedictResult;
  let wn;
  let pivot;
  try {
    for (const [id, pkg] of Object.entries(PACKAGES)) console.log(`${pkg} ${versions[id]}`);
    freedictResult = buildFreeDict(dirs);
    wn = readWordNet(dirs.wordnet);
    pivot = pivotTranslations({
      ltProc: ltProcIn(dirs),
      engSpa: join(dirs.engSpa, 'eng-spa.autobil.bin'),
      spaFra: join(dirs.spaFra, 'es-fr.autobil.bin'),
      lemmas: [...wn.index].flatMap(([lemma, entries]) =>
        clean(lemma, MAX_KEY_WORDS) === lemma ? entries.map(({ pos }) => [lemma, pos]) : [],
      ),
      clean: (term) => clean(term, MAX_VALUE_WORDS),
    });
  } finally {
    cleanup();
  }
  const { lexicon: freedict, stats, fromInverse, frenchPos } = freedictResult;
  const wnStats = { skipped: 0, rare: 0, byStep: {} };
  const withWordNet = addWordNet(freedict, frenchPos, wn, wnStats);
  const pivotStats = { added: 0, extended: 0 };
  const lexicon = addPivot(withWordNet, pivot, pivotStats);
  const lemmas = lemmaMap(wn, lexicon);

  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, serialise(lexicon));
  writeFileSync(OUT_LEMMAS, serialise(lemmas));

  // Look-up as the app would do it: the key itself, else an irregular form's lemma
  // from en-lemmas.json, else a regular base form by morphy's suffix rules.
  const lookup = (word) => {
    if (lexicon.has(word)) return { via: '', fr: lexicon.get(word) };
    for (const l of [...(lemmas.get(word) ?? []), ...morphyBases(wn, word)]) {
      if (lexicon.has(l)) return { via: ` (via ${l})`, fr: lexicon.get(l) };
    }
    return null;
  };
  console.log('\nSanity check:');
  for (const word of SANITY) {
    const found = lookup(word);
    console.log(`  ${word.padEnd(18)} ${found ? found.fr.join(', ') + found.via : '— missing'}`);
  }

  const count = (lex) => [...lex.values()].reduce((n, v) => n + v.length, 0);
  const pairs = count(lexicon);
  const freedictPairs = count(freedict);
  console.log(
    `\nEntries read: ${stats.engFraEntries} eng-fra, ${stats.fraEngEntries} fra-eng, ${wn.index.size} WordNet lemmas`,
  );
  console.log(
    `Dropped: ${stats.droppedKeys.size} distinct English terms, ${stats.droppedValues} French terms (odd characters or too long)`,
  );
  console.log(
    `WordNet lemmas skipped: ${wnStats.skipped} (odd characters or too long), ${wnStats.rare} (tag count 0 and multi-word)`,
  );
  console.log(`WordNet lemmas by step: ${JSON.stringify(wnStats.byStep)}`);
  console.log(`Wrote ${OUT.slice(ROOT.length + 1)}`);
  const wordNetPairs = count(withWordNet);
  console.log(
    `  keys:  ${lexicon.size} (${freedict.size} from FreeDict, ${withWordNet.size - freedict.size} added from WordNet, ${pivotStats.added} from Apertium through Spanish)`,
  );
  console.log(
    `  pairs: ${pairs} (${freedictPairs - fromInverse} from eng-fra, ${fromInverse} added from inverted fra-eng, ${wordNetPairs - freedictPairs} from WordNet, ${pairs - wordNetPairs} from Apertium; ${pivotStats.extended} words given more translations by it)`,
  );
  console.log(`  size:  ${statSync(OUT).size} bytes`);
  console.log(`Wrote ${OUT_LEMMAS.slice(ROOT.length + 1)}`);
  console.log(`  forms: ${lemmas.size}`);
  console.log(`  size:  ${statSync(OUT_LEMMAS).size} bytes`);
}

main();
