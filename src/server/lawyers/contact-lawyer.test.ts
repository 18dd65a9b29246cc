import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createLogger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import {
  type ContactLawyerDeps,
  type ContactLawyerRequest,
  type ContactTarget,
  contactLawyer,
  contactRefusal,
  findContactTarget,
} from './contact-lawyer.ts';
import type { ContactLawyerInput } from './lawyer-account.types.ts';
import type { SummaryLabels } from './shared-summary.ts';

const labels: SummaryLabels = {
  question: 'Question :',
  answer: 'Réponse :',
  voiceQuestion: '(orale)',
  noAnswer: '(aucune)',
};
const input: ContactLawyerInput = {
  subject: 'Caution non rendue',
  message: 'Bonjour Maître, mon bailleur garde ma caution.',
  share: null,
  consent: false,
};
const sender = { id: 'u-awa', firstName: 'Awa', lastName: 'Dossou', email: 'awa@example.bj' };

describe('who may be contacted', () => {
  const target = (demo: boolean, userId: string | null) => ({ lawyer: { demo }, userId });
  it('refuses demo profiles and the sender’s own profile, and allows the rest', () => {
    const sender = { _id: 'u-1', emailVerified: true };
    expect(contactRefusal(target(true, null), sender)).toBe('demo');
    expect(contactRefusal(target(false, 'u-1'), sender)).toBe('own-profile');
    expect(contactRefusal(target(false, 'u-2'), sender)).toBeNull();
    expect(contactRefusal(target(false, null), sender)).toBeNull();
    expect(contactRefusal(target(false, 'u-2'), { ...sender, emailVerified: false })).toBe('email-unverified');
  });
});

describe.each(testEngines())('sending a contact request on $name', (engine) => {
  let handle: DbHandle;
  let target: ContactTarget;
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', {}, (line) => logs.push(JSON.parse(line)));
  const deps = (mailer: Mailer): ContactLawyerDeps => ({
    db: handle.db,
    mailer,
    logger,
    appName: 'Jurisia',
    dashboardUrl: 'https://jurisia.test/lawyers/dashboard',
  });
  const request = (extra: Partial<ContactLawyerRequest> = {}): ContactLawyerRequest => ({
    target,
    sender,
    input,
    locale: 'fr',
    labels,
    ...extra,
  });
  const rows = () => handle.db.selectFrom('lawyer_contacts').selectAll().orderBy('created_at').execute();
  const noMail: Mailer = { send: () => Promise.reject(new Error('no mail expected')) };

  beforeAll(async () => {
    handle = await engine.open();
    const { db } = handle;
    for (const [id, first] of [
      ['u-awa', 'Awa'],
      ['u-lawyer', 'Codjo'],
      ['u-busy', 'Busy'],
    ] as const) {
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.bj`,
          first_name: first,
          last_name: 'Test',
          avatar_url: null,
          password_hash: null,
        })
        .execute();
    }
    await db
      .insertInto('lawyers')
      .values({
        id: 'l-codjo',
        user_id: 'u-lawyer',
        slug: 'codjo-test-cotonou',
        first_name: 'Codjo',
        last_name: 'Test',
        bar: 'Barreau du Bénin',
        city: 'Cotonou',
        country: 'BJ',
        specialties: '["housing"]',
        languages: '["fr"]',
        years_of_practice: 9,
        bio: 'Baux.',
        email: 'cabinet@codjo.bj',
        status: 'verified',
      })
      .execute();
    const found = await findContactTarget(db, 'codjo-test-cotonou', { demo: false });
    if (!found) throw new Error('lawyer not found');
    target = found;
  });
  afterAll(() => handle.close());

  it('finds the account and address behind a listed profile', () => {
    expect(target).toMatchObject({
      lawyer: { _id: 'l-codjo', slug: 'codjo-test-cotonou' },
      userId: 'u-lawyer',
      email: 'cabinet@codjo.bj',
    });
  });

  it('stores the request before mailing the lawyer with Reply-To the sender, then marks it mailed', async () => {
    const sent: MailMessage[] = [];
    let storedWhileSending: unknown;
    const mailer: Mailer = {
      async send(message) {
        storedWhileSending = await handle.db
          .selectFrom('lawyer_contacts')
          .select(['subject', 'mailed_at'])
          .executeTakeFirst();
        sent.push(message);
        return { messageId: 'm1' };
      },
    };
    const result = await contactLawyer(deps(mailer), request({ locale: 'yo' }));
    if (result.kind !== 'sent') throw new Error(`unexpected ${result.kind}`);
    expect(result.mailed).toBe(true);
    expect(storedWhileSending).toEqual({ subject: input.subject, mailed_at: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'cabinet@codjo.bj',
      replyTo: { name: 'Awa Dossou', address: 'awa@example.bj' },
      subject: '[Jurisia] Demande de contact : Caution non rendue',
    });
    expect(sent[0]?.text).toContain('Awa Dossou vous écrit par Jurisia.');
    expect(sent[0]?.text).toContain('awa@example.bj');
    expect(sent[0]?.text).toContain(input.message);
    expect(sent[0]?.text).toContain('https://jurisia.test/lawyers/dashboard');
    expect(sent[0]?.text).not.toContain('Résumé');
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: result.id,
        lawyer_id: 'l-codjo',
        user_id: 'u-awa',
        subject: input.subject,
        message: input.message,
        shared_kind: null,
        shared_summary: null,
        locale: 'yo',
        mailed_at: expect.any(Date),
        read_at: null,
      }),
    ]);
  });

  it("copies the shared conversation's summary into the request and the mail", async () => {
    const discussion = randomUUID();
    await handle.db
      .insertInto('discussions')
      .values({ id: discussion, user_id: 'u-awa', title: 'Ma caution' })
      .execute();
    await handle.db
      .insertInto('messages')
      .values({
        id: randomUUID(),
        user_id: 'u-awa',
        discussion_id: discussion,
        local_id: null,
        sender_type: 'user',
        content_text: 'Puis-je la récupérer ?',
        audio_file: null,
        answer_status: 'pending',
        reply_to: null,
        think_mode: 'instant',
        language: 'fr',
      })
      .execute();
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message);
        return { messageId: 'm2' };
      },
    };
    const result = await contactLawyer(
      deps(mailer),
      request({ input: { ...input, share: { kind: 'conversation', id: discussion }, consent: true } }),
    );
    if (result.kind !== 'sent') throw new Error(`unexpected ${result.kind}`);
    const summary = 'Ma caution\n\nQuestion : Puis-je la récupérer ?\nRéponse : (aucune)';
    expect((await rows()).find((row) => row.id === result.id)).toMatchObject({
      shared_kind: 'conversation',
      shared_id: discussion,
      shared_title: 'Ma caution',
      shared_summary: summary,
    });
    expect(sent[0]?.text).toContain('Résumé d’une conversation partagé avec son accord : « Ma caution »');
    expect(sent[0]?.text).toContain(summary);
  });

  it('keeps the request and reports it sent when the mail fails, logging the failure', async () => {
    const mailer: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const result = await contactLawyer(deps(mailer), request({ input: { ...input, subject: 'Panne' } }));
    if (result.kind !== 'sent') throw new Error(`unexpected ${result.kind}`);
    expect(result.mailed).toBe(false);
    expect((await rows()).find((row) => row.id === result.id)).toMatchObject({ subject: 'Panne', mailed_at: null });
    expect(logs.find((l) => l.msg === 'lawyer contact request stored but not mailed')).toMatchObject({
      level: 'error',
      lawyerContactId: result.id,
      error: { message: 'SMTP down' },
    });
  });

  it('refuses a share that is not the sender’s without storing it nor costing a try', async () => {
    const before = (await rows()).length;
    const result = await contactLawyer(
      deps(noMail),
      request({
        sender: { ...sender, id: 'u-busy' },
        input: { ...input, share: { kind: 'search', id: 'someone-else' }, consent: true },
      }),
    );
    expect(result).toEqual({ kind: 'share-not-found' });
    expect((await rows()).length).toBe(before);
    expect(
      await handle.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', '=', 'lawyer-contact:u-busy')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('accepts five requests an hour per sender, then refuses without storing or mailing', async () => {
    let mails = 0;
    const mailer: Mailer = { send: async () => ({ messageId: String(++mails) }) };
    const start = Date.parse('2025-06-01T08:00:00Z');
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const busy = { ...sender, id: 'u-busy' };
    for (let i = 0; i < 5; i++)
      expect((await contactLawyer(deps(mailer), request({ sender: busy, now: at(i) }))).kind).toBe('sent');
    const before = (await rows()).length;
    expect(await contactLawyer(deps(mailer), request({ sender: busy, now: at(20) }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 40 * 60,
    });
    expect((await rows()).length).toBe(before);
    expect(mails).toBe(5);
    expect((await contactLawyer(deps(mailer), request({ sender: busy, now: at(60) }))).kind).toBe('sent');
  });
});
