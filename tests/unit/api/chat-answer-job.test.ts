/**
 * The chat answer job (kind 'chat.answer') on PGlite and PostgreSQL, with a fake answer engine:
 * it answers with the conversation so far, stores the answer as a bot message, settles the
 * question, and pushes `chat_ai_response` to its owner once; failures as the legal search's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as regenerateRoute from '../../../src/pages/api/e/message/[id]/regenerate-answer.ts';
import * as messageItem from '../../../src/pages/api/e/message/[id].ts';
import type { ChatMessage } from '../../../src/shared/events.ts';
import { AnswerFailure } from '../../../src/server/ai/answer-engine.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import { HISTORY_TURNS } from '../../../src/server/chat/history.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { ANSWER_FAILED } from '../../../src/server/ai/answer-failed.ts';
import { NO_TRANSCRIPTION } from '../../../src/server/speech/question-transcript.ts';
import { answerJob, answering, chatApi, SOURCE } from './chat-support.ts';
import { insertTestUser, testPlatformEngines } from './route-harness.ts';
import { webmRecording } from './audio-fixtures.ts';

for (const engine of testPlatformEngines()) {
  describe(`chat answer job (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let me: PublicUser;
    const api = chatApi(() => platform);
    const read = async (id: string) => {
      const { response } = await api.call(messageItem.GET, me, { path: '/x', method: 'GET', params: { id } });
      return response.status === 200 ? ((await response.json()).data as ChatMessage) : null;
    };
    const refusing = (reason: string, code?: 'cancelled') => async () => {
      throw new AnswerFailure(reason, code ? { code } : {});
    };

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
    });
    beforeEach(async () => {
      me = await insertTestUser(platform, 'Awa');
    });
    afterAll(() => close());

    it('stores the answer as a bot message, completes the question and pushes both, exactly, once', async () => {
      const { data: question, discussion } = await api.ask(me, 'Comment divorcer par consentement mutuel ?');
      const job = answerJob(() => platform, answering);
      await job.run(question._id);
      await job.run(question._id);

      const { data } = await api.messages(me, `?discussion=${discussion?._id}`);
      expect(data).toHaveLength(2);
      const [asked, answer] = data as [ChatMessage, ChatMessage];
      expect(asked).toMatchObject({ _id: question._id, answerStatus: 'completed', err: null });
      expect(answer).toMatchObject({
        localId: null,
        contentText: 'Réponse à Comment divorcer par consentement mutuel ? [1]',
        sender: null,
        senderType: 'bot',
        discussion: discussion?._id,
        audioFile: null,
        isAudioQuestion: false,
        answerStatus: 'completed',
        replyTo: question._id,
        sources: [SOURCE],
        thinkMode: 'instant',
        retryCount: 0,
        feedback: null,
        err: null,
      });
      expect(job.pushes).toEqual([
        { userId: me._id, payload: { question: asked, answer, status: 'completed', type: 'answer' } },
      ]);
      const [listed] = (await api.discussions(me)).data;
      expect(Date.parse(listed?.updatedAt ?? '')).toBeGreaterThan(Date.parse(discussion?.updatedAt ?? ''));
    });

    it('asks the engine with the language, think mode and the conversation so far: answered turns only, oldest first', async () => {
      const job = answerJob(() => platform, answering);
      const first = await api.ask(me, 'Comment divorcer ?');
      const id = first.discussion?._id ?? '';
      await job.run(first.data._id);
      const failed = await api.ask(me, 'Question sans réponse', id);
      await answerJob(() => platform, refusing('Indisponible')).run(failed.data._id);
      const { response } = await api.send(me, {
        contentText: 'Et le délai ?',
        localId: randomUUID(),
        discussion: id,
        language: 'en',
        thinkMode: 'think',
      });
      const { data: followUp } = await response.json();
      await api.ask(me, 'Une autre conversation');
      await job.run(followUp._id);
      expect(job.requests.at(-1)).toMatchObject({
        question: 'Et le délai ?',
        language: 'en',
        thinkMode: 'think',
        history: [
          { role: 'user', text: 'Comment divorcer ?' },
          { role: 'assistant', text: 'Réponse à Comment divorcer ? [1]' },
        ],
      });
      expect(job.requests[0]?.history).toEqual([]);
    });

    it(`keeps the last ${HISTORY_TURNS} turns of a long conversation`, async () => {
      const job = answerJob(() => platform, answering);
      const first = await api.ask(me, 'Question 1');
      const id = first.discussion?._id ?? '';
      await job.run(first.data._id);
      for (let i = 2; i <= 9; i++) await job.run((await api.ask(me, `Question ${i}`, id)).data._id);
      const asked = job.requests
        .at(-1)
        ?.history?.filter((turn) => turn.role === 'user')
        .map((turn) => turn.text);
      expect(asked).toEqual(['Question 3', 'Question 4', 'Question 5', 'Question 6', 'Question 7', 'Question 8']);
      expect(job.requests.at(-1)?.history).toHaveLength(2 * HISTORY_TURNS);
    });

    it("fails the question at once with the engine's own reason, and pushes the failure", async () => {
      const { data } = await api.ask(me, 'Question A');
      const job = answerJob(() => platform, refusing('Le service de réponse ne répond pas.'));
      await job.run(data._id);
      const failed = await read(data._id);
      expect(failed).toMatchObject({ answerStatus: 'failed', err: 'Le service de réponse ne répond pas.' });
      expect(job.pushes).toEqual([
        {
          userId: me._id,
          payload: {
            question: failed,
            answer: null,
            status: 'failed',
            err: 'Le service de réponse ne répond pas.',
            type: 'answer',
          },
        },
      ]);
    });

    it('leaves other errors and a cancelled answer to the runner; when its attempts are spent, onFailed fails the question plainly', async () => {
      const { data } = await api.ask(me, 'Question B');
      const broken = answerJob(
        () => platform,
        async () => {
          throw new Error('connection reset by peer');
        },
      );
      await expect(broken.run(data._id)).rejects.toThrow('connection reset');
      await expect(answerJob(() => platform, refusing('Annulé', 'cancelled')).run(data._id)).rejects.toThrow('Annulé');
      expect((await read(data._id))?.answerStatus).toBe('pending');
      expect(broken.pushes).toEqual([]);
      await broken.onFailed(data._id, 'connection reset by peer');
      const failed = await read(data._id);
      expect(failed).toMatchObject({ answerStatus: 'failed', err: ANSWER_FAILED });
      expect(broken.pushes).toEqual([
        {
          userId: me._id,
          payload: { question: failed, answer: null, status: 'failed', err: ANSWER_FAILED, type: 'answer' },
        },
      ]);
      await broken.onFailed(data._id, 'again');
      expect(broken.pushes).toHaveLength(1);
    });

    it('a spoken question without its transcript fails with a clear reason, without asking the engine', async () => {
      const audio = webmRecording();
      const { response } = await api.send(me, { audioFile: audio, localId: randomUUID() });
      const { data } = await response.json();
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      expect(job.requests).toEqual([]);
      expect(job.pushes.at(-1)?.payload).toMatchObject({ status: 'failed', err: NO_TRANSCRIPTION, answer: null });
    });

    it('drops a question deleted meanwhile: no engine call, no answer, no push', async () => {
      const { data } = await api.ask(me, 'Supprimée aussitôt');
      await api.call(messageItem.DELETE, me, { path: '/x', method: 'DELETE', params: { id: data._id } });
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      await job.onFailed(data._id, 'gone');
      expect(job.requests).toEqual([]);
      expect(job.pushes).toEqual([]);
      expect(
        await platform.database.db.selectFrom('messages').select('id').where('reply_to', '=', data._id).execute(),
      ).toEqual([]);
    });

    it('answers a retried question: the new run completes it and pushes the answer', async () => {
      const { data } = await api.ask(me, 'Deuxième chance');
      await answerJob(() => platform, refusing('Indisponible')).run(data._id);
      const { response } = await api.call(regenerateRoute.POST, me, { path: '/x', params: { id: data._id } });
      expect(response.status).toBe(200);
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      expect(job.pushes.at(-1)?.payload).toMatchObject({
        status: 'completed',
        question: { _id: data._id, answerStatus: 'completed', retryCount: 1, err: null },
        answer: { replyTo: data._id },
      });
    });
  });
}
