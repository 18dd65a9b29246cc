import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createPlatform, type Platform } from '../platform.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { consumeCode, issueCode } from './codes.ts';
import { consumeResetToken, issueResetToken, resetTokenUser } from './reset-tokens.ts';
import { loadSigningKey } from './secret.ts';
import { testEngines } from '../db/test-databases.ts';

describe.each(testEngines())('codes, reset tokens and access tokens on $name', (engine) => {
  let platform: Platform;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await engine.open();
    const base = await createPlatform({
      env: { DATA_DIR: 'memory://', NODE_ENV: 'test' },
      logger: createLogger('silent'),
    });
    await base.close();
    platform = { ...base, database: handle, close: () => handle.close() };
    close = () => handle.close();
  });
  afterAll(() => close());
  const db = () => platform.database.db;
  const newUser = async () => {
    const id = randomUUID();
    await db()
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.bj`,
        first_name: 'Awa',
        last_name: 'Dossou',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
    return id;
  };

  it('a code: single use, its purpose only, replaced by a newer one, dead after 5 tries or 15 minutes', async () => {
    const userId = await newUser();
    const now = new Date();
    const first = await issueCode(db(), userId, 'verify_email', now);
    const second = await issueCode(db(), userId, 'verify_email', now);
    if (first !== second) expect(await consumeCode(db(), userId, 'verify_email', first, now)).toBe(false);
    expect(await consumeCode(db(), userId, 'reset_password', second, now)).toBe(false);
    expect(await consumeCode(db(), userId, 'verify_email', second, now)).toBe(true);
    expect(await consumeCode(db(), userId, 'verify_email', second, now)).toBe(false);

    const third = await issueCode(db(), userId, 'verify_email', now);
    expect(await consumeCode(db(), userId, 'verify_email', third, new Date(now.getTime() + 15 * 60_000 + 1))).toBe(
      false,
    );
    expect(await consumeCode(db(), userId, 'verify_email', third, new Date(now.getTime() + 14 * 60_000))).toBe(true);

    const fourth = await issueCode(db(), userId, 'reset_password', now);
    const wrong = fourth === '000000' ? '000001' : '000000';
    // Five parallel wrong guesses use up the code: the right one afterwards fails.
    await Promise.all([1, 2, 3, 4, 5].map(() => consumeCode(db(), userId, 'reset_password', wrong, now)));
    expect(await consumeCode(db(), userId, 'reset_password', fourth, now)).toBe(false);
  });

  it('a reset token: single use, 15 minutes, stored hashed', async () => {
    const userId = await newUser();
    const now = new Date();
    const token = await issueResetToken(db(), userId, now);
    expect(await db().selectFrom('reset_tokens').selectAll().where('token_hash', '=', token).execute()).toEqual([]);
    expect(await resetTokenUser(db(), token, new Date(now.getTime() + 16 * 60_000))).toBeNull();
    expect(await resetTokenUser(db(), token, now)).toBe(userId);
    expect(await Promise.all([consumeResetToken(db(), token, now), consumeResetToken(db(), token, now)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await resetTokenUser(db(), token, now)).toBeNull();
  });

  it('an access token: ok, expired after 15 minutes, invalid when forged, for a deleted user or after a password change', async () => {
    const userId = await newUser();
    const issuedAt = new Date(Date.now() - 60_000);
    const { accessToken } = await signAccessToken(platform, userId, issuedAt);
    expect(await verifyAccessToken(platform, accessToken)).toEqual({ valid: true, reason: 'ok', userId });
    expect(await verifyAccessToken(platform, accessToken, new Date(issuedAt.getTime() + 16 * 60_000))).toEqual({
      valid: false,
      reason: 'expired',
    });
    const [h, p] = accessToken.split('.');
    expect(await verifyAccessToken(platform, `${h}.${p}.AAAA`)).toEqual({ valid: false, reason: 'invalid' });
    expect(await verifyAccessToken(platform, `${h}.${p}.`)).toEqual({ valid: false, reason: 'invalid' });
    await db().updateTable('users').set({ password_changed_at: new Date() }).where('id', '=', userId).execute();
    expect(await verifyAccessToken(platform, accessToken)).toEqual({ valid: false, reason: 'invalid' });
    const fresh = await signAccessToken(platform, userId);
    expect((await verifyAccessToken(platform, fresh.accessToken)).valid).toBe(true);
    await db().deleteFrom('users').where('id', '=', userId).execute();
    expect(await verifyAccessToken(platform, fresh.accessToken)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('shares one generated signing secret through the database, unless AUTH_SECRET is set', async () => {
    const mine = await loadSigningKey(db(), { authSecret: undefined });
    // Another process on the same database reads the same key.
    expect(await loadSigningKey(db(), { authSecret: undefined })).toEqual(mine);
    expect(mine.byteLength).toBe(32);
    expect(new TextDecoder().decode(await loadSigningKey(db(), { authSecret: 'x'.repeat(40) }))).toBe('x'.repeat(40));
  });
});
