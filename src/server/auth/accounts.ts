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
import { sendCodeMail } from './mail.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { codeMailKey, ensureUnder, LIMITS, loginFailureKey, loginIpKey, registrationIpKey, spend } from './throttle.ts';
import { type PublicUser, toPublicUser } from './user.ts';

export interface AuthDeps {
  platform: Platform;
  ip: string | null;
  requestId: string;
  locale: Locale;
  /** The request's Accept-Language, for a new account's country. */
  acceptLanguage?: string | null;
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const emailTaken = () => new AuthError(409, 'auth.errors.emailTaken', { code: 'email_taken', fields: { email: 'auth.errors.emailTaken' } });

export async function register(
  deps: AuthDeps,
  input: { firstName: string; lastName: string; email: string; password: string; language?: Locale | undefined },
): Promise<PublicUser> {
  const { db } = deps.platform.database;
  await spend(db, registrationIpKey(deps.ip), LIMITS.registrationsPerIp);
  const problem = await passwordProblem(input.password, [input.email, input.firstName, input.lastName]);
  if (problem) throw invalidField('password', problem);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      avatar_url: null,
      language: input.language ?? deps.locale,
      country: defaultCountry(input.language ?? deps.locale, deps.acceptLanguage),
      password_hash: await hashPassword(input.password),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two registrations of one address racing: the index decides.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  await sendVerificationCode(deps, row);
  deps.platform.logger.info('account registered', { userId: row.id, requestId: deps.requestId });
  return toPublicUser(row);
}

async function sendVerificationCode(deps: AuthDeps, user: { id: string; email: string; first_name: string; language: string }): Promise<void> {
  const { db } = deps.platform.database;
  await spend(db, codeMailKey('verify_email', user.email), LIMITS.codeMailsPerEmail);
  const code = await issueCode(db, user.id, 'verify_email');
  sendCodeMail(deps.platform, { email: user.email, firstName: user.first_name, language: user.language }, 'verify_email', code);
}

/**
 * Password sign-in. Unknown e-mail and wrong password take the same path (a dummy hash is
 * verified) and give the same 401, so neither the answer nor its timing tells them apart.
 */
export async function login(deps: AuthDeps, input: { email: string; password: string }): Promise<PublicUser> {
  const { db } = deps.platform.database;
  const log = (outcome: string) => deps.platform.logger.info('sign-in', { email: input.email, outcome, method: 'password', ip: deps.ip, requestId: deps.requestId });
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
export async function loginWithGoogle(deps: AuthDeps, input: { id_token?: string | undefined; access_token?: string | undefined }): Promise<PublicUser> {
  const { config, logger } = deps.platform;
  const log = (outcome: string, email?: string) => logger.info('sign-in', { email: email ?? null, outcome, method: 'google', ip: deps.ip, requestId: deps.requestId });
  if (!input.id_token && !input.access_token) {
    log('missing_token');
    throw new AuthError(400, 'auth.errors.googleTokenMissing', { code: 'token_missing' });
  }
  if (!config.googleClientId) {
    log('not_configured');
    throw new AuthError(400, 'auth.errors.googleUnavailable', { code: 'google_not_configured' });
  }
  const identity = input.id_token ? await verifyIdToken(config, input.id_token) : await fetchUserinfo(config, input.access_token ?? '');
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
    const linked = await db.updateTable('users').set({ google_sub: identity.sub, email_verified: true, updated_at: new Date() }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow();
    return toPublicUser(linked);
  }
  // A first Google sign-in creates the account: that is a registration, closed with its feature.
  if (!deps.platform.config.features.register) throw new AuthError(403, 'auth.errors.registrationClosed', { code: 'registration_closed' });
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
  const verified = await db.updateTable('users').set({ email_verified: true, updated_at: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
  return toPublicUser(verified);
}

/** Sends a new code only to a known, unverified address; the answer is the same either way. */
export async function resendVerificationCode(deps: AuthDeps, input: { email: string }): Promise<void> {
  const { db } = deps.platform.database;
  const user = await findUserByEmail(db, input.email);
  if (user && !user.email_verified) return sendVerificationCode(deps, user);
  await spend(db, codeMailKey('verify_email', input.email), LIMITS.codeMailsPerEmail);
}
