/** The Language entry of SPEC-COVERAGE §3 (languageEntries). */
import { describe, expect, it } from 'vitest';
import { languageEntries, LOCALES } from './locales.ts';

describe('languageEntries (SPEC-COVERAGE §3 Language entry)', () => {
  const entries = languageEntries(['fr', 'fon']);

  it('gives one entry per locale with name, icon, code, hasTranslation, active, hasVocalMode and file', () => {
    expect(entries.map((entry) => entry.code)).toEqual([...LOCALES]);
    for (const entry of entries)
      expect(Object.keys(entry).sort()).toEqual([
        'active',
        'code',
        'file',
        'hasTranslation',
        'hasVocalMode',
        'icon',
        'name',
      ]);
    expect(entries.find((entry) => entry.code === 'fon')).toEqual({
      name: 'Fɔngbè',
      icon: '🇧🇯',
      code: 'fon',
      hasTranslation: true,
      active: true,
      hasVocalMode: true,
      file: 'fon.json',
    });
    expect(entries.find((entry) => entry.code === 'ja')).toEqual({
      name: '日本語',
      icon: '🇯🇵',
      code: 'ja',
      hasTranslation: false,
      active: true,
      hasVocalMode: false,
      file: 'fr.json',
    });
  });

  it('marks hasTranslation only for fon, yo, en and fr, whose file is their own; the others read fr.json', () => {
    expect(entries.filter((entry) => entry.hasTranslation).map((entry) => entry.code)).toEqual([
      'fon',
      'yo',
      'en',
      'fr',
    ]);
    expect(entries.filter((entry) => entry.file !== 'fr.json').map((entry) => entry.file)).toEqual([
      'fon.json',
      'yo.json',
      'en.json',
    ]);
  });

  it('sets hasVocalMode from the voice languages', () => {
    expect(entries.filter((entry) => entry.hasVocalMode).map((entry) => entry.code)).toEqual(['fon', 'fr']);
    expect(languageEntries([]).some((entry) => entry.hasVocalMode)).toBe(false);
  });
});
