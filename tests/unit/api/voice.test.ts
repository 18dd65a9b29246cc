/**
 * Voice on the server, on PGlite and PostgreSQL: recordings checked by their bytes on both
 * question routes, spoken questions transcribed inside the answer job (or the browser's
 * transcript, or a clear failure that keeps the recording), and answers read aloud through
 * GET/POST …/speech and the `speech.synthesize` job.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as searchCollection from '../../../src/pages/api/e/legalsearch/index.ts';
import * as searchItem from '../../../src/pages/api/e/legalsearch/[id].ts';
import * as searchSpeech from '../../../src/pages/api/e/legalsearch/[id]/speech.ts';
import * as messageItem from '../../../src/pages/api/e/message/[id].ts';
import * as regenerate from '../../../src/pages/api/e/message/[id]/regenerate-answer.ts';
import * as messageSpeech from '../../../src/pages/api/e/message/[id]/speech.ts';
import type { AnswerAudioPush, AnswerSpeech, SpeechTarget } from '../../../src/shared/audio.ts';
import { AUDIO_MAX_BYTES } from '../../../src/shared/audio.ts';
import type { ChatMessage, LegalSearchRequest } from '../../../src/shared/events.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { SPEECH_UNAVAILABLE, speechJobHandler } from '../../../src/server/read-aloud/speech-job.ts';
import { settleLegalSearch } from '../../../src/server/search/legal-searches.ts';
import { NO_TRANSCRIPTION } from '../../../src/server/speech/question-transcript.ts';
import {
  SpeechFailure,
  type Synthesizer,
  type Transcriber,
  type TranscribeInput,
} from '../../../src/server/speech/types.ts';
import { truncatedRecording, webmBytes, webmRecording } from './audio-fixtures.ts';
import { answerJob, answering, chatApi, lazyStorage } from './chat-support.ts';
import { insertTestUser, testPlatformEngines } from './route-harness.ts';

const keyOf = (storageUrl: string | null) => (storageUrl ?? '').replace('storage://', '');

/** A transcriber that hears `text`, recording what it was given; or fails like a provider down. */
function fakeTranscriber(text: string | Error): Transcriber & { heard: TranscribeInput[] } {
  const heard: TranscribeInput[] = [];
  return {
    heard,
    async transcribe(input) {
      heard.push(input);
      if (text instanceof Error) throw text;
      return text;
    },
  };
}

const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 1, 2, 3]);

function fakeSynthesizer(fail?: SpeechFailure): Synthesizer & { texts: string[] } {
  const texts: string[] = [];
  return {
    name: 'fake',
    texts,
    supports: (language) => language !== 'fon',
    async synthesize({ text }) {
      texts.push(text);
      if (fail) throw fail;
      return { bytes: MP3, contentType: 'audio/mpeg', durationMs: 1200 };
    },
    close: async () => {},
  };
}

for (const engine of testPlatformEngines()) {
  describe(`voice (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let me: PublicUser;
    let wakes = 0;
    const api = chatApi(() => platform);
    const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
    const askSearch = (user: PublicUser, fields: Record<string, string | File>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      return api.call(searchCollection.POST, user, { path: '/api/e/legalsearch', body });
    };
    const speech = async (target: SpeechTarget, id: string, method: 'GET' | 'POST', user = me) => {
      const route = target === 'message' ? messageSpeech : searchSpeech;
      const { response } = await api.call(route[method], user, { path: '/x', method, params: { id } });
      return {
        status: response.status,
        body: (await response.json()) as { data: AnswerSpeech; message?: string; code?: string },
      };
    };
    const speechJobs = async (id: string) =>
      (
        await platform.database.db
          .selectFrom('jobs')
          .select('payload')
          .where('kind', '=', 'speech.synthesize')
          .execute()
      ).filter((job) => (job.payload as { id: string }).id === id);
    function speechJob(synthesizer: Synthesizer | null) {
      const pushes: { userId: string; payload: AnswerAudioPush }[] = [];
      const handler = speechJobHandler({
        db: platform.database.db,
        synthesizer,
        storage: lazyStorage(() => platform),
        push: (userId, _event, payload) => pushes.push({ userId, payload }),
        logger: platform.logger,
      });
      const context = { jobId: 'j', attempt: 1, signal: new AbortController().signal };
      return { pushes, run: (target: SpeechTarget, id: string) => handler.run({ target, id }, context) };
    }
    /** A completed chat answer: [question, answer]. */
    async function answered(text = 'Comment divorcer ?'): Promise<[ChatMessage, ChatMessage]> {
      const { data } = await api.ask(me, text);
      const job = answerJob(() => platform, answering);
      await job.run(data._id);
      const push = job.pushes.at(-1)?.payload;
      if (!push?.answer) throw new Error('no answer');
      return [push.question, push.answer];
    }

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => wakes++ });
    });
    beforeEach(async () => {
      me = await insertTestUser(platform, 'Awa');
    });
    afterAll(() => close());

    describe('recordings are checked by their bytes', () => {
      it('keeps a recording with the type its bytes show, whatever the sender declared', async () => {
        const file = new File([webmBytes() as BlobPart], 'q.bin', { type: 'application/octet-stream' });
        const chat = await api.send(me, { audioFile: file, localId: randomUUID() });
        expect(chat.response.status).toBe(201);
        const { data } = (await chat.response.json()) as { data: ChatMessage };
        expect((await platform.storage.get(keyOf(data.audioFile)))?.contentType).toBe('audio/webm');
        const search = await askSearch(me, { audioFile: file, localId: randomUUID() });
        expect(search.response.status).toBe(201);
        const request = (await search.response.json()).data as LegalSearchRequest;
        expect((await platform.storage.get(keyOf(request.audioUrl)))?.contentType).toBe('audio/webm');
      });

      it('refuses a recording cut short (400) and one past 10 MB (413) on both routes', async () => {
        const cut = await api.send(me, { audioFile: truncatedRecording(), localId: randomUUID() });
        expect(await refusal(cut.response)).toMatchObject({
          status: 400,
          body: { message: 'Enregistrement illisible ou incomplet.', code: 'audio_unreadable' },
        });
        const big = await api.send(me, { audioFile: webmRecording(AUDIO_MAX_BYTES + 1), localId: randomUUID() });
        expect(await refusal(big.response)).toMatchObject({
          status: 413,
          body: { message: 'Le message est trop volumineux.', code: 'payload_too_large' },
        });
        const cutSearch = await askSearch(me, { audioFile: truncatedRecording(), localId: randomUUID() });
        expect(await refusal(cutSearch.response)).toMatchObject({
          status: 400,
          body: { message: 'Enregistrement illisible ou incomplet.', code: 'audio_unreadable' },
        });
        const html = await askSearch(me, {
          audioFile: new File(['<!doctype html><script>alert(1)</script>'], 'q.webm', { type: 'audio/webm' }),
        });
        expect(await refusal(html.response)).toMatchObject({ status: 415, body: { code: 'unsupported_audio_type' } });
        const stored = await platform.database.db
          .selectFrom('messages')
          .select('id')
          .where('user_id', '=', me._id)
          .execute();
        expect(stored).toEqual([]);
      });

      it('keeps no second copy of a recording sent twice with the same localId', async () => {
        const localId = randomUUID();
        const first = await askSearch(me, { audioFile: webmRecording(), localId });
        const again = await askSearch(me, { audioFile: webmRecording(), localId });
        expect(again.response.status).toBe(200);
        const files = await platform.storage.get(
          keyOf(((await first.response.json()).data as LegalSearchRequest).audioUrl),
        );
        expect(files).not.toBeNull();
      });
    });

    describe('spoken questions', () => {
      it('are transcribed in the answer job: the transcript becomes the question, its conversation title, and what the engine answers', async () => {
        const { response } = await api.send(me, { audioFile: webmRecording(), localId: randomUUID(), language: 'fr' });
        const { data, discussion } = (await response.json()) as {
          data: ChatMessage;
          discussion: { _id: string; title: string };
        };
        expect(discussion.title).toBe('Question vocale');
        const transcriber = fakeTranscriber('Comment obtenir un acte de naissance ?');
        const job = answerJob(() => platform, answering, { transcriber });
        await job.run(data._id);
        expect(transcriber.heard).toHaveLength(1);
        expect(transcriber.heard[0]).toMatchObject({ type: 'audio/webm', language: 'fr' });
        expect(transcriber.heard[0]?.audio).toEqual(webmBytes());
        expect(job.requests[0]?.question).toBe('Comment obtenir un acte de naissance ?');
        expect(job.pushes.at(-1)?.payload).toMatchObject({
          status: 'completed',
          question: { contentText: 'Comment obtenir un acte de naissance ?', isAudioQuestion: true },
        });
        expect((await (await api.discussion(me, discussion._id)).response.json()).data.title).toBe(
          'Comment obtenir un acte de naissance ?',
        );
      });

      it("fall back on the browser's transcript when the transcriber fails, and fail clearly without one, keeping the recording for a retry", async () => {
        const down = fakeTranscriber(
          new SpeechFailure('provider', 'La transcription a échoué. Réessayez ou écrivez votre question.'),
        );
        const withText = await api.send(me, {
          audioFile: webmRecording(),
          contentText: 'Question entendue par le navigateur',
          localId: randomUUID(),
        });
        const spoken = (await withText.response.json()).data as ChatMessage;
        const job = answerJob(() => platform, answering, { transcriber: down });
        await job.run(spoken._id);
        expect(job.requests.at(-1)?.question).toBe('Question entendue par le navigateur');

        const alone = (
          await (await api.send(me, { audioFile: webmRecording(), localId: randomUUID() })).response.json()
        ).data as ChatMessage;
        await job.run(alone._id);
        expect(job.pushes.at(-1)?.payload).toMatchObject({
          status: 'failed',
          err: 'La transcription a échoué. Réessayez ou écrivez votre question.',
        });
        expect(await platform.storage.get(keyOf(alone.audioFile))).not.toBeNull();

        const retried = await api.call(regenerate.POST, me, { path: '/x', params: { id: alone._id } });
        expect(retried.response.status).toBe(200);
        const working = answerJob(() => platform, answering, {
          transcriber: fakeTranscriber('Quel est le délai de préavis ?'),
        });
        await working.run(alone._id);
        expect(working.pushes.at(-1)?.payload).toMatchObject({
          status: 'completed',
          question: { contentText: 'Quel est le délai de préavis ?' },
        });
      });

      it('without a transcriber nor a browser transcript, fail with the unavailable reason', async () => {
        const alone = (
          await (await api.send(me, { audioFile: webmRecording(), localId: randomUUID() })).response.json()
        ).data as ChatMessage;
        const job = answerJob(() => platform, answering);
        await job.run(alone._id);
        expect(job.pushes.at(-1)?.payload).toMatchObject({ status: 'failed', err: NO_TRANSCRIPTION });
      });

      it('have their answer read aloud at once when the language has a voice', async () => {
        const { data } = (await (
          await api.send(me, { audioFile: webmRecording(), contentText: 'Comment divorcer ?', localId: randomUUID() })
        ).response.json()) as { data: ChatMessage };
        const job = answerJob(() => platform, answering, { readAloud: true });
        await job.run(data._id);
        const answer = job.pushes.at(-1)?.payload.answer as ChatMessage;
        expect(await speechJobs(answer._id)).toHaveLength(1);
        expect((await speech('message', answer._id, 'GET')).body.data).toEqual({
          target: 'message',
          id: answer._id,
          status: 'pending',
          audioFile: null,
          err: null,
        });
        const [, typed] = await answered();
        expect(await speechJobs(typed._id)).toEqual([]);
      });
    });

    describe('answers read aloud', () => {
      it('POST starts one synthesis however often it is asked; the job stores it once and pushes it', async () => {
        const [, answer] = await answered();
        const first = await speech('message', answer._id, 'POST');
        const second = await speech('message', answer._id, 'POST');
        expect([first.status, second.status]).toEqual([202, 202]);
        expect(first.body.data).toMatchObject({ status: 'pending', audioFile: null });
        expect(await speechJobs(answer._id)).toHaveLength(1);

        const synthesizer = fakeSynthesizer();
        const job = speechJob(synthesizer);
        await job.run('message', answer._id);
        await job.run('message', answer._id);
        expect(synthesizer.texts).toHaveLength(1);
        expect(synthesizer.texts[0]).not.toMatch(/\[1\]/);
        expect(job.pushes).toHaveLength(1);
        const pushed = job.pushes[0]?.payload as AnswerAudioPush;
        expect(pushed).toMatchObject({ target: 'message', id: answer._id, status: 'ready', err: null });
        expect(pushed.audioFile).toMatch(new RegExp(`^storage://users/${me._id}/answer-audio/`));
        const file = await platform.storage.get(keyOf(pushed.audioFile));
        expect(file?.contentType).toBe('audio/mpeg');

        const ready = await speech('message', answer._id, 'POST');
        expect(ready).toMatchObject({ status: 200, body: { data: { status: 'ready', audioFile: pushed.audioFile } } });
        expect(await speechJobs(answer._id)).toHaveLength(1);
        const [message] = (await api.messages(me, `?discussion=${answer.discussion}`)).data.filter(
          (m) => m._id === answer._id,
        );
        expect(message?.audioFile).toBe(pushed.audioFile);
      });

      it("refuses a question (409), another user's answer (404), and a language without a voice (503)", async () => {
        const [question, answer] = await answered();
        expect(await speech('message', question._id, 'POST')).toMatchObject({
          status: 409,
          body: { message: 'Seule une réponse peut être lue à voix haute.', code: 'not_answered' },
        });
        const kofi = await insertTestUser(platform, 'Kofi');
        expect(await speech('message', answer._id, 'POST', kofi)).toMatchObject({
          status: 404,
          body: { message: 'Message introuvable' },
        });
        expect((await speech('message', 'nope', 'GET')).status).toBe(404);
        await platform.database.db
          .updateTable('messages')
          .set({ language: 'fon' })
          .where('id', '=', answer._id)
          .execute();
        expect(await speech('message', answer._id, 'POST')).toMatchObject({
          status: 503,
          body: { message: 'La lecture à voix haute n’est pas disponible.', code: 'speech_unavailable' },
        });
      });

      it('a refused synthesis fails with its reason and may be asked again', async () => {
        const [, answer] = await answered();
        await speech('message', answer._id, 'POST');
        const job = speechJob(
          fakeSynthesizer(new SpeechFailure('timeout', 'La lecture à voix haute a pris trop de temps.')),
        );
        await job.run('message', answer._id);
        expect(job.pushes[0]?.payload).toMatchObject({
          status: 'failed',
          err: 'La lecture à voix haute a pris trop de temps.',
          audioFile: null,
        });
        expect((await speech('message', answer._id, 'GET')).body.data.status).toBe('failed');
        expect((await speech('message', answer._id, 'POST')).body.data.status).toBe('pending');
        expect(await speechJobs(answer._id)).toHaveLength(2);
        const none = speechJob(null);
        await none.run('message', answer._id);
        expect(none.pushes[0]?.payload).toMatchObject({ status: 'failed', err: SPEECH_UNAVAILABLE });
      });

      it('reads a legal search aloud once answered, and deleting it removes both recordings', async () => {
        const search = (
          await (
            await askSearch(me, {
              questionText: 'Comment divorcer ?',
              audioFile: webmRecording(),
              localId: randomUUID(),
            })
          ).response.json()
        ).data as LegalSearchRequest;
        expect((await speech('legalsearch', search._id, 'POST')).status).toBe(409);
        await settleLegalSearch(platform.database.db, search._id, {
          status: 'completed',
          answerText: 'Le divorce [1] se demande au **tribunal**.',
          sources: [],
          readAloud: true,
        });
        expect(await speechJobs(search._id)).toHaveLength(1);
        const synthesizer = fakeSynthesizer();
        const job = speechJob(synthesizer);
        await job.run('legalsearch', search._id);
        expect(synthesizer.texts).toEqual(['Le divorce se demande au tribunal.']);
        const ready = await speech('legalsearch', search._id, 'GET');
        expect(ready.body.data.status).toBe('ready');
        const read = await api.call(searchItem.GET, me, { path: '/x', method: 'GET', params: { id: search._id } });
        expect((await read.response.json()).data.answerAudio).toBe(ready.body.data.audioFile);
        const storage = platform.storage;
        await api.call(searchItem.DELETE, me, { path: '/x', method: 'DELETE', params: { id: search._id } });
        expect(await storage.get(keyOf(ready.body.data.audioFile))).toBeNull();
        expect(await storage.get(keyOf(search.audioUrl))).toBeNull();
      });

      it('deleting a question removes its spoken answer', async () => {
        const [question, answer] = await answered();
        await speech('message', answer._id, 'POST');
        await speechJob(fakeSynthesizer()).run('message', answer._id);
        const { audioFile } = (await speech('message', answer._id, 'GET')).body.data;
        await api.call(messageItem.DELETE, me, { path: '/x', method: 'DELETE', params: { id: question._id } });
        expect(await platform.storage.get(keyOf(audioFile))).toBeNull();
      });
    });
  });
}
