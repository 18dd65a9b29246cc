import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createLogger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { type ApplicationDeps, findOwnProfile, nextStatus, saveApplication } from './applications.ts';
import type { LawyerApplication } from './lawyer-account.types.ts';
import { firstFreeSlug, slugBase } from './lawyer-slug.ts';

const application: LawyerApplication = {
  firstName: 'Aïcha',
  lastName: 'Dossou-Yovo',
  bar: 'Barreau du Bénin',
  barNumber: 'B-2031',
  city: 'Porto-Novo',
  country: 'BJ',
  specialties: ['family', 'housing'],
  languages: ['fr', 'yo'],
  yearsOfPractice: 6,
  bio: 'Avocate à Porto-Novo.',
  fees: null,
  office: null,
  email: 'aicha@cabinet.bj',
};
const NOW = new Date('2025-06-02T09:30:00Z');
const LATER = new Date('2025-06-09T10:00:00Z');

describe('profile slugs', () => {
  it('are first name, last name and city folded to a-z, digits and dashes', () => {
    expect(slugBase('Aïcha', "Dossou-Yovo N'Déyé", '  Porto-Novo ')).toBe('aicha-dossou-yovo-n-deye-porto-novo');
    expect(slugBase('李', '王', '北京')).toBe('avocat');
    expect(slugBase('A'.repeat(80), 'B', 'C').length).toBeLessThanOrEqual(80);
  });

  it('take -2, -3… past the taken ones, and never a page of /lawyers/', () => {
    expect(firstFreeSlug('awa-dossou-cotonou', new Set())).toBe('awa-dossou-cotonou');
    expect(firstFreeSlug('awa-dossou-cotonou', new Set(['awa-dossou-cotonou', 'awa-dossou-cotonou-2']))).toBe(
      'awa-dossou-cotonou-3',
    );
    expect(firstFreeSlug('dashboard', new Set())).toBe('dashboard-2');
  });
});

describe('the status after a save', () => {
  const verified = 'verified' as const;
  it('sends a rejected profile back to review whatever changed', () => {
    expect(nextStatus('rejected', application, application)).toEqual({ status: 'pending', outcome: 'resubmitted' });
  });
  it('sends a verified profile back to review when a checked field changes, not otherwise', () => {
    for (const change of [
      { firstName: 'Aisha' },
      { lastName: 'Dossou' },
      { bar: 'Barreau de Paris' },
      { barNumber: 'B-2032' },
    ]) {
      expect(nextStatus(verified, application, { ...application, ...change })).toEqual({
        status: 'pending',
        outcome: 'resubmitted',
      });
    }
    const free = {
      bio: 'Nouvelle présentation',
      city: 'Cotonou',
      fees: '10 000 FCFA',
      office: 'Akpakpa',
      email: 'autre@cabinet.bj',
      specialties: ['land' as const],
      yearsOfPractice: 7,
    };
    expect(nextStatus(verified, application, { ...application, ...free })).toEqual({
      status: 'verified',
      outcome: 'saved',
    });
  });
  it('leaves a pending profile pending', () => {
    expect(nextStatus('pending', application, { ...application, barNumber: 'X' })).toEqual({
      status: 'pending',
      outcome: 'saved',
    });
  });
});

describe.each(testEngines())('lawyer applications on $name', (engine) => {
  let handle: DbHandle;
  const logs: Record<string, unknown>[] = [];
  const sent: MailMessage[] = [];
  let mailFails = false;
  const mailer: Mailer = {
    async send(message) {
      if (mailFails) throw new Error('SMTP down');
      sent.push(message);
      return { messageId: String(sent.length) };
    },
  };
  const deps = (): ApplicationDeps => ({
    db: handle.db,
    mailer,
    logger: createLogger('debug', {}, (line) => logs.push(JSON.parse(line))),
    supportEmail: 'support@jurisia.test',
    appName: 'Jurisia',
    publicUrl: 'https://jurisia.example',
  });
  const newAccount = async (avatarUrl: string | null = null) => {
    const id = randomUUID();
    await handle.db
      .insertInto('users')
      .values({
        id,
        email: `${id}@example.bj`,
        first_name: 'Aïcha',
        last_name: 'Dossou',
        avatar_url: avatarUrl,
        password_hash: null,
      })
      .execute();
    return { _id: id, avatarUrl };
  };
  const role = async (userId: string) =>
    (await handle.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirstOrThrow()).role;
  const review = async (userId: string, status: 'verified' | 'rejected', note: string | null = null) => {
    await handle.db
      .updateTable('lawyers')
      .set({ status, review_note: note, reviewed_at: NOW })
      .where('user_id', '=', userId)
      .execute();
    await handle.db
      .updateTable('users')
      .set({ role: status === 'verified' ? 'lawyer' : 'user' })
      .where('id', '=', userId)
      .execute();
  };

  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it('creates a pending profile with its slug and the account photo, and mails support a link to review it', async () => {
    const account = await newAccount('/api/avatars/x?v=1');
    expect(await findOwnProfile(handle.db, account._id)).toBeNull();
    const before = sent.length;
    const { profile, outcome } = await saveApplication(deps(), account, application, NOW);
    expect(outcome).toBe('submitted');
    expect(profile).toMatchObject({
      ...application,
      slug: 'aicha-dossou-yovo-porto-novo',
      photoUrl: '/api/avatars/x?v=1',
      status: 'pending',
      reviewNote: null,
      submittedAt: NOW.toISOString(),
      reviewedAt: null,
    });
    expect(await findOwnProfile(handle.db, account._id)).toEqual(profile);
    expect(await role(account._id)).toBe('user');
    expect(sent.slice(before)).toHaveLength(1);
    const mail = sent.at(-1);
    expect(mail).toMatchObject({
      to: 'support@jurisia.test',
      replyTo: { name: 'Aïcha Dossou-Yovo', address: 'aicha@cabinet.bj' },
    });
    expect(mail?.subject).toBe('[Jurisia · avocats] Nouvelle demande : Aïcha Dossou-Yovo');
    expect(mail?.text).toContain('https://jurisia.example/admin/lawyers');
    expect(mail?.text).toContain('B-2031');
  });

  it('gives two lawyers of the same name and city their own slugs', async () => {
    const city = `Abomey-${randomUUID().slice(0, 4)}`;
    const same = { ...application, firstName: 'Koffi', lastName: 'Agbo', city };
    const first = await saveApplication(deps(), await newAccount(), same, NOW);
    const second = await saveApplication(deps(), await newAccount(), same, NOW);
    const third = await saveApplication(deps(), await newAccount(), { ...same, firstName: 'KOFFI' }, NOW);
    const base = `koffi-agbo-${city.toLowerCase()}`;
    expect([first.profile.slug, second.profile.slug, third.profile.slug]).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('keeps the slug and the pending status on later saves, without mailing support again', async () => {
    const account = await newAccount();
    const created = await saveApplication(deps(), account, { ...application, city: 'Ouidah' }, NOW);
    const before = sent.length;
    const { profile, outcome } = await saveApplication(
      deps(),
      account,
      { ...application, city: 'Parakou', barNumber: 'B-9' },
      LATER,
    );
    expect(outcome).toBe('saved');
    expect(profile).toMatchObject({
      _id: created.profile._id,
      slug: created.profile.slug,
      city: 'Parakou',
      barNumber: 'B-9',
      status: 'pending',
      submittedAt: NOW.toISOString(),
    });
    expect(sent.length).toBe(before);
  });

  it('keeps a verified profile listed when only free fields change', async () => {
    const account = await newAccount();
    await saveApplication(deps(), account, application, NOW);
    await review(account._id, 'verified');
    const before = sent.length;
    const { profile, outcome } = await saveApplication(
      deps(),
      account,
      { ...application, bio: 'Nouvelle présentation.', fees: '10 000 FCFA' },
      LATER,
    );
    expect(outcome).toBe('saved');
    expect(profile).toMatchObject({
      status: 'verified',
      bio: 'Nouvelle présentation.',
      fees: '10 000 FCFA',
      submittedAt: NOW.toISOString(),
    });
    expect(await role(account._id)).toBe('lawyer');
    expect(sent.length).toBe(before);
  });

  it('sends a verified profile whose bar number changed back to review, the role back to user, and tells support', async () => {
    const account = await newAccount();
    await saveApplication(deps(), account, application, NOW);
    await review(account._id, 'verified');
    const { profile, outcome } = await saveApplication(deps(), account, { ...application, barNumber: 'B-2099' }, LATER);
    expect(outcome).toBe('resubmitted');
    expect(profile).toMatchObject({ status: 'pending', barNumber: 'B-2099', submittedAt: LATER.toISOString() });
    expect(await role(account._id)).toBe('user');
    expect(sent.at(-1)?.subject).toBe('[Jurisia · avocats] Profil à vérifier de nouveau : Aïcha Dossou-Yovo');
  });

  it('sends a corrected rejected profile back to review', async () => {
    const account = await newAccount();
    await saveApplication(deps(), account, application, NOW);
    await review(account._id, 'rejected', 'Numéro introuvable au tableau.');
    expect((await findOwnProfile(handle.db, account._id))?.reviewNote).toBe('Numéro introuvable au tableau.');
    const { profile, outcome } = await saveApplication(deps(), account, { ...application, barNumber: 'B-2030' }, LATER);
    expect(outcome).toBe('resubmitted');
    expect(profile).toMatchObject({ status: 'pending', submittedAt: LATER.toISOString() });
  });

  it('saves the application when the mail to support fails, and logs it', async () => {
    const account = await newAccount();
    mailFails = true;
    try {
      const { profile, outcome } = await saveApplication(deps(), account, application, NOW);
      expect(outcome).toBe('submitted');
      expect(await findOwnProfile(handle.db, account._id)).toEqual(profile);
      expect(
        logs.find((l) => l.msg === 'lawyer application saved but support not mailed' && l.lawyerId === profile._id),
      ).toMatchObject({ level: 'error', outcome: 'submitted', error: { message: 'SMTP down' } });
    } finally {
      mailFails = false;
    }
  });

  it('keeps one profile per account when two first saves race', async () => {
    const account = await newAccount();
    const results = await Promise.all([
      saveApplication(deps(), account, application, NOW),
      saveApplication(deps(), account, { ...application, bio: 'Deuxième' }, NOW),
    ]);
    expect(new Set(results.map((r) => r.profile._id)).size).toBe(1);
    expect(results.map((r) => r.outcome).sort()).toEqual(['saved', 'submitted']);
    const rows = await handle.db.selectFrom('lawyers').select('id').where('user_id', '=', account._id).execute();
    expect(rows).toHaveLength(1);
  });
});
