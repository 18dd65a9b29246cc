/**
 * Signs a browser context in without the login screen: writes a user and a session row into
 * the server's database, then sets the session cookie. Journeys about routes and menus should
 * not depend on the login form working.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import pg from 'pg';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import { SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import { databaseOf, MAIN_URL } from './env.ts';

export interface SignedInUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SignInOptions {
  /** The account can also sign in through the forms (stored as argon2id). */
  password?: string;
  role?: 'user' | 'admin';
  firstName?: string;
  lastName?: string;
}

export async function signIn(
  context: BrowserContext,
  serverUrl: string = MAIN_URL,
  options: SignInOptions = {},
): Promise<SignedInUser> {
  const id = randomUUID();
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  const user = {
    id,
    email: `e2e-${id}@example.test`,
    firstName: options.firstName ?? 'Awa',
    lastName: options.lastName ?? 'Dossou',
  };
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: databaseOf(serverUrl) });
  await client.connect();
  try {
    await client.query(
      'insert into users (id, email, email_verified, first_name, last_name, password_hash, role) values ($1, $2, true, $3, $4, $5, $6)',
      [user.id, user.email, user.firstName, user.lastName, passwordHash, options.role ?? 'user'],
    );
    await client.query(
      "insert into sessions (id, token_hash, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')",
      [randomUUID(), createHash('sha256').update(token).digest('hex'), user.id],
    );
  } finally {
    await client.end();
  }
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: serverUrl, httpOnly: true, sameSite: 'Lax' }]);
  return user;
}
