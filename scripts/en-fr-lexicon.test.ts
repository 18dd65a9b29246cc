import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Built by scripts/build-en-fr-lexicon.mjs from Debian's FreeDict dictionaries and WordNet.
const lexicon: unknown = JSON.parse(
  readFileSync(new URL('../src/server/retrieval/lexicon/en-fr.json', import.meta.url), 'utf8'),
);
const lemmas: unknown = JSON.parse(
  readFileSync(new URL('../src/server/retrieval/lexicon/en-lemmas.json', import.meta.url), 'utf8'),
);

// WordNet morphy's suffix rules (nouns, verbs, adjectives), for regular inflections.
const SUFFIXES: [string, string][] = [
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['est', ''],
  ['er', 'e'],
  ['est', 'e'],
];

/** The key itself, else an irregular form's lemma (en-lemmas.json), else a regular base form. */
function lookup(word: string): string[] | undefined {
  const lex = lexicon as Record<string, string[]>;
  if (lex[word]) return lex[word];
  for (const lemma of (lemmas as Record<string, string[]>)[word] ?? []) if (lex[lemma]) return lex[lemma];
  for (const [suffix, ending] of SUFFIXES) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + ending;
      if (lex[base]) return lex[base];
    }
  }
  return undefined;
}

describe('en-fr lexicon', () => {
  it('is a non-empty object of non-empty string arrays', () => {
    expect(typeof lexicon).toBe('object');
    expect(lexicon).not.toBeNull();
    expect(Array.isArray(lexicon)).toBe(false);
    const entries = Object.entries(lexicon as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(1000);
    for (const [, values] of entries) {
      expect(Array.isArray(values)).toBe(true);
      expect((values as unknown[]).length).toBeGreaterThan(0);
      expect((values as unknown[]).length).toBeLessThanOrEqual(6);
      for (const v of values as unknown[]) {
        expect(typeof v).toBe('string');
        expect((v as string).length).toBeGreaterThan(0);
      }
    }
  });

  it('has lower-case keys and values of at most 3 and 4 words, without digits', () => {
    const lex = lexicon as Record<string, string[]>;
    for (const [key, values] of Object.entries(lex)) {
      expect(key).toBe(key.toLowerCase());
      expect(key.split(' ').length).toBeLessThanOrEqual(3);
      expect(key).not.toMatch(/\d/);
      expect(new Set(values).size).toBe(values.length);
      for (const v of values) {
        expect(v).toBe(v.toLowerCase());
        expect(v.split(' ').length).toBeLessThanOrEqual(4);
        expect(v).not.toMatch(/\d/);
      }
    }
  });

  it('has its keys sorted', () => {
    const keys = Object.keys(lexicon as Record<string, string[]>);
    expect(keys).toEqual([...keys].sort());
  });

  it('translates a handful of common words', () => {
    const lex = lexicon as Record<string, string[]>;
    expect(lex['landlord']).toContain('propriétaire');
    expect(lex['tenant']).toContain('locataire');
    expect(lex['rent']).toContain('loyer');
    expect(lex['divorce']).toContain('divorce');
    expect(lex['lawyer']).toContain('avocat');
    expect(lex['passport']).toContain('passeport');
    expect(lex['debt']).toContain('dette');
  });

  it('translates words FreeDict lacks through WordNet', () => {
    const lex = lexicon as Record<string, string[]>;
    expect(lex['theft']).toContain('voler'); // synonym: stealing → steal
    expect(lex['employer']).toContain('employer'); // derivation: employ
    const dismissal = lex['dismissal'] ?? [];
    expect(dismissal.includes('licencier') || dismissal.includes('renvoyer'), dismissal.join(', ')).toBe(true);
    expect(lex['complaint']).toContain('plainte');
    expect(lookup('fired')).toContain('licencier'); // morphy: fire
    expect(lookup('thefts')).toEqual(lex['theft']);
    expect(lex['court']).toContain('tribunal');
  });

  it("translates words FreeDict and WordNet lack through Apertium's Spanish dictionaries", () => {
    const lex = lexicon as Record<string, string[]>;
    expect(lex['refund']).toContain('remboursement'); // reembolso
    expect(lex['scam']).toContain('escroquerie'); // estafa
    expect(lex['bailiff']).toContain('huissier'); // alguacil
    expect(lex['custody']).toContain('garde'); // after FreeDict's arrestation
    expect(lex['custody']?.[0]).toBe('arrestation');
  });

  it('borrows nothing through hypernyms', () => {
    const lex = lexicon as Record<string, string[]>;
    // These came only through a more general word (eviction → exempt, unemployment → state).
    for (const [word, wrong] of [
      ['eviction', 'dispenser'],
      ['eviction', 'excepter'],
      ['unemployment', 'état'],
      ['unemployment', 'puissance'],
      ['custody', 'ouvrier'],
    ] as const) {
      expect(lex[word] ?? [], word).not.toContain(wrong);
    }
  });

  it('has irregular forms mapped to lemmas that are keys', () => {
    const lex = lexicon as Record<string, string[]>;
    const map = lemmas as Record<string, string[]>;
    const forms = Object.keys(map);
    expect(forms.length).toBeGreaterThan(100);
    expect(forms).toEqual([...forms].sort());
    for (const [form, targets] of Object.entries(map)) {
      expect(form).toBe(form.toLowerCase());
      expect(targets.length).toBeGreaterThan(0);
      for (const lemma of targets) {
        expect(lemma).not.toBe(form);
        expect(lex[lemma], lemma).toBeDefined();
      }
    }
    expect(map['stole']).toContain('steal');
    expect(lookup('stolen')).toEqual(lex['steal']);
  });
});
