/**
 * A conversation's messages through their routes (SPEC-COVERAGE §4, §5, §7), on PGlite and PostgreSQL:
 * paging from the newest, reading and deleting (a question with its answer and recording),
 * retrying a failed question up to 3 times, rating an answer, and another user finding none
 * of it. Sending is chat-send.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as feedbackRoute from '../../../src/pages/api/e/message/[id]/feedback.ts';
import * as regenerateRoute from '../../../src/pages/api/e/message/[id]/regenerate-answer.ts';
import * as messageItem from '../../../src/pages/api/e/message/[id].ts';
import * as messageCollection from '../../../src/pages/api/e/message/index.ts';
import { AnswerFailure } from '../../../src/server/ai/answer-engine.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { answerJob, answering, chatApi } from './chat-support.ts';
import { onPaidPlan } from './plan-support.ts';
import { insertTestUser, testPlatformEngines } from './route-harness.ts';
import { webmRecording } from './audio-fixtures.ts';

const webm = () => webmRecording();

for (const engine of testPlatformEngines()) {
  describe(`chat messages API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    /** A new user for each test, so the limits on questions awaiting their answer never interfere. */
    let me: PublicUser;
    let kofi: PublicUser;
    let wakes = 0;
    const api = chatApi(() => platform);
    const makeUser = (first: string) => insertTestUser(platform, first);
    const byId = (route: typeof messageItem.GET, user: PublicUser, id: string, method = 'GET') =>
      api.call(route, user, { path: `/api/e/message/${id}`, method, params: { id } });
    const regenerate = (user: PublicUser, id: string) =>
      api.call(regenerateRoute.POST, user, { path: `/api/e/message/${id}/regenerate-answer`, params: { id } });
    const rate = (user: PublicUser, id: string, value: unknown) =>
      api.call(feedbackRoute.PUT, user, {
        path: `/api/e/message/${id}/feedback`,
        method: 'PUT',
        params: { id },
        json: { value },
      });
    const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
    const failing = answerJob(
      () => platform,
      async () => {
        throw new AnswerFailure('Le service de réponse ne répond pas.');
      },
    );

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => wakes++ });
      kofi = await makeUser('Kofi');
    });
    beforeEach(async () => {
      me = await makeUser('Awa');
    });
    afterAll(() => close());

    it('pages a conversation from its end: page 1 holds the newest 15, each page oldest first', async () => {
      // 17 messages: more than the free plan's messages of a day.
      await onPaidPlan(platform, me);
      const first = await api.ask(me, 'Message 1');
      const id = first.discussion?._id ?? '';
      for (let i = 2; i <= 17; i++) {
        await api.ask(me, `Message ${i}`, id);
        await api.settleAll(me);
      }
      const page1 = await api.messages(me, `?discussion=${id}`);
      expect(page1).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2 });
      expect(page1.data.map((m) => m.contentText)).toEqual(Array.from({ length: 15 }, (_, i) => `Message ${i + 3}`));
      const page2 = await api.messages(me, `?discussion=${id}&page=2`);
      expect(page2.data.map((m) => m.contentText)).toEqual(['Message 1', 'Message 2']);
      expect((await api.messages(me, `?discussion=${id}&page=3`)).data).toEqual([]);
    });

    it('lists nothing without a valid conversation id, and 404 for an unknown one', async () => {
      for (const query of ['', '?discussion=', '?discussion=temp']) {
        const { response } = await api.call(messageCollection.GET, me, {
          path: `/api/e/message${query}`,
          method: 'GET',
        });
        expect(await refusal(response)).toMatchObject({
          status: 400,
          body: { message: 'ID de conversation invalide', code: 'invalid_discussion_id' },
        });
      }
      const unknown = await api.call(messageCollection.GET, me, {
        path: `/api/e/message?discussion=${randomUUID()}`,
        method: 'GET',
      });
      expect(await refusal(unknown.response)).toMatchObject({
        status: 404,
        body: { message: 'Conversation introuvable' },
      });
    });

    it('reads a message; an unknown one is Message introuvable', async () => {
      const { data } = await api.ask(me, 'À relire');
      const read = await byId(messageItem.GET, me, data._id);
      expect((await read.response.json()).data).toEqual(data);
      const unknown = await byId(messageItem.GET, me, randomUUID());
      expect(await refusal(unknown.response)).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Message introuvable', code: 'not_found' },
      });
    });

    it('deleting a question deletes its answer and its recording; deleting an answer keeps the question', async () => {
      const spoken = await api.send(me, {
        audioFile: webm(),
        contentText: 'Question enregistrée',
        localId: randomUUID(),
      });
      const { data: question } = await spoken.response.json();
      const job = answerJob(() => platform, answering);
      await job.run(question._id);
      const answer = job.pushes.at(-1)?.payload.answer;
      const storage = platform.storage;
      const key = question.audioFile.replace('storage://', '');

      const kept = await api.ask(me, 'Une autre', question.discussion);
      await job.run(kept.data._id);
      const keptAnswer = job.pushes.at(-1)?.payload.answer;
      expect((await byId(messageItem.DELETE, me, keptAnswer?._id ?? '', 'DELETE')).response.status).toBe(200);
      expect((await byId(messageItem.GET, me, kept.data._id)).response.status).toBe(200);

      const deleted = await byId(messageItem.DELETE, me, question._id, 'DELETE');
      expect(await deleted.response.json()).toEqual({ success: true });
      expect((await byId(messageItem.GET, me, answer?._id ?? '')).response.status).toBe(404);
      expect(await storage.get(key)).toBeNull();
      expect((await byId(messageItem.DELETE, me, question._id, 'DELETE')).response.status).toBe(404);
    });

    it('retries a failed question up to 3 times: pending again, retryCount + 1, err cleared, a new job each time', async () => {
      const { data } = await api.ask(me, 'Question qui échoue');
      await failing.run(data._id);
      for (let retry = 1; retry <= 3; retry++) {
        const before = wakes;
        const { response } = await regenerate(me, data._id);
        expect(response.status).toBe(200);
        expect((await response.json()).data).toMatchObject({
          _id: data._id,
          answerStatus: 'pending',
          retryCount: retry,
          err: null,
        });
        expect(wakes).toBe(before + 1);
        expect(await api.jobsFor(data._id)).toHaveLength(retry + 1);
        await failing.run(data._id);
      }
      const spent = await regenerate(me, data._id);
      expect(await refusal(spent.response)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Nombre maximum de tentatives atteint', code: 'max_retries' },
      });
      expect((await (await byId(messageItem.GET, me, data._id)).response.json()).data).toMatchObject({
        answerStatus: 'failed',
        retryCount: 3,
      });
    });

    it('only a failed user message can be retried: a pending or completed question, or an answer, is refused (409)', async () => {
      const { data } = await api.ask(me, 'En attente');
      const pending = await regenerate(me, data._id);
      expect(await refusal(pending.response)).toEqual({
        status: 409,
        body: { statusCode: 409, message: 'Seul un message en échec peut être renvoyé.', code: 'not_retryable' },
      });
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      expect((await regenerate(me, data._id)).response.status).toBe(409);
      expect((await regenerate(me, job.pushes.at(-1)?.payload.answer?._id ?? '')).response.status).toBe(409);
      expect((await regenerate(me, randomUUID())).response.status).toBe(404);
    });

    it('stores a rating on an answer, takes it back with null, and refuses one on a question', async () => {
      const { data } = await api.ask(me, 'À noter');
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      const answerId = job.pushes.at(-1)?.payload.answer?._id ?? '';
      const up = await rate(me, answerId, 'up');
      expect((await up.response.json()).data).toMatchObject({ _id: answerId, feedback: 'up' });
      expect((await (await rate(me, answerId, 'down')).response.json()).data.feedback).toBe('down');
      expect((await (await rate(me, answerId, null)).response.json()).data.feedback).toBeNull();
      expect((await (await byId(messageItem.GET, me, answerId)).response.json()).data.feedback).toBeNull();
      const onQuestion = await rate(me, data._id, 'up');
      expect(await refusal(onQuestion.response)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'Seule une réponse peut recevoir un avis.', code: 'not_an_answer' },
      });
      for (const value of ['meh', undefined, 1]) {
        const invalid = await rate(me, answerId, value);
        expect(await refusal(invalid.response)).toMatchObject({
          status: 400,
          body: { code: 'validation_failed', fields: { value: expect.any(String) } },
        });
      }
      expect((await rate(me, randomUUID(), 'up')).response.status).toBe(404);
    });

    it("another user's message is not found: read, delete, retry and rating answer 404", async () => {
      const { data } = await api.ask(me, 'Question privée');
      await failing.run(data._id);
      const notFound = { status: 404, body: { statusCode: 404, message: 'Message introuvable', code: 'not_found' } };
      expect(await refusal((await byId(messageItem.GET, kofi, data._id)).response)).toEqual(notFound);
      expect(await refusal((await byId(messageItem.DELETE, kofi, data._id, 'DELETE')).response)).toEqual(notFound);
      expect(await refusal((await regenerate(kofi, data._id)).response)).toEqual(notFound);
      expect(await refusal((await rate(kofi, data._id, 'up')).response)).toEqual(notFound);
      const retried = await api.send(kofi, { contentText: 'Question privée', localId: data.localId ?? '' });
      expect(retried.response.status).toBe(201);
      expect((await retried.response.json()).data._id).not.toBe(data._id);
      expect((await byId(messageItem.GET, me, data._id)).response.status).toBe(200);
    });
  });
}
