/**
 * The key signing access tokens. Every server process must use the same one, so without
 * AUTH_SECRET the first process generates it and stores it in app_secrets; the others read it.
 * Read once, when the platform is created (platform.ts `signingKey`).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

const SECRET_NAME = 'jwt_signing_key';

export async function loadSigningKey(db: Db, { authSecret }: Pick<Config, 'authSecret'>): Promise<Uint8Array> {
  if (authSecret) return new TextEncoder().encode(authSecret);
  // Two processes starting together both insert; the first wins and both read its value.
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
