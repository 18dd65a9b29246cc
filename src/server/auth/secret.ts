/**
 * The key signing access tokens. Every server process must use the same one, so without
 * AUTH_SECRET the first process generates it and stores it in app_secrets; the others read it.
 */
import { randomBytes } from 'node:crypto';
import type { Platform } from '../platform.ts';

const SECRET_NAME = 'jwt_signing_key';
const secrets = new WeakMap<Platform, Promise<Uint8Array>>();

async function loadSecret(platform: Platform): Promise<Uint8Array> {
  if (platform.config.authSecret) return new TextEncoder().encode(platform.config.authSecret);
  const db = platform.database.db;
  // Two processes starting together both insert; the first wins and both read its value.
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export function signingSecret(platform: Platform): Promise<Uint8Array> {
  let secret = secrets.get(platform);
  if (!secret) {
    secret = loadSecret(platform);
    // A failed read (database down) must not be cached for the life of the process.
    secret.catch(() => secrets.delete(platform));
    secrets.set(platform, secret);
  }
  return secret;
}
