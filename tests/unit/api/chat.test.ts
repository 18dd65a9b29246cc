/**
 * The chat's conversations through their routes (SPEC-COVERAGE §5, §7), on PGlite and PostgreSQL: a
 * first question starts one, titled from it; the list (order, pages, search across
 * conversations); read, rename, delete with its messages and recordings; the PDF export; and
 * another user finding none of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from '../../../src/pages/api/e/discussion/[id]/export-as-pdf.ts';
import * as discussionItem from '../../../src/pages/api/e/discussion/[id].ts';
import * as messageItem from '../../../src/pages/api/e/message/[id].ts';
import * as messageCollection from '../../../src/pages/api/e/message/index.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { readPdf } from '../../../src/server/search/pdf/testing/read-pdf.ts';
import { answerJob, answering, chatApi } from './chat-support.ts';
import { onPaidPlan } from './plan-support.ts';
import { insertTestUser, testPlatformEngines } from './route-harness.ts';
import { webmRecording } from './audio-fixtures.ts';

for (const engine of testPlatformEngines()) {
  describe(`chat conversations API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let awa: PublicUser;
    let kofi: PublicUser;
    const api = chatApi(() => platform);
    const makeUser = (first: string) => insertTestUser(platform, first);
    const rename = (user: PublicUser, id: string, title: unknown) =>
      api.call(discussionItem.PUT, user, {
        path: `/api/e/discussion/${id}`,
        method: 'PUT',
        params: { id },
        json: { title },
      });
    const remove = (user: PublicUser, id: string) =>
      api.call(discussionItem.DELETE, user, { path: `/api/e/discussion/${id}`, method: 'DELETE', params: { id } });
    const exportPdf = (user: PublicUser, id: string) =>
      api.call(exportRoute.GET, user, { path: `/api/e/discussion/${id}/export-as-pdf`, method: 'GET', params: { id } });

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => {} });
      awa = await makeUser('Awa');
      kofi = await makeUser('Kofi');
    });
    afterAll(() => close());

    it('a first question starts a conversation titled from it, cut at a word within 60 characters', async () => {
      const sent = await api.ask(awa, 'Quelles sont les démarches pour divorcer par consentement mutuel au Bénin ?');
      expect(sent.discussion).toMatchObject({ title: 'Quelles sont les démarches pour divorcer par consentement…' });
      expect(sent.data.discussion).toBe(sent.discussion?._id);
      const read = await api.discussion(awa, sent.discussion?._id ?? '');
      expect(read.response.status).toBe(200);
      expect((await read.response.json()).data).toEqual(sent.discussion);
    });

    it('a spoken question without text titles its conversation "Question vocale"', async () => {
      const audio = webmRecording();
      const { response } = await api.send(awa, { audioFile: audio, localId: randomUUID() });
      expect(response.status).toBe(201);
      expect((await response.json()).discussion.title).toBe('Question vocale');
    });

    it('lists conversations most recently updated first, 15 a page; a new question moves its conversation up', async () => {
      // 17 questions: more than the free plan's messages of a day.
      const user = await onPaidPlan(platform, await makeUser('Bio'));
      const ids: string[] = [];
      for (let i = 1; i <= 17; i++) {
        ids.push((await api.ask(user, `Question numéro ${i}`)).discussion?._id ?? '');
        await api.settleAll(user);
      }
      const first = await api.discussions(user);
      expect(first).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2 });
      expect(first.data.map((d) => d.title).slice(0, 2)).toEqual(['Question numéro 17', 'Question numéro 16']);
      expect((await api.discussions(user, '?page=2')).data.map((d) => d.title)).toEqual([
        'Question numéro 2',
        'Question numéro 1',
      ]);
      expect((await api.discussions(user, '?perPage=500')).perPage).toBe(100);

      await api.ask(user, 'Et le délai ?', ids[0]);
      const after = await api.discussions(user, '?perPage=3');
      expect(after.data.map((d) => d.title)).toEqual(['Question numéro 1', 'Question numéro 17', 'Question numéro 16']);
      expect(after.totalPages).toBe(6);
    });

    it('searches across conversations: title or any message, case and accents ignored, % matched literally', async () => {
      const user = await makeUser('Efua');
      const divorce = await api.ask(user, 'Comment divorcer ?');
      await api.ask(user, 'Quelle PENSION alimentaire pour les enfants ?', divorce.discussion?._id);
      const bail = await api.ask(user, 'Mon bail d’habitation peut-il augmenter de 50% ?');
      await api.ask(user, 'Testament olographe');
      await api.settleAll(user);
      const titles = async (q: string) =>
        (await api.discussions(user, `?q=${encodeURIComponent(q)}`)).data.map((d) => d._id);
      expect(await titles('pension')).toEqual([divorce.discussion?._id]);
      expect(await titles('  DIVORCER ')).toEqual([divorce.discussion?._id]);
      // Accents ignored both ways: « hàbitation » typed finds « habitation ».
      expect(await titles('hàbitation')).toEqual([bail.discussion?._id]);
      expect(await titles('50%')).toEqual([bail.discussion?._id]);
      expect(await titles('0%')).toEqual([bail.discussion?._id]);
      expect(await titles('%')).toEqual([bail.discussion?._id]);
      expect((await api.discussions(user, '?q=succession')).totalItems).toBe(0);
      expect((await api.discussions(kofi, '?q=pension')).totalItems).toBe(0);
    });

    it('an id that is empty or "temp" is refused: ID de conversation invalide', async () => {
      for (const id of ['', 'temp']) {
        const read = await api.discussion(awa, id);
        expect(read.response.status).toBe(400);
        expect(await read.response.json()).toMatchObject({
          statusCode: 400,
          message: 'ID de conversation invalide',
          code: 'invalid_discussion_id',
        });
        expect((await rename(awa, id, 'Titre')).response.status).toBe(400);
        expect((await remove(awa, id)).response.status).toBe(400);
        expect((await exportPdf(awa, id)).response.status).toBe(400);
      }
    });

    it('renames with the title trimmed, without moving the conversation in the list', async () => {
      const user = await makeUser('Yao');
      const older = (await api.ask(user, 'Héritage')).discussion?._id ?? '';
      await api.ask(user, 'Bail');
      const renamed = await rename(user, older, '  Succession de mon père  ');
      expect(renamed.response.status).toBe(200);
      const { data } = await renamed.response.json();
      expect(data).toMatchObject({ _id: older, title: 'Succession de mon père' });
      expect((await api.discussions(user)).data.map((d) => d.title)).toEqual(['Bail', 'Succession de mon père']);
    });

    it('refuses an empty or too long title and an unknown conversation, with their messages', async () => {
      const id = (await api.ask(awa, 'Un titre à changer')).discussion?._id ?? '';
      for (const title of ['   ', '', null]) {
        const { response } = await rename(awa, id, title);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          statusCode: 400,
          message: 'Le titre ne peut pas être vide',
          code: 'validation_failed',
          fields: { title: 'Le titre ne peut pas être vide' },
        });
      }
      const long = await rename(awa, id, 'x'.repeat(201));
      expect(long.response.status).toBe(400);
      expect((await long.response.json()).message).toBe('Titre trop long : 200 caractères au plus.');
      expect((await rename(awa, id, ` ${'x'.repeat(200)} `)).response.status).toBe(200);
      const unknown = await rename(awa, randomUUID(), 'Titre');
      expect(unknown.response.status).toBe(404);
      expect(await unknown.response.json()).toEqual({
        statusCode: 404,
        message: 'Conversation introuvable',
        code: 'not_found',
      });
    });

    it('deletes a conversation with its messages, answers and recordings', async () => {
      const audio = webmRecording();
      const spoken = await api.send(awa, {
        audioFile: audio,
        contentText: 'Question dite à voix haute',
        localId: randomUUID(),
      });
      const { data: question, discussion } = await spoken.response.json();
      const id = discussion._id as string;
      const key = (question.audioFile as string).replace('storage://', '');
      const storage = platform.storage;
      expect(await storage.get(key)).not.toBeNull();
      await answerJob(() => platform, answering).run(question._id);

      const deleted = await remove(awa, id);
      expect(await deleted.response.json()).toEqual({ success: true });
      expect((await api.discussion(awa, id)).response.status).toBe(404);
      expect(await storage.get(key)).toBeNull();
      const left = await platform.database.db
        .selectFrom('messages')
        .select('id')
        .where('discussion_id', '=', id)
        .execute();
      expect(left).toEqual([]);
      const read = await api.call(messageItem.GET, awa, { path: '/x', method: 'GET', params: { id: question._id } });
      expect(read.response.status).toBe(404);
      expect((await remove(awa, id)).response.status).toBe(404);
    });

    it('exports a conversation as a PDF download: each question, its answer and sources', async () => {
      const first = await api.ask(awa, 'Comment divorcer par consentement mutuel ?');
      const id = first.discussion?._id ?? '';
      const second = await api.ask(awa, 'Et combien de temps cela prend-il ?', id);
      const job = answerJob(() => platform, answering);
      await job.run(first.data._id);
      await job.run(second.data._id);
      const third = await api.ask(awa, 'Faut-il un avocat ?', id);

      const pdf = await exportPdf(awa, id);
      expect(pdf.response.status).toBe(200);
      expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="jurisia-conversation-\d{4}-\d{2}-\d{2}-[a-z0-9]{8}\.pdf"/,
      );
      const bytes = new Uint8Array(await pdf.response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = (await readPdf(bytes)).pages.map((page) => page.text).join(' ');
      expect(text).toContain(
        'Question Comment divorcer par consentement mutuel ? Réponse Réponse à Comment divorcer par consentement mutuel ? [1] Sources [1] Divorce par consentement mutuel',
      );
      expect(text).toContain(
        'Question Et combien de temps cela prend-il ? Réponse Réponse à Et combien de temps cela prend-il ? [1]',
      );
      expect(text).toContain(
        `Question ${third.data.contentText} Réponse Aucune réponse n’est disponible pour cette question.`,
      );
      expect(text).toContain('http://localhost:4321/library/documents/divorce');

      const english = await api.call(exportRoute.GET, awa, { path: '/x', method: 'GET', params: { id }, locale: 'en' });
      expect((await readPdf(new Uint8Array(await english.response.arrayBuffer()))).pages[0]?.text).toContain(
        'No answer is available for this question.',
      );
    });

    it("another user's conversation is not found: read, rename, delete, export and its messages answer 404", async () => {
      const mine = await api.ask(awa, 'Ma conversation privée');
      const id = mine.discussion?._id ?? '';
      const notFound = { statusCode: 404, message: 'Conversation introuvable', code: 'not_found' };
      for (const { response } of [
        await api.discussion(kofi, id),
        await rename(kofi, id, 'Volée'),
        await remove(kofi, id),
        await exportPdf(kofi, id),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(notFound);
      }
      const list = await api.call(messageCollection.GET, kofi, {
        path: `/api/e/message?discussion=${id}`,
        method: 'GET',
      });
      expect(list.response.status).toBe(404);
      const into = await api.send(kofi, { contentText: 'Je m’invite', localId: randomUUID(), discussion: id });
      expect(into.response.status).toBe(404);
      expect(await into.response.json()).toEqual(notFound);
      expect((await api.discussion(awa, id)).response.status).toBe(200);
      expect((await api.discussions(awa)).data.find((d) => d._id === id)?.title).toBe('Ma conversation privée');
    });
  });
}
