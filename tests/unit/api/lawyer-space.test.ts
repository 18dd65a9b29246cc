/**
 * The lawyer's space through its routes (GET/PUT/POST /api/e/lawyer/profile, GET
 * /api/e/lawyer/contacts), on PGlite and PostgreSQL: applying, the directory hiding what is
 * not verified, edits that send a profile back to review, the mail to support, and the inbox.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import * as contacts from '../../../src/pages/api/e/lawyer/contacts.ts';
import * as profileRoute from '../../../src/pages/api/e/lawyer/profile.ts';
import * as directory from '../../../src/pages/api/lawyers/index.ts';
import * as directoryItem from '../../../src/pages/api/lawyers/[id].ts';
import { type PublicUser, toPublicUser } from '../../../src/server/auth/user.ts';
import type { Page } from '../../../src/server/db/pages.ts';
import type {
  ContactRequest,
  LawyerApplication,
  OwnLawyerProfile,
} from '../../../src/server/lawyers/lawyer-account.types.ts';
import { syncLawyerRole } from '../../../src/server/lawyers/lawyer-role.ts';
import type { LawyerPage } from '../../../src/server/lawyers/lawyer.types.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../src/server/mail/fake-smtp.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

const application: LawyerApplication = {
  firstName: 'Gbènoukpo',
  lastName: 'Zinsou',
  bar: 'Barreau du Bénin',
  barNumber: 'B-0777',
  city: 'Bohicon',
  country: 'BJ',
  specialties: ['land', 'inheritance'],
  languages: ['fr', 'fon'],
  yearsOfPractice: 11,
  bio: 'Avocat à Bohicon, je règle les litiges de parcelles et les successions.',
  fees: 'Première consultation : 10 000 FCFA',
  office: null,
  email: 'zinsou@cabinet.bj',
};

/** A urlencoded form as a browser sends it: one pair per ticked box. */
function formOf(fields: Record<string, string | number | null | readonly string[]>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) form.append(name, String(one));
  }
  return form;
}

interface Saved {
  status: number;
  body: { data: OwnLawyerProfile; outcome: string };
}

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe.each(testPlatformEngines())('the lawyer space API on $name', (engine) => {
  let platform: Platform;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ platform, close } = await engine.open({
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'support@jurisia.test',
      PUBLIC_URL: 'https://jurisia.example',
      DEMO_DATA: '0',
    }));
  });
  afterAll(() => close());
  const db = () => platform.database.db;

  const newUser = async (): Promise<PublicUser> => {
    const id = randomUUID();
    const row = await db()
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.bj`,
        first_name: 'Gbènoukpo',
        last_name: 'Zinsou',
        avatar_url: null,
        password_hash: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPublicUser(row);
  };
  const put = async (user: PublicUser, json: unknown): Promise<Saved> => {
    const { response } = await callRoute(profileRoute.PUT, platform, {
      path: '/api/e/lawyer/profile',
      method: 'PUT',
      json,
      user,
    });
    return { status: response.status, body: await response.json() };
  };
  const listedSlugs = async () => {
    const { response } = await callRoute(directory.GET, platform, {
      path: '/api/lawyers?perPage=100',
      method: 'GET',
      user: null,
    });
    return ((await response.json()) as LawyerPage).data.map((l) => l.slug);
  };
  const review = async (user: PublicUser, status: 'verified' | 'rejected', note: string | null = null) => {
    await db()
      .updateTable('lawyers')
      .set({ status, review_note: note, reviewed_at: new Date() })
      .where('user_id', '=', user._id)
      .execute();
    await syncLawyerRole(db(), user._id);
  };
  const role = async (user: PublicUser) =>
    (await db().selectFrom('users').select('role').where('id', '=', user._id).executeTakeFirstOrThrow()).role;

  it('answers 401 to a signed-out caller on every route', async () => {
    const calls = [
      callRoute(profileRoute.GET, platform, { path: '/api/e/lawyer/profile', method: 'GET', user: null }),
      callRoute(profileRoute.PUT, platform, {
        path: '/api/e/lawyer/profile',
        method: 'PUT',
        json: application,
        user: null,
      }),
      callRoute(profileRoute.POST, platform, { path: '/api/e/lawyer/profile', form: { firstName: 'X' }, user: null }),
      callRoute(contacts.GET, platform, { path: '/api/e/lawyer/contacts', method: 'GET', user: null }),
    ];
    for (const { response } of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, code: 'unauthenticated' });
    }
    expect(await db().selectFrom('lawyers').select('id').execute()).toEqual([]);
  });

  it('files an application as pending (201), unlisted, and mails support a link to review it', async () => {
    const user = await newUser();
    const before = smtp.received.length;
    const { status, body } = await put(user, application);
    expect(status).toBe(201);
    expect(body.outcome).toBe('submitted');
    expect(body.data).toMatchObject({
      ...application,
      status: 'pending',
      slug: 'gbenoukpo-zinsou-bohicon',
      reviewNote: null,
    });
    expect(await listedSlugs()).not.toContain(body.data.slug);
    const item = await callRoute(directoryItem.GET, platform, {
      path: `/api/lawyers/${body.data.slug}`,
      method: 'GET',
      params: { id: body.data.slug },
      user: null,
    });
    expect(item.response.status).toBe(404);

    const own = await callRoute(profileRoute.GET, platform, { path: '/api/e/lawyer/profile', method: 'GET', user });
    expect(await own.response.json()).toEqual({ data: body.data });

    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(['<support@jurisia.test>']);
    expect(mails[0]?.data).toContain('https://jurisia.example/admin/lawyers');
    expect(mails[0]?.data).toContain('B-0777');
  });

  it('answers GET with null for an account that never applied', async () => {
    const { response } = await callRoute(profileRoute.GET, platform, {
      path: '/api/e/lawyer/profile',
      method: 'GET',
      user: await newUser(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null });
  });

  it('refuses invalid fields with 400 and a message for each, creating nothing', async () => {
    const user = await newUser();
    const { status, body } = await put(user, {
      ...application,
      barNumber: ' ',
      specialties: [],
      languages: ['xx'],
      yearsOfPractice: 99,
      email: 'zinsou@',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      message: 'Le profil n’a pas été enregistré : corrigez les champs signalés.',
      code: 'validation_failed',
      fields: {
        barNumber: 'Indiquez votre numéro d’inscription au barreau.',
        specialties: 'Cochez au moins un domaine d’intervention.',
        languages: 'Choisissez vos langues dans la liste.',
        yearsOfPractice: 'Indiquez un nombre entier d’années, de 0 à 70.',
        email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
      },
    });
    expect(await db().selectFrom('lawyers').select('id').where('user_id', '=', user._id).execute()).toEqual([]);
  });

  it('takes the form of the lawyer space, every ticked box included, and redirects there with a toast', async () => {
    const user = await newUser();
    const form = formOf({ ...application, fees: '  ', specialties: ['land', 'family'], languages: ['fr', 'yo'] });
    const r = await callRoute(profileRoute.POST, platform, {
      path: '/api/e/lawyer/profile',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      user,
      locale: 'en',
    });
    expect(r.response.status).toBe(303);
    expect(r.response.headers.get('location')).toBe('/en/lawyers/dashboard');
    expect(r.setCookies.get('flash')?.value).toBe('success:lawyerApplicationSent');
    const saved = await db()
      .selectFrom('lawyers')
      .selectAll()
      .where('user_id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      specialties: ['land', 'family'],
      languages: ['fr', 'yo'],
      fees: null,
      office: null,
      status: 'pending',
    });

    const again = await callRoute(profileRoute.POST, platform, {
      path: '/api/e/lawyer/profile',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      user,
    });
    expect(again.response.headers.get('location')).toBe('/lawyers/dashboard');
    expect(again.setCookies.get('flash')?.value).toBe('success:lawyerProfileSaved');
  });

  it('re-renders the lawyer space for an invalid form, with what was typed and the errors', async () => {
    const user = await newUser();
    const form = formOf({ ...application, yearsOfPractice: 'onze', specialties: [], languages: ['fr', 'fon'] });
    const r = await callRoute(profileRoute.POST, platform, {
      path: '/api/e/lawyer/profile',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      user,
    });
    expect(r.renderedPage).toBe('/lawyers/dashboard');
    const state = formState(r.locals, 'lawyerApplication');
    expect(state).toMatchObject({
      status: 400,
      values: { firstName: 'Gbènoukpo', yearsOfPractice: 'onze', specialties: '', languages: 'fr,fon' },
      errors: {
        specialties: 'lawyers.apply.errors.specialtiesRequired',
        yearsOfPractice: 'lawyers.apply.errors.yearsInvalid',
      },
      formError: { key: 'lawyers.apply.errors.invalid' },
    });
  });

  it('keeps the slug on a second save, and a pending profile pending', async () => {
    const user = await newUser();
    const first = await put(user, { ...application, city: 'Dassa' });
    const second = await put(user, { ...application, city: 'Savalou', bio: 'Autre présentation.' });
    expect(second.status).toBe(200);
    expect(second.body.outcome).toBe('saved');
    expect(second.body.data).toMatchObject({
      _id: first.body.data._id,
      slug: first.body.data.slug,
      city: 'Savalou',
      status: 'pending',
    });
  });

  it('sends a verified profile whose name changes back to review: unlisted, role back to user, support told', async () => {
    const user = await newUser();
    const { body } = await put(user, { ...application, city: 'Lokossa' });
    await review(user, 'verified');
    expect(await role(user)).toBe('lawyer');
    expect(await listedSlugs()).toContain(body.data.slug);

    const before = smtp.received.length;
    const changed = await put(user, { ...application, city: 'Lokossa', lastName: 'Zinsou-Hounkpè' });
    expect(changed.status).toBe(200);
    expect(changed.body.outcome).toBe('resubmitted');
    expect(changed.body.data).toMatchObject({ status: 'pending', slug: body.data.slug, lastName: 'Zinsou-Hounkpè' });
    expect(await role(user)).toBe('user');
    expect(await listedSlugs()).not.toContain(body.data.slug);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['<support@jurisia.test>']]);
  });

  it('keeps a verified profile listed when only the presentation and fees change', async () => {
    const user = await newUser();
    const { body } = await put(user, { ...application, city: 'Kandi' });
    await review(user, 'verified');
    const before = smtp.received.length;
    const changed = await put(user, { ...application, city: 'Kandi', bio: 'Nouvelle présentation.', fees: null });
    expect(changed.body.outcome).toBe('saved');
    expect(changed.body.data).toMatchObject({ status: 'verified', bio: 'Nouvelle présentation.', fees: null });
    expect(await role(user)).toBe('lawyer');
    expect(await listedSlugs()).toContain(body.data.slug);
    expect(smtp.received.length).toBe(before);
  });

  it('sends a corrected rejected profile back to review, with the form’s resubmitted toast', async () => {
    const user = await newUser();
    await put(user, { ...application, city: 'Malanville' });
    await review(user, 'rejected', 'Numéro introuvable au tableau.');
    const own = await callRoute(profileRoute.GET, platform, { path: '/api/e/lawyer/profile', method: 'GET', user });
    expect((await own.response.json()).data).toMatchObject({
      status: 'rejected',
      reviewNote: 'Numéro introuvable au tableau.',
    });

    const form = formOf({
      ...application,
      city: 'Malanville',
      barNumber: 'B-0778',
      specialties: ['land'],
      languages: ['fr'],
    });
    const r = await callRoute(profileRoute.POST, platform, {
      path: '/api/e/lawyer/profile',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      user,
    });
    expect(r.setCookies.get('flash')?.value).toBe('info:lawyerProfileResubmitted');
    const saved = await db()
      .selectFrom('lawyers')
      .select(['status', 'bar_number'])
      .where('user_id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ status: 'pending', bar_number: 'B-0778' });
  });

  it('gives two lawyers of the same name and city slugs of their own', async () => {
    const same = { ...application, firstName: 'Sèna', lastName: 'Houngbo', city: 'Ouidah' };
    const first = await put(await newUser(), same);
    const second = await put(await newUser(), same);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.data.slug, second.body.data.slug]).toEqual(['sena-houngbo-ouidah', 'sena-houngbo-ouidah-2']);
  });

  it('lists only the signed-in lawyer’s contact requests, newest first; an account without a profile gets an empty page', async () => {
    const lawyer = await newUser();
    const other = await newUser();
    const sender = await newUser();
    const mine = (await put(lawyer, { ...application, city: 'Natitingou' })).body.data;
    const theirs = (await put(other, { ...application, city: 'Djougou' })).body.data;
    const insert = async (lawyerId: string, subject: string, minutes: number) => {
      await db()
        .insertInto('lawyer_contacts')
        .values({
          id: randomUUID(),
          lawyer_id: lawyerId,
          user_id: sender._id,
          subject,
          message: `${subject} : détails`,
          locale: 'fr',
          created_at: new Date(Date.UTC(2025, 5, 1, 9, minutes)),
        })
        .execute();
    };
    await insert(mine._id, 'Parcelle litigieuse', 1);
    await insert(theirs._id, 'Succession', 2);
    await insert(mine._id, 'Titre foncier', 3);

    const { response } = await callRoute(contacts.GET, platform, {
      path: '/api/e/lawyer/contacts?perPage=1',
      method: 'GET',
      user: lawyer,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<ContactRequest>;
    expect(page).toMatchObject({ page: 1, perPage: 1, totalItems: 2, totalPages: 2 });
    expect(page.data[0]).toMatchObject({
      subject: 'Titre foncier',
      sender: { email: sender.email },
      readAt: null,
      shared: null,
    });
    const all = await callRoute(contacts.GET, platform, {
      path: '/api/e/lawyer/contacts',
      method: 'GET',
      user: lawyer,
    });
    expect(((await all.response.json()) as Page<ContactRequest>).data.map((r) => r.subject)).toEqual([
      'Titre foncier',
      'Parcelle litigieuse',
    ]);

    const none = await callRoute(contacts.GET, platform, {
      path: '/api/e/lawyer/contacts',
      method: 'GET',
      user: sender,
    });
    expect(await none.response.json()).toEqual({ data: [], page: 1, totalPages: 0, totalItems: 0, perPage: 20 });
  });
});
