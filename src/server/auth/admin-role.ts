/**
 * The admin role follows ADMIN_EMAILS (config.adminEmails, lower-cased): while the list is set,
 * an account is admin exactly when its address is listed AND verified, since anyone can
 * register any address. An admin that no longer qualifies falls back to what
 * `syncLawyerRole` gives (`lawyer` with a verified profile, else `user`). An unset list
 * (null) leaves every role as it is.
 */
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db, DbHandle } from '../db/client.ts';
import type { Database } from '../db/schema.ts';
import { syncLawyerRole } from '../lawyers/lawyer-role.ts';
import type { PublicUser } from './user.ts';

type Role = PublicUser['role'];

function qualifies(eb: ExpressionBuilder<Database, 'users'>, adminEmails: readonly string[]) {
  if (adminEmails.length === 0) return sql<SqlBool>`false`;
  return eb.and([eb('email_verified', '=', true), eb(sql<string>`lower(email)`, 'in', adminEmails)]);
}

/** Applies the list to every account (`userId` null) or to one. */
async function applyAdminList(db: Db, adminEmails: readonly string[], userId: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let promote = trx
      .updateTable('users')
      .set({ role: 'admin' })
      .where('role', '!=', 'admin')
      .where((eb) => qualifies(eb, adminEmails));
    let demote = trx
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where((eb) => eb.not(qualifies(eb, adminEmails)));
    if (userId !== null) {
      promote = promote.where('id', '=', userId);
      demote = demote.where('id', '=', userId);
    }
    await promote.execute();
    // Set to `user` first so that syncLawyerRole, which never touches an admin, decides.
    const demoted = await demote.returning('id').execute();
    for (const { id } of demoted) await syncLawyerRole(trx, id);
  });
}

/** At start: every account's role brought in line with the list; nothing when it is unset. */
export async function syncAdminRoles(db: Db, adminEmails: readonly string[] | null): Promise<void> {
  if (adminEmails !== null) await applyAdminList(db, adminEmails, null);
}

/**
 * The same rule for one account, at sign-in, registration and e-mail verification, so an
 * address added to (or removed from) the list takes effect without a restart. Resolves to the
 * account's role afterwards, null when there is no such account.
 */
export async function promoteListedAdmin(
  db: Db,
  adminEmails: readonly string[] | null,
  userId: string,
): Promise<Role | null> {
  if (adminEmails !== null) await applyAdminList(db, adminEmails, userId);
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/** `user` (just signed in, registered or verified) with the role the list gives it now. */
export async function withListedAdminRole(
  platform: { config: Pick<Config, 'adminEmails'>; database: Pick<DbHandle, 'db'> },
  user: PublicUser,
): Promise<PublicUser> {
  const role = await promoteListedAdmin(platform.database.db, platform.config.adminEmails, user._id);
  return role === null ? user : { ...user, role };
}
