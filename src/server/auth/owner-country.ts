/**
 * The country of the user owning a question (auth/country.ts), read with the question in the
 * same statement: the answer jobs take it into account (docs/RETRIEVAL.md "Jurisdiction").
 */
import { sql } from 'kysely';

export interface OwnerCountry {
  owner_country: string | null;
  owner_language: string;
}

/** The selections giving a row's `OwnerCountry`, for a table with a `user_id`. */
export function ownerCountry(table: 'legal_searches' | 'messages') {
  const owner = sql.ref(`${table}.user_id`);
  return [
    sql<string | null>`(select country from users where users.id = ${owner})`.as('owner_country'),
    sql<string>`(select language from users where users.id = ${owner})`.as('owner_language'),
  ] as const;
}
