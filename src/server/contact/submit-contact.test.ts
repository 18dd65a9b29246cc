import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { createLogger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { ContactInput } from './contact-input.ts';
import { type ContactDeps, submitContact } from './submit-contact.ts';

const input: ContactInput = {
  name: 'Awa Dossou',
  email: 'awa@example.bj',
  subject: 'Question sur un bail',
  message: 'Bonjour, ma question porte sur mon bail.',
};

describe.each(testEngines())('submitting a contact message on $name', (engine) => {
  let handle: DbHandle;
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', {}, (line) => logs.push(JSON.parse(line)));
  beforeAll(async () => {
    handle = await engine.open();
    await handle.db
      .insertInto('users')
      .values({
        id: 'u-awa',
        email: 'awa@example.bj',
        first_name: 'Awa',
        last_name: 'Dossou',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
  });
  afterAll(() => handle.close());

  const deps = (mailer: Mailer): ContactDeps => ({
    db: handle.db,
    mailer,
    logger,
    supportEmail: 'support@jurisia.test',
    appName: 'Jurisia',
  });
  const row = (id: number) =>
    handle.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores the message before mailing it to support with Reply-To the sender, then marks it mailed', async () => {
    const sent: MailMessage[] = [];
    let storedWhileSending: unknown;
    const mailer: Mailer = {
      async send(message) {
        storedWhileSending = await handle.db
          .selectFrom('contact_messages')
          .select(['subject', 'mailed_at'])
          .where('email', '=', 'awa@example.bj')
          .executeTakeFirst();
        sent.push(message);
        return { messageId: 'm1' };
      },
    };
    const result = await submitContact(deps(mailer), input, { locale: 'fon', userId: 'u-awa', ip: '203.0.113.7' });
    if (result.kind !== 'received') throw new Error(`unexpected ${result.kind}`);
    expect(result.mailed).toBe(true);
    expect(storedWhileSending).toEqual({ subject: input.subject, mailed_at: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'support@jurisia.test',
      replyTo: { name: 'Awa Dossou', address: 'awa@example.bj' },
    });
    expect(sent[0]?.subject).toBe(`[Jurisia · contact #${result.id}] Question sur un bail`);
    expect(sent[0]?.text).toContain(input.message);
    expect(await row(result.id)).toMatchObject({
      ...input,
      locale: 'fon',
      user_id: 'u-awa',
      ip_address: '203.0.113.7',
      mailed_at: expect.any(Date),
    });
  });

  it('keeps the message and reports it received when the mail fails, logging the failure', async () => {
    const mailer: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const result = await submitContact(
      deps(mailer),
      { ...input, subject: 'Panne' },
      { locale: 'fr', userId: null, ip: '203.0.113.8' },
    );
    if (result.kind !== 'received') throw new Error(`unexpected ${result.kind}`);
    expect(result.mailed).toBe(false);
    expect(await row(result.id)).toMatchObject({ subject: 'Panne', user_id: null, mailed_at: null });
    expect(logs.find((l) => l.msg === 'contact message stored but not mailed')).toMatchObject({
      level: 'error',
      contactMessageId: result.id,
      error: { message: 'SMTP down' },
    });
  });

  it('accepts five messages an hour from one address, then refuses without storing or mailing', async () => {
    let mails = 0;
    const mailer: Mailer = { send: async () => ({ messageId: String(++mails) }) };
    const start = new Date('2025-06-01T08:00:00Z');
    const meta = (minutes: number, ip = '198.51.100.1') => ({
      locale: 'fr',
      userId: null,
      ip,
      now: new Date(start.getTime() + minutes * 60_000),
    });
    for (let i = 0; i < 5; i++) expect((await submitContact(deps(mailer), input, meta(i))).kind).toBe('received');
    const before = await handle.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    expect(await submitContact(deps(mailer), input, meta(20))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 40 * 60,
    });
    const after = await handle.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(mails).toBe(5);

    expect((await submitContact(deps(mailer), input, meta(20, '198.51.100.2'))).kind).toBe('received');
    expect((await submitContact(deps(mailer), input, meta(60))).kind).toBe('received');
  });
});
