import { describe, expect, it } from 'vitest';
import { countryName, sortedCountries } from './format';
import { isFiltered, lawyerSearchString, parseLawyerSearch, withoutStrayCity } from './lawyer-query';
import { lawyerJsonLd } from './structured-data';
import { scriptJson } from '../library/structured-data';

const parse = (query: string) => parseLawyerSearch(new URLSearchParams(query));

describe('parseLawyerSearch', () => {
  it('keeps valid values', () => {
    expect(parse('q=+Awa++Dossou+&city=Cotonou&country=BJ&specialty=family&language=FON&sort=name&page=3')).toEqual({
      q: 'Awa Dossou',
      city: 'Cotonou',
      country: 'BJ',
      specialty: 'family',
      language: 'fon',
      sort: 'name',
      page: 3,
    });
    expect(parse('country=+TG+').country).toBe('TG');
  });

  it('ignores invalid values', () => {
    expect(parse('specialty=astrology&language=%3Cb%3E&sort=cheap&page=abc')).toEqual({
      q: '',
      city: '',
      country: '',
      specialty: '',
      language: '',
      sort: 'relevance',
      page: 1,
    });
    // The country is an ISO 3166-1 alpha-2 code in capitals; anything else is no filter.
    for (const odd of ['bj', 'Bj', 'BEN', 'B', 'B1', 'BÉ', '%3Cb%3E']) expect(parse(`country=${odd}`).country).toBe('');
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
  });
});

describe('lawyerSearchString', () => {
  it('writes back only what differs from the defaults', () => {
    expect(lawyerSearchString(parse('q=&city=&sort=relevance&page=1'))).toBe('');
    expect(lawyerSearchString({ ...parse('city=Lomé&specialty=land&sort=experience'), page: 2 })).toBe(
      '?city=Lom%C3%A9&specialty=land&sort=experience&page=2',
    );
    expect(lawyerSearchString(parse('country=BJ'))).toBe('?country=BJ');
    expect(lawyerSearchString(parse('country=bj&city=Cotonou'))).toBe('?city=Cotonou');
  });
});

describe('withoutStrayCity', () => {
  const cities = { Cotonou: ['BJ'], Dakar: ['SN'], 'Porto-Novo': ['BJ'], Lomé: ['TG'], Paris: ['FR', 'SN'] };

  it('drops a city the directory knows only in other countries, back to the first page', () => {
    expect(withoutStrayCity(parse('country=SN&city=Cotonou&page=3'), cities)).toEqual(parse('country=SN'));
    expect(withoutStrayCity(parse('country=TG&city=cotonou&specialty=family'), cities)).toEqual(
      parse('country=TG&specialty=family'),
    );
  });

  it('keeps a city of the country chosen however typed, one the directory does not know, and any city without a country', () => {
    const kept = [
      parse('country=BJ&city=COTONOU'),
      parse('country=TG&city=lome'),
      parse('country=SN&city=Paris'),
      parse('country=BJ&city=Abomey'),
      parse('city=Dakar'),
    ];
    for (const search of kept) expect(withoutStrayCity(search, cities)).toBe(search);
  });
});

describe('isFiltered', () => {
  it('counts the country as a filter, not the order or the page', () => {
    expect(isFiltered(parse('country=BJ'))).toBe(true);
    expect(isFiltered(parse('country=benin&sort=name&page=2'))).toBe(false);
  });
});

describe('sortedCountries', () => {
  it('names the codes in the page language, French where the locale has no names, ordered by name', () => {
    expect(sortedCountries(['TG', 'BJ', 'FR'], 'fr')).toEqual([
      { code: 'BJ', name: 'Bénin' },
      { code: 'FR', name: 'France' },
      { code: 'TG', name: 'Togo' },
    ]);
    expect(countryName('SN', 'en')).toBe('Senegal');
    expect(countryName('SN', 'fon')).toBe('Sénégal');
    expect(countryName('XX', 'fr')).toBe('XX');
  });
});

describe('lawyerJsonLd', () => {
  it('is an Attorney and LegalService whose text cannot close the script', () => {
    const data = lawyerJsonLd({
      lawyer: {
        _id: 'x',
        slug: 'a-b-cotonou',
        firstName: 'A',
        lastName: 'B',
        photoUrl: null,
        bar: 'Barreau du Bénin',
        city: 'Cotonou',
        country: 'BJ',
        specialties: ['family'],
        languages: ['fr', 'fon'],
        yearsOfPractice: 3,
        bio: '</script><b>hi',
        fees: null,
        office: null,
        verified: true,
        rating: null,
        reviewsCount: 0,
        demo: true,
      },
      name: 'A B',
      url: 'https://x.test/lawyers/a-b-cotonou',
      image: null,
      specialties: ['Famille'],
    });
    expect(data['@type']).toEqual(['Attorney', 'LegalService']);
    expect(data).not.toHaveProperty('aggregateRating');
    const text = scriptJson(data);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({
      description: '</script><b>hi',
      address: { addressLocality: 'Cotonou', addressCountry: 'BJ' },
    });
  });
});
