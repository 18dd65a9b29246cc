/**
 * An account's role follows its lawyer profile (docs/ARCHITECTURE.md "API conventions": "a lawyer is a user with role
 * `lawyer` whose profile an admin verified"): `lawyer` exactly while the profile is verified,
 * `user` otherwise. Admins keep their role whatever their profile; ADMIN_EMAILS governs it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

export async function syncLawyerRole(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      role: sql<
        'user' | 'lawyer'
      >`case when exists (select 1 from lawyers where lawyers.user_id = users.id and lawyers.status = 'verified') then 'lawyer' else 'user' end`,
    })
    .where('id', '=', userId)
    .where('role', '!=', 'admin')
    .execute();
}
