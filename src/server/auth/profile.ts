/** What a signed-in user does with their account: profile, password, export, deletion. */
import type { Locale } from '../../i18n/locales.ts';
import type { AuthDeps } from './accounts.ts';
import { findUserById } from './accounts.ts';
import { AVATAR_MAX_BYTES, saveAvatar, sniffImage } from './avatars.ts';
import type { Country } from './country.ts';
import { AuthError, invalidField } from './errors.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { enqueueJob } from '../jobs/jobs.ts';
import { deleteUserSessions, forgetSessionUsers } from './sessions.ts';
import { LIMITS, passwordCheckKey, spend } from './throttle.ts';
import { type PublicUser, toPublicUser } from './user.ts';
import { USER_FILES_ATTEMPTS, USER_FILES_JOB, type UserFilesPayload } from './user-files-job.ts';

const signedOut = () => new AuthError(401, 'auth.errors.notSignedIn', { code: 'unauthenticated' });

export async function updateProfile(
  deps: AuthDeps,
  userId: string,
  input: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    language?: Locale | undefined;
    country?: Country | undefined;
  },
  avatar: Uint8Array | null,
): Promise<PublicUser> {
  const { db } = deps.platform.database;
  if (avatar) {
    if (avatar.byteLength > AVATAR_MAX_BYTES) throw invalidField('avatar', 'auth.errors.avatarTooLarge', 413);
    const mime = sniffImage(avatar);
    if (!mime) throw invalidField('avatar', 'auth.errors.avatarType', 415);
    await saveAvatar(db, userId, avatar, mime);
  }
  const changes = {
    ...(input.firstName === undefined ? {} : { first_name: input.firstName }),
    ...(input.lastName === undefined ? {} : { last_name: input.lastName }),
    ...(input.language === undefined ? {} : { language: input.language }),
    ...(input.country === undefined ? {} : { country: input.country }),
  };
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    forgetSessionUsers(db);
  }
  const user = await findUserById(db, userId);
  if (!user) throw signedOut();
  return toPublicUser(user);
}

/**
 * Re-asks the password before a sensitive change (ASVS 5 §6.2.3). An account without one
 * (Google only) has nothing to re-ask. Tries are limited per user.
 */
async function confirmPassword(deps: AuthDeps, userId: string, field: string, password: string | undefined) {
  const { db } = deps.platform.database;
  const user = await findUserById(db, userId);
  if (!user) throw signedOut();
  if (user.password_hash === null) return user;
  await spend(db, passwordCheckKey(userId), LIMITS.passwordChecksPerUser);
  if (!(await verifyPassword(user.password_hash, password ?? '')))
    throw invalidField(field, 'auth.errors.passwordWrong');
  return user;
}

/** Sets the new password and ends every session; the route then opens a fresh one. */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps.platform.database;
  const user = await confirmPassword(deps, userId, 'currentPassword', input.currentPassword);
  const problem = await passwordProblem(input.newPassword, [user.email, user.first_name, user.last_name]);
  if (problem) throw invalidField('newPassword', problem);
  const now = new Date();
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(input.newPassword), password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await deleteUserSessions(db, userId);
  deps.platform.logger.info('password changed', { userId, requestId: deps.requestId });
}

/**
 * Deletes the account and everything attached to it (sessions, codes, avatar, messages sent), and
 * queues the deletion of its files (user-files-job.ts).
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
  input: { password?: string | undefined },
): Promise<void> {
  const { db } = deps.platform.database;
  await confirmPassword(deps, userId, 'password', input.password);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await enqueueJob(trx, {
      kind: USER_FILES_JOB,
      payload: { userId } satisfies UserFilesPayload,
      maxAttempts: USER_FILES_ATTEMPTS,
    });
  });
  deps.platform.jobs.wake();
  deps.platform.logger.info('account deleted', { userId, requestId: deps.requestId });
}
