import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES } from './locales.ts';
import { createTranslator, format } from './messages.ts';

const dir = join(import.meta.dirname, '../../locales');
const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
const source = read('fr');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message files', () => {
  it('exist exactly for fr, en, fon and yo', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...TRANSLATED_LOCALES].sort());
  });

  for (const locale of TRANSLATED_LOCALES.filter((l) => l !== 'fr')) {
    it(`${locale}.json has every key of fr.json and no other`, () => {
      const messages = read(locale);
      expect(
        Object.keys(messages).filter((k) => !(k in source)),
        'extra keys',
      ).toEqual([]);
      expect(
        Object.keys(source).filter((k) => !(k in messages)),
        'missing keys',
      ).toEqual([]);
    });

    it(`${locale}.json keeps the placeholders of each French message and leaves none empty`, () => {
      const messages = read(locale);
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source[key] ?? ''));
      }
    });
  }
});

describe('translations', () => {
  // Product names, mode names (Instant, Think, Deep Think) and a few shared words stay the same
  // in every language; anything beyond a small share means a file was copied, not translated.
  const MAX_SHARED = 0.05;
  const shared = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(source).filter((key) => a[key] === b[key]).length / Object.keys(source).length;

  it.each(['en', 'fon', 'yo'])('%s is written in its own language, not copied from French', (locale) => {
    expect(shared(read(locale), source)).toBeLessThan(MAX_SHARED);
  });

  it.each(['fon', 'yo'])('%s is not copied from English either', (locale) => {
    expect(shared(read(locale), read('en'))).toBeLessThan(MAX_SHARED);
  });
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Erreur {statusCode}', { statusCode: 503 })).toBe('Erreur 503');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('gives the 14 locales without a file the French messages', () => {
    const withoutFile = LOCALES.filter((l) => !(TRANSLATED_LOCALES as readonly string[]).includes(l));
    expect(withoutFile).toHaveLength(14);
    for (const locale of withoutFile) {
      expect(createTranslator(locale)('error.home')).toBe("Retour à l'accueil");
    }
  });
});
