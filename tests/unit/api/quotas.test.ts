/**
 * The plans' quotas through the routes, on PGlite and PostgreSQL (docs/ARCHITECTURE.md "API conventions"): past the free
 * plan's messages, searches or documents each route answers 403 subscription_required and
 * records, queues and stores nothing; a repeated POST, a retried answer, a refused request and
 * an anonymous generation are not counted; GET /api/e/subscription tells the counts.
 */
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findTemplate } from '../../../src/documents/templates/index.ts';
import * as generate from '../../../src/pages/api/documents/generate/[id].ts';
import * as regenerate from '../../../src/pages/api/e/message/[id]/regenerate-answer.ts';
import * as searches from '../../../src/pages/api/e/legalsearch/index.ts';
import * as subscription from '../../../src/pages/api/e/subscription.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { SubscriptionView, UsageKind } from '../../../src/server/billing/billing.types.ts';
import { countUsage, usagePeriod } from '../../../src/server/billing/usage.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { webmRecording } from './audio-fixtures.ts';
import { chatApi } from './chat-support.ts';
import { onPaidPlan, useAllowance } from './plan-support.ts';
import { callRoute, insertTestUser, type RouteCall, testPlatformEngines } from './route-harness.ts';

const LETTER = findTemplate('mise-en-demeure-de-payer') ?? expect.unreachable();
const CHAT_REFUSAL = {
  statusCode: 403,
  message:
    "Vous avez utilisé tous les messages de votre forfait pour aujourd'hui. Passez à un forfait supérieur pour continuer, ou revenez demain.",
  code: 'subscription_required',
};

for (const engine of testPlatformEngines()) {
  describe(`plan quotas through the routes (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let wakes = 0;
    const chat = chatApi(() => platform);
    const makeUser = () => insertTestUser(platform, 'Awa');
    const call = (route: APIRoute, user: PublicUser | null, options: Omit<RouteCall, 'user'>) =>
      callRoute(route, platform, { user, headers: { accept: 'application/json' }, ...options });
    const used = (user: PublicUser, kind: UsageKind) =>
      countUsage(platform.database.db, user._id, kind, usagePeriod(kind, new Date()));
    const rowsOf = async (table: 'messages' | 'discussions' | 'legal_searches', user: PublicUser) =>
      (await platform.database.db.selectFrom(table).select('id').where('user_id', '=', user._id).execute()).length;
    const jobCount = async () => (await platform.database.db.selectFrom('jobs').select('id').execute()).length;
    const search = (user: PublicUser, fields: Record<string, string | File>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      return call(searches.POST, user, { path: '/api/e/legalsearch', body });
    };
    const generateFile = (
      user: PublicUser | null,
      values: unknown = LETTER.sample,
      ip = '192.0.2.40',
      format = 'pdf',
    ) =>
      call(generate.POST, user, {
        path: `/api/documents/generate/${LETTER.slug}`,
        params: { id: LETTER.slug },
        json: { values, format },
        ip,
      });

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => wakes++ });
    });
    afterAll(() => close());

    describe('chat messages', () => {
      it('accepts the 10th message of the day, refuses the 11th with 403 and records, queues and stores nothing for it', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'chat', 9);
        await chat.ask(user, 'La dixième question');
        await chat.settleAll(user);
        const storage = platform.storage;
        const puts = vi.spyOn(storage, 'put');
        const deletes = vi.spyOn(storage, 'delete');
        const [messages, discussions, jobs, wokenBefore] = [
          await rowsOf('messages', user),
          await rowsOf('discussions', user),
          await jobCount(),
          wakes,
        ];
        try {
          const { response } = await chat.send(user, {
            contentText: 'Une de trop',
            localId: randomUUID(),
            audioFile: webmRecording(),
          });
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual(CHAT_REFUSAL);
          // The recording stored before the refusal is removed again.
          expect(puts).toHaveBeenCalledTimes(1);
          expect(deletes.mock.calls.map(([key]) => key)).toEqual(puts.mock.calls.map(([key]) => key));
        } finally {
          puts.mockRestore();
          deletes.mockRestore();
        }
        expect([await rowsOf('messages', user), await rowsOf('discussions', user), await jobCount(), wakes]).toEqual([
          messages,
          discussions,
          jobs,
          wokenBefore,
        ]);
        expect(await used(user, 'chat')).toBe(10);
      });

      it('answers a repeated POST (same localId) and retries a failed answer without counting them again', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'chat', 9);
        const localId = randomUUID();
        const first = await chat.send(user, { contentText: 'Ma question', localId });
        expect(first.response.status).toBe(201);
        const { data } = await first.response.json();
        const again = await chat.send(user, { contentText: 'Ma question', localId });
        expect(again.response.status).toBe(200);
        await platform.database.db
          .updateTable('messages')
          .set({ answer_status: 'failed' })
          .where('id', '=', data._id)
          .execute();
        const retried = await chat.call(regenerate.POST, user, {
          path: `/api/e/message/${data._id}/regenerate-answer`,
          params: { id: data._id },
        });
        expect(retried.response.status).toBe(200);
        expect(await used(user, 'chat')).toBe(10);
      });

      it('does not count a refused message (400, 429)', async () => {
        const user = await makeUser();
        expect((await chat.send(user, { contentText: '   ', localId: randomUUID() })).response.status).toBe(400);
        // Five questions awaiting their answer: the sixth is refused with 429.
        for (let i = 0; i < 5; i++) await chat.ask(user, `Question ${i}`);
        expect((await chat.send(user, { contentText: 'Sixième', localId: randomUUID() })).response.status).toBe(429);
        expect(await used(user, 'chat')).toBe(5);
      });

      it('lets a user on a paid plan go on', async () => {
        const user = await onPaidPlan(platform, await makeUser());
        await useAllowance(platform, user, 'chat', 30);
        await chat.ask(user, 'Encore une question');
      });
    });

    describe('legal searches', () => {
      it('refuses the 6th search of the day with 403, recording, queuing and storing nothing', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'search', 4);
        expect((await search(user, { questionText: 'La cinquième', localId: randomUUID() })).response.status).toBe(201);
        const storage = platform.storage;
        const puts = vi.spyOn(storage, 'put');
        const deletes = vi.spyOn(storage, 'delete');
        const [rows, jobs, wokenBefore] = [await rowsOf('legal_searches', user), await jobCount(), wakes];
        try {
          const { response } = await search(user, {
            questionText: 'Une de trop',
            localId: randomUUID(),
            audioFile: webmRecording(),
          });
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({
            statusCode: 403,
            message:
              "Vous avez utilisé toutes les recherches de votre forfait pour aujourd'hui. Passez à un forfait supérieur pour continuer, ou revenez demain.",
            code: 'subscription_required',
          });
          expect(puts).toHaveBeenCalledTimes(1);
          expect(deletes.mock.calls.map(([key]) => key)).toEqual(puts.mock.calls.map(([key]) => key));
        } finally {
          puts.mockRestore();
          deletes.mockRestore();
        }
        expect([await rowsOf('legal_searches', user), await jobCount(), wakes]).toEqual([rows, jobs, wokenBefore]);
        expect(await used(user, 'search')).toBe(5);
      });

      it('answers a repeated POST without counting it, and does not count a refused one', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'search', 4);
        const localId = randomUUID();
        expect((await search(user, { questionText: 'Héritage', localId })).response.status).toBe(201);
        expect((await search(user, { questionText: 'Héritage', localId })).response.status).toBe(200);
        expect((await search(user, { questionText: '  ', localId: randomUUID() })).response.status).toBe(400);
        expect(await used(user, 'search')).toBe(5);
      });
    });

    describe('generated documents', () => {
      it('refuses a signed-in user’s 4th document of the month with 403 and keeps no copy', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'document', 3);
        const { response } = await generateFile(user);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          statusCode: 403,
          message:
            'Vous avez utilisé tous les documents de votre forfait pour ce mois-ci. Passez à un forfait supérieur pour continuer, ou revenez le mois prochain.',
          code: 'subscription_required',
        });
        expect(
          await platform.database.db
            .selectFrom('personal_items')
            .select('id')
            .where('user_id', '=', user._id)
            .execute(),
        ).toEqual([]);
        expect(await used(user, 'document')).toBe(3);
      });

      it('counts the same document downloaded again, in either format, once, and keeps it once in each', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'document', 2);
        const ids = [];
        for (const format of ['pdf', 'docx', 'pdf']) {
          const { response } = await generateFile(user, LETTER.sample, '192.0.2.42', format);
          expect(response.status).toBe(200);
          ids.push(response.headers.get('x-personal-item-id'));
        }
        expect(await used(user, 'document')).toBe(3);
        // The PDF downloaded again is the PDF kept; the DOCX is kept beside it.
        expect(ids[2]).toBe(ids[0]);
        expect(ids[1]).not.toBe(ids[0]);
        expect(ids[0]).toBeTruthy();
        // Other values are another document: past the month's three, refused.
        const other = await generateFile(user, { ...LETTER.sample, montant: '250000' }, '192.0.2.42');
        expect(other.response.status).toBe(403);
      });

      it('counts a valid generation only, and an anonymous one not at all', async () => {
        const user = await makeUser();
        await useAllowance(platform, user, 'document', 2);
        expect((await generateFile(user, { ...LETTER.sample, montant: 'beaucoup' })).response.status).toBe(400);
        expect((await generateFile(user)).response.status).toBe(200);
        expect(await used(user, 'document')).toBe(3);
        const allRows = async () =>
          (await platform.database.db.selectFrom('usage_events').select('id').execute()).length;
        const before = await allRows();
        for (let i = 0; i < 4; i++)
          expect((await generateFile(null, LETTER.sample, '192.0.2.41')).response.status).toBe(200);
        expect(await allRows()).toBe(before);
      });
    });

    describe('GET /api/e/subscription', () => {
      it('answers 401 without a session', async () => {
        const { response } = await call(subscription.GET, null, { method: 'GET', path: '/api/e/subscription' });
        expect(response.status).toBe(401);
        expect((await response.json()).code).toBe('unauthenticated');
      });

      it('tells the plan in force in the page’s language and what each quota has left', async () => {
        const user = await makeUser();
        await chat.ask(user, 'Une question');
        await useAllowance(platform, user, 'document', 2);
        const { response } = await call(subscription.GET, user, {
          method: 'GET',
          path: '/api/e/subscription',
          locale: 'en',
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toContain('no-store');
        const view = (await response.json()) as SubscriptionView;
        expect(view.plan).toMatchObject({ _id: 'free', name: 'Free', price: 0 });
        expect(view.subscription).toBeNull();
        expect(view.usage.chat).toMatchObject({ used: 1, limit: 10 });
        expect(view.usage.search).toMatchObject({ used: 0, limit: 5 });
        expect(view.usage.document).toMatchObject({ used: 2, limit: 3 });
        expect(new Date(view.usage.chat.resetsAt).getUTCHours()).toBe(0);
        expect(new Date(view.usage.document.resetsAt).getUTCDate()).toBe(1);
      });
    });
  });
}
