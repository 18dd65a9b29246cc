import { describe, expect, it } from 'vitest';
import { libraryQueryString, pageWindow, parseLibraryQuery } from './library-query.ts';

const parse = (query: string) => parseLibraryQuery(new URLSearchParams(query));

describe('parseLibraryQuery', () => {
  it('reads the search and its filters, trimming them', () => {
    expect(parse('q=+loyer+impay%C3%A9+&category=Logement&jurisdiction=FR&order=date&page=3')).toEqual({
      q: 'loyer impayé',
      category: 'Logement',
      jurisdiction: 'FR',
      order: 'date',
      page: 3,
    });
  });

  it('orders by relevance with words and by date without, unless asked', () => {
    expect(parse('q=bail').order).toBe('relevance');
    expect(parse('').order).toBe('date');
    expect(parse('order=bogus').order).toBe('date');
  });

  it('turns a missing, zero, negative or malformed page into page 1 and caps huge ones', () => {
    for (const page of ['', '0', '-2', '1.5', 'abc']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=99999999').page).toBe(10_000);
  });

  it('cuts very long queries', () => {
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });
});

describe('libraryQueryString', () => {
  it('leaves out defaults and empty values', () => {
    expect(libraryQueryString({})).toBe('');
    expect(libraryQueryString({ q: '', order: 'date', page: 1 })).toBe('');
    expect(libraryQueryString({ q: 'loyer', order: 'relevance', page: 2 })).toBe('?q=loyer&page=2');
    expect(libraryQueryString({ q: 'loyer', order: 'date', category: 'Logement' })).toBe(
      '?q=loyer&category=Logement&order=date',
    );
  });

  it('round-trips through the parser', () => {
    const query = { q: 'expulsion & bail', category: 'Logement', jurisdiction: 'FR', order: 'date' as const, page: 4 };
    expect(parseLibraryQuery(new URLSearchParams(libraryQueryString(query)))).toEqual(query);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('is empty when there is no page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
