/**
 * POST /api/lawyers/{id}/contact (docs/ARCHITECTURE.md "Lawyer directory") through the route, on PGlite and
 * PostgreSQL: signed-in senders only, listed real lawyers only (not a demo profile, not one's
 * own), validation with the consent and ownership of the shared item, the request stored
 * before the lawyer is mailed, a mail failure that loses nothing, the per-sender limit, and
 * the plain-form answers. The lawyer's address never appears in a response.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST } from '../../../src/pages/api/lawyers/[id]/contact.ts';
import { type PublicUser, toPublicUser } from '../../../src/server/auth/user.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../src/server/mail/fake-smtp.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, type RouteCall, testPlatformEngines } from './route-harness.ts';

const SECRET = '@secret.example';
const message = 'Bonjour Maître, mon bailleur refuse de me rendre ma caution.';
const valid = { subject: 'Caution non rendue', message };

interface LawyerRow {
  id: string;
  slug: string;
  email: string;
}

/** The mail's text as written, from its quoted-printable transfer encoding. */
function decodeQuotedPrintable(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A port nothing listens on: every SMTP connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

for (const engine of testPlatformEngines()) {
  describe(`POST /api/lawyers/{id}/contact (${engine.name})`, () => {
    let smtp: FakeSmtp;
    let platform: Platform;
    let close: () => Promise<void>;
    let lawyer: LawyerRow;

    const db = () => platform.database.db;
    const signUp = async (target: Platform, firstName = 'Awa', emailVerified = true): Promise<PublicUser> => {
      const id = randomUUID();
      await target.database.db
        .insertInto('users')
        .values({
          id,
          email: `${firstName.toLowerCase()}-${id.slice(0, 8)}@example.bj`,
          email_verified: emailVerified,
          first_name: firstName,
          last_name: 'Dossou',
          avatar_url: null,
          password_hash: null,
        })
        .execute();
      return toPublicUser(
        await target.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      );
    };
    const insertLawyer = async (
      target: Platform,
      options: { status?: 'pending' | 'verified' | 'rejected'; demo?: boolean; userId?: string } = {},
    ): Promise<LawyerRow> => {
      const id = randomUUID();
      const slug = `codjo-ahouansou-${id.slice(0, 6)}`;
      const email = `${slug}${SECRET}`;
      await target.database.db
        .insertInto('lawyers')
        .values({
          id,
          user_id: options.userId ?? null,
          slug,
          first_name: 'Codjo',
          last_name: 'Ahouansou',
          bar: 'Barreau du Bénin',
          city: 'Cotonou',
          country: 'BJ',
          specialties: '["housing"]',
          languages: '["fr"]',
          years_of_practice: 12,
          bio: 'Baux et logement.',
          email,
          status: options.status ?? 'verified',
          demo: options.demo ?? false,
        })
        .execute();
      return { id, slug, email };
    };
    const conversationOf = async (user: PublicUser, title: string, question: string, answer: string) => {
      const id = randomUUID();
      const questionId = randomUUID();
      const base = {
        user_id: user._id,
        discussion_id: id,
        local_id: null,
        audio_file: null,
        think_mode: 'instant' as const,
        language: 'fr',
      };
      await db().insertInto('discussions').values({ id, user_id: user._id, title }).execute();
      await db()
        .insertInto('messages')
        .values({
          ...base,
          id: questionId,
          sender_type: 'user',
          content_text: question,
          answer_status: 'completed',
          reply_to: null,
        })
        .execute();
      await db()
        .insertInto('messages')
        .values({
          ...base,
          id: randomUUID(),
          sender_type: 'bot',
          content_text: answer,
          answer_status: 'completed',
          reply_to: questionId,
          created_at: new Date(Date.now() + 1000),
        })
        .execute();
      return id;
    };
    const contact = async (call: Omit<RouteCall, 'path'> & { to?: string }, target = platform) => {
      const id = call.to ?? lawyer.id;
      const result = await callRoute(POST, target, { path: `/api/lawyers/${id}/contact`, params: { id }, ...call });
      const text = await result.response.clone().text();
      expect(text).not.toContain(SECRET);
      return { ...result, text };
    };
    const json = async (call: Omit<RouteCall, 'path'> & { to?: string }, target = platform) => {
      const result = await contact({ headers: { accept: 'application/json' }, ...call }, target);
      return { ...result, body: result.text ? JSON.parse(result.text) : null };
    };
    const rowsOf = (user: PublicUser) =>
      db().selectFrom('lawyer_contacts').selectAll().where('user_id', '=', user._id).orderBy('created_at').execute();

    beforeAll(async () => {
      smtp = await startFakeSmtp();
      ({ platform, close } = await engine.open({
        SMTP_URL: smtp.url,
        DEMO_DATA: '1',
        PUBLIC_URL: 'https://jurisia.test',
      }));
      lawyer = await insertLawyer(platform);
    });
    afterAll(async () => {
      await close();
      await smtp.close();
    });

    describe('who may write', () => {
      it('answers 401 to a script without a session, storing nothing', async () => {
        const { response, body } = await json({ json: valid, user: null });
        expect(response.status).toBe(401);
        expect(body).toEqual({ statusCode: 401, message: 'Non authentifié', code: 'unauthenticated' });
        expect(await db().selectFrom('lawyer_contacts').selectAll().execute()).toEqual([]);
      });

      it('sends a visitor’s form to the sign-in page, coming back to the profile in their language', async () => {
        const fr = await contact({ form: valid, user: null });
        expect(fr.response.status).toBe(303);
        const location = new URL(fr.response.headers.get('location') ?? '', 'http://localhost');
        expect(location.pathname).toBe('/login');
        expect(location.searchParams.get('redirect')).toBe(`/lawyers/${lawyer.slug}`);
        const en = await contact({ form: valid, user: null, locale: 'en' });
        expect(en.response.headers.get('location')).toMatch(/^\/en\/login\?redirect=/);
      });

      it('answers 404 for an unknown lawyer and for one not verified', async () => {
        const user = await signUp(platform);
        const pending = await insertLawyer(platform, { status: 'pending' });
        const rejected = await insertLawyer(platform, { status: 'rejected' });
        for (const to of ['nobody', pending.id, rejected.slug]) {
          const { response, body } = await json({ to, json: valid, user });
          expect(response.status).toBe(404);
          expect(body).toEqual({ statusCode: 404, message: 'Avocat introuvable', code: 'not_found' });
        }
        expect(await rowsOf(user)).toEqual([]);
      });

      it('answers 409 for a demo profile, which is fictitious, and 404 once demo mode is off', async () => {
        const user = await signUp(platform);
        const demo = await insertLawyer(platform, { demo: true });
        const { response, body } = await json({ to: demo.slug, json: valid, user });
        expect(response.status).toBe(409);
        expect(body).toEqual({
          statusCode: 409,
          code: 'demo_profile',
          message: 'Ce profil de démonstration est fictif : il ne peut pas recevoir de messages.',
        });
        platform.config.demoData = false;
        try {
          expect((await json({ to: demo.slug, json: valid, user })).response.status).toBe(404);
        } finally {
          platform.config.demoData = true;
        }
        expect(await rowsOf(user)).toEqual([]);
      });

      it('answers 409 to a lawyer writing to their own profile, by JSON or by the form', async () => {
        const owner = await signUp(platform, 'Codjo');
        const own = await insertLawyer(platform, { userId: owner._id });
        const { response, body } = await json({ to: own.id, json: valid, user: owner });
        expect(response.status).toBe(409);
        expect(body).toMatchObject({
          code: 'own_profile',
          message: 'C’est votre propre profil : vous ne pouvez pas vous écrire à vous-même.',
        });
        const form = await contact({ to: own.id, form: valid, user: owner });
        expect(form.renderedPage).toBe(`/lawyers/${own.slug}`);
        expect(formState(form.locals, 'lawyer-contact')).toMatchObject({
          status: 409,
          formError: { key: 'lawyers.contact.errors.ownProfile' },
        });
        expect(await rowsOf(owner)).toEqual([]);
      });
    });

    describe('a sender whose address is not verified', () => {
      it('is refused with 403, by JSON or by the form, storing and mailing nothing: the lawyer would answer a stranger', async () => {
        const user = await signUp(platform, 'Koffi', false);
        const mailsBefore = smtp.received.length;
        const { response, body } = await json({ json: valid, user });
        expect(response.status).toBe(403);
        expect(body).toMatchObject({
          code: 'email_unverified',
          message: 'Vérifiez d’abord votre adresse e-mail : l’avocat vous répondra à cette adresse.',
        });
        const form = await contact({ form: valid, user });
        expect(formState(form.locals, 'lawyer-contact')).toMatchObject({
          status: 403,
          formError: { key: 'lawyers.contact.errors.emailUnverified' },
        });
        expect(await rowsOf(user)).toEqual([]);
        expect(smtp.received.length).toBe(mailsBefore);
      });
    });

    describe('validation', () => {
      it('answers 400 with a message per faulty field, storing nothing', async () => {
        const user = await signUp(platform);
        const { response, body } = await json({ json: { subject: '', message: 'Trop court.' }, user });
        expect(response.status).toBe(400);
        expect(body).toEqual({
          statusCode: 400,
          code: 'validation_failed',
          message: 'Le message n’a pas été envoyé : corrigez les champs signalés.',
          fields: {
            subject: 'Indiquez l’objet de votre message.',
            message: 'Votre message doit contenir au moins 20 caractères.',
          },
        });
        expect(await rowsOf(user)).toEqual([]);
      });

      it('requires consent to share a conversation', async () => {
        const user = await signUp(platform);
        const conversation = await conversationOf(user, 'Ma caution', 'Puis-je la récupérer ?', 'Oui [1].');
        const { response, body } = await json({
          json: { ...valid, shareKind: 'conversation', shareId: conversation },
          user,
        });
        expect(response.status).toBe(400);
        expect(body.fields).toEqual({
          consent: 'Cochez la case pour accepter la transmission du résumé, ou choisissez « Ne rien joindre ».',
        });
        expect(await rowsOf(user)).toEqual([]);
      });

      it("refuses someone else's conversation on the share field, in the sender's language", async () => {
        const other = await signUp(platform, 'Kofi');
        const theirs = await conversationOf(other, 'Conversation de Kofi', 'Question privée ?', 'Réponse privée.');
        const user = await signUp(platform);
        const { response, body } = await json({
          json: { ...valid, shareKind: 'conversation', shareId: theirs, consent: true },
          user,
          locale: 'en',
        });
        expect(response.status).toBe(400);
        expect(body).toMatchObject({
          code: 'validation_failed',
          fields: {
            share: 'This summary cannot be attached: choose one of your conversations or searches, or attach nothing.',
          },
        });
        expect(await rowsOf(user)).toEqual([]);
      });
    });

    describe('sending', () => {
      it('stores the request with the shared summary as sent, mails the lawyer and answers 201 without their address', async () => {
        const user = await signUp(platform);
        const conversation = await conversationOf(
          user,
          'Ma caution',
          'Puis-je récupérer ma caution ?',
          'Oui, sous **deux mois** [1].',
        );
        const mails = smtp.received.length;
        const { response, body } = await json({
          json: { ...valid, shareKind: 'conversation', shareId: conversation, consent: true },
          user,
          locale: 'fon',
        });
        expect(response.status).toBe(201);
        expect(body).toEqual({
          data: { _id: expect.any(String), createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) },
        });

        const [row] = await rowsOf(user);
        expect(row).toMatchObject({
          id: body.data._id,
          lawyer_id: lawyer.id,
          subject: valid.subject,
          message: valid.message,
          shared_kind: 'conversation',
          shared_id: conversation,
          shared_title: 'Ma caution',
          shared_summary: 'Ma caution\n\nKanbyɔ: Puis-je récupérer ma caution ?\nGbèyiyi: Oui, sous deux mois.',
          locale: 'fon',
          mailed_at: expect.any(Date),
          read_at: null,
        });
        expect(new Date(row?.created_at ?? 0).toISOString()).toBe(body.data.createdAt);

        expect(smtp.received.length).toBe(mails + 1);
        const mail = smtp.received.at(-1);
        expect(mail?.to).toEqual([`<${lawyer.email}>`]);
        expect(mail?.data).toContain(`Reply-To: Awa Dossou <${user.email}>`);
        expect(mail?.data).toContain('Subject: [Jurisia] Demande de contact : Caution non rendue');
        const text = decodeQuotedPrintable(mail?.data ?? '');
        expect(text).toContain(`${user.email} (répondre à ce message lui écrit directement)`);
        expect(text).toContain(valid.message);
        expect(text).toContain('Kanbyɔ: Puis-je récupérer ma caution ?\nGbèyiyi: Oui, sous deux mois.');
        expect(text).toContain('https://jurisia.test/lawyers/dashboard');
      });

      it('answers a form with a 303 back to the profile in the sender’s language and the lawyerContactSent toast', async () => {
        const user = await signUp(platform);
        const fr = await contact({ form: { ...valid, share: '', consent: '' }, user });
        expect(fr.response.status).toBe(303);
        expect(fr.response.headers.get('location')).toBe(`/lawyers/${lawyer.slug}`);
        expect(fr.setCookies.get('flash')).toMatchObject({
          value: 'success:lawyerContactSent',
          options: { httpOnly: true, path: '/' },
        });
        const en = await contact({ to: lawyer.slug, form: valid, user, locale: 'en' });
        expect(en.response.headers.get('location')).toBe(`/en/lawyers/${lawyer.slug}`);
        expect(await rowsOf(user)).toHaveLength(2);
      });

      it('renders the profile again after a failed form post, with what was typed and the errors', async () => {
        const user = await signUp(platform);
        const conversation = await conversationOf(user, 'Ma caution', 'Question ?', 'Réponse.');
        const typed = {
          subject: 'Caution',
          message: 'Trop court.',
          share: `conversation:${conversation}`,
          consent: '',
        };
        const { renderedPage, locals } = await contact({ form: typed, user });
        expect(renderedPage).toBe(`/lawyers/${lawyer.slug}`);
        expect(formState(locals, 'lawyer-contact')).toEqual({
          form: 'lawyer-contact',
          status: 400,
          values: typed,
          errors: {
            message: 'lawyers.contact.errors.messageTooShort',
            consent: 'lawyers.contact.errors.consentRequired',
          },
          formError: { key: 'lawyers.contact.errors.invalid' },
        });
        expect(formState(locals, 'contact')).toBeNull();
        expect(await rowsOf(user)).toEqual([]);
      });

      it('allows five requests an hour per sender, then answers 429 with Retry-After and stores nothing', async () => {
        const user = await signUp(platform);
        for (let i = 0; i < 5; i++)
          expect((await json({ json: { ...valid, subject: `Demande ${i}` }, user })).response.status).toBe(201);
        const { response, body } = await json({ json: valid, user });
        expect(response.status).toBe(429);
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(body).toEqual({
          statusCode: 429,
          code: 'rate_limited',
          message: 'Vous avez écrit à trop d’avocats en peu de temps. Réessayez dans 60 min.',
        });
        expect(await rowsOf(user)).toHaveLength(5);

        const form = await contact({ form: valid, user });
        expect(formState(form.locals, 'lawyer-contact')).toMatchObject({
          status: 429,
          values: { ...valid, share: '', consent: '' },
          retryAfterSeconds: expect.any(Number),
        });
        // The limit is the sender's: another user still writes.
        expect((await json({ json: valid, user: await signUp(platform) })).response.status).toBe(201);
      });
    });

    describe('when the mail server is down', () => {
      let down: Platform;
      let closeDown: () => Promise<void>;
      beforeAll(async () => {
        ({ platform: down, close: closeDown } = await engine.open({
          SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
        }));
      });
      afterAll(() => closeDown());

      it('still answers 201 and keeps the request, not marked mailed', async () => {
        const user = await signUp(down);
        const target = await insertLawyer(down);
        const { response, body } = await json({ to: target.id, json: valid, user }, down);
        expect(response.status).toBe(201);
        const rows = await down.database.db.selectFrom('lawyer_contacts').selectAll().execute();
        expect(rows).toEqual([
          expect.objectContaining({ id: body.data._id, user_id: user._id, lawyer_id: target.id, mailed_at: null }),
        ]);
      });
    });
  });
}
