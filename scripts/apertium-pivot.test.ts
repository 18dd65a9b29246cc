import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pivotTranslations } from './apertium-pivot.mjs';

// A stand-in for `lt-proc -b DICTIONARY`: DICTIONARY is a JSON file of query → answers, and an
// unknown query comes back marked `@`, as lt-proc answers.
const folder = mkdtempSync(join(tmpdir(), 'apertium-pivot-'));
const ltProc = join(folder, 'lt-proc');
writeFileSync(
  ltProc,
  `#!${process.execPath}
const table = JSON.parse(require('node:fs').readFileSync(process.argv[3], 'utf8'));
const lines = require('node:fs').readFileSync(0, 'utf8').split('\\n').filter(Boolean);
process.stdout.write(lines.map((l) => { const q = l.slice(1, -1); return '^' + q + '/' + (table[q] ?? ['@' + q]).join('/') + '$'; }).join('\\n') + '\\n');
`,
);
chmodSync(ltProc, 0o755);
const dictionary = (name: string, table: Record<string, string[]>) => {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(table));
  return path;
};
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('pivotTranslations', () => {
  const engSpa = dictionary('eng-spa', {
    'deposit<n>': ['depósito<n><m>', 'fianza<n><f>'],
    'deposit<vblex>': ['depositar<vblex>'],
    'child support<n>': ['manutención# de los hijos<n><f>'],
    'refund<n>': ['reembolso<n><m>'],
  });
  const spaFra = dictionary('spa-fra', {
    'depósito<n><m>': ['dépôt<n><m>'],
    'fianza<n><f>': ['caution<n><f>', 'dépôt<n><m>'],
    'depositar<vblex>': ['déposer<vblex>'],
    'manutención# de los hijos<n><f>': ['pension# alimentaire<n><f>'],
  });
  const run = (lemmas: [string, string][]) =>
    pivotTranslations({
      ltProc: { bin: ltProc, env: process.env },
      engSpa,
      spaFra,
      lemmas,
      clean: (t: string) => (/\d/.test(t) ? null : t.toLowerCase()),
    });

  it("chains both dictionaries in Apertium's order, each part of speech after the other, without repeats", () => {
    const out = run([
      ['deposit', 'n'],
      ['deposit', 'v'],
      ['child support', 'n'],
    ]);
    expect(out.get('deposit')).toEqual(['dépôt', 'caution', 'déposer']);
    expect(out.get('child support')).toEqual(['pension alimentaire']);
  });

  it('gives nothing for a word either dictionary does not know, nor for adverbs', () => {
    const out = run([
      ['refund', 'n'],
      ['eviction', 'n'],
      ['deposit', 'r'],
    ]);
    expect([...out.keys()]).toEqual([]);
  });
});
