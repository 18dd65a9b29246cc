/**
 * A verified lawyer behind an account, written straight into the server's database, for the
 * journeys that start after the verification (tested on its own in lawyer-accounts.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { databaseOf, MAIN_URL } from './env.ts';

export interface VerifiedLawyer {
  slug: string;
  name: string;
  email: string;
}

/** Letters only, so the name reads as a name and is unique to the run. */
export const uniqueSurname = (stem: string) =>
  `${stem}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;

export async function insertVerifiedLawyer(
  userId: string,
  person: { firstName: string; lastName: string },
  serverUrl = MAIN_URL,
): Promise<VerifiedLawyer> {
  const slug = `${person.firstName}-${person.lastName}-bohicon`.toLowerCase();
  const email = `cabinet-${slug}@example.test`;
  const client = new pg.Client({ connectionString: databaseOf(serverUrl) });
  await client.connect();
  try {
    await client.query(
      `insert into lawyers (id, user_id, slug, first_name, last_name, bar, bar_number, city, country, specialties, languages,
         years_of_practice, bio, email, status, submitted_at, reviewed_at)
       values ($1, $2, $3, $4, $5, 'Barreau du Bénin', 'B-2019-077', 'Bohicon', 'BJ', '["family","inheritance"]', '["fr","fon"]',
         9, 'Divorces, garde des enfants et successions.', $6, 'verified', now(), now())`,
      [randomUUID(), userId, slug, person.firstName, person.lastName, email],
    );
    await client.query(`update users set role = 'lawyer' where id = $1`, [userId]);
  } finally {
    await client.end();
  }
  return { slug, name: `${person.firstName} ${person.lastName}`, email };
}
