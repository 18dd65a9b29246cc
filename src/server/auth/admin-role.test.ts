import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { promoteListedAdmin, syncAdminRoles } from './admin-role.ts';

type Role = 'user' | 'lawyer' | 'admin';

describe.each(testEngines())('admin role from ADMIN_EMAILS on $name', (engine) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await engine.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const account = async (
    options: { email?: string; verified?: boolean; role?: Role; profile?: 'pending' | 'verified' } = {},
  ) => {
    const id = randomUUID();
    const email = options.email ?? `${id}@example.bj`;
    await db
      .insertInto('users')
      .values({
        id,
        email,
        email_verified: options.verified ?? true,
        role: options.role ?? 'user',
        first_name: 'Awa',
        last_name: 'Dossou',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
    if (options.profile) {
      await db
        .insertInto('lawyers')
        .values({
          id: randomUUID(),
          user_id: id,
          slug: `awa-${id}`,
          first_name: 'Awa',
          last_name: 'Dossou',
          bar: 'Barreau du Bénin',
          city: 'Cotonou',
          country: 'BJ',
          specialties: '[]',
          languages: '[]',
          years_of_practice: 3,
          bio: '',
          status: options.profile,
        })
        .execute();
    }
    return { id, email };
  };
  const roleOf = async (id: string) =>
    (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
  const fresh = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.bj`;

  it('at start, makes every listed and verified account admin, whatever the case of its address', async () => {
    const email = fresh('Chef');
    const listed = await account({ email });
    const lawyer = await account({ email: fresh('avocate'), role: 'lawyer', profile: 'verified' });
    await syncAdminRoles(db, [email.toLowerCase(), lawyer.email]);
    expect(await roleOf(listed.id)).toBe('admin');
    expect(await roleOf(lawyer.id)).toBe('admin');
  });

  it('never makes an unverified listed address admin, and takes the role back from one', async () => {
    const unverified = await account({ email: fresh('squatter'), verified: false });
    const lostVerification = await account({ email: fresh('ancien'), verified: false, role: 'admin' });
    await syncAdminRoles(db, [unverified.email, lostVerification.email]);
    expect(await roleOf(unverified.id)).toBe('user');
    expect(await roleOf(lostVerification.id)).toBe('user');
  });

  it('sends an admin no longer listed back to lawyer when its profile is verified, to user otherwise', async () => {
    const plain = await account({ role: 'admin' });
    const lawyer = await account({ role: 'admin', profile: 'verified' });
    const applicant = await account({ role: 'admin', profile: 'pending' });
    const stays = await account({ email: fresh('reste'), role: 'admin' });
    await syncAdminRoles(db, [stays.email]);
    expect(await roleOf(plain.id)).toBe('user');
    expect(await roleOf(lawyer.id)).toBe('lawyer');
    expect(await roleOf(applicant.id)).toBe('user');
    expect(await roleOf(stays.id)).toBe('admin');
  });

  it('an empty list demotes every admin; an unset one (null) changes no role', async () => {
    const admin = await account({ role: 'admin' });
    const unverifiedAdmin = await account({ role: 'admin', verified: false });
    await syncAdminRoles(db, null);
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await roleOf(unverifiedAdmin.id)).toBe('admin');
    await syncAdminRoles(db, []);
    expect(await roleOf(admin.id)).toBe('user');
    expect(await roleOf(unverifiedAdmin.id)).toBe('user');
  });

  it('for one account: promotes it when listed and verified, demotes it when not listed, leaves the others', async () => {
    const email = fresh('nouvelle');
    const me = await account({ email });
    const other = await account({ email: fresh('autre') });
    const otherAdmin = await account({ role: 'admin' });
    expect(await promoteListedAdmin(db, [email, other.email], me.id)).toBe('admin');
    expect(await roleOf(other.id)).toBe('user');
    expect(await promoteListedAdmin(db, [fresh('personne')], me.id)).toBe('user');
    expect(await roleOf(otherAdmin.id)).toBe('admin');
  });

  it('for one account: an unverified listed address stays user; a null list only reads the role', async () => {
    const email = fresh('pas-verifiee');
    const me = await account({ email, verified: false });
    expect(await promoteListedAdmin(db, [email], me.id)).toBe('user');
    const admin = await account({ role: 'admin' });
    expect(await promoteListedAdmin(db, null, admin.id)).toBe('admin');
    expect(await promoteListedAdmin(db, [email], randomUUID())).toBeNull();
  });
});
