import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createLogger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { applicationCounts, listApplications, type ReviewDeps, reviewApplication } from './review.ts';
import { applicationQuery, reviewInput } from './review-input.ts';

type Role = 'user' | 'lawyer' | 'admin';
type Status = 'pending' | 'verified' | 'rejected';

describe('the review input', () => {
  const fieldsOf = (body: unknown) => {
    const parsed = reviewInput.safeParse(body);
    return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('asks a rejection for a note of 10 to 1000 characters, trimmed', () => {
    expect(fieldsOf({ decision: 'reject' })).toEqual({ note: 'admin.errors.noteRequired' });
    expect(fieldsOf({ decision: 'reject', note: '   ' })).toEqual({ note: 'admin.errors.noteRequired' });
    expect(fieldsOf({ decision: 'reject', note: `  ${'x'.repeat(9)}  ` })).toEqual({
      note: 'admin.errors.noteTooShort',
    });
    expect(reviewInput.parse({ decision: 'reject', note: 'x'.repeat(10) })).toEqual({
      decision: 'reject',
      note: 'x'.repeat(10),
    });
    expect(fieldsOf({ decision: 'reject', note: 'x'.repeat(1001) })).toEqual({ note: 'admin.errors.noteTooLong' });
    expect(reviewInput.parse({ decision: 'reject', note: `  ${'x'.repeat(1000)}  ` })).toEqual({
      decision: 'reject',
      note: 'x'.repeat(1000),
    });
  });

  it('takes a verification without a note (one sent is ignored) and refuses any other decision', () => {
    expect(reviewInput.parse({ decision: 'verify', note: 'sans objet' })).toEqual({ decision: 'verify' });
    expect(fieldsOf({ decision: 'approve' })).toEqual({ decision: 'admin.errors.decision' });
    expect(fieldsOf({})).toEqual({ decision: 'admin.errors.decision' });
  });

  it('reads the list query leniently: pending, page 1 and 20 a page unless said', () => {
    expect(applicationQuery(new URLSearchParams())).toEqual({ status: 'pending', page: 1, perPage: 20 });
    expect(applicationQuery(new URLSearchParams('status=rejected&page=3&perPage=500'))).toEqual({
      status: 'rejected',
      page: 3,
      perPage: 100,
    });
    expect(applicationQuery(new URLSearchParams('status=deleted&page=-2'))).toEqual({
      status: 'pending',
      page: 1,
      perPage: 20,
    });
  });
});

describe.each(testEngines())('lawyer applications on $name', (engine) => {
  let handle: DbHandle;
  let db: Db;
  const sent: MailMessage[] = [];
  const logs: Record<string, unknown>[] = [];
  let failMail = false;
  const mailer: Mailer = {
    async send(message) {
      if (failMail) throw new Error('SMTP down');
      sent.push(message);
      return { messageId: String(sent.length) };
    },
  };
  const deps = (): ReviewDeps => ({
    db,
    mailer,
    logger: createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    appName: 'Jurisia',
    publicUrl: 'https://jurisia.test',
  });

  beforeAll(async () => {
    handle = await engine.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  interface Applicant {
    status?: Status;
    role?: Role;
    language?: string;
    submittedAt?: string;
    reviewedAt?: string;
    demo?: boolean;
    account?: boolean;
  }
  const apply = async (options: Applicant = {}) => {
    const userId = randomUUID();
    const lawyerId = randomUUID();
    const slug = `kossi-${lawyerId.slice(0, 8)}`;
    if (options.account !== false) {
      await db
        .insertInto('users')
        .values({
          id: userId,
          email: `compte-${userId}@example.bj`,
          email_verified: true,
          role: options.role ?? 'user',
          language: options.language ?? 'fr',
          first_name: 'Kossi',
          last_name: 'Mensah',
          avatar_url: null,
          password_hash: null,
        })
        .execute();
    }
    await db
      .insertInto('lawyers')
      .values({
        id: lawyerId,
        user_id: options.account === false || options.demo ? null : userId,
        slug,
        first_name: 'Kossi',
        last_name: 'Mensah',
        bar: 'Barreau du Togo',
        bar_number: 'T-1234',
        city: 'Lomé',
        country: 'TG',
        specialties: JSON.stringify(['labour', 'unknown-area']),
        languages: JSON.stringify(['fr', 'ee']),
        years_of_practice: 8,
        bio: 'Droit du travail.',
        email: `cabinet-${userId}@example.bj`,
        status: options.status ?? 'pending',
        demo: options.demo ?? false,
        submitted_at: options.submittedAt ?? '2026-01-10T09:00:00Z',
        reviewed_at: options.reviewedAt ?? null,
      })
      .execute();
    return { userId, lawyerId, slug, accountEmail: `compte-${userId}@example.bj` };
  };
  const roleOf = async (id: string) =>
    (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
  const clear = () => db.deleteFrom('lawyers').execute();

  it('lists pending applications oldest submitted first, with the account, leaving out demo and account-less profiles', async () => {
    await clear();
    const late = await apply({ submittedAt: '2026-03-01T10:00:00Z' });
    const early = await apply({ submittedAt: '2026-01-01T10:00:00Z' });
    await apply({ status: 'verified', reviewedAt: '2026-02-01T10:00:00Z' });
    await apply({ demo: true });
    await apply({ account: false });
    const page = await listApplications(db, { status: 'pending', page: 1, perPage: 20 });
    expect(page.data.map((a) => a.profile._id)).toEqual([early.lawyerId, late.lawyerId]);
    expect(page).toMatchObject({ page: 1, totalItems: 2, totalPages: 1, perPage: 20 });
    expect(page.data[0]).toEqual({
      profile: expect.objectContaining({
        _id: early.lawyerId,
        slug: early.slug,
        status: 'pending',
        barNumber: 'T-1234',
        email: `cabinet-${early.userId}@example.bj`,
        specialties: ['labour'],
        languages: ['fr', 'ee'],
        submittedAt: '2026-01-01T10:00:00.000Z',
        reviewedAt: null,
        reviewNote: null,
      }),
      account: {
        _id: early.userId,
        firstName: 'Kossi',
        lastName: 'Mensah',
        email: early.accountEmail,
        emailVerified: true,
      },
    });
  });

  it('lists decided applications most recently decided first, in pages, and counts each status', async () => {
    await clear();
    const older = await apply({ status: 'verified', reviewedAt: '2026-02-01T10:00:00Z' });
    const newer = await apply({ status: 'verified', reviewedAt: '2026-04-01T10:00:00Z' });
    const middle = await apply({ status: 'verified', reviewedAt: '2026-03-01T10:00:00Z' });
    await apply({ status: 'rejected', reviewedAt: '2026-03-01T10:00:00Z' });
    await apply();
    await apply({ status: 'verified', demo: true });
    const first = await listApplications(db, { status: 'verified', page: 1, perPage: 2 });
    const second = await listApplications(db, { status: 'verified', page: 2, perPage: 2 });
    expect(first.data.map((a) => a.profile._id)).toEqual([newer.lawyerId, middle.lawyerId]);
    expect(second.data.map((a) => a.profile._id)).toEqual([older.lawyerId]);
    expect(first).toMatchObject({ totalItems: 3, totalPages: 2 });
    expect(await applicationCounts(db)).toEqual({ pending: 1, verified: 3, rejected: 1 });
  });

  it('verifies: listed status, decision date, no note, role lawyer, and mails the account in its language with the profile link', async () => {
    const applicant = await apply({ language: 'en' });
    const now = new Date('2026-05-02T08:30:00Z');
    const before = sent.length;
    const profile = await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'verify', now });
    expect(profile).toMatchObject({
      _id: applicant.lawyerId,
      status: 'verified',
      reviewNote: null,
      reviewedAt: now.toISOString(),
    });
    expect(await roleOf(applicant.userId)).toBe('lawyer');
    expect(sent.length).toBe(before + 1);
    const mail = sent.at(-1);
    expect(mail?.to).toBe(applicant.accountEmail);
    expect(mail?.subject).toBe('Your lawyer profile is published on Jurisia');
    expect(mail?.text).toContain(`https://jurisia.test/en/lawyers/${applicant.slug}`);
    expect(mail?.text).toContain('Hello Kossi,');
  });

  it('rejects with the note, role user, and mails it in French (any language without e-mails) with the link to the lawyer space', async () => {
    const applicant = await apply({ language: 'fon', role: 'lawyer' });
    const note = 'Le numéro T-1234 ne figure pas au tableau du barreau.';
    const profile = await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'reject', note });
    expect(profile).toMatchObject({ status: 'rejected', reviewNote: note });
    expect(await roleOf(applicant.userId)).toBe('user');
    const mail = sent.at(-1);
    expect(mail?.subject).toBe('Votre demande d’inscription sur Jurisia est à corriger');
    expect(mail?.text).toContain(note);
    expect(mail?.text).toContain('https://jurisia.test/lawyers/dashboard');
    expect(mail?.html).toContain('<a href="https://jurisia.test/lawyers/dashboard">');
  });

  it('withdraws a verified lawyer from the directory: rejected, back to user, told it was removed; the note is escaped in HTML', async () => {
    const applicant = await apply();
    await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'verify' });
    expect(await roleOf(applicant.userId)).toBe('lawyer');
    const note = 'Radié du barreau <b>le 3 mai</b>.';
    const profile = await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'reject', note });
    expect(profile?.status).toBe('rejected');
    expect(await roleOf(applicant.userId)).toBe('user');
    const mail = sent.at(-1);
    expect(mail?.subject).toBe('Votre profil d’avocat est retiré de l’annuaire de Jurisia');
    expect(mail?.html).toContain('Radié du barreau &#60;b&#62;le 3 mai&#60;/b&#62;.');
  });

  it('keeps an admin applicant admin whatever the decision', async () => {
    const applicant = await apply({ role: 'admin' });
    await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'verify' });
    expect(await roleOf(applicant.userId)).toBe('admin');
  });

  it('the same decision twice changes nothing and mails once', async () => {
    const applicant = await apply();
    const first = await reviewApplication(deps(), {
      lawyerId: applicant.lawyerId,
      decision: 'verify',
      now: new Date('2026-05-01T00:00:00Z'),
    });
    const mails = sent.length;
    const again = await reviewApplication(deps(), {
      lawyerId: applicant.lawyerId,
      decision: 'verify',
      now: new Date('2026-06-01T00:00:00Z'),
    });
    expect(again?.reviewedAt).toBe(first?.reviewedAt);
    expect(sent.length).toBe(mails);
  });

  it('answers null for an unknown id, a demo profile and a profile without account, changing nothing', async () => {
    const demo = await apply({ demo: true, status: 'verified' });
    const orphan = await apply({ account: false });
    for (const lawyerId of [randomUUID(), demo.lawyerId, orphan.lawyerId]) {
      expect(
        await reviewApplication(deps(), { lawyerId, decision: 'reject', note: 'Profil de démonstration.' }),
      ).toBeNull();
    }
    const row = await db
      .selectFrom('lawyers')
      .select(['status', 'reviewed_at'])
      .where('id', '=', demo.lawyerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'verified', reviewed_at: null });
  });

  it('keeps the decision when the e-mail fails, and logs the failure', async () => {
    const applicant = await apply();
    failMail = true;
    try {
      const profile = await reviewApplication(deps(), { lawyerId: applicant.lawyerId, decision: 'verify' });
      expect(profile?.status).toBe('verified');
    } finally {
      failMail = false;
    }
    expect(await roleOf(applicant.userId)).toBe('lawyer');
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      msg: 'lawyer review decided but not mailed',
      slug: applicant.slug,
      decision: 'verify',
    });
  });
});
