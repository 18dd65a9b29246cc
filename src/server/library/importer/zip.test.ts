import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zip.ts';

describe('zip reader', () => {
  it('lists the files of an archive and inflates each one on demand, stored or deflated', () => {
    const text = 'Fiche pratique : « délai » de l’époux. '.repeat(50);
    const zip = Buffer.from(
      zipSync({
        'a/F1.xml': [new TextEncoder().encode(text), { level: 9 }],
        'a/N2.xml': [new TextEncoder().encode('court'), { level: 0 }],
      }),
    );
    const entries = zipEntries(zip);
    expect(entries.map((e) => e.name)).toEqual(['a/F1.xml', 'a/N2.xml']);
    expect(entries[0]?.read().toString('utf8')).toBe(text);
    expect(entries[1]?.read().toString('utf8')).toBe('court');
  });

  it('refuses what is not a ZIP archive with a clear error', () => {
    expect(() => zipEntries(Buffer.from('<xml>pas une archive</xml>'))).toThrow('not a ZIP archive');
  });
});
