import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createSession, deleteUserSessions, findSessionUserQuickly } from './sessions.ts';

/**
 * server.mjs's fast path and Astro's bundle each have their own copy of this module
 * (docs/ARCHITECTURE.md "One process, two copies of the server's modules"): a second import
 * under another id stands for the bundle's.
 */
// A module id of its own, so the runner loads and evaluates the module a second time.
const BUNDLED_COPY = './sessions.ts?bundled-copy';
const bundledCopy = () => import(/* @vite-ignore */ BUNDLED_COPY) as Promise<typeof import('./sessions.ts')>;

describe.each(testEngines())('the fast path’s session memory on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u-mem',
        email: 'memo@example.bj',
        first_name: 'Afi',
        last_name: 'Kpade',
        password_hash: null,
        avatar_url: null,
      })
      .execute();
  });
  afterAll(() => handle.close());

  it('forgets at once the sessions ended through the other copy of the module', async () => {
    const { token } = await createSession(handle.db, 'u-mem');
    expect(await findSessionUserQuickly(handle.db, token)).toMatchObject({ _id: 'u-mem' });
    const bundled = await bundledCopy();
    expect(bundled.findSessionUserQuickly).not.toBe(findSessionUserQuickly);
    await bundled.deleteUserSessions(handle.db, 'u-mem');
    expect(await findSessionUserQuickly(handle.db, token)).toBeNull();
  });

  it('remembers a live session for a few seconds: a second look costs no query', async () => {
    const { token } = await createSession(handle.db, 'u-mem');
    const now = Date.now();
    expect(await findSessionUserQuickly(handle.db, token, now)).toMatchObject({ _id: 'u-mem' });
    await handle.db.deleteFrom('sessions').execute();
    expect(await findSessionUserQuickly(handle.db, token, now + 1000)).toMatchObject({ _id: 'u-mem' });
    expect(await findSessionUserQuickly(handle.db, token, now + 6000)).toBeNull();
    await deleteUserSessions(handle.db, 'u-mem');
  });
});
