/**
 * The lawyer directory's reads (docs/ARCHITECTURE.md "Lawyer directory"). Only verified profiles are ever listed
 * or found; demo profiles only when the platform runs with demo data. What the API and pages
 * show goes through `toLawyer`, which leaves out the email, the bar number and the account.
 */
import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { containsPattern, folded, foldedSql } from '../db/like.ts';
import { pageOf, readPage } from '../db/pages.ts';
import type { LawyersTable } from '../db/schema.ts';
import {
  type Lawyer,
  type LawyerFilters,
  type LawyerPage,
  type LawyerQuery,
  SPECIALTIES,
  type Specialty,
} from './lawyer.types.ts';
import { fold, specialtiesMatching } from './specialty-words.ts';

type Row = Selectable<LawyersTable>;

export interface DirectoryOptions {
  /** Whether demo profiles are shown (config.demoData). */
  demo: boolean;
}

const KNOWN = new Set<string>(SPECIALTIES);
/** A jsonb array column read back: its strings, nothing else. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
/** The specialties column read back: the known ids only (one retired from the list is dropped). */
const specialtiesOf = (value: unknown): Specialty[] => strings(value).filter((s): s is Specialty => KNOWN.has(s));

/** What everyone may read of a profile: shared by the directory and the owner's own view. */
export function publicFields(row: Row) {
  return {
    _id: row.id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    bar: row.bar,
    city: row.city,
    country: row.country,
    specialties: specialtiesOf(row.specialties),
    languages: strings(row.languages),
    yearsOfPractice: row.years_of_practice,
    bio: row.bio,
    fees: row.fees,
    office: row.office,
  };
}

export function toLawyer(row: Row): Lawyer {
  return {
    ...publicFields(row),
    // A sample profile was never checked by anyone: it is never called verified (SPEC-COVERAGE 3.80).
    verified: row.status === 'verified' && !row.demo,
    rating: row.rating === null ? null : Number(row.rating),
    reviewsCount: row.reviews_count,
    demo: row.demo,
  };
}

const fullName = foldedSql(sql`first_name || ' ' || last_name`);
/** Sorted by bytes after folding: 'Houénou' before 'Hounsou' on PGlite and PostgreSQL alike. */
const sortKey = (column: string) => sql`${folded(column)} collate "C"`;

/** jsonb containment (`@>`), the same on PGlite and PostgreSQL. */
const contains = (value: string) => sql`@> ${JSON.stringify([value])}::jsonb`;

function listed(db: Db, options: DirectoryOptions) {
  let base = db.selectFrom('lawyers').where('status', '=', 'verified');
  if (!options.demo) base = base.where('demo', '=', false);
  return base;
}

const nameMatches = (pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`(${folded('first_name')} like ${pattern} or ${folded('last_name')} like ${pattern} or ${fullName} like ${pattern})`;

/** One page of verified lawyers matching the query (see LawyerQuery). */
export async function listLawyers(db: Db, query: LawyerQuery, options: DirectoryOptions): Promise<LawyerPage> {
  const q = query.q ? fold(query.q.trim()) : '';
  const pattern = containsPattern(q);
  let base = listed(db, options);
  if (q) {
    const specialties = specialtiesMatching(q);
    base = base.where((eb) =>
      eb.or([
        nameMatches(pattern),
        sql<SqlBool>`${folded('bio')} like ${pattern}`,
        sql<SqlBool>`${folded('bar')} like ${pattern}`,
        sql<SqlBool>`${folded('city')} like ${pattern}`,
        ...specialties.map((id) => sql<SqlBool>`specialties ${contains(id)}`),
      ]),
    );
  }
  if (query.city?.trim()) base = base.where(sql<SqlBool>`${folded('city')} = ${fold(query.city.trim())}`);
  if (query.country) base = base.where('country', '=', query.country);
  if (query.specialty) base = base.where(sql<SqlBool>`specialties ${contains(query.specialty)}`);
  if (query.language?.trim())
    base = base.where(sql<SqlBool>`languages ${contains(query.language.trim().toLowerCase())}`);

  let ordered = base.selectAll();
  if (query.sort === 'experience') ordered = ordered.orderBy('years_of_practice', 'desc');
  else if (query.sort === 'relevance' && q)
    ordered = ordered
      .orderBy(sql`case when ${nameMatches(pattern)} then 0 else 1 end`)
      .orderBy('years_of_practice', 'desc');
  // Without a search, real verified lawyers come before the samples.
  else if (query.sort === 'relevance') ordered = ordered.orderBy('demo').orderBy('years_of_practice', 'desc');
  ordered = ordered.orderBy(sortKey('last_name')).orderBy(sortKey('first_name')).orderBy('id');

  const { rows, totalItems } = await readPage(base, ordered, query);
  return pageOf(rows.map(toLawyer), totalItems, query);
}

/**
 * True while the directory lists sample profiles and no real lawyer: the directory and the
 * answers' lawyer link then say plainly that the lawyers shown are samples.
 */
export async function onlySampleLawyers(db: Db, options: DirectoryOptions): Promise<boolean> {
  if (!options.demo) return false;
  const row = await listed(db, options)
    .select((eb) => [
      eb.fn.countAll<number>().as('listed'),
      eb.fn.sum<number>(sql`case when demo then 0 else 1 end`).as('real'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.listed) > 0 && Number(row.real ?? 0) === 0;
}

/** A verified lawyer by id or slug; null when unknown, not verified, or a demo one with demo off. */
export async function findLawyer(db: Db, idOrSlug: string, options: DirectoryOptions): Promise<Lawyer | null> {
  const row = await listed(db, options)
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row ? toLawyer(row) : null;
}

/**
 * The cities, countries and languages of the listed lawyers, for the filters; cities in French
 * order, countries and languages by code (the page orders them by their names).
 */
export async function lawyerFilters(db: Db, options: DirectoryOptions): Promise<LawyerFilters> {
  const rows = await listed(db, options).select(['city', 'country', 'languages']).execute();
  // One entry per city however it was typed (the filter ignores case and accents), capitalised if any spelling is.
  const byCity = new Map<string, string>();
  for (const { city } of rows) {
    const known = byCity.get(fold(city));
    if (!known || (known === known.toLowerCase() && city !== city.toLowerCase())) byCity.set(fold(city), city);
  }
  const cities = [...byCity.values()].sort((a, b) => a.localeCompare(b, 'fr'));
  // Only what the filter accepts (see input.ts): a code it would drop is no choice to offer.
  const countries = [...new Set(rows.map((r) => r.country))].filter((c) => /^[A-Z]{2}$/.test(c)).sort();
  const cityCountries: Record<string, string[]> = {};
  for (const { city, country } of rows) {
    const shown = byCity.get(fold(city)) ?? city;
    const known = cityCountries[shown] ?? [];
    if (countries.includes(country) && !known.includes(country)) cityCountries[shown] = [...known, country].sort();
  }
  const languages = [...new Set(rows.flatMap((r) => strings(r.languages)))].sort();
  return { cities, cityCountries, countries, languages };
}
