import { describe, expect, it } from 'vitest';
import { formatDay, shortQuestion, sourceHref } from './format.ts';
import { aRequest } from '../legal-search/legal-search.fixtures.ts';

const source = aRequest().sources[0] ?? {
  documentId: '',
  title: '',
  url: '',
  excerpt: '',
  jurisdiction: '',
  date: null,
};

describe('display helpers', () => {
  it('links a source to its library page in the page locale', () => {
    expect(sourceHref(source, 'fr')).toBe('/library/documents/vdd-F1');
    expect(sourceHref(source, 'en')).toBe('/en/library/documents/vdd-F1');
    expect(sourceHref({ ...source, url: 'https://elsewhere.test/x', documentId: 'vdd F2' }, 'yo')).toBe(
      '/yo/library/documents/vdd%20F2',
    );
  });

  it('writes a source day in the locale, Fɔngbè the French way, whatever the time zone', () => {
    expect(formatDay('2020-05-01', 'fr')).toBe('1 mai 2020');
    expect(formatDay('2020-05-01', 'en')).toBe('May 1, 2020');
    expect(formatDay('2020-05-01', 'fon')).toBe('1 mai 2020');
    expect(formatDay('mai 2020', 'fr')).toBe('mai 2020');
  });

  it('shortens a long question for a button name', () => {
    expect(shortQuestion('Bail\n  commercial ?')).toBe('Bail commercial ?');
    expect(shortQuestion('a'.repeat(80), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
