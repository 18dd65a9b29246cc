/**
 * Registration, sign-in (password and Google) and e-mail verification. Routes validate the
 * body, call these, and turn an AuthError into the answer; sessions are started by the route.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/client.ts';
import type { Platform } from '../platform.ts';
import { consumeCode, issueCode } from './codes.ts';
import { defaultCountry } from './country.ts';
import { AuthError, invalidField } from './errors.ts';
import { fetchUserinfo, type GoogleIdentity, verifyIdToken } from './google.ts';
import { sendAccountExistsMail } from './account-exists-mail.ts';
import { sendCodeMail } from './mail.ts';
import { FREE_PLAN_ID } from '../billing/billing.types.ts';
import { hit } from '../rate-limit.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { forgetSessionUsers } from './sessions.ts';
import { codeMailKey, ensureUnder, LIMITS, loginFailureKey, loginIpKey, registrationIpKey, spend } from './throttle.ts';
import { type PublicUser, toPublicUser } from './user.ts';

export interface AuthDeps {
  platform: Platform;
  ip: string | null;
  requestId: string;
  locale: Locale;
  /** The request's Accept-Language, for a new account's country. */
  acceptLanguage?: string | null;
  /** The site's address for links in e-mails (PUBLIC_URL, else the request's origin). */
  origin: string;
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

type Registration = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language?: Locale | undefined;
};

/**
 * A registration: the new account, or, for an address that has one already, an account that
 * looks the same and exists nowhere (`created` false: no session may be opened for it). Both
 * take the same steps and time, and answer alike (docs/ARCHITECTURE.md "No account
 * enumeration"); the address's owner is told by e-mail instead.
 */
export async function register(deps: AuthDeps, input: Registration): Promise<{ user: PublicUser; created: boolean }> {
  const { db } = deps.platform.database;
  await spend(db, registrationIpKey(deps.ip), LIMITS.registrationsPerIp);
  const problem = await passwordProblem(input.password, [input.email, input.firstName, input.lastName]);
  if (problem) throw invalidField('password', problem);
  const language = input.language ?? deps.locale;
  const values = {
    id: randomUUID(),
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    avatar_url: null,
    language,
    country: defaultCountry(language, deps.acceptLanguage),
    // Hashed whether or not the address is taken: the argon2 time is most of the answer's.
    password_hash: await hashPassword(input.password),
  };
  const existing = await findUserByEmail(db, input.email);
  const row = existing
    ? null
    : await db
        .insertInto('users')
        .values(values)
        .returningAll()
        .executeTakeFirst()
        // Two registrations of one address racing: the index decides, the loser is told like any taken address.
        .catch((error: unknown) => (isUniqueViolation(error) ? null : Promise.reject(error)));
  if (!row) {
    const owner = existing ?? (await findUserByEmail(db, input.email));
    // Past the address's e-mail budget the owner is not mailed again, and the answer stays the
    // same: a refusal here would tell that the address is taken.
    const mailAllowed = (await hit(db, codeMailKey('account_exists', input.email), LIMITS.codeMailsPerEmail)).allowed;
    if (owner && mailAllowed)
      sendAccountExistsMail(
        deps.platform,
        { email: owner.email, firstName: owner.first_name, language: owner.language },
        deps.origin,
      );
    deps.platform.logger.info('registration of a taken address', { requestId: deps.requestId });
    const user: PublicUser = {
      _id: values.id,
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email,
      emailVerified: false,
      avatarUrl: null,
      language,
      country: values.country,
      role: 'user',
      plan: FREE_PLAN_ID,
      subscription: null,
      createdAt: new Date().toISOString(),
    };
    return { user, created: false };
  }
  // Issued and mailed after the answer: the code is read minutes later, and the answer's time
  // stays close to a taken address's (registration-timing.ts).
  const sent = sendVerificationCode(deps, row).catch((error: unknown) =>
    deps.platform.logger.error('verification code not sent', { userId: row.id, requestId: deps.requestId, error }),
  );
  deps.platform.background.add(sent);
  void sent.finally(() => deps.platform.background.delete(sent));
  deps.platform.logger.info('account registered', { userId: row.id, requestId: deps.requestId });
  return { user: toPublicUser(row), created: true };
}

async function sendVerificationCode(
  deps: AuthDeps,
  user: { id: string; email: string; first_name: string; language: string },
): Promise<void> {
  const { db } = deps.platform.database;
  await spend(db, codeMailKey('verify_email', user.email), LIMITS.codeMailsPerEmail);
  const code = await issueCode(db, user.id, 'verify_email');
  sendCodeMail(
    deps.platform,
    { email: user.email, firstName: user.first_name, language: user.language },
    'verify_email',
    code,
  );
}

/**
 * Password sign-in. Unknown e-mail and wrong password take the same path (a dummy hash is
 * verified) and give the same 401, so neither the answer nor its timing tells them apart.
 */
export async function login(deps: AuthDeps, input: { email: string; password: string }): Promise<PublicUser> {
  const { db } = deps.platform.database;
  const log = (outcome: string) =>
    deps.platform.logger.info('sign-in', {
      email: input.email,
      outcome,
      method: 'password',
      ip: deps.ip,
      requestId: deps.requestId,
    });
  const failureKey = loginFailureKey(input.email, deps.ip);
  const ipKey = loginIpKey(deps.ip);
  try {
    await ensureUnder(db, ipKey, LIMITS.loginFailuresPerIp);
    await ensureUnder(db, failureKey, LIMITS.loginFailuresPerAccountIp);
  } catch (error) {
    log('rate_limited');
    throw error;
  }
  const user = await findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    // Only failures count: mobile carriers put many people behind one address (CGNAT), and
    // their successful sign-ins must not use up each other's budget.
    await spend(db, ipKey, LIMITS.loginFailuresPerIp).catch(() => undefined);
    await spend(db, failureKey, LIMITS.loginFailuresPerAccountIp).catch(() => undefined);
    log('failure');
    throw new AuthError(401, 'auth.errors.invalidCredentials', { code: 'invalid_credentials' });
  }
  log('success');
  return toPublicUser(user);
}

/** Google sign-in: the account of this Google identity, linked or created on first use. */
export async function loginWithGoogle(
  deps: AuthDeps,
  input: { id_token?: string | undefined; access_token?: string | undefined },
): Promise<PublicUser> {
  const { config, logger } = deps.platform;
  const log = (outcome: string, email?: string) =>
    logger.info('sign-in', { email: email ?? null, outcome, method: 'google', ip: deps.ip, requestId: deps.requestId });
  if (!input.id_token && !input.access_token) {
    log('missing_token');
    throw new AuthError(400, 'auth.errors.googleTokenMissing', { code: 'token_missing' });
  }
  if (!config.googleClientId) {
    log('not_configured');
    throw new AuthError(400, 'auth.errors.googleUnavailable', { code: 'google_not_configured' });
  }
  const identity = input.id_token
    ? await verifyIdToken(config, input.id_token)
    : await fetchUserinfo(config, input.access_token ?? '');
  if (!identity) {
    log('failure');
    throw new AuthError(401, 'auth.errors.authFailed', { code: 'google_auth_failed' });
  }
  const user = await googleAccount(deps, identity);
  log('success', identity.email);
  return user;
}

async function googleAccount(deps: AuthDeps, identity: GoogleIdentity): Promise<PublicUser> {
  const { db } = deps.platform.database;
  const bySub = await db.selectFrom('users').selectAll().where('google_sub', '=', identity.sub).executeTakeFirst();
  if (bySub) return toPublicUser(bySub);
  // Google vouches for the address, so an account registered with it is the same person.
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    // An address never verified may have been registered by someone else, who holds its password
    // and sessions: those end as the owner proves the address (docs/AUTH-CONTRACT.md "Rules").
    const unproven = !byEmail.email_verified;
    const linked = await db.transaction().execute(async (trx) => {
      if (unproven) {
        await trx.deleteFrom('sessions').where('user_id', '=', byEmail.id).execute();
        await trx.deleteFrom('auth_codes').where('user_id', '=', byEmail.id).execute();
        await trx.deleteFrom('reset_tokens').where('user_id', '=', byEmail.id).execute();
      }
      return trx
        .updateTable('users')
        .set({
          google_sub: identity.sub,
          email_verified: true,
          ...(unproven ? { password_hash: null } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', byEmail.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (unproven) forgetSessionUsers(db);
    return toPublicUser(linked);
  }
  // A first Google sign-in creates the account: that is a registration, closed with its feature.
  if (!deps.platform.config.features.register)
    throw new AuthError(403, 'auth.errors.registrationClosed', { code: 'registration_closed' });
  try {
    const created = await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: identity.email,
        email_verified: true,
        first_name: identity.firstName,
        last_name: identity.lastName,
        avatar_url: null,
        language: deps.locale,
        country: defaultCountry(deps.locale, deps.acceptLanguage),
        password_hash: null,
        google_sub: identity.sub,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPublicUser(created);
  } catch (error) {
    // The same first sign-in arriving twice at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const existing = await db.selectFrom('users').selectAll().where('google_sub', '=', identity.sub).executeTakeFirst();
    if (!existing) throw error;
    return toPublicUser(existing);
  }
}

const invalidCode = () => invalidField('code', 'auth.errors.invalidCode');

export async function verifyEmail(deps: AuthDeps, input: { email: string; code: string }): Promise<PublicUser> {
  const { db } = deps.platform.database;
  const user = await findUserByEmail(db, input.email);
  if (!user || !(await consumeCode(db, user.id, 'verify_email', input.code))) throw invalidCode();
  const verified = await db
    .updateTable('users')
    .set({ email_verified: true, updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPublicUser(verified);
}

/** Sends a new code only to a known, unverified address; the answer is the same either way. */
export async function resendVerificationCode(deps: AuthDeps, input: { email: string }): Promise<void> {
  const { db } = deps.platform.database;
  const user = await findUserByEmail(db, input.email);
  if (user && !user.email_verified) return sendVerificationCode(deps, user);
  await spend(db, codeMailKey('verify_email', input.email), LIMITS.codeMailsPerEmail);
}
