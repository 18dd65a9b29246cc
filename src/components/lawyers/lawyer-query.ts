/**
 * The /lawyers directory search as URL parameters: parsed leniently (an invalid value is left
 * out, a page that is not a number is page 1) and written back minimally, so every state of
 * the page has one clean, shareable and crawlable URL.
 */
import { LAWYER_SORTS, type LawyerSort, SPECIALTIES, type Specialty } from '~/server/lawyers/lawyer.types.ts';
import { foldAccents } from '~/shared/text-fold.ts';

export interface LawyerSearch {
  q: string;
  city: string;
  /** ISO 3166-1 alpha-2 in capitals ('BJ'), or '' for every country. */
  country: string;
  specialty: Specialty | '';
  language: string;
  sort: LawyerSort;
  page: number;
}

/** Nobody types more; longer text would only slow the search down. */
const MAX_QUERY = 200;
const MAX_CITY = 100;
const MAX_PAGE = 10_000;
export const DEFAULT_SORT: LawyerSort = 'relevance';

const isSpecialty = (value: string): value is Specialty => (SPECIALTIES as readonly string[]).includes(value);
const isSort = (value: string): value is LawyerSort => (LAWYER_SORTS as readonly string[]).includes(value);

export function parseLawyerSearch(params: URLSearchParams): LawyerSearch {
  const specialty = (params.get('specialty') ?? '').trim();
  const country = (params.get('country') ?? '').trim();
  const language = (params.get('language') ?? '').trim().toLowerCase();
  const sort = (params.get('sort') ?? '').trim();
  const pageText = (params.get('page') ?? '').trim();
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 1;
  return {
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY),
    city: (params.get('city') ?? '').trim().slice(0, MAX_CITY),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    specialty: isSpecialty(specialty) ? specialty : '',
    language: /^[a-z]{2,3}$/.test(language) ? language : '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/**
 * The search without a city the directory knows only in other countries than the one chosen: the
 * form has no script to narrow its city list as the country changes, so « Sénégal » sent with
 * « Cotonou » still chosen would find nobody. A city unknown to the directory, or known in the
 * country chosen, is kept; `cityCountries` is the directory's (lawyers.ts lawyerFilters), its
 * cities compared as the filter compares them, case and accents aside.
 */
export function withoutStrayCity(
  search: LawyerSearch,
  cityCountries: Readonly<Record<string, readonly string[]>>,
): LawyerSearch {
  if (!search.city || !search.country) return search;
  const city = foldAccents(search.city).toLowerCase();
  const known = Object.entries(cityCountries).find(([name]) => foldAccents(name).toLowerCase() === city)?.[1];
  return known && !known.includes(search.country) ? { ...search, city: '', page: 1 } : search;
}

/** True when anything narrows the list (the order and the page do not). */
export function isFiltered(search: Partial<LawyerSearch>): boolean {
  return Boolean(search.q || search.city || search.country || search.specialty || search.language);
}

/** `?country=BJ&city=Cotonou&page=2`, leaving out empty values, the default order and page 1. */
export function lawyerSearchString(search: Partial<LawyerSearch>): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.country) params.set('country', search.country);
  if (search.city) params.set('city', search.city);
  if (search.specialty) params.set('specialty', search.specialty);
  if (search.language) params.set('language', search.language);
  if (search.sort && search.sort !== DEFAULT_SORT) params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
