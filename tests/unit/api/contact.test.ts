import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST } from '../../../src/pages/api/contact.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../src/server/mail/fake-smtp.ts';
import { callRoute, type TestPlatform, testPlatform } from './route-harness.ts';

const valid = {
  name: 'Awa Dossou',
  email: 'awa@example.bj',
  subject: 'Question sur un bail',
  message: 'Bonjour, ma question porte sur mon bail.',
};

let smtp: FakeSmtp;
let test: TestPlatform;
let nextIp = 1;
/** Each case writes from its own address so the per-address limit does not leak between cases. */
const freshIp = () => `192.0.2.${nextIp++}`;
const rows = () => test.platform.database.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

beforeAll(async () => {
  smtp = await startFakeSmtp();
  test = await testPlatform({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@jurisia.test' });
});
afterAll(async () => {
  await test.platform.close();
  await smtp.close();
});

describe('POST /api/contact with JSON', () => {
  it('stores the message with locale, user and address, mails support with Reply-To the sender, and answers 201', async () => {
    const before = smtp.received.length;
    const user = {
      _id: 'u-1',
      firstName: 'Awa',
      lastName: 'Dossou',
      email: 'awa@example.bj',
      emailVerified: true,
      avatarUrl: null,
      language: 'fr',
      country: 'BJ',
      role: 'user',
      plan: 'free',
      subscription: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    } as const;
    await test.platform.database.db
      .insertInto('users')
      .values({
        id: 'u-1',
        email: user.email,
        first_name: 'Awa',
        last_name: 'Dossou',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
    const { response } = await callRoute(POST, test.platform, {
      path: '/api/contact',
      json: valid,
      locale: 'yo',
      user,
      ip: '203.0.113.9',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect((await rows()).at(-1)).toMatchObject({
      ...valid,
      locale: 'yo',
      user_id: 'u-1',
      ip_address: '203.0.113.9',
      mailed_at: expect.any(Date),
    });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['<support@jurisia.test>']);
    expect(mail?.data).toContain('Reply-To: Awa Dossou <awa@example.bj>');
  });

  it('answers 400 with a French message for each invalid field, storing nothing', async () => {
    const count = (await rows()).length;
    const { response } = await callRoute(POST, test.platform, {
      path: '/api/contact',
      json: { name: '', email: 'awa@', subject: 'x'.repeat(151), message: 'court' },
      ip: freshIp(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: "Le message n'a pas été envoyé : corrigez les champs signalés.",
      code: 'validation_failed',
      fields: {
        name: 'Indiquez votre nom.',
        email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
        subject: "L'objet ne doit pas dépasser 150 caractères.",
        message: 'Votre message doit contenir au moins 10 caractères.',
      },
    });
    expect((await rows()).length).toBe(count);
  });

  it("answers in the visitor's language when it has messages", async () => {
    const { response } = await callRoute(POST, test.platform, {
      path: '/api/contact',
      json: { ...valid, name: '' },
      locale: 'en',
      ip: freshIp(),
    });
    expect(await response.json()).toMatchObject({ fields: { name: 'Enter your name.' } });
  });

  it('refuses a body that is not JSON or a form (415) and malformed JSON (400)', async () => {
    const text = await callRoute(POST, test.platform, {
      path: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      ip: freshIp(),
    });
    expect(text.response.status).toBe(415);
    const broken = await callRoute(POST, test.platform, {
      path: '/api/contact',
      headers: { 'content-type': 'application/json' },
      ip: freshIp(),
    });
    expect(broken.response.status).toBe(400);
    expect(await broken.response.json()).toMatchObject({ statusCode: 400, code: 'invalid_json' });
  });

  it('answers a filled honeypot exactly like a success, storing and mailing nothing', async () => {
    const count = (await rows()).length;
    const mails = smtp.received.length;
    const { response } = await callRoute(POST, test.platform, {
      path: '/api/contact',
      json: { ...valid, website: 'http://spam.test' },
      ip: freshIp(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const form = await callRoute(POST, test.platform, {
      path: '/api/contact',
      form: { name: 'x', website: 'http://spam.test' },
      ip: freshIp(),
    });
    expect(form.response.status).toBe(303);
    expect(form.setCookies.get('flash')?.value).toBe('success:contactSent');
    expect((await rows()).length).toBe(count);
    expect(smtp.received.length).toBe(mails);
  });

  it('allows five messages an hour per address, then answers 429 with Retry-After and a French message', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await callRoute(POST, test.platform, { path: '/api/contact', json: valid, ip })).response.status).toBe(
        201,
      );
    }
    const { response } = await callRoute(POST, test.platform, { path: '/api/contact', json: valid, ip });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await response.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Vous avez envoyé trop de messages en peu de temps. Réessayez dans 60 min.',
    });
    expect(
      (await callRoute(POST, test.platform, { path: '/api/contact', json: valid, ip: freshIp() })).response.status,
    ).toBe(201);
  });
});

describe('POST /api/contact from the HTML form (no JavaScript)', () => {
  it('redirects (303) to the contact page of the visitor’s language with the contactSent toast', async () => {
    const fr = await callRoute(POST, test.platform, { path: '/api/contact', form: valid, ip: freshIp() });
    expect(fr.response.status).toBe(303);
    expect(fr.response.headers.get('location')).toBe('/contact');
    expect(fr.setCookies.get('flash')).toMatchObject({
      value: 'success:contactSent',
      options: { httpOnly: true, path: '/' },
    });
    const en = await callRoute(POST, test.platform, { path: '/api/contact', form: valid, locale: 'en', ip: freshIp() });
    expect(en.response.headers.get('location')).toBe('/en/contact');
  });

  it('renders the contact page again with what was typed and an error per field', async () => {
    const typed = { name: 'Kofi', email: 'kofi@', subject: 'Loyer', message: 'court' };
    const { renderedPage, locals } = await callRoute(POST, test.platform, {
      path: '/api/contact',
      form: typed,
      ip: freshIp(),
    });
    expect(renderedPage).toBe('/contact');
    expect(locals.path).toBe('/contact');
    expect(formState(locals, 'contact')).toEqual({
      form: 'contact',
      status: 400,
      values: typed,
      errors: { email: 'contact.errors.emailInvalid', message: 'contact.errors.messageTooShort' },
      formError: { key: 'contact.errors.invalid' },
    });
    expect(formState(locals, 'settings')).toBeNull();
  });

  it('renders the page with the rate-limit message, status 429 and the typed values once over the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await callRoute(POST, test.platform, { path: '/api/contact', form: valid, ip });
    const { locals, renderedPage } = await callRoute(POST, test.platform, { path: '/api/contact', form: valid, ip });
    expect(renderedPage).toBe('/contact');
    expect(formState(locals, 'contact')).toMatchObject({
      status: 429,
      values: valid,
      formError: { key: 'contact.errors.rateLimited', params: { minutes: 60 } },
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe('POST /api/contact when the mail server is down', () => {
  let down: TestPlatform;
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    down = await testPlatform({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => down.platform.close());

  it('still answers success and keeps the message, not marked mailed, with the failure logged', async () => {
    const { response } = await callRoute(POST, down.platform, { path: '/api/contact', json: valid });
    expect(response.status).toBe(201);
    const stored = await down.platform.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, mailed_at: null });
    expect(down.logs.some((l) => l.msg === 'contact message stored but not mailed' && l.level === 'error')).toBe(true);
  });
});
