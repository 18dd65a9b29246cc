/**
 * The lawyer directory's contract (docs/ARCHITECTURE.md "Lawyer directory"): a lawyer as the directory shows it,
 * the query of the list, and the areas of law a lawyer practises. Shared by the pages
 * (src/pages/lawyers/), the API (src/pages/api/lawyers/) and the repository (lawyers.ts).
 */
import type { Page } from '../../shared/events.ts';

/** Areas of law, as ids; their names are locale texts `lawyers.specialty.<id>`. */
export const SPECIALTIES = [
  'family',
  'land',
  'business',
  'labour',
  'criminal',
  'housing',
  'inheritance',
  'administrative',
  'consumer',
  'immigration',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const LAWYER_SORTS = ['relevance', 'experience', 'name'] as const;
export type LawyerSort = (typeof LAWYER_SORTS)[number];

export const LAWYERS_PAGE_SIZE = 12;

export interface Lawyer {
  _id: string;
  /** `prenom-nom-ville`: the profile's address is /lawyers/{slug} (the _id works too). */
  slug: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  /** The bar the lawyer is registered with, e.g. 'Barreau du Bénin'. */
  bar: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'BJ'. */
  country: string;
  specialties: Specialty[];
  /** Languages spoken, as platform locale or ISO 639-1 codes ('fr', 'en', 'fon', 'yo'…). */
  languages: string[];
  yearsOfPractice: number;
  bio: string;
  /** Free text set by the lawyer ('Première consultation : 15 000 FCFA'), null when not given. */
  fees: string | null;
  /** The office's postal address, null when not given (a map link is made from it). */
  office: string | null;
  /** Only verified lawyers are ever listed or shown. */
  verified: boolean;
  rating: number | null;
  reviewsCount: number;
  /** A sample profile of demo mode: labelled "Profil de démonstration" wherever shown. */
  demo: boolean;
}

export interface LawyerQuery {
  /** Name or keyword (bio, specialty, bar, city). */
  q?: string | undefined;
  city?: string | undefined;
  /** ISO 3166-1 alpha-2 in capitals ('BJ'), compared exactly with `Lawyer.country`. */
  country?: string | undefined;
  specialty?: Specialty | undefined;
  language?: string | undefined;
  sort: LawyerSort;
  page: number;
  perPage: number;
}

export type LawyerPage = Page<Lawyer>;

/** What the filters offer: the cities, countries (ISO codes) and languages of the listed lawyers. */
export interface LawyerFilters {
  cities: string[];
  /** The countries (ISO codes) each city of `cities` has listed lawyers in: a country chosen narrows the cities. */
  cityCountries: Record<string, string[]>;
  countries: string[];
  languages: string[];
}
