/**
 * Password reset: e-mail → 6-digit code → temporaryToken → new password. A reset ends every
 * session of the user, and proves the mailbox, so the address counts as verified.
 */
import { sql } from 'kysely';
import { type AuthDeps, findUserByEmail, findUserById } from './accounts.ts';
import { consumeCode, issueCode } from './codes.ts';
import { AuthError, invalidField } from './errors.ts';
import { sendCodeMail } from './mail.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { consumeResetToken, issueResetToken, resetTokenUser } from './reset-tokens.ts';
import { deleteUserSessions } from './sessions.ts';
import { codeMailKey, LIMITS, spend } from './throttle.ts';

/**
 * Always succeeds. A known address gets a code; an unknown one runs a similar transaction that
 * changes nothing, and the mail leaves in the background, so the timing tells nothing.
 */
export async function requestPasswordReset(deps: AuthDeps, input: { email: string }): Promise<void> {
  const { db } = deps.platform.database;
  await spend(db, codeMailKey('reset_password', input.email), LIMITS.codeMailsPerEmail);
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth_codes')
        .set({ consumed_at: new Date() })
        .where('user_id', '=', '')
        .where('consumed_at', 'is', null)
        .execute();
      await sql`select 1`.execute(trx);
    });
    return;
  }
  const code = await issueCode(db, user.id, 'reset_password');
  sendCodeMail(
    deps.platform,
    { email: user.email, firstName: user.first_name, language: user.language },
    'reset_password',
    code,
  );
  deps.platform.logger.info('password reset code sent', { userId: user.id, requestId: deps.requestId });
}

export async function verifyResetCode(deps: AuthDeps, input: { email: string; code: string }): Promise<string> {
  const { db } = deps.platform.database;
  const user = await findUserByEmail(db, input.email);
  if (!user || !(await consumeCode(db, user.id, 'reset_password', input.code)))
    throw invalidField('code', 'auth.errors.invalidCode');
  return issueResetToken(db, user.id);
}

const invalidToken = () => new AuthError(400, 'auth.errors.invalidToken', { code: 'invalid_token', drop: ['token'] });

export async function resetPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<void> {
  const { db } = deps.platform.database;
  const userId = await resetTokenUser(db, input.token);
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw invalidToken();
  // Checked before the token is spent, so a refused password can be corrected with the same token.
  const problem = await passwordProblem(input.password, [user.email, user.first_name, user.last_name]);
  if (problem) throw invalidField('password', problem);
  const passwordHash = await hashPassword(input.password);
  if (!(await consumeResetToken(db, input.token))) throw invalidToken();
  const now = new Date();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, email_verified: true, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  await deleteUserSessions(db, user.id);
  deps.platform.logger.info('password reset', { userId: user.id, requestId: deps.requestId });
}
