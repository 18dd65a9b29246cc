import { describe, expect, it } from 'vitest';
import { lawyerSearchString, parseLawyerSearch } from './lawyer-query';
import { lawyerJsonLd } from './structured-data';
import { scriptJson } from '../library/structured-data';

const parse = (query: string) => parseLawyerSearch(new URLSearchParams(query));

describe('parseLawyerSearch', () => {
  it('keeps valid values', () => {
    expect(parse('q=+Awa++Dossou+&city=Cotonou&specialty=family&language=FON&sort=name&page=3')).toEqual({
      q: 'Awa Dossou', city: 'Cotonou', specialty: 'family', language: 'fon', sort: 'name', page: 3,
    });
  });

  it('ignores invalid values', () => {
    expect(parse('specialty=astrology&language=%3Cb%3E&sort=cheap&page=abc')).toEqual({ q: '', city: '', specialty: '', language: '', sort: 'relevance', page: 1 });
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
  });
});

describe('lawyerSearchString', () => {
  it('writes back only what differs from the defaults', () => {
    expect(lawyerSearchString(parse('q=&city=&sort=relevance&page=1'))).toBe('');
    expect(lawyerSearchString({ ...parse('city=Lomé&specialty=land&sort=experience'), page: 2 })).toBe('?city=Lom%C3%A9&specialty=land&sort=experience&page=2');
  });
});

describe('lawyerJsonLd', () => {
  it('is an Attorney and LegalService whose text cannot close the script', () => {
    const data = lawyerJsonLd({
      lawyer: {
        _id: 'x', slug: 'a-b-cotonou', firstName: 'A', lastName: 'B', photoUrl: null, bar: 'Barreau du Bénin', city: 'Cotonou', country: 'BJ',
        specialties: ['family'], languages: ['fr', 'fon'], yearsOfPractice: 3, bio: '</script><b>hi', fees: null, office: null,
        verified: true, rating: null, reviewsCount: 0, demo: true,
      },
      name: 'A B', url: 'https://x.test/lawyers/a-b-cotonou', image: null, specialties: ['Famille'],
    });
    expect(data['@type']).toEqual(['Attorney', 'LegalService']);
    expect(data).not.toHaveProperty('aggregateRating');
    const text = scriptJson(data);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({ description: '</script><b>hi', address: { addressLocality: 'Cotonou', addressCountry: 'BJ' } });
  });
});
