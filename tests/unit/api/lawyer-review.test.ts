/**
 * The admin side of lawyer accounts through its routes, on PGlite and PostgreSQL: only admins
 * reach the API (others get the 404 of a route that does not exist), the applications list,
 * verification (listed, role lawyer), rejection with its note (mailed), withdrawal, demo
 * profiles out of reach; and the admin role that ADMIN_EMAILS gives at sign-in and at start.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST as login } from '../../../src/pages/api/auth/login.ts';
import { POST as register } from '../../../src/pages/api/auth/register.ts';
import { POST as verifyEmail } from '../../../src/pages/api/auth/verify-email.ts';
import { GET as listAdmin } from '../../../src/pages/api/e/admin/lawyers/index.ts';
import { POST as review } from '../../../src/pages/api/e/admin/lawyers/[id]/review.ts';
import { GET as listPublic } from '../../../src/pages/api/lawyers/index.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import { createPostgresDatabase } from '../../../src/server/db/test-databases.ts';
import type { LawyerApplicationForReview, OwnLawyerProfile } from '../../../src/server/lawyers/lawyer-account.types.ts';
import type { LawyerPage } from '../../../src/server/lawyers/lawyer.types.ts';
import type { Platform } from '../../../src/server/platform.ts';
import {
  codeIn,
  freshEmail,
  freshIp,
  registerUser,
  STRONG_PASSWORD,
  startSmtp,
  type TestSmtp,
} from './auth-support.ts';
import { callRoute, type EngineCase, testPlatform, testPlatformEngines } from './route-harness.ts';

type Role = PublicUser['role'];

/** The mail's text as written, from its quoted-printable transfer encoding. */
function mailText(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const NOT_FOUND = { statusCode: 404, message: 'Not found', code: 'not_found' };

for (const engine of testPlatformEngines()) {
  describe(`admin review of lawyer applications (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let smtp: TestSmtp;

    beforeAll(async () => {
      smtp = await startSmtp();
      ({ platform, close } = await engine.open({ SMTP_URL: smtp.url, DEMO_DATA: '1' }));
    });
    afterAll(async () => {
      await close();
      await smtp.close();
    });

    const db = () => platform.database.db;
    const insertUser = async (role: Role, language = 'fr'): Promise<PublicUser> => {
      const id = randomUUID();
      const row = await db()
        .insertInto('users')
        .values({
          id,
          email: freshEmail(role),
          email_verified: true,
          role,
          language,
          first_name: 'Adjoa',
          last_name: 'Kpadé',
          avatar_url: null,
          password_hash: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        _id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        emailVerified: true,
        avatarUrl: null,
        language,
        country: 'FR',
        role,
        plan: 'free',
        subscription: null,
        createdAt: new Date().toISOString(),
      };
    };
    const apply = async (lastName: string, status: 'pending' | 'verified' = 'pending') => {
      const applicant = await insertUser(status === 'verified' ? 'lawyer' : 'user');
      const id = randomUUID();
      const slug = `me-${lastName.toLowerCase()}-${id.slice(0, 6)}`;
      await db()
        .insertInto('lawyers')
        .values({
          id,
          user_id: applicant._id,
          slug,
          first_name: 'Maître',
          last_name: lastName,
          bar: 'Barreau du Bénin',
          bar_number: 'B-7781',
          city: 'Parakou',
          country: 'BJ',
          specialties: JSON.stringify(['family']),
          languages: JSON.stringify(['fr', 'yo']),
          years_of_practice: 6,
          bio: 'Avocat en droit de la famille à Parakou.',
          email: `cabinet-${id}@example.bj`,
          status,
          submitted_at: new Date(),
          reviewed_at: status === 'verified' ? new Date() : null,
        })
        .execute();
      return { id, slug, lastName, applicant };
    };
    const roleOf = async (userId: string) =>
      (await db().selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow()).role;
    const publicLastNames = async () => {
      const { response } = await callRoute(listPublic, platform, {
        path: '/api/lawyers?perPage=100',
        method: 'GET',
        user: null,
      });
      return ((await response.json()) as LawyerPage).data.map((l) => l.lastName);
    };
    const decide = (user: PublicUser, lawyerId: string, body: Record<string, string>, as: 'json' | 'form' = 'json') =>
      callRoute(review, platform, {
        path: `/api/e/admin/lawyers/${lawyerId}/review`,
        params: { id: lawyerId },
        user,
        ...(as === 'json' ? { json: body } : { form: body }),
      });

    let admin: PublicUser;
    beforeAll(async () => {
      admin = await insertUser('admin');
    });

    it('answers 404, as for a route that does not exist, to anyone but an admin, and to admins with the directory off', async () => {
      const target = await apply('Interdit');
      for (const role of ['user', 'lawyer'] as const) {
        const user = await insertUser(role);
        const list = await callRoute(listAdmin, platform, { path: '/api/e/admin/lawyers', method: 'GET', user });
        expect(list.response.status).toBe(404);
        expect(await list.response.json()).toEqual(NOT_FOUND);
        const post = await decide(user, target.id, { decision: 'verify' });
        expect(post.response.status).toBe(404);
        expect(await post.response.json()).toEqual(NOT_FOUND);
      }
      platform.config.features.lawyers = false;
      try {
        expect(
          (await callRoute(listAdmin, platform, { path: '/api/e/admin/lawyers', method: 'GET', user: admin })).response
            .status,
        ).toBe(404);
      } finally {
        platform.config.features.lawyers = true;
      }
      expect(await roleOf(target.applicant._id)).toBe('user');
      expect(
        (await db().selectFrom('lawyers').select('status').where('id', '=', target.id).executeTakeFirstOrThrow())
          .status,
      ).toBe('pending');
    });

    it('lists the pending applications with their accounts and the counts per status, demo profiles left out', async () => {
      const mine = await apply('Listé');
      const { response } = await callRoute(listAdmin, platform, {
        path: '/api/e/admin/lawyers?status=pending&perPage=100',
        method: 'GET',
        user: admin,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data: LawyerApplicationForReview[];
        counts: Record<string, number>;
        totalItems: number;
      };
      const found = body.data.find((a) => a.profile._id === mine.id);
      expect(found).toMatchObject({
        profile: { status: 'pending', barNumber: 'B-7781', slug: mine.slug },
        account: { _id: mine.applicant._id, email: mine.applicant.email, emailVerified: true },
      });
      expect(body.data.every((a) => a.profile.status === 'pending')).toBe(true);
      expect(body.counts.pending).toBe(body.totalItems);
      // Twelve demo profiles are seeded and verified: none of them is an application.
      expect(body.counts.verified).toBe(0);
    });

    it('verifies: the lawyer is listed by the directory and the account becomes lawyer', async () => {
      const target = await apply('Vérifiée');
      expect(await publicLastNames()).not.toContain('Vérifiée');
      const { response } = await decide(admin, target.id, { decision: 'verify' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: OwnLawyerProfile };
      expect(data).toMatchObject({
        _id: target.id,
        status: 'verified',
        reviewNote: null,
        reviewedAt: expect.any(String),
      });
      expect(await publicLastNames()).toContain('Vérifiée');
      expect(await roleOf(target.applicant._id)).toBe('lawyer');
    });

    it('refuses a rejection without note: 400 naming the field, nothing changed', async () => {
      const target = await apply('SansMotif');
      const { response } = await decide(admin, target.id, { decision: 'reject', note: ' ' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        message: 'La décision n’a pas été enregistrée : corrigez le champ signalé.',
        code: 'validation_failed',
        fields: { note: 'Indiquez le motif : l’avocat le recevra pour corriger sa demande.' },
      });
      expect(
        (await db().selectFrom('lawyers').select('status').where('id', '=', target.id).executeTakeFirstOrThrow())
          .status,
      ).toBe('pending');
    });

    it('a form without note is answered with the admin page, the note typed and its error', async () => {
      const target = await apply('FormulaireCourt');
      const result = await decide(
        admin,
        target.id,
        { decision: 'reject', note: 'trop bref', status: 'pending', page: '2' },
        'form',
      );
      expect(result.renderedPage).toBe('/admin/lawyers');
      expect(formState(result.locals, 'lawyerReview')).toMatchObject({
        status: 400,
        values: { lawyerId: target.id, decision: 'reject', note: 'trop bref', status: 'pending', page: '2' },
        errors: { note: 'admin.errors.noteTooShort' },
      });
    });

    it('rejects with a note: not listed, account back to user, applicant mailed the note; a form goes back to its list with a toast', async () => {
      const target = await apply('Refusée', 'verified');
      expect(await publicLastNames()).toContain('Refusée');
      const note = 'Votre numero B-7781 ne figure pas au tableau de l’ordre : merci de le corriger.';
      const since = smtp.mails.length;
      const result = await decide(admin, target.id, { decision: 'reject', note, status: 'verified' }, 'form');
      expect(result.response.status).toBe(303);
      expect(result.response.headers.get('location')).toBe('/admin/lawyers?status=verified');
      expect(result.setCookies.get('flash')?.value).toBe('success:lawyerRejected');
      expect(await publicLastNames()).not.toContain('Refusée');
      expect(await roleOf(target.applicant._id)).toBe('user');
      const mail = mailText((await smtp.nextMailTo(target.applicant.email, since)).raw);
      expect(mail).toContain(note);
      expect(mail).toContain('/lawyers/dashboard');
    });

    it('withdraws a verified lawyer, then verifies it again (form, back to the page it came from)', async () => {
      const target = await apply('Retirée', 'verified');
      const withdrawn = await decide(admin, target.id, {
        decision: 'reject',
        note: 'Suspendu par le conseil de l’ordre.',
      });
      expect(((await withdrawn.response.json()) as { data: OwnLawyerProfile }).data).toMatchObject({
        status: 'rejected',
        reviewNote: 'Suspendu par le conseil de l’ordre.',
      });
      expect(await publicLastNames()).not.toContain('Retirée');
      const again = await decide(admin, target.id, { decision: 'verify', status: 'rejected', page: '3' }, 'form');
      expect(again.response.headers.get('location')).toBe('/admin/lawyers?status=rejected&page=3');
      expect(again.setCookies.get('flash')?.value).toBe('success:lawyerVerified');
      expect(await publicLastNames()).toContain('Retirée');
      expect(await roleOf(target.applicant._id)).toBe('lawyer');
    });

    it('answers 404 for a demo profile or an unknown id, changing nothing', async () => {
      const demo = await db()
        .selectFrom('lawyers')
        .select(['id', 'status'])
        .where('demo', '=', true)
        .executeTakeFirstOrThrow();
      for (const id of [demo.id, randomUUID()]) {
        const { response } = await decide(admin, id, { decision: 'reject', note: 'Profil fictif à retirer.' });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          statusCode: 404,
          message: 'Demande introuvable : le profil a peut-être été supprimé.',
          code: 'not_found',
        });
      }
      expect(
        (await db().selectFrom('lawyers').select('status').where('id', '=', demo.id).executeTakeFirstOrThrow()).status,
      ).toBe(demo.status);
    });

    describe('the admin role from ADMIN_EMAILS', () => {
      const listed = [freshEmail('chef'), freshEmail('adjointe'), freshEmail('retard')];
      beforeAll(() => {
        platform.config.adminEmails = listed;
      });
      afterAll(() => {
        platform.config.adminEmails = null;
      });

      it('a listed address becomes admin once verified, not before (anyone can register any address)', async () => {
        const email = listed[0] ?? '';
        const since = smtp.mails.length;
        const registered = await registerUser(register, platform, { email });
        expect(registered.user).toMatchObject({ role: 'user' });
        expect(await roleOf(registered.user._id)).toBe('user');
        const code = codeIn(await smtp.nextMailTo(email, since));
        const verified = await callRoute(verifyEmail, platform, {
          path: '/api/auth/verify-email',
          json: { email, code },
          ip: freshIp(),
        });
        expect(await verified.response.json()).toMatchObject({
          success: true,
          user: { role: 'admin', emailVerified: true },
        });
        expect(await roleOf(registered.user._id)).toBe('admin');
      });

      it('signing in applies the list: a listed unverified account stays user, a verified one becomes admin without a restart', async () => {
        const email = listed[1] ?? '';
        const registered = await registerUser(register, platform, { email });
        const signIn = () =>
          callRoute(login, platform, {
            path: '/api/auth/login',
            json: { email, password: STRONG_PASSWORD },
            ip: freshIp(),
          });
        expect(await (await signIn()).response.json()).toMatchObject({ user: { role: 'user' } });
        await db().updateTable('users').set({ email_verified: true }).where('id', '=', registered.user._id).execute();
        expect(await (await signIn()).response.json()).toMatchObject({ user: { role: 'admin' } });
        platform.config.adminEmails = listed.filter((e) => e !== email);
        try {
          expect(await (await signIn()).response.json()).toMatchObject({ user: { role: 'user' } });
        } finally {
          platform.config.adminEmails = listed;
        }
      });
    });

    // Three starts of a database that persists: seconds each for PGlite on disk on a busy machine.
    it('at start, demotes an admin no longer listed (to lawyer when verified) and promotes a listed one; an unset list changes nothing', async () => {
      const store = await persistentStore(engine);
      const start = async (adminEmails?: string) =>
        (await testPlatform({ ...store.env, ...(adminEmails ? { ADMIN_EMAILS: adminEmails } : {}) })).platform;
      try {
        const first = await start();
        const ids = {
          formerAdmin: randomUUID(),
          formerAdminLawyer: randomUUID(),
          newAdmin: randomUUID(),
          unverified: randomUUID(),
        };
        const user = (id: string, email: string, role: Role, verified = true) => ({
          id,
          email,
          role,
          email_verified: verified,
          first_name: 'Sènan',
          last_name: 'Houngbo',
          avatar_url: null,
          password_hash: null,
        });
        await first.database.db
          .insertInto('users')
          .values([
            user(ids.formerAdmin, 'ancien@example.bj', 'admin'),
            user(ids.formerAdminLawyer, 'avocate@example.bj', 'admin'),
            user(ids.newAdmin, 'Nouvelle@Example.bj', 'user'),
            user(ids.unverified, 'nonverifiee@example.bj', 'user', false),
          ])
          .execute();
        await first.database.db
          .insertInto('lawyers')
          .values({
            id: randomUUID(),
            user_id: ids.formerAdminLawyer,
            slug: 'senan-houngbo',
            first_name: 'Sènan',
            last_name: 'Houngbo',
            bar: 'Barreau du Bénin',
            city: 'Abomey',
            country: 'BJ',
            specialties: '[]',
            languages: '[]',
            years_of_practice: 2,
            bio: '',
            status: 'verified',
          })
          .execute();
        await first.close();

        const roles = async (p: Platform) => {
          const rows = await p.database.db.selectFrom('users').select(['id', 'role']).execute();
          return Object.fromEntries(
            Object.entries(ids).map(([name, id]) => [name, rows.find((r) => r.id === id)?.role]),
          );
        };
        const unset = await start();
        expect(await roles(unset)).toEqual({
          formerAdmin: 'admin',
          formerAdminLawyer: 'admin',
          newAdmin: 'user',
          unverified: 'user',
        });
        await unset.close();

        const listedNow = await start('nouvelle@example.bj, nonverifiee@example.bj');
        expect(await roles(listedNow)).toEqual({
          formerAdmin: 'user',
          formerAdminLawyer: 'lawyer',
          newAdmin: 'admin',
          unverified: 'user',
        });
        await listedNow.close();
      } finally {
        await store.drop();
      }
    }, 60_000);
  });
}

/** A database that outlives a platform, so a second start finds the first one's data. */
async function persistentStore(engine: EngineCase): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (engine.name === 'postgres' && adminUrl) {
    const database = await createPostgresDatabase(adminUrl);
    return { env: { DATABASE_URL: database.url }, drop: () => database.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'jurisia-admin-'));
  return { env: { DATA_DIR: dir, DEMO_DATA: '0' }, drop: () => rm(dir, { recursive: true, force: true }) };
}
