/**
 * Sending a chat message through POST /api/e/message (SPEC-COVERAGE §5, §7), on PGlite and PostgreSQL:
 * a pending question with its job, validation in the contract's order with each French
 * message, the recording, idempotent localId, and the limits of 5 questions awaiting their
 * answer and 20 messages a minute.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as messageCollection from '../../../src/pages/api/e/message/index.ts';
import type { ChatMessage } from '../../../src/shared/events.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { answerJob, answering, chatApi } from './chat-support.ts';
import { onPaidPlan } from './plan-support.ts';
import { callRoute, insertTestUser, testPlatformEngines } from './route-harness.ts';
import { webmRecording } from './audio-fixtures.ts';

const webm = () => webmRecording();

for (const engine of testPlatformEngines()) {
  describe(`chat message sending (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    /** A new user for each test: the limits (5 awaiting, 20 a minute) count per user. */
    let me: PublicUser;
    let wakes = 0;
    const api = chatApi(() => platform);
    const makeUser = (first: string) => insertTestUser(platform, first);
    const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => wakes++ });
    });
    beforeEach(async () => {
      me = await makeUser('Awa');
    });
    afterAll(() => close());

    it('records a question as pending with its answer job, in the language and think mode asked, and wakes the runner', async () => {
      const before = wakes;
      const localId = randomUUID();
      const { response } = await api.send(me, {
        contentText: '  Comment créer une SARL ?  ',
        localId,
        language: 'en',
        thinkMode: 'deepThink',
      });
      expect(response.status).toBe(201);
      const { data, discussion } = (await response.json()) as { data: ChatMessage; discussion: { _id: string } };
      expect(data).toMatchObject({
        localId,
        contentText: 'Comment créer une SARL ?',
        sender: me._id,
        senderType: 'user',
        discussion: discussion._id,
        audioFile: null,
        isAudioQuestion: false,
        answerStatus: 'pending',
        replyTo: null,
        sources: [],
        thinkMode: 'deepThink',
        retryCount: 0,
        feedback: null,
        err: null,
      });
      expect(wakes).toBe(before + 1);
      expect(await api.jobsFor(data._id)).toHaveLength(1);
      const row = await platform.database.db
        .selectFrom('messages')
        .select('language')
        .where('id', '=', data._id)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('en');
    });

    it('takes JSON too, with instant as the default think mode and the page language for an unknown one', async () => {
      const { response } = await api.call(messageCollection.POST, me, {
        path: '/api/e/message',
        json: { contentText: 'Bail', localId: randomUUID(), language: 'xx', thinkMode: 'slow' },
      });
      expect(response.status).toBe(201);
      const { data } = await response.json();
      expect(data.thinkMode).toBe('instant');
      const row = await platform.database.db
        .selectFrom('messages')
        .select('language')
        .where('id', '=', data._id)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('fr');
    });

    it('continues a conversation: no discussion in the answer, and the conversation moves up', async () => {
      const first = await api.ask(me, 'Première question');
      const id = first.discussion?._id ?? '';
      const other = await api.ask(me, 'Autre conversation');
      const next = await api.ask(me, 'Suite', id);
      expect(next.discussion).toBeUndefined();
      expect(next.data.discussion).toBe(id);
      const list = await api.discussions(me, '?perPage=2');
      expect(list.data.map((d) => d._id)).toEqual([id, other.discussion?._id]);
      expect(Date.parse(list.data[0]?.updatedAt ?? '')).toBeGreaterThan(Date.parse(first.discussion?.updatedAt ?? ''));
    });

    it('the same localId again answers 200 with the first message (and its conversation), and no second job', async () => {
      const localId = randomUUID();
      const first = await api.send(me, { contentText: 'Héritage sans testament', localId });
      const again = await api.send(me, { contentText: 'Héritage sans testament', localId });
      expect(first.response.status).toBe(201);
      expect(again.response.status).toBe(200);
      const a = await first.response.json();
      const b = await again.response.json();
      expect(b.data).toEqual(a.data);
      expect(b.discussion._id).toBe(a.discussion._id);
      expect(await api.jobsFor(a.data._id)).toHaveLength(1);
      const inConversation = await api.send(me, {
        contentText: 'Suite',
        localId: randomUUID(),
        discussion: a.discussion._id,
      });
      const { data } = await inConversation.response.json();
      const repeated = await api.send(me, {
        contentText: 'Suite',
        localId: data.localId,
        discussion: a.discussion._id,
      });
      expect(repeated.response.status).toBe(200);
      expect(await repeated.response.json()).toEqual({ data });
    });

    it('refuses a message without a valid localId: Message invalide', async () => {
      for (const fields of [
        { contentText: 'Bonjour' },
        { contentText: 'Bonjour', localId: '' },
        { contentText: 'Bonjour', localId: 'a b' },
        { contentText: 'x', localId: 'a'.repeat(101) },
      ]) {
        const { response } = await api.send(me, fields);
        expect(await refusal(response)).toEqual({
          status: 400,
          body: {
            statusCode: 400,
            message: 'Message invalide',
            code: 'invalid_message',
            fields: { localId: 'Message invalide' },
          },
        });
      }
    });

    it('refuses a text over 10,000 characters (Message trop long) and nothing to send (Le message ne peut pas être vide)', async () => {
      const long = await api.send(me, { contentText: 'a'.repeat(10_001), localId: randomUUID() });
      expect(await refusal(long.response)).toMatchObject({
        status: 400,
        body: { message: 'Message trop long', code: 'message_too_long' },
      });
      const padded = await api.send(me, { contentText: ' '.repeat(10_001), localId: randomUUID() });
      expect((await padded.response.json()).code).toBe('message_too_long');
      for (const contentText of ['', '   \n ']) {
        const empty = await api.send(me, { contentText, localId: randomUUID() });
        expect(await refusal(empty.response)).toMatchObject({
          status: 400,
          body: { message: 'Le message ne peut pas être vide', code: 'message_empty' },
        });
      }
      const longest = await api.send(me, { contentText: 'a'.repeat(10_000), localId: randomUUID() });
      expect(longest.response.status).toBe(201);
    });

    it('refuses a conversation id that is empty or "temp", and an unknown one', async () => {
      for (const discussion of ['', 'temp']) {
        const { response } = await api.send(me, { contentText: 'Bonjour', localId: randomUUID(), discussion });
        expect(await refusal(response)).toMatchObject({
          status: 400,
          body: { message: 'ID de conversation invalide', code: 'invalid_discussion_id' },
        });
      }
      const unknown = await api.send(me, { contentText: 'Bonjour', localId: randomUUID(), discussion: randomUUID() });
      expect(await refusal(unknown.response)).toEqual({
        status: 404,
        body: { statusCode: 404, message: 'Conversation introuvable', code: 'not_found' },
      });
    });

    it('reports the first problem in the contract order: localId, length, emptiness, conversation', async () => {
      const codeOf = async (fields: Record<string, string>) =>
        (await (await api.send(me, fields)).response.json()).code;
      expect(await codeOf({ contentText: 'a'.repeat(10_001), discussion: 'temp' })).toBe('invalid_message');
      expect(await codeOf({ contentText: 'a'.repeat(10_001), localId: 'ok', discussion: 'temp' })).toBe(
        'message_too_long',
      );
      expect(await codeOf({ contentText: ' ', localId: 'ok', discussion: 'temp' })).toBe('message_empty');
      const audio = await api.send(me, {
        audioFile: new File(['%PDF-1.4'], 'q.pdf', { type: 'application/pdf' }),
        localId: randomUUID(),
        discussion: randomUUID(),
      });
      expect(audio.response.status).toBe(404);
    });

    it('stores a recording as the question, and refuses a file that is not audio (415)', async () => {
      const { response } = await api.send(me, { audioFile: webm(), contentText: 'Ma question', localId: randomUUID() });
      expect(response.status).toBe(201);
      const { data } = await response.json();
      expect(data).toMatchObject({ isAudioQuestion: true, contentText: 'Ma question' });
      expect(data.audioFile).toMatch(new RegExp(`^storage://users/${me._id}/chat-audio/`));
      const stored = await platform.storage.get(data.audioFile.replace('storage://', ''));
      expect(stored?.contentType).toBe('audio/webm');
      const notAudio = await api.send(me, {
        audioFile: new File(['%PDF-1.4'], 'q.pdf', { type: 'application/pdf' }),
        localId: randomUUID(),
      });
      expect(await refusal(notAudio.response)).toMatchObject({
        status: 415,
        body: { message: 'Ce fichier n’est pas un enregistrement audio.', code: 'unsupported_audio_type' },
      });
    });

    it('refuses a body over 10 MB + 64 KB: Le message est trop volumineux.', async () => {
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 65 * 1024)], 'q.webm', { type: 'audio/webm' });
      const multipart = await api.send(me, { audioFile: big, contentText: 'x', localId: randomUUID() });
      expect(await refusal(multipart.response)).toMatchObject({
        status: 413,
        body: { message: 'Le message est trop volumineux.', code: 'payload_too_large' },
      });
      const json = await api.call(messageCollection.POST, me, {
        path: '/api/e/message',
        json: { contentText: 'x'.repeat(10_600_000), localId: randomUUID() },
      });
      expect(await refusal(json.response)).toMatchObject({
        status: 413,
        body: { message: 'Le message est trop volumineux.' },
      });
    });

    it('refuses a sixth question while five await their answer, but still answers a retried POST', async () => {
      const sent = [];
      for (let i = 0; i < 5; i++) sent.push((await api.ask(me, `Question ${i}`)).data);
      const sixth = await api.send(me, { contentText: 'Une de trop', localId: randomUUID() });
      expect(await refusal(sixth.response)).toEqual({
        status: 429,
        body: {
          statusCode: 429,
          message: "Trop d'opérations en cours. Veuillez patienter.",
          code: 'too_many_operations',
        },
      });
      const retried = await api.send(me, { contentText: 'Question 0', localId: sent[0]?.localId ?? '' });
      expect(retried.response.status).toBe(200);
      await answerJob(() => platform, answering).run(sent[0]?._id ?? '');
      expect((await api.send(me, { contentText: 'Maintenant oui', localId: randomUUID() })).response.status).toBe(201);
    });

    it('refuses the 21st message of a minute with Retry-After: Trop de messages envoyés. Attendez un moment.', async () => {
      // More than the free plan's messages of a day: the rate limit is what is tested.
      await onPaidPlan(platform, me);
      for (let i = 0; i < 20; i++) {
        await api.ask(me, `Message ${i}`);
        await api.settleAll(me);
      }
      const { response } = await api.send(me, { contentText: 'Un de trop', localId: randomUUID() });
      expect(await refusal(response)).toEqual({
        status: 429,
        body: { statusCode: 429, message: 'Trop de messages envoyés. Attendez un moment.', code: 'rate_limited' },
      });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });

    it('answers the composer’s plain form (no JavaScript) with pages: the conversation once sent, the text back in the field with a toast once refused', async () => {
      const post = (form: Record<string, string>, locale: 'fr' | 'en' = 'fr') =>
        callRoute(messageCollection.POST, platform, {
          path: '/api/e/message',
          user: me,
          form,
          locale,
          headers: { accept: 'text/html' },
        });
      const localId = randomUUID();
      const sent = await post({ contentText: 'Comment porter plainte ?', localId, language: 'fr' });
      expect(sent.response.status).toBe(303);
      const location = sent.response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/chat\/[\w-]+$/);
      // The same form sent twice is one question.
      expect(
        (await post({ contentText: 'Comment porter plainte ?', localId, language: 'fr' })).response.headers.get(
          'location',
        ),
      ).toBe(location);
      const conversation = location.split('/').at(-1) ?? '';
      const tooLong = 'x'.repeat(10_001);
      const refused = await post({ contentText: tooLong, localId: randomUUID(), discussion: conversation }, 'en');
      expect(refused.response.status).toBe(303);
      expect(refused.response.headers.get('location')).toBe(
        `/en/chat/${conversation}?${new URLSearchParams({ q: tooLong })}`,
      );
      expect(refused.setCookies.get('flash')?.value).toBe('destructive:messageNotSent');
      // Any other caller (no Accept, or JSON) keeps the JSON answers.
      const plain = await callRoute(messageCollection.POST, platform, {
        path: '/api/e/message',
        user: me,
        form: { contentText: 'Sans en-tête Accept', localId: randomUUID() },
      });
      expect(plain.response.status).toBe(201);
      expect(((await plain.response.json()) as { data: ChatMessage }).data.contentText).toBe('Sans en-tête Accept');
    });

    it('sends a plain form past the day’s messages back with the quota’s toast', async () => {
      for (let i = 0; i < 10; i++) {
        await api.ask(me, `Message ${i}`);
        await api.settleAll(me);
      }
      const refused = await callRoute(messageCollection.POST, platform, {
        path: '/api/e/message',
        user: me,
        form: { contentText: 'Encore une', localId: randomUUID() },
        headers: { accept: 'text/html' },
      });
      expect(refused.response.headers.get('location')).toBe('/chat?q=Encore+une');
      expect(refused.setCookies.get('flash')?.value).toBe('destructive:chatQuotaReached');
    });
  });
}
